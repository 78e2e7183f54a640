import { SUMMARY_EN, type SummaryText } from './summary-text.js';
import { SUMMARY_ES } from './summary-text-es.js';

/**
 * How the record's PDFs put values in words for their reader: dates spelled out in the reader's language
 * (English unless a locale is given), times in UTC said as such, field names as people say them.
 */
export interface Wording { locale: string; timeZone: string; text: SummaryText }
export const ENGLISH: Wording = { locale: 'en', timeZone: 'UTC', text: SUMMARY_EN };

/** The languages the summary is written in (identity's LANGUAGES); any other, or none, reads English. */
const TEXTS: Record<string, SummaryText> = { en: SUMMARY_EN, es: SUMMARY_ES };

/** The wording for a reader's language (the account's, from identity), in UTC; English when it has none. */
export function wordingFor(language: string | null | undefined): Wording {
  return language && TEXTS[language] ? { locale: language, timeZone: 'UTC', text: TEXTS[language] } : ENGLISH;
}

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

/** A machine name ("in_progress", "chatTurns") as words ("in progress", "chat turns"); for values with no label of their own. */
export function machineWords(name: string): string {
  return name.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ').toLowerCase();
}

export const capitalize = (s: string) => s.charAt(0).toLocaleUpperCase() + s.slice(1);
