import type { CollegePreferences } from '../domain/student.js';

/** A student's answers to the college preferences questionnaire. */
export interface PreferenceRepository {
  /** Null when the student has not answered. */
  ofStudent(studentId: string): Promise<CollegePreferences | null>;
}

export interface PreferenceWrites {
  /** Saves the answers, replacing any earlier ones. */
  save(preferences: CollegePreferences): void;
}
