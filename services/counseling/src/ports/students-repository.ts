import type { StudentRecord } from '../domain/student.js';

/** The students read model, kept from profile and college-list events: who may see whom, groups, application owners. */
export interface StudentRepository {
  get(studentId: string): Promise<StudentRecord | null>;
  many(studentIds: readonly string[]): Promise<StudentRecord[]>;
  /** The records of one account (a student has one). */
  ofUser(userId: string): Promise<StudentRecord[]>;
  /** Active students of a school (and grade), by last then first name. */
  groupMembers(schoolId: string, grade: string | null): Promise<StudentRecord[]>;
  /** The student whose list holds this application, if counseling heard of it. */
  applicationStudent(applicationId: string): Promise<string | null>;
}

export interface StudentWrites {
  /** Upserts by id; a student who changed school is counted for the new one wherever tasks count by school. */
  save(student: StudentRecord): void;
  /**
   * A student's applications in full (from the colleges list event): the ones left out are no longer theirs. A list
   * older than the one held (`updatedAt`; a redelivery out of order) changes nothing.
   */
  replaceApplications(list: { studentId: string; applicationIds: string[]; updatedAt: string }): void;
}
