// What the chosen student's record can and cannot answer: questions about deeds the college list has no word for,
// standings and scores no record holds, the facts that bear on a question, and what to ask when the profile lacks it.
import { DECLINE_OPENING } from '../../domain/decline.js';
import { listTerms } from '../../domain/question-routing.js';
import type { FactKey, StudentFact } from '../../domain/student-facts.js';
import type { StudentContext } from '../../domain/student-context.js';
import { equivalents } from '../../domain/word-equivalents.js';
import { terms } from '../../domain/text-analysis.js';
import { FACTS_FOR, type Topic } from './topics.js';

const MAX_FACTS = 5;

/**
 * "Which colleges has Jordan visited?": the college list holds where the student plans, applied and was decided, so
 * a deed it has no word for is not on it ("Which colleges has Maya applied to?" is).
 */
export function undoneOnList(question: string, name: string, list: StudentContext['collegeList']): boolean {
  const asked = new RegExp(`^\\s*(?:which|what)\\s+((?:[\\w-]+\\s+){1,3}?)(?:has|have|did)\\s+${escapeName(name)}\\s+(\\w+)`, 'i').exec(question);
  if (!asked) return false;
  const things = terms(asked[1]);
  const deed = terms(asked[2]);
  const held = listTerms(list);
  if (!deed.length || !things.length) return false;
  if (things.some((t) => COLLEGE_WORDS.has(t))) return !deed.some((t) => held.has(t) || LIST_DEEDS.has(t));
  // "Which scholarships has Jordan applied for?": applying is the list's word, for colleges only.
  return deed.some((t) => LIST_DEEDS.has(t)) && !things.some((t) => held.has(t));
}

export const COLLEGE_WORDS = new Set(terms('college colleges school schools university universities'));

/**
 * "Is Jordan eligible for free or reduced-price lunch?": whether the student qualifies for something no passage names
 * rests on their circumstances, which only their records could hold.
 */
export function unrecordedStanding(question: string, name: string, recorded: (t: string) => boolean): boolean {
  const asked = new RegExp(`^\\s*(?:is|are)\\s+${escapeName(name)}\\s+(?:eligible|qualified)\\s+for\\s+(.+)$|^\\s*(?:does|can|could|would)\\s+${escapeName(name)}\\s+qualify\\s+for\\s+(.+)$`, 'i').exec(question);
  if (!asked) return false;
  // Word for word: "free" lunch is not the "Scholarship" of a stated concern.
  const wanted = terms(asked[1] ?? asked[2]);
  return wanted.length > 0 && !wanted.some(recorded);
}

/** What the list's statuses say was done: applied, submitted, admitted, denied, waitlisted, deferred, enrolled. */
export const LIST_DEEDS = new Set(terms('applied submitted sent admitted accepted denied rejected waitlisted deferred enrolled heard got chosen picked'));

/**
 * "What did Maya score on the AP Chemistry exam?": the profile holds SAT and ACT scores and course grades, never the
 * score of another test; the test asked about, or null when the question asks for one the profile can hold.
 */
export function unrecordedScore(question: string, name: string): string | null {
  const first = escapeName(name);
  const asked = new RegExp(`\\b(?:did|does)\\s+${first}\\s+score\\s+on\\s+(?:the\\s+|her\\s+|his\\s+|their\\s+)?([^?]+?)\\s*\\??$|\\b${first}['’]s\\s+((?:[\\w-]+\\s+){1,3}?)scores?\\b`, 'i').exec(question);
  if (!asked) return null;
  const test = (asked[1] ?? asked[2]).trim();
  // "Maya's test scores" names no test but the kind the profile holds.
  const named = terms(test).filter((t) => !TEST_IN_GENERAL.has(t));
  return !named.length || named.some((t) => PROFILE_SCORES.has(t)) ? null : test;
}

export const PROFILE_SCORES = new Set(terms('sat act gpa'));
/** Words for tests in general, which name none of them. */
const TEST_IN_GENERAL = new Set(terms('test tests testing standardized entrance admission admissions college'));

