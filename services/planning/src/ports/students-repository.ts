import type { StudentRecord } from '../domain/student.js';

/** The planning service's copies of the students (kept from profile events). */
export interface StudentRepository {
  get(studentId: string): Promise<StudentRecord | null>;
  ofSchool(schoolId: string): Promise<StudentRecord[]>;
  ofUser(userId: string): Promise<StudentRecord[]>;
}

export interface StudentWrites {
  /** Upserts the copy; the student's plan follows its school, counselor and name (the staff's list reads them there). */
  save(s: StudentRecord): void;
}
