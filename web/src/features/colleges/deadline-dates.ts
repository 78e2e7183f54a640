import { collegeWord, daysText } from './college-format';

/** Today's date as YYYY-MM-DD in the browser's time zone (deadlines are calendar dates, not instants). */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from today to a YYYY-MM-DD date (negative once it has passed). */
export function daysUntil(date: string, now = new Date()): number {
  const at = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((at(date) - at(todayIso(now))) / 86_400_000);
}

/** "today", "tomorrow", "in 5 days", "3 days ago", in the reader's language. */
export function relativeDays(date: string, now = new Date()): string {
  const days = daysUntil(date, now);
  if (days === 1) return collegeWord('days.tomorrow', 'tomorrow');
  if (days === -1) return collegeWord('days.yesterday', 'yesterday');
  return daysText(days);
}

/**
 * The admission cycle (year of entry) of this year's seniors: the academic year turns on 1 August, so in
 * November 2026 it is 2027 and in March 2027 still 2027. Curated deadlines opened without a student start here.
 */
export function seniorCycle(now = new Date()): number {
  return now.getMonth() >= 7 ? now.getFullYear() + 1 : now.getFullYear();
}