/** The student's first name, for a pattern. */
export const escapeName = (name: string) => name.split(/\s+/)[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * When the chosen student's record answers the question (null when it does not), how a passage's sentence is
 * measured against it. The knowledge base is then cited only where it says more of what was asked than the
 * student's record does: "What is Maya's GPA?" or "What are Maya's SAT and ACT scores?" are answered by her
 * facts, not by a passage on how colleges use scores.
 */
export function recordAnswer(question: string, name: string, facts: readonly StudentFact[]) {
  const nameTerms = new Set(terms(name));
  const asked = [...new Set(terms(question).filter((t) => !nameTerms.has(t)))];
  // A fact holds a word asked when it says it or a word of the same meaning ("Activities" for "hobbies").
  const covered = (text: string) => {
    const have = new Set(terms(text));
    return asked.filter((t) => have.has(t) || equivalents(t).some((e) => have.has(e))).length;
  };
  const bar = covered(facts.map((f) => f.text).join(' '));
  // Facts that hold none of the words asked do not answer it: the knowledge base does, as before.
  return bar === 0 ? null : { covered, bar };
}

/** Facts that bear on the question's topics; with no topic, a short overview (grade, GPA, scores). */
export function relevantFacts(facts: readonly StudentFact[], topics: Topic[], question = ''): StudentFact[] {
  const wanted: FactKey[] = topics.length ? [...new Set(topics.flatMap((t) => FACTS_FOR[t]))] : ['grade', 'gpa', 'sat', 'act'];
  // In the order of the topics' relevance, not the profile's field order; a fact that alone holds a word asked (or one
  // of the same meaning) first: "Where has Maya interned?" is answered by her internships, not by the activities listed
  // first. A word several facts hold ("college" in "the college search") singles none of them out.
  const found = wanted.map((k) => facts.find((f) => f.key === k)).filter((f): f is StudentFact => !!f);
  const holds = found.map((f) => { const have = new Set(terms(f.text)); return (t: string) => have.has(t) || equivalents(t).some((e) => have.has(e)); });
  const telling = terms(question).filter((t) => holds.filter((h) => h(t)).length === 1);
  const held = found.map((_, i) => (telling.some((t) => holds[i](t)) ? 1 : 0));
  return found.map((f, i) => ({ f, i })).sort((a, b) => held[b.i] - held[a.i] || a.i - b.i).map((x) => x.f).slice(0, MAX_FACTS);
}

/** A question that asks for a score or the GPA itself ("What is Jordan's ACT score?"), not whether to take a test. */
export const ASKS_FOR_SCORE = /^\s*(?:what|which|how (?:high|good))\b.*\b(?:scores?|gpa)\b/i;

/** The score a question names that the profile does not hold ("What is Jordan's ACT score?"): a decline and a note. */
export function missingScore(question: string, s: StudentContext, name: string): { decline: string; note: string } | null {
  const asked = [['SAT', s.profile.satScore], ['ACT', s.profile.actScore], ['GPA', s.profile.gpa]] as const;
  const absent = asked.filter(([word, value]) => value === null && new RegExp(`\\b${word}\\b`).test(question)).map(([word]) => word);
  if (!absent.length) return null;
  return {
    decline: `${DECLINE_OPENING} states ${name}'s ${absent.join(' or ')}: ${name}'s profile has no ${absent.join(' or ')} on record, so the records do not say.`,
    note: `${name}'s profile has no ${absent.join(' or ')} on record: the records do not say.`,
  };
}

/** A clarifying question when the profile lacks what the question needs. */
export function missingInfo(s: StudentContext, topics: Topic[], name: string): string | null {
  const p = s.profile;
  if (topics.includes('tests') && p.satScore === null && p.actScore === null) return `${name}'s profile has no SAT or ACT score yet. Has ${name} taken either test, or are they planning to apply test-optional?`;
  if ((topics.includes('academics') || topics.includes('list')) && p.gpa === null) return `${name}'s profile has no GPA yet. What is their current GPA, so the advice can be more specific?`;
  if ((topics.includes('preferences') || topics.includes('list')) && !s.preferences) return `${name} has not filled in the college preference questionnaire yet. What size and location of college are they drawn to?`;
  if (topics.includes('activities') && !p.activities.length && !p.clubs && !p.leadership) return `${name}'s profile lists no activities yet. What do they do outside class?`;
  return null;
}
