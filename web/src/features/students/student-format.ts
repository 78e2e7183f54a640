/** How student values read on screen. */

/** GPA with two decimals; missing GPA reads as the fallback (the counselor list shows 0). */
export function formatGpa(gpa: number | null | undefined, fallback = '0.00'): string {
  return gpa === null || gpa === undefined ? fallback : gpa.toFixed(2);
}

/** Empty values on read-only cards. */
export function orNotSet(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return 'Not set';
  const text = String(value).trim();
  return text === '' ? 'Not set' : text;
}

export function hoursPerWeek(hours: number | null | undefined): string | null {
  return hours === null || hours === undefined ? null : `${hours} hrs/week`;
}

export function yearsText(years: number | null | undefined): string | null {
  if (years === null || years === undefined) return null;
  return years === 1 ? '1 year' : `${years} years`;
}
