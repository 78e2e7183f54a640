import type { Enrollment } from '../domain/enrollment.js';

export interface EnrollmentQuery {
  schoolId?: string;
  status?: Enrollment['status'];
}

export interface EnrollmentRepository {
  /** By the student's account id. */
  get(studentUserId: string): Promise<Enrollment | null>;
  /** By the student's profile id. */
  byStudentId(studentId: string): Promise<Enrollment | null>;
  /** By account id. */
  list(q?: EnrollmentQuery): Promise<Enrollment[]>;
  countActive(schoolId: string): Promise<number>;
}

export interface EnrollmentWrites {
  /** A new enrollment, or an enrollment's new state in full. */
  save(enrollment: Enrollment): void;
}
