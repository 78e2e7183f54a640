import type { Application, ApplicationChange, ApplicationStatus, Plan } from '../domain/application.js';
import type { StudentRecord } from '../domain/student-record.js';

/** The deadline board's question: applications whose deadline in force falls in [from, to]. */
export interface BoardQuery {
  /** YYYY-MM-DD, inclusive. */
  from: string;
  to: string;
  /** Students of these schools ('all': the district). */
  schoolIds: 'all' | string[];
  /** Only this counselor's caseload when set. */
  counselorUserId: string | null;
  status: ApplicationStatus | null;
  plan: Plan | null;
  /** At most this many rows (the earliest deadlines). */
  limit: number;
}

export interface BoardEntry {
  application: Application;
  student: StudentRecord;
  /** The deadline in force (the student's own, else the curated one). */
  deadline: string;
  /** The student's live binding (ED/ED2, not denied or declined) applications, for the TWO_BINDING flag. */
  liveBindingCount: number;
}

/** Students' applications with their history, and the deadline board over them. */
export interface ApplicationRepository {
  get(id: string): Promise<Application | null>;
  ofStudent(studentId: string): Promise<Application[]>;
  /** Oldest first. */
  history(applicationId: string): Promise<ApplicationChange[]>;
  /** Whether any application of this student ever changed (also one since removed). */
  hasHistory(studentId: string): Promise<boolean>;
  /** Students with this college on their list for this cycle. */
  studentsWithCollege(collegeId: string, cycle: number): Promise<string[]>;
  /** By deadline, then the student's last and first name, then college name. */
  board(q: BoardQuery): Promise<BoardEntry[]>;
}

export interface ApplicationWrites {
  /** Refused with ConflictError("This college is already on the list") when the student already has the college in that cycle. */
  add(application: Application): void;
  /** Replaced whole, by id. */
  replace(application: Application): void;
  remove(applicationId: string): void;
  recordChange(change: ApplicationChange): void;
}
