/** Numbers as the checks say them: "1", "0.5", "2.5". */
export const num = (n: number): string => String(Math.round(n * 100) / 100);

/** "1 year", "2 years", "0.5 credits". */
export function units(n: number, unit: string): string {
  return `${num(n)} ${n === 1 ? unit : `${unit}s`}`;
}

export const GRADE_TERM: Readonly<Record<string, string>> = { FULL_YEAR: 'the full year', FALL: 'fall', SPRING: 'spring', SUMMER: 'summer' };
export const where = (grade: number, term: string): string => `grade ${grade} ${GRADE_TERM[term] ?? term}`;
