import type { Enrollment, StudentProfile, StudentSort } from '../domain/student.js';

/**
 * Which students a list or a count covers. A student whose schoolId is null counts as the district's default
 * school (kit DEFAULT_SCHOOL_ID), so listing that school lists them too.
 */
export interface StudentScopeFilter {
  /** 'all': every school (admins); else only students of these schools. */
  schoolIds: 'all' | readonly string[];
  /** Only this counselor's caseload. */
  counselorId?: string;
  /** Alumni and inactive students too (default: active only). */
  includeInactive?: boolean;
}

export interface StudentListQuery extends StudentScopeFilter {
  /** Case-insensitive substring of first name, last name or email. */
  q?: string;
  sort: StudentSort;
  limit: number;
  offset: number;
}

export interface StudentPage {
  items: StudentProfile[];
  total: number;
}

/** Student records: the profile the student writes and the roster's enrollment of it. */
export interface ProfileRepository {
  byId(id: string): Promise<StudentProfile | null>;
  byUserId(userId: string): Promise<StudentProfile | null>;
  list(query: StudentListQuery): Promise<StudentPage>;
  /** Students in the scope (every student, whatever their status, without one). */
  count(scope?: StudentScopeFilter): Promise<number>;
  /** Students in the scope whose targetColleges as shown (the list's length once there is a list) is above 0. */
  countWithTargetColleges(scope?: StudentScopeFilter): Promise<number>;
}

export interface ProfileWrites {
  /**
   * A new record; refused with a ConflictError when the user or the id has one already. A college list that
   * arrived before the record is shown on it. A new record counts as announced to the roster: its unit carries
   * its event, or the roster made it.
   */
  insert(profile: StudentProfile): void;
  /**
   * Replaces a profile's fields (not its id, userId, createdAt or enrollment: the roster owns those, see
   * setEnrollment; nor the college list's length); refused (WriteRefused 'gone') when there is no such record.
   */
  update(profile: StudentProfile): void;
  /** Replaces the student's enrollment (school, counselor, status, source id); refused (WriteRefused 'gone') when there is no such record. */
  setEnrollment(id: string, enrollment: Enrollment): void;
}
