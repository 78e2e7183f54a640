/**
 * Class years and weeks, worked out from a date alone so every replica and a rebuild agree. A school year starts in
 * July: a student in grade 12 on 2026-11-20 is in the class of 2027.
 */
export function schoolYearEnd(at: Date): number {
  return at.getUTCMonth() >= 6 ? at.getUTCFullYear() + 1 : at.getUTCFullYear();
}

/** The class a student of `grade` is in on `at`; null when the grade is unknown. */
export function classYearOfGrade(grade: string | null | undefined, at: Date): number | null {
  const g = grade == null ? NaN : Number(grade);
  return Number.isInteger(g) && g >= 9 && g <= 12 ? schoolYearEnd(at) + (12 - g) : null;
}

/** The class of this year's seniors. */
export const seniorClassYear = (today: Date) => schoolYearEnd(today);

/** The Monday (UTC) of the week of `iso`, as YYYY-MM-DD: sign-ins are counted per week. */
export function weekOf(iso: string): string {
  const d = new Date(iso);
  const day = (d.getUTCDay() + 6) % 7;
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - day)).toISOString().slice(0, 10);
}
