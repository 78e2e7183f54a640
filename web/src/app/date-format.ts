/**
 * How every screen writes a date: one format per locale, through Intl, in the portal's language as the reader's browser writes it ("Dec 2, 2026"
 * in American English, "2 Dec 2026" in British English, "2 dic 2026" in Spanish). Components call these and never format a date
 * themselves (a test looks for toLocaleString, dayjs().format and friends outside this file).
 *
 * Two kinds of value come from the API: a calendar day ("2026-12-02": a deadline, a due date), which is the same
 * day everywhere and is written without any time-zone shift, and an instant ("2026-12-02T15:04:05Z"), which is
 * shown in the reader's time zone.
 */

type DateValue = string | Date | null | undefined;

/** The portal's language as a locale ("es-US"); undefined: the browser's. Set when the language changes (i18n.ts). */
let defaultLocale: string | undefined;
export function setDateLocale(locale: string | undefined) {
  defaultLocale = locale;
}

const CALENDAR_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'short', day: 'numeric' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, hour: 'numeric', minute: '2-digit' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

// Building a formatter is slow next to using one, and a table renders many dates.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

/** A value as a Date, and whether it is a calendar day (written in UTC so that no zone moves it); null if unreadable. */
function read(value: DateValue): { date: Date; calendarDay: boolean } | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') {
    const day = CALENDAR_DAY.exec(value);
    if (day) {
      const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
      return date.toISOString().slice(0, 10) === value ? { date, calendarDay: true } : null;
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : { date, calendarDay: false };
}

function write(value: DateValue, options: Intl.DateTimeFormatOptions, fallback: string, locale = defaultLocale): string {
  const read_ = read(value);
  if (!read_) return fallback;
  return formatter(locale, read_.calendarDay ? { ...options, timeZone: 'UTC' } : options).format(read_.date);
}

/** The day: "Dec 2, 2026". A calendar day ("2026-12-02") stays that day in every time zone. */
export function formatDate(value: DateValue, fallback = '', locale?: string): string {
  return write(value, DATE, fallback, locale);
}

/** The day and the time of an instant: "Dec 2, 2026, 3:04 PM". */
export function formatDateTime(value: DateValue, fallback = '', locale?: string): string {
  return write(value, DATE_TIME, fallback, locale);
}

/** Only the time of an instant, for a list already grouped by day: "3:04 PM". */
export function formatTime(value: DateValue, fallback = '', locale?: string): string {
  return write(value, TIME, fallback, locale);
}

const numberFormatters = new Map<string, Intl.NumberFormat>();
/**
 * A number in the portal's language ("58,240" in American English, "58.240" in Spanish). American English when no
 * language is set yet (unit tests), so a figure reads the same on every machine.
 */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}, locale = defaultLocale ?? 'en-US'): string {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = numberFormatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(locale, options);
    numberFormatters.set(key, f);
  }
  return f.format(value);
}
