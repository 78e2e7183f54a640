import type { BragQuestion, BragSheet } from '../domain/brag-sheet.js';

/** Brag sheets: each school's questions, each student's answers, and the requests whose teacher may read them. */
export interface BragSheetRepository {
  /** Null: the school never set its questions (the defaults apply). */
  questions(schoolId: string): Promise<BragQuestion[] | null>;
  answers(studentId: string): Promise<BragSheet | null>;
  /** Of these requests, those the student shared their brag sheet with. */
  sharedWith(requestIds: readonly string[]): Promise<Set<string>>;
}

export interface BragSheetWrites {
  saveQuestions(schoolId: string, questions: BragQuestion[], at: string): void;
  saveAnswers(sheet: BragSheet): void;
  share(requestId: string, studentId: string, shared: boolean): void;
}
