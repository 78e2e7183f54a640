import { createHash } from 'node:crypto';

/** A question of a school's brag sheet; the id follows the prompt, so an unchanged prompt keeps its answers. */
export interface BragQuestion { id: string; prompt: string }

/** Who wrote a family answer: the guardian's account and their name as it was then (a later rename leaves it). */
export interface BragAuthor { userId: string; name: string }

/** A student's answers; each keeps the prompt it answered, so the record reads whole after the school edits its questions. */
export interface BragSheet {
  studentId: string;
  /** `author`: on the family part's answers only (the student's own are theirs by definition). */
  answers: { questionId: string; prompt: string; answer: string; author?: BragAuthor }[];
  updatedAt: string;
}

export const questionId = (prompt: string) => createHash('sha256').update(prompt).digest('hex').slice(0, 12);

export const DEFAULT_BRAG_PROMPTS = [
  'What are you proudest of achieving in high school, in or out of class?',
  'What challenges have you faced, and how did you meet them?',
  'What should a letter about you say that your application might not show?',
];

export const questionsOf = (prompts: readonly string[]): BragQuestion[] => prompts.map((prompt) => ({ id: questionId(prompt), prompt }));

/**
 * The family part: questions a guardian of the student answers (the district's, the same in every school). Their ids
 * are apart from any school question's, so they live on the same sheet and a student's save keeps them, and theirs.
 */
const FAMILY_BRAG_PROMPTS = [
  'What do you, as a family, see as your child\'s greatest strengths?',
  'Describe a moment when your child made you especially proud.',
  'Is there anything about your child or your family\'s circumstances that a letter writer should know?',
];

const familyQuestionId = (prompt: string) => `family-${questionId(prompt)}`;
export const FAMILY_QUESTIONS: readonly BragQuestion[] = FAMILY_BRAG_PROMPTS.map((prompt) => ({ id: familyQuestionId(prompt), prompt }));
