/**
 * How the record's PDFs put values in words for their reader: dates spelled out in the reader's language
 * (English unless a locale is given), times in UTC said as such, field names as people say them.
 */
export interface Wording { locale: string; timeZone: string }
export const ENGLISH: Wording = { locale: 'en', timeZone: 'UTC' };

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** "June 1, 2026" from a day (YYYY-MM-DD) or an instant; null stays null. */
export function dateInWords(value: string | null | undefined, w: Wording = ENGLISH): string | null {
  if (!value) return null;
  const d = new Date(DAY.test(value) ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeZone: DAY.test(value) ? 'UTC' : w.timeZone }).format(d);
}

/** "June 1, 2026 at 3:05 PM UTC" from an instant. */
export function timeInWords(value: string | null | undefined, w: Wording = ENGLISH): string | null {
  if (!value) return null;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat(w.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: w.timeZone }).format(d)
    + (w.timeZone === 'UTC' ? ' UTC' : '');
}

/** A list in words: "a, b and c" (in the reader's language). */
export function listInWords(items: readonly string[], w: Wording = ENGLISH): string {
  return new Intl.ListFormat(w.locale, { type: 'conjunction' }).format(items);
}

/** "3 sessions" / "1 session". */
export function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A machine name ("in_progress", "chatTurns") as words ("in progress", "chat turns"); for values with no label of their own. */
export function machineWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
}

export const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
