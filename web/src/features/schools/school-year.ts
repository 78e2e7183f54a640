/**
 * The school year a day falls in, as "2026-2027": years run from July 1, in UTC, as the letters service counts them
 * (services/letters domain school-year.ts), so the year picked here is the one a packet looks for.
 */
export function schoolYearOf(at: Date): string {
  const y = at.getUTCFullYear();
  const start = at.getUTCMonth() >= 6 ? y : y - 1;
  return `${start}-${start + 1}`;
}

/** The years an admin may upload a profile for: the last, this and the next. */
export function nearbySchoolYears(at: Date): string[] {
  const start = Number(schoolYearOf(at).slice(0, 4));
  return [start + 1, start, start - 1].map((s) => `${s}-${s + 1}`);
}
