import type { ErasureTarget, OutboxEvent, OutboxStore } from '@counsel/kit';
import type { Activity, CollegePreferences, Course, Enrollment, StudentProfile, StudentSort } from '../domain/student.js';

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

/** A profile's announcement to the roster: its profile event (StudentEvents.profileUpserted). */
export interface RosterAnnouncement {
  id: string;
  event: OutboxEvent;
}

/** One kind of item erased for a deletion (issue 20), with how many there were (0 where none). */
export interface ErasedItem {
  item: string;
  count: number;
}

/** The college list's length as the colleges service's last event had it (a mirror; colleges owns the list). */
export interface CollegeListMirror {
  count: number | null;
  updatedAt: string;
}

export interface StudentPage {
  items: StudentProfile[];
  total: number;
}

/**
 * Where student records live. One adapter per technology (SQLite embedded, MongoDB distributed);
 * both pass test/student-store.contract.ts. Each write takes the events that report it: they are appended to
 * the store's outbox in the write's own transaction (and not at all when the write changes nothing).
 */
export interface StudentStore extends OutboxStore {
  /** Inserts a profile; a second profile for the same user or id is a ConflictError. */
  insert(profile: StudentProfile, events?: readonly OutboxEvent[]): Promise<StudentProfile>;
  /**
   * Replaces a profile's fields (not its id, userId, createdAt or enrollment: the roster owns those, see
   * setEnrollment); null when there is none.
   */
  update(profile: StudentProfile, events?: readonly OutboxEvent[]): Promise<StudentProfile | null>;
  /** Replaces the student's enrollment (school, counselor, status, source id); null when there is no such student. */
  setEnrollment(id: string, enrollment: Enrollment, events?: readonly OutboxEvent[]): Promise<StudentProfile | null>;
  byId(id: string): Promise<StudentProfile | null>;
  byUserId(userId: string): Promise<StudentProfile | null>;
  list(query: StudentListQuery): Promise<StudentPage>;
  /** Students in the scope (every student, whatever their status, without one). */
  count(scope?: StudentScopeFilter): Promise<number>;
  /** Students in the scope whose targetColleges as shown (the list's length once there is a list) is above 0. */
  countWithTargetColleges(scope?: StudentScopeFilter): Promise<number>;
  /**
   * Records the length of the student's college list (null: no list, or an emptied one), unless a list newer than
   * `at` is already recorded (events may arrive late or twice). A list for a student not stored yet is kept and
   * applied when the record is inserted. List and sort orders (COLLEGES_*) and countWithTargetColleges follow it.
   */
  setCollegeListCount(studentId: string, count: number | null, at: string): Promise<void>;

  /** Replaces the whole list, keeping the given order. */
  setCourses(studentId: string, courses: Course[], events?: readonly OutboxEvent[]): Promise<void>;
  courses(studentId: string): Promise<Course[]>;
  setActivities(studentId: string, activities: Activity[], events?: readonly OutboxEvent[]): Promise<void>;
  activities(studentId: string): Promise<Activity[]>;

  savePreferences(prefs: CollegePreferences, events?: readonly OutboxEvent[]): Promise<void>;
  preferences(studentId: string): Promise<CollegePreferences | null>;

  /**
   * Profiles the roster may not know of: stored before the roster listened to profile events (an upgrade) and
   * not written with events since. Roster-made records are left out (the roster knows them). Oldest first, at
   * most `limit`. A profile counts as announced from the first insert, update, setEnrollment, setCourses or
   * setActivities with events (each carries the profile's event), or once markAnnounced marks it.
   */
  unannounced(limit: number): Promise<StudentProfile[]>;
  /**
   * Marks profiles announced, each with its event appended in the same transaction as its mark. A profile
   * announced meanwhile (a save wrote a newer event) is skipped with its event. Returns how many were marked.
   */
  markAnnounced(announcements: readonly RosterAnnouncement[]): Promise<number>;

  /** The college list's mirror kept for the student (also one kept before the record existed); null when none. */
  collegeListMirror(studentId: string): Promise<CollegeListMirror | null>;
  /**
   * Erases everything held on the student (issue 20): the record, courses, activities, preferences and the college
   * list's mirror, and keeps the erasure (ids and counts) so a late enrollment cannot bring them back. `confirm`
   * builds the events that report what was removed; they are appended in the erase's own transaction, also for a
   * repeated request (confirmed again with the first counts).
   */
  erase(target: ErasureTarget, confirm: (removed: ErasedItem[]) => readonly OutboxEvent[]): Promise<ErasedItem[]>;
  /** Whether the student with this account was erased. */
  isUserErased(studentUserId: string): Promise<boolean>;

  close(): Promise<void>;
}
