import type { Letter } from '../domain/letter.js';

export interface LetterRepository {
  get(requestId: string): Promise<Letter | null>;
  ofStudent(studentId: string): Promise<Letter[]>;
}

export interface LetterWrites {
  /** A request has one letter; saving it again replaces it. */
  save(letter: Letter): void;
}
