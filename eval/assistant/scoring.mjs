// Scoring for the assistant evaluation (eval/assistant/questions.json): pure functions, no I/O, so the fast
// jest test checks them and `npm run eval:assistant` (scripts/eval-assistant.mjs) applies them.

import { normalizeFactText, statedFacts, unsupportedFacts } from '@counsel/chat';

// The fact patterns and the grounding rule are the chat service's own (services/chat/src/domain/stated-facts.ts),
// the ones its guard on model answers applies, so the evaluation measures what the portal checks.

/** Lower case, one space, straight quotes, "percent" as "%": phrases match across PDF line breaks and re-chunking. */
export const norm = normalizeFactText;

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

export { statedFacts };

/**
 * Facts the answer states that none of its grounds holds: the sources it cited (full text), the question, and
 * today's date (deadline answers name the span they count from).
 */
export function inventedFacts(answer, grounds) {
  return unsupportedFacts(answer, grounds);
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
