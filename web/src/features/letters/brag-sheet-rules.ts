/** Limits the letters service enforces on the brag sheet (school-document-rules.ts), repeated so a form says so first. */
export const BRAG_ANSWER_MAX = 5_000;
export const BRAG_PROMPT_MAX = 500;
export const BRAG_PROMPTS_MAX = 20;

interface Item { questionId: string; answer: string }

/** The form's values: one answer per question id. */
export type BragAnswers = Record<string, string>;

export const answersOf = (items: readonly Item[]): BragAnswers => Object.fromEntries(items.map((i) => [i.questionId, i.answer]));

/** Whether the form differs from what the server holds (surrounding spaces do not count: the server trims them). */
export function answersChanged(saved: readonly Item[], values: BragAnswers): boolean {
  return saved.some((i) => (values[i.questionId] ?? '').trim() !== i.answer.trim());
}

/** Every question's answer as the server takes it: trimmed, empty to clear one. */
export const answersToSend = (saved: readonly Item[], values: BragAnswers): Item[] =>
  saved.map((i) => ({ questionId: i.questionId, answer: (values[i.questionId] ?? '').trim() }));

export const answeredCount = (items: readonly Item[]): number => items.filter((i) => i.answer.trim() !== '').length;

/** The editor's prompts as the server takes them: trimmed, blank rows left out. */
export const promptsToSend = (rows: readonly (string | undefined)[]): string[] =>
  rows.map((p) => (p ?? '').trim()).filter((p) => p !== '');

/** The first prompt given twice (the server keeps each question once), or null. */
export function repeatedPrompt(prompts: readonly string[]): string | null {
  const seen = new Set<string>();
  for (const p of prompts) {
    if (seen.has(p)) return p;
    seen.add(p);
  }
  return null;
}

/** Moves one row up (-1) or down (+1); out of range leaves the list as it was. */
export function moved<T>(rows: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (index < 0 || index >= rows.length || to < 0 || to >= rows.length) return [...rows];
  const next = [...rows];
  [next[index], next[to]] = [next[to] as T, next[index] as T];
  return next;
}
