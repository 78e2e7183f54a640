import type { OutboxEvent, OutboxStore } from '@counsel/kit';
import type { Activity, CollegePreferences, Course, StudentProfile, StudentSort } from '../domain/student.js';

export interface StudentListQuery {
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

/**
 * Where student records live. One adapter per technology (SQLite embedded, MongoDB distributed);
 * both pass test/student-store.contract.ts. Each write takes the events that report it: they are appended to
 * the store's outbox in the write's own transaction (and not at all when the write changes nothing).
 */
export interface StudentStore extends OutboxStore {
  /** Inserts a profile; a second profile for the same user or id is a ConflictError. */
  insert(profile: StudentProfile, events?: readonly OutboxEvent[]): Promise<StudentProfile>;
  /** Replaces a profile's fields (not its id, userId or createdAt); null when there is none. */
  update(profile: StudentProfile, events?: readonly OutboxEvent[]): Promise<StudentProfile | null>;
  byId(id: string): Promise<StudentProfile | null>;
  byUserId(userId: string): Promise<StudentProfile | null>;
  list(query: StudentListQuery): Promise<StudentPage>;
  count(): Promise<number>;
  /** Students whose targetColleges is above 0. */
  countWithTargetColleges(): Promise<number>;

  /** Replaces the whole list, keeping the given order. */
  setCourses(studentId: string, courses: Course[], events?: readonly OutboxEvent[]): Promise<void>;
  courses(studentId: string): Promise<Course[]>;
  setActivities(studentId: string, activities: Activity[], events?: readonly OutboxEvent[]): Promise<void>;
  activities(studentId: string): Promise<Activity[]>;

  savePreferences(prefs: CollegePreferences, events?: readonly OutboxEvent[]): Promise<void>;
  preferences(studentId: string): Promise<CollegePreferences | null>;

  close(): Promise<void>;
}
