import type { Letter } from '../domain/letter.js';

export interface LetterRepository {
  get(requestId: string): Promise<Letter | null>;
  /** The letters of these requests in one read (a list's); a request with none is left out. */
  many(requestIds: readonly string[]): Promise<Letter[]>;
  ofStudent(studentId: string): Promise<Letter[]>;
}

export interface LetterWrites {
  /** A request has one letter; saving it again replaces it. */
  save(letter: Letter): void;
}
