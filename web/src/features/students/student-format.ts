/** How student values read on screen (the shell's catalog, loaded with the app: staff screens use these too). */
import i18next from 'i18next';

/** GPA with two decimals; missing GPA reads as the fallback (the counselor list shows 0). */
export function formatGpa(gpa: number | null | undefined, fallback = '0.00'): string {
  return gpa === null || gpa === undefined ? fallback : gpa.toFixed(2);
}

/** Empty values on read-only cards. */
export function orNotSet(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return i18next.t('format.notSet', { ns: 'common' });
  const text = String(value).trim();
  return text === '' ? i18next.t('format.notSet', { ns: 'common' }) : text;
}

export function hoursPerWeek(hours: number | null | undefined): string | null {
  return hours === null || hours === undefined ? null : i18next.t('format.hoursPerWeek', { ns: 'common', count: hours });
}

export function yearsText(years: number | null | undefined): string | null {
  if (years === null || years === undefined) return null;
  return i18next.t('format.years', { ns: 'common', count: years });
}
