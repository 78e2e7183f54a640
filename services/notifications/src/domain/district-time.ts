/** The district's wall clock: its local day and hour at an instant, in its IANA time zone. */
export interface DistrictTime { timeZone: string; digestHour: number }

const formats = new Map<string, Intl.DateTimeFormat>();
function format(timeZone: string) {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' });
    formats.set(timeZone, f);
  }
  return f;
}

/** The local calendar day (YYYY-MM-DD) and hour (0-23) of `at` in `timeZone`. */
export function localClock(at: Date, timeZone: string): { day: string; hour: number } {
  const parts = Object.fromEntries(format(timeZone).formatToParts(at).map((p) => [p.type, p.value]));
  return { day: `${parts.year}-${parts.month}-${parts.day}`, hour: Number(parts.hour) };
}

/** Whether `tz` is a time zone this runtime knows (an admin's setting is checked with it). */
export function isTimeZone(tz: string): boolean {
  try {
    format(tz);
    return true;
  } catch {
    return false;
  }
}

/** Whole days from `from` to `to` (YYYY-MM-DD each). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** An instant as the district reads it in a notification: "Tue, Dec 1, 3:00 PM EST". */
export function whenText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    .format(new Date(iso));
}
