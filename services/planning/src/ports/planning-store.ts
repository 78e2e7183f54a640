import type { Outbox, OutboxEvent, RemovedItem } from '@counsel/kit';
import type { CatalogCourse } from '../domain/course.js';
import type { CourseImport } from '../domain/course-import.js';
import type { Plan, PlanComment, PlanHistoryEntry, PlanStatus, Track } from '../domain/plan.js';
import type { RequirementSet } from '../domain/requirement-set.js';
import type { StudentRecord } from '../domain/student.js';

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

export interface PlanningWrites {
  saveStudent(s: StudentRecord): void;
  saveCourse(c: CatalogCourse): void;
  deleteCourse(id: string): void;
  saveImport(i: CourseImport): void;
  saveSet(s: RequirementSet): void;
  savePlan(p: Plan): void;
  addComment(studentId: string, c: PlanComment): void;
  addHistory(studentId: string, h: PlanHistoryEntry): void;
  /** The erasure's ledger row and every row of the student, in the unit's transaction. */
  erase(t: { deletionId: string; studentId: string; studentUserId: string }, removed: RemovedItem[]): void;
}

/** The planning store: SQLite embedded (one transaction per unit of work with its outbox rows) or MongoDB distributed. */
export interface PlanningStore {
  readonly outbox: Outbox;
  student(studentId: string): Promise<StudentRecord | null>;
  studentsOfSchool(schoolId: string): Promise<StudentRecord[]>;
  studentsOfUser(userId: string): Promise<StudentRecord[]>;
  course(id: string): Promise<CatalogCourse | null>;
  courseByCode(schoolId: string, code: string): Promise<CatalogCourse | null>;
  courses(schoolId: string): Promise<CatalogCourse[]>;
  coursePage(schoolId: string, q: string | null, first: number, offset: number): Promise<{ items: CatalogCourse[]; total: number }>;
  courseImport(id: string): Promise<CourseImport | null>;
  schoolSets(schoolId: string): Promise<RequirementSet[]>;
  set(id: string): Promise<RequirementSet | null>;
  /** The plan as stored: entries and lifecycle, its checks and problems empty (the use cases run them on read). */
  plan(studentId: string): Promise<Plan | null>;
  plansOfSchool(schoolId: string): Promise<Plan[]>;
  comments(studentId: string): Promise<PlanComment[]>;
  history(studentId: string): Promise<PlanHistoryEntry[]>;
  planList(f: PlanListFilter): Promise<PlanSummaryRow[]>;
  planCounts(f: Omit<PlanListFilter, 'first' | 'offset'>): Promise<PlanCounts>;
  /** The requirement sets the plans in scope are checked against (every page), by name. */
  planSets(f: Omit<PlanListFilter, 'first' | 'offset'>): Promise<{ setId: string; setName: string }[]>;
  erasedDeletion(deletionId: string): Promise<RemovedItem[] | null>;
  isErased(studentId: string): Promise<boolean>;
  isUserErased(userId: string): Promise<boolean>;
  write(work: (w: PlanningWrites) => void, events?: readonly OutboxEvent[]): Promise<void>;
  ready(): boolean;
  close(): Promise<void>;
}
