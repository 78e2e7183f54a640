/**
 * The span of days a question asks about ("this month", "this week", "next 10 days"), as inclusive YYYY-MM-DD
 * dates counted from today. Dates compare as strings, so no time zone is involved once today is known.
 */
export interface DeadlineWindow { from: string; to: string | null; label: string }

const iso = (d: Date) => d.toISOString().slice(0, 10);
const day = (s: string) => new Date(`${s}T00:00:00.000Z`);
const addDays = (s: string, n: number) => { const d = day(s); d.setUTCDate(d.getUTCDate() + n); return iso(d); };
const WORD_NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, ten: 10, fourteen: 14, thirty: 30 };

/** The window a question names; with none, every deadline from today on. */
export function deadlineWindow(question: string, today: string): DeadlineWindow {
  const q = question.toLowerCase();
  const days = /\b(?:next|coming|within|in)\s+(?:the\s+)?(?:next\s+)?(\d{1,3}|one|two|three|four|five|six|seven|ten|fourteen|thirty)\s+days?\b/.exec(q);
  if (days) {
    const n = /^\d+$/.test(days[1]) ? Number(days[1]) : WORD_NUMBERS[days[1]];
    return { from: today, to: addDays(today, n), label: `in the next ${n} days (${today} to ${addDays(today, n)})` };
  }
  const weeks = /\b(?:next|coming|within|in)\s+(?:the\s+)?(?:next\s+)?(\d{1,2}|two|three|four)\s+weeks\b/.exec(q);
  if (weeks) {
    const n = (/^\d+$/.test(weeks[1]) ? Number(weeks[1]) : WORD_NUMBERS[weeks[1]]) * 7;
    return { from: today, to: addDays(today, n), label: `in the next ${n} days (${today} to ${addDays(today, n)})` };
  }
  const d = day(today);
  if (/\bthis\s+month\b/.test(q)) {
    const end = iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
    return { from: today, to: end, label: `this month (${today} to ${end})` };
  }
  if (/\bnext\s+month\b/.test(q)) {
    const start = iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
    const end = iso(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 2, 0)));
    return { from: start, to: end, label: `next month (${start} to ${end})` };
  }
  // Weeks end on Sunday: "this week" runs from today to the coming Sunday, "next week" is the Monday to Sunday after.
  const toSunday = (7 - d.getUTCDay()) % 7;
  if (/\bthis\s+week\b/.test(q)) return { from: today, to: addDays(today, toSunday), label: `this week (${today} to ${addDays(today, toSunday)})` };
  if (/\bnext\s+week\b/.test(q)) {
    const start = addDays(today, toSunday + 1);
    return { from: start, to: addDays(start, 6), label: `next week (${start} to ${addDays(start, 6)})` };
  }
  if (/\btoday\b/.test(q)) return { from: today, to: today, label: `today (${today})` };
  if (/\btomorrow\b/.test(q)) return { from: addDays(today, 1), to: addDays(today, 1), label: `tomorrow (${addDays(today, 1)})` };
  return { from: today, to: null, label: `from today (${today}) on` };
}

export function inWindow(date: string, w: DeadlineWindow): boolean {
  return date >= w.from && (w.to === null || date <= w.to);
}
