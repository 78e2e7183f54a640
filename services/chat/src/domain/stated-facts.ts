/**
 * The checkable facts an answer states (dates, dollar figures, percentages) and which of them its sources do not
 * hold. One place for both users: the chat service's guard on model answers (adapters/fact-guard.ts) and the
 * assistant evaluation's "no invented fact" figure (eval/assistant/scoring.mjs imports these).
 */

/** Lower case, one space, straight quotes, "percent" as "%": phrases match across PDF line breaks and re-chunking. */
export function normalizeFactText(s: unknown): string {
  return String(s ?? '')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00ad/g, '')
    .replace(/(\d)\s*percent\b/g, '$1%')
    .replace(/\s+/g, ' ')
    .trim();
}

const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const MONTHS = MONTH_NAMES.map((m) => m[0].toUpperCase() + m.slice(1)).join('|');
const ISO_DATE = /\b(\d{4})-(\d{2})-(\d{2})\b/g;
const NAMED_DATE = new RegExp(`\\b(${MONTHS})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?:,?\\s+(\\d{4}))?\\b`, 'gi');
const FACT_PATTERNS = [
  // 2026-11-29
  ISO_DATE,
  // November 1, November 15, 2026; mid-December is a span, not a date
  new RegExp(`\\b(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, 'g'),
  // $1,200, $75 per college, $7.5 million
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|thousand|million|billion)\b)?/gi,
  // 35%, 4.5 percent
  /\b\d+(?:\.\d+)?\s?(?:%|percent\b)/gi,
];

/** The dates, dollar figures and percentages a text states. */
export function statedFacts(text: string): string[] {
  const found: string[] = [];
  // "The middle 50%" names a range (the middle half of admitted students' scores), it states no figure.
  const plain = String(text).replace(/\bmiddle 50\s?(?:%|percent\b)/gi, 'middle half');
  for (const re of FACT_PATTERNS) for (const m of plain.matchAll(re)) found.push(m[0]);
  return [...new Set(found)];
}

/** Calendar dates a text holds in either form, as month-day → the years given with it ('' for none). */
function calendarDates(text: string): Map<string, Set<string>> {
  const dates = new Map<string, Set<string>>();
  const add = (month: number, day: number, year: string) => {
    const key = `${month}-${day}`;
    if (!dates.has(key)) dates.set(key, new Set());
    dates.get(key)!.add(year);
  };
  for (const m of text.matchAll(ISO_DATE)) add(Number(m[2]), Number(m[3]), m[1]);
  for (const m of text.matchAll(NAMED_DATE)) add(MONTH_NAMES.indexOf(m[1].toLowerCase()) + 1, Number(m[2]), m[3] ?? '');
  return dates;
}

/**
 * Facts the answer states that none of its grounds holds (the sources it was given or cited, the question, today's
 * date). A figure is grounded when a ground says it whole ("November 1" is not grounded by "November 15"); a date
 * also when a ground names the same day in the other form (a college list's 2026-11-01 grounds "November 1"), with
 * the same year when both give one.
 */
export function unsupportedFacts(answer: string, grounds: readonly string[]): string[] {
  const joined = grounds.join('\n');
  const haystack = normalizeFactText(joined);
  const known = calendarDates(joined);
  const said = (f: string) => new RegExp(`(?:^|[^\\w])${normalizeFactText(f).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`).test(haystack);
  const sameDay = (f: string) => {
    const [[key, years] = []] = calendarDates(f);
    const groundYears = key ? known.get(key) : undefined;
    if (!groundYears) return false;
    const [year] = years!;
    return !year || groundYears.has(year) || groundYears.has('');
  };
  return statedFacts(answer).filter((f) => !said(f) && !sameDay(f));
}

/** The plain note appended to an answer that states facts its sources do not hold. */
export function unsupportedFactsNote(facts: readonly string[]): string {
  const list = facts.length === 1 ? facts[0] : `${facts.slice(0, -1).join(', ')} and ${facts[facts.length - 1]}`;
  return `Note: this answer mentions ${list}, which none of its sources contains; check ${facts.length === 1 ? 'it' : 'them'} before relying on ${facts.length === 1 ? 'it' : 'them'}.`;
}
