/**
 * Calendar days as the product shows them: YYYY-MM-DD, in UTC (a deadline or a due date is a day, not an instant).
 * Shared by the services that keep days (colleges' deadlines, counseling's due dates and meetings).
 */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `s` is a real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Today's date (UTC) as YYYY-MM-DD. */
export const isoDay = (now: Date): string => now.toISOString().slice(0, 10);

/** The day `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00.000Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return isoDay(d);
}

/** The UTC day of `now` as [start, end) instants. */
export function dayRange(now: Date): { from: string; to: string } {
  const day = isoDay(now);
  return { from: `${day}T00:00:00.000Z`, to: `${addDays(day, 1)}T00:00:00.000Z` };
}
