import type { StudentRecord, TrackedApplication } from '../domain/student.js';

/** The outcomes service's copies of the students and of their tracked applications (kept from events). */
export interface StudentRepository {
  get(studentId: string): Promise<StudentRecord | null>;
  ofUser(userId: string): Promise<StudentRecord[]>;
  applications(studentId: string): Promise<TrackedApplication[]>;
}

export interface StudentWrites {
  save(s: StudentRecord): void;
  saveApplication(a: TrackedApplication): void;
  removeApplication(applicationId: string): void;
}
