// Scoring for the assistant evaluation (eval/assistant/questions.json): pure functions, no I/O, so the fast
// jest test checks them and `npm run eval:assistant` (scripts/eval-assistant.mjs) applies them.

/** Lower case, one space, straight quotes, "percent" as "%": phrases match across PDF line breaks and re-chunking. */
export function norm(s) {
  return String(s ?? '')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u00ad/g, '')
    .replace(/(\d)\s*percent\b/g, '$1%')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A passage (search result or resolved citation) is a labelled one: same knowledge source, and it holds the phrase. */
export function passageMatches(label, passage) {
  return passage.sourceId === label.sourceId && norm(passage.text).includes(norm(label.contains));
}

/**
 * A cited record source (student_profile or college_list) shows the labelled field. With the answer given, the
 * answer must state it too: a cited profile holds every fact of the student, so citing it is not yet answering.
 */
export function fieldMatches(label, source, answer = null) {
  const phrase = norm(label.cited ?? label.value);
  return source.type === label.source && norm(source.content).includes(phrase) && (answer === null || norm(answer).includes(phrase));
}

/**
 * Recall of one answerable question over a set of passages/sources (1 or 0 for passages, where any labelled
 * passage answers; the share of labelled fields found, where every field is needed). null when not applicable.
 */
export function recall(q, found, answer = null) {
  if (!q.answerable) return null;
  if (q.passages.length) return q.passages.some((l) => found.some((p) => p.type !== 'student_profile' && p.type !== 'college_list' && passageMatches(l, p))) ? 1 : 0;
  if (q.fields.length) return q.fields.filter((l) => found.some((s) => fieldMatches(l, s, answer))).length / q.fields.length;
  return null;
}

/**
 * Whether one cited source is relevant. strict: it is a labelled passage (or shows a labelled field);
 * source: it comes from a labelled knowledge source (any passage of it) or is a labelled record type.
 */
export function citedRelevant(q, cited, level = 'strict', answer = null) {
  if (cited.type === 'student_profile' || cited.type === 'college_list') {
    const labels = q.fields.filter((f) => f.source === cited.type);
    if (level === 'source') return labels.length > 0;
    return labels.some((l) => fieldMatches(l, cited, answer));
  }
  if (level === 'source') return q.passages.some((l) => l.sourceId === cited.sourceId);
  return q.passages.some((l) => passageMatches(l, cited));
}

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
const FACT_PATTERNS = [
  // 2026-11-29
  /\b\d{4}-\d{2}-\d{2}\b/g,
  // November 1, November 15, 2026; mid-December is a span, not a date
  new RegExp(`\\b(?:${MONTHS})\\s+\\d{1,2}(?:st|nd|rd|th)?(?:,?\\s+\\d{4})?\\b`, 'g'),
  // $1,200, $75 per college, $7.5 million
  /\$\s?\d[\d,]*(?:\.\d+)?(?:\s?(?:k|thousand|million|billion)\b)?/gi,
  // 35%, 4.5 percent
  /\b\d+(?:\.\d+)?\s?(?:%|percent\b)/gi,
];

/** The dates, dollar figures and percentages an answer states. */
export function statedFacts(text) {
  const found = [];
  // "The middle 50%" names a range (the middle half of admitted students' scores), it states no figure.
  const plain = String(text).replace(/\bmiddle 50\s?(?:%|percent\b)/gi, 'middle half');
  for (const re of FACT_PATTERNS) for (const m of plain.matchAll(re)) found.push(m[0]);
  return [...new Set(found)];
}

/**
 * Facts the answer states that none of its grounds holds: the sources it cited (full text), the question, and
 * today's date (deadline answers name the span they count from). A "November 1" in the answer is grounded when
 * a cited source says "November 1"; the comparison is on normalized text.
 */
export function inventedFacts(answer, grounds) {
  const haystack = norm(grounds.join('\n'));
  // Whole figures only: "November 1" is not grounded by "November 15".
  const grounded = (f) => new RegExp(`(?:^|[^\\w])${norm(f).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\d])`).test(haystack);
  return statedFacts(answer).filter((f) => !grounded(f));
}

/** An answer that says the records lack the answer (or names no fact it could not ground). */
const DECLINE = /\b(nothing in the knowledge base|found nothing|no (?:\w+ )?(?:deadline|score|record|information|data)\b[^.]*\b(?:entered|on record|yet)|not on (?:[\w ]{1,40}'s|the|her|his|their) (?:college )?list|(?:do|does) not say|don't say|doesn't say|not in the (?:records|knowledge base)|unknown, not guessed|has no \w+ (?:score|information))/i;

export function declines(answer) {
  return DECLINE.test(answer);
}

/** Mean of the numbers that are not null; null when none. */
export function mean(xs) {
  const v = xs.filter((x) => x !== null && x !== undefined);
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : null;
}
