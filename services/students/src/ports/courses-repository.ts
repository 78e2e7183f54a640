import type { Course } from '../domain/student.js';

/** A student's courses, in the order the student gave them. */
export interface CourseRepository {
  ofStudent(studentId: string): Promise<Course[]>;
}

export interface CourseWrites {
  /** Replaces the whole list, keeping the given order. */
  replace(studentId: string, courses: readonly Course[]): void;
}
