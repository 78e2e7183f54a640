// Scoring for the assistant evaluation (eval/assistant/questions.json): pure functions, no I/O, so the fast
// jest test checks them and `npm run eval:assistant` (scripts/eval-assistant.mjs) applies them.

import { createHash } from 'node:crypto';
import * as chat from '@counsel/chat';

const { normalizeFactText, statedFacts, unsupportedFacts } = chat;
// The chat service's own decline opening, where the version measured exports one (older answerers did not).
const DECLINE_PATTERN = chat.DECLINE_PATTERN ?? null;

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
  // Counselor notes and tasks are the student's record as staff wrote it, seeded elsewhere and not labelled here:
  // on a record question they count as on point, on a knowledge question they are noise.
  if (cited.type === 'counselor_note' || cited.type === 'task') return q.fields.length > 0 || q.family === 'mixed';
  // A mixed question is about the student's list or profile and answered by a passage: the record the question
  // stands on ("Maya is applying early decision to Rice: …", "Who is Maya's counselor?") is on point beside it.
  if (q.family === 'mixed' && (cited.type === 'student_profile' || cited.type === 'college_list')) return true;
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

/**
 * The held-out part: about 30% of the questions, by a hash of the id alone, so nobody picks which questions are
 * held out and a question keeps its part when others are added. The sets store the result; the fast test checks it.
 */
export function splitFor(id) {
  return Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 8), 16) % 10 < 3 ? 'heldout' : 'dev';
}

/**
 * The first sentence of an answer's own text: the offline answerer's label line ("Offline assistant (no generative
 * model configured).") is not part of what it says, and list markers and citation markers are dropped. A sentence
 * ends at . ! ? followed by a space, or at a line break; "p.m.", "Mr." and the like do not end one.
 */
export function firstSentence(answer) {
  const lines = String(answer ?? '').split('\n').map((l) => l.trim()).filter(Boolean);
  const body = lines.filter((l, i) => !(i === 0 && /^Offline assistant\b/i.test(l)));
  const first = (body[0] ?? '').replace(/^[-*]\s+/, '');
  const m = /^.*?(?<!\b(?:Mr|Ms|Mrs|Dr|St|No|a\.m|p\.m|[A-Z]))[.!?](?=\s|$)/.exec(first);
  return (m ? m[0] : first).replace(/\s*\[[^\]]*\]/g, '').trim();
}

/**
 * A sentence that says the sources do not cover what was asked: the chat service's own decline opening
 * (DECLINE_PATTERN, "None of these sources mentions …", which its offline answerer opens with and its prompt asks a
 * model for), or the plain ways an answer says the same ("I found nothing in the knowledge base …", "… has no ACT
 * score on record", "the sources do not mention …"), so a model's own wording is not scored as answering. It is read
 * on the first sentence only: an answer that opens with an unrelated fact and declines later has not declined first.
 */
const DECLINE_FIRST = /\b(none of (?:these|the|my|our) (?:sources|documents|passages|records)|no (?:source|document|passage|record)s? (?:here |in the knowledge base )?(?:mentions?|covers?|says?|states?|names?)|nothing in the (?:knowledge base|records|sources)|found nothing|(?:could not|couldn't|cannot|can't|did not|didn't) find|(?:do|does) not (?:say|cover|mention|state|name)|don't (?:say|cover|mention)|doesn't (?:say|cover|mention)|not (?:covered|mentioned|stated) (?:in|by)|not in the (?:records|knowledge base|sources)|not on (?:[\w ]{1,40}'s|the|her|his|their) (?:college )?list|has no [\w ]{1,30} on record|no (?:\w+ )?(?:deadline|score|record|information|data)\b[^.]*\b(?:entered|on record))/i;

export function declinesFirst(answer) {
  const first = firstSentence(answer);
  return (DECLINE_PATTERN?.test(first) ?? false) || DECLINE_FIRST.test(first);
}
