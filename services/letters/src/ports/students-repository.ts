import type { SchoolName, StudentApplication, StudentRecord } from '../domain/student.js';

/** The students read model, kept from profile and college-list events: who may see whom, and the letter's colleges. */
export interface StudentRepository {
  get(studentId: string): Promise<StudentRecord | null>;
  many(studentIds: readonly string[]): Promise<StudentRecord[]>;
  /** A student's applications in list order. */
  applications(studentId: string): Promise<StudentApplication[]>;
  /** Several students' applications in one read (a list's), each in list order; a student with none is left out. */
  applicationsOf(studentIds: readonly string[]): Promise<Map<string, StudentApplication[]>>;
  /** The names held of these schools (from the roster's school events); a school never announced is left out. */
  schoolNames(schoolIds: readonly string[]): Promise<Map<string, string>>;
}

export interface StudentWrites {
  save(student: StudentRecord): void;
  /** A student's list in full; a list older than the one held (`updatedAt`; a redelivery out of order) changes nothing. */
  replaceApplications(list: { studentId: string; applications: StudentApplication[]; updatedAt: string }): void;
  saveSchool(school: SchoolName): void;
}
