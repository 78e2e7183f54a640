/**
 * A sentence the checks write, as a code and its values beside the English: the web says it in the reader's
 * language from its catalog (`text.<code>` of the planning namespace), and shows the English when it does not know
 * the code. Values are the numbers as written (num) and names as they are; `labelCode` marks a label the checks
 * wrote themselves (not a set's own), which the web translates too.
 */
export interface Phrase {
  code: string;
  args: Record<string, string | number | Label[]>;
}

/** A requirement's name: a set's own words, or one the checks wrote (code, and the count it names). */
export interface Label { label: string; labelCode?: string; n?: number }

export const phrase = (code: string, args: Phrase['args'] = {}): Phrase => ({ code, args });

/** Numbers as the checks say them: "1", "0.5", "2.5". */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

/** "1 year", "2 years", "0.5 credits". */
export function units(n: number, unit: string): string {
  return `${num(n)} ${n === 1 ? unit : `${unit}s`}`;
}

export const GRADE_TERM: Readonly<Record<string, string>> = { FULL_YEAR: 'the full year', FALL: 'fall', SPRING: 'spring', SUMMER: 'summer' };
export const where = (grade: number, term: string): string => `grade ${grade} ${GRADE_TERM[term] ?? term}`;

/** A course as the problems name it: "Chemistry (CHEM)". */
export const named = (c: { title: string; code: string }): string => `${c.title} (${c.code})`;
