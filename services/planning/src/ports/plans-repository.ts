import type { Plan, PlanComment, PlanHistoryEntry, PlanStatus, Track } from '../domain/plan.js';

/** A line of the staff's list: the plan's status and the worst status over the sets, stored with the plan. */
export interface PlanSummaryRow {
  studentId: string;
  studentName: string;
  grade: number | null;
  schoolId: string;
  status: PlanStatus;
  track: Track;
  tracks: { setId: string; setName: string; status: Track }[];
  updatedAt: string;
}

export interface PlanListFilter {
  /** 'all' for admins; else the schools to look in. */
  schools: 'all' | string[];
  counselorUserId: string | null;
  status: PlanStatus | null;
  track: Track | null;
  first: number;
  offset: number;
}

export interface PlanCounts { total: number; needingReview: number; offTrack: number; atRisk: number }

/** Plans with their comments and history, and the staff's lists of them. */
export interface PlanRepository {
  /** The plan as stored: entries and lifecycle, its checks and problems empty (the use cases run them on read). */
  get(studentId: string): Promise<Plan | null>;
  ofSchool(schoolId: string): Promise<Plan[]>;
  comments(studentId: string): Promise<PlanComment[]>;
  history(studentId: string): Promise<PlanHistoryEntry[]>;
  list(f: PlanListFilter): Promise<PlanSummaryRow[]>;
  counts(f: Omit<PlanListFilter, 'first' | 'offset'>): Promise<PlanCounts>;
  /** The requirement sets the plans in scope are checked against (every page), by name. */
  sets(f: Omit<PlanListFilter, 'first' | 'offset'>): Promise<{ setId: string; setName: string }[]>;
}

export interface PlanWrites {
  save(p: Plan): void;
  addComment(studentId: string, c: PlanComment): void;
  addHistory(studentId: string, h: PlanHistoryEntry): void;
}
