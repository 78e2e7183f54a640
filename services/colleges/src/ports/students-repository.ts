import type { StudentRecord } from '../domain/student-record.js';

/** The students read model, kept from profile events. */
export interface StudentRepository {
  get(studentId: string): Promise<StudentRecord | null>;
}

export interface StudentWrites {
  /** Upserted by id. */
  save(student: StudentRecord): void;
}
