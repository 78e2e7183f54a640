import type { Passage } from '../../domain/chat.js';
import { deadlineWindow } from '../../domain/deadline-window.js';
import { subjectTerms } from '../../domain/question-focus.js';
import type { QuestionFocus } from '../../domain/question-routing.js';
import { terms } from '../../domain/text-analysis.js';
import { equivalents } from '../../domain/word-equivalents.js';
import { listIntent } from './college-list-answer.js';
import type { SelectedSentence } from './sentence-selection.js';

/** The question names the student's colleges themselves ("Which of Maya's colleges need the CSS Profile?"). */
const NAMES_COLLEGES = /\b(colleges|schools|universities|college list)\b|\b(her|his|their|the student's|on the) list\b/i;

/**
 * "a transcript sent to a scholarship, not a college": a question that says it is not about colleges asks what the
 * knowledge base holds, whatever else it shares with the list ("sent").
 */
const DISOWNS_COLLEGES = /,?\s*\b(?:not|rather than|instead of)\s+(?:to\s+|for\s+)?(?:an?|the|any|her|his|their|my)?\s*(?:colleges?|universit(?:y|ies))\b/gi;

/** The question says it is not about colleges ("…to a scholarship, not a college"). */
export function disownsColleges(question: string): boolean {
  return withoutDisowned(question) !== question;
}

/** The question without what it says it is not about: "college" in "not a college" is no word asked. */
export function withoutDisowned(question: string): string {
  return question.replace(DISOWNS_COLLEGES, '');
}

/** With a student chosen, "the college list" is theirs ("What is on the college list?"). */
const OWN_LIST = /\b(?:the|this|her|his|their) (?:college )?list\b/i;

/**
 * Whether the chosen student's college list answers the question, by what the question names rather than by one
 * of its words: a college of the list, or the student's colleges, plans, statuses and deadlines with nothing named
 * that only the knowledge base holds. "When are FAFSA applications due?" names the FAFSA, which the list does not
 * hold: the knowledge base answers it, "due" or not. A question that points at nobody and that a passage answers
 * in its own words ("When are regular decision deadlines?") is the knowledge base's too.
 */
export function listBears(question: string, focus: QuestionFocus, hasStudent: boolean, best: SelectedSentence | undefined,
  passages: readonly Passage[], name: string | null, today: string, listWords: ReadonlySet<string> = new Set()): boolean {
  if (!hasStudent) return false;
  if (focus.colleges.length) return true;
  if (!listIntent(question) || focus.missing.length) return false;
  if (focus.passagesOnly.length) return focus.aboutStudent && NAMES_COLLEGES.test(question);
  if (asksOfOtherThing(question, name, listWords, best, passages)) return false;
  if (focus.aboutStudent || OWN_LIST.test(question) || deadlineWindow(question, today).to !== null) return true;
  return !passageSays(question, best, passages, name);
}

/**
 * The question asks about something the list has no word for and the best passage holds: "Jordan wants to drop a
 * class; what is the deadline?" asks the deadline of a class change, not of his colleges, "deadline" or not.
 */
function asksOfOtherThing(question: string, name: string | null, listWords: ReadonlySet<string>, best: SelectedSentence | undefined,
  passages: readonly Passage[]): boolean {
  // Numbers say when ("in the next 14 days"), not what.
  const subject = subjectTerms(question, name).filter((t) => /^[a-z]/.test(t));
  if (!best || !subject.length || subject.some((t) => listWords.has(t))) return false;
  const have = new Set(terms(`${passages[best.marker - 1]?.title ?? ''} ${passages[best.marker - 1]?.text ?? ''}`));
  return subject.some((t) => have.has(t) || equivalents(t).some((e) => have.has(e)));
}

/** The best sentence (with its passage's title) holds most of the words of what the question is about. */
function passageSays(question: string, best: SelectedSentence | undefined, passages: readonly Passage[], name: string | null): boolean {
  const subject = subjectTerms(question, name);
  if (!best || !subject.length) return false;
  const have = new Set(terms(`${passages[best.marker - 1]?.title ?? ''} ${best.text}`));
  // "When are housing deposits usually due?": "usually" is how, not what.
  return subject.filter((t) => have.has(t)).length >= Math.max(1, Math.ceil((2 * subject.length) / 3));
}

/**
 * The passages an answer may quote: with things named that passages hold and the student's records do not, only
 * the passages holding all of them (else any of them), so "the Eleanor Harmon Memorial Scholarship" is not answered
 * from "the Harmon Family Arts Award". Null: no restriction.
 */
export function passagesNamingIt(focus: QuestionFocus): Set<number> | null {
  const kb = focus.places.filter((p) => p.passages.length && !p.onList && !p.inProfile);
  if (!kb.length) return null;
  const all = kb.reduce((acc, p) => acc.filter((i) => p.passages.includes(i)), kb[0].passages);
  return new Set(all.length ? all : kb.flatMap((p) => p.passages));
}
