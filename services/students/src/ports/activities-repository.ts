import type { Activity } from '../domain/student.js';

/** A student's activities, in the order the student gave them. */
export interface ActivityRepository {
  ofStudent(studentId: string): Promise<Activity[]>;
}

export interface ActivityWrites {
  /** Replaces the whole list, keeping the given order. */
  replace(studentId: string, activities: readonly Activity[]): void;
}
