import type { RecommendationRequest, RequestState } from '../domain/request.js';

/** The staff's list: requests of students of these schools ('all': the district), newest first. */
export interface StaffQuery {
  schools: 'all' | string[];
  state: RequestState | null;
  /** Pending (requested or accepted) and asked before this instant. */
  pendingSince: string | null;
  teacherUserId: string | null;
  offset: number;
  limit: number;
}

export interface RecommendationRequestRepository {
  get(id: string): Promise<RecommendationRequest | null>;
  ofStudent(studentId: string): Promise<RecommendationRequest[]>;
  /** A student's own requests, by their account, newest first. */
  ofStudentUser(studentUserId: string): Promise<RecommendationRequest[]>;
  /** A teacher's requests in the given states. */
  ofTeacher(teacherUserId: string, states: readonly RequestState[]): Promise<RecommendationRequest[]>;
  /** The student's requests to this teacher that still hold them (requested, accepted or submitted). */
  activeWith(studentId: string, teacherUserId: string): Promise<RecommendationRequest[]>;
  /** Per teacher, the requests of this school year that hold them (requested, accepted, submitted). */
  countThisYear(teacherUserIds: readonly string[], schoolYear: string): Promise<Map<string, number>>;
  staffPage(q: StaffQuery): Promise<{ items: RecommendationRequest[]; total: number }>;
  /** The staff's list's counts per state (one read, not one per state), under the same filters but the state's. */
  staffCounts(q: Omit<StaffQuery, 'state' | 'offset' | 'limit'>): Promise<Map<RequestState, number>>;
}

export interface RecommendationRequestWrites {
  save(request: RecommendationRequest): void;
}
