import { boundedMemo } from '@counsel/kit';
import { terms, words } from './text-analysis.js';
import { equivalents, longForm } from './word-equivalents.js';
import { nearlySame } from './near-spelling.js';

/**
 * What a question names, read from its words without a model: the things it is about (a scholarship, an event, an
 * office, a college, a form) and whether it is about the chosen student. The answerers route a question by these
 * (the college list, the knowledge passages, both) and decline when no source holds what was named.
 */

/** Capitalized words that name nothing by themselves: question words, pronouns, months, days, field acronyms. */
const COMMON = new Set(`I What When Where Which Who Whom Whose Why How Is Are Do Does Did Can Could Should Would Will Was Were Has Have Had
On In At For Of To From By With About The A An And Or My Our Your Her His Their Its This That These Those It She He They We You If Please Tell
January February March April May June July August September October November December Monday Tuesday Wednesday Thursday Friday Saturday Sunday
SAT ACT AP IB GPA ED EA REA RD AI OK`.split(/\s+/));

/**
 * Kinds of things a knowledge base holds and a college list does not: "the robotics camp", "the booster club
 * scholarship", "the financial aid office". With the lower-case words written before it, such a word names one
 * particular thing, which a source must hold to answer about it.
 */
const THING_HEADS = new Set(terms(`scholarship scholarships award awards grant grants fund fellowship prize night fair day workshop workshops session
event camp program programme office center centre club conference seminar ceremony banquet clinic competition contest trip academy`));

/** Words before such a head that do not make it particular ("the next workshop", "each scholarship"). */
const NOT_PARTICULAR = new Set(['first', 'last', 'next', 'each', 'every', 'same', 'other', 'this', 'that', 'any', 'some', 'which', 'what', 'new', 'upcoming', 'local',
  // Question words written without their apostrophe ("whens senior decison day") ask; they name nothing.
  'whens', 'whats', 'wheres', 'hows', 'whos', 'whys', 'when', 'where', 'how', 'who', 'why']);

export interface NamedThing {
  /** As written in the question ("Eleanor Harmon Memorial Scholarship", "robotics camp"). */
  text: string;
  /** Its content words (lower case, plural dropped, not stemmed), every one of which a source must hold. */
  terms: string[];
  /** An all-capital short name ("MIT"), which a source may also hold as the initials of a name. */
  acronym: string | null;
  /** Written in lower case ("robotics camp"): it narrows where to look, but may be the asker's own words for it. */
  particular: boolean;
}

const tokensOf = (question: string) => question.replace(/[?!.,;:()"“”¿¡]/g, ' ').split(/\s+/).filter(Boolean);
const bare = (raw: string) => raw.replace(/['’]s$/, '').replace(/['’]$/, '');

/** Proper names in the question (runs of capitalized words, possessive dropped), the first word and the student aside. */
export function namesIn(question: string, studentName: string | null): string[] {
  // Looked up in place: copying COMMON into a set of its own on every call was a visible share of a turn's garbage.
  const own = new Set(studentName?.split(/\s+/) ?? []);
  const skip = { has: (w: string) => own.has(w) || COMMON.has(w) };
  const tokens = tokensOf(question);
  const names: string[] = [];
  let run: string[] = [];
  const flush = () => { if (run.length) names.push(run.join(' ')); run = []; };
  tokens.forEach((raw, i) => {
    const word = bare(raw);
    const next = bare(tokens[i + 1] ?? '');
    // A field acronym begins a name only when one follows it ("SAT School Day"), else it names nothing by itself.
    const leads = /^[A-Z]{2,}$/.test(word) && COMMON.has(word) && /^[A-Z]/.test(next) && !skip.has(next);
    const capital = (/^[A-Z]/.test(word) && (i > 0 || /^[A-Z]{2,}$/.test(word) || /[a-z][A-Z]/.test(word)) && !skip.has(word)) || leads;
    // "University of Michigan": a lower-case "of" inside a name keeps the run going.
    if (capital) run.push(word);
    else if (run.length && /^(of|at|for|and)$/.test(word) && /^[A-Z]/.test(tokens[i + 1] ?? '') && !skip.has(bare(tokens[i + 1]))) run.push(word);
    else flush();
    if (word !== raw) flush();
  });
  flush();
  return names;
}

/** Tests and programs known by their acronym, which name nothing particular for a source to hold (see COMMON). */
const FIELD_ACRONYMS = new Set(['SAT', 'ACT', 'AP', 'IB', 'PSAT', 'CLEP']);

/**
 * The tests and programs a question names by their acronym alone ("a fee waiver for AP exams", "SAT or ACT"), as
 * terms: no source need hold one for the question to be answered, but a line about another one (the ACT's fee
 * waivers for AP exams) is about something else. An acronym that begins a name ("SAT School Day") is read with it.
 */
export function fieldTestsIn(question: string): string[] {
  const tokens = tokensOf(question).map(bare);
  return [...new Set(tokens.filter((w, i) => FIELD_ACRONYMS.has(w) && !/^[A-Z]/.test(tokens[i + 1] ?? '')).map((w) => w.toLowerCase()))];
}

/** Lower-case "robotics camp", "financial aid office": the words written before a kind-of-thing word. */
function particularThings(question: string, studentName: string | null): string[] {
  const nameWords = new Set((studentName ?? '').toLowerCase().split(/\s+/));
  const tokens = tokensOf(question);
  const out: string[] = [];
  tokens.forEach((raw, i) => {
    const head = bare(raw);
    if (/^[A-Z]/.test(head) || !THING_HEADS.has(terms(head)[0] ?? '')) return;
    const before: string[] = [];
    for (let j = i - 1; j >= 0 && before.length < 3; j--) {
      const w = tokens[j];
      // A capitalized word belongs to a name, read as one; a possessive ends the phrase ("Maya's club").
      if (/^[A-Z]/.test(w) || /['’\d]/.test(w) || nameWords.has(w.toLowerCase()) || NOT_PARTICULAR.has(w.toLowerCase()) || !terms(w).length) break;
      before.unshift(w);
    }
    if (before.length) out.push([...before, head].join(' '));
  });
  return out;
}

/** The particular things a question names; generic words ("scholarships", "deadlines", "colleges") name none. */
export function namedThings(question: string, studentName: string | null): NamedThing[] {
  const names = namesIn(question, studentName);
  const things = [...names, ...particularThings(question, studentName)];
  const seen = new Set<string>();
  return things.flatMap((text, i) => {
    const ts = [...new Set(nameWords(text))];
    const acronym = /^[A-Z]{2,6}$/.test(text) ? text : null;
    const key = ts.join(' ') || text;
    if ((!ts.length && !acronym) || seen.has(key)) return [];
    seen.add(key);
    // "AP Chem" is a course of a kind the sources speak of ("AP classes"), not a name they must hold.
    return [{ text, terms: ts, acronym, particular: i >= names.length || isCourse(text) }];
  });
}

/** School subjects, as AP, IB and honors courses are named after them. */
const SUBJECTS = new Set(`chemistry biology physics calculus statistics english literature language composition history government politics
psychology economics spanish french chinese japanese german latin italian art music science computer environmental human geography world
european united states us american comparative seminar research studio theory design precalculus algebra geometry macroeconomics
microeconomics`.split(/\s+/));

/** "AP Chem", "IB Biology", "Honors English": a course by its kind and subject. */
function isCourse(text: string): boolean {
  const [kind, ...rest] = text.split(/\s+/);
  return /^(?:AP|IB|Honors)$/.test(kind) && rest.length > 0
    && rest.every((w) => SUBJECTS.has(w.toLowerCase()) || (longForm(w) ?? '').split(' ').every((l) => SUBJECTS.has(l)));
}

/**
 * Whether every letter of the acronym is in the text at all: an initial is a letter of the text, so a text missing
 * one cannot hold the acronym as initials, and is not split into words to find that out.
 */
function holdsLettersOf(text: string, acronym: string): boolean {
  for (const letter of acronym) if (!text.includes(letter)) return false;
  return true;
}

/** The initials of the capitalized names in a text ("Massachusetts Institute of Technology" → MIT, "University of California-Los Angeles" → UCLA, UC). */
function initialsIn(text: string): Set<string> {
  const out = new Set<string>();
  const words = text.replace(/[-–]/g, ' ').split(/\s+/).map((w) => w.replace(/[^A-Za-z]/g, ''));
  let run: string[] = [];
  const flush = () => {
    // Every stretch of two letters or more: "University of California-Berkeley" is UC as well as UCB, and "Through the
    // Transfer Admission Agreement" holds TAA although the sentence's first word begins the run.
    // Each stretch grown a letter at a time from where it starts, rather than sliced and joined anew.
    for (let a = 0; a < run.length; a++) {
      let stretch = run[a];
      for (let b = a + 1; b < run.length; b++) out.add((stretch += run[b]));
    }
    run = [];
  };
  for (const w of words) {
    if (/^[A-Z]/.test(w)) run.push(w[0]);
    else if (!/^(of|for|and|the|at)$/.test(w)) flush();
  }
  flush();
  return out;
}

/**
 * Words of a name, compared without stemming ("Cal" is not "called", "Harmon" not "harmony"); only a plural's
 * ending is dropped, so "scholarships" holds "Scholarship".
 */
const light = (w: string) => w.replace(/ies$/, 'y').replace(/(?<![su])s$/, '');
function nameWords(text: string): string[] {
  return words(text).filter((w) => terms(w).length > 0).map(light);
}

/** The word set a source is searched in for names (see holds). */
export function wordSet(text: string): Set<string> {
  return new Set(words(text).map(light));
}

/**
 * The sources a name is looked up in are mostly the same texts turn after turn (a student's facts and list lines,
 * college labels, the list's own words), read at least twice a turn (the prompt's focus and the offline answer's):
 * their word sets are kept, read-only, by text. Short texts only, least recently used out first, so memory stays bounded.
 */
const REMEMBERED_SET_LENGTH = 2_000;

const rememberedSets = boundedMemo((text: string): ReadonlySet<string> => wordSet(text), {
  max: 5_000,
  keep: (text) => text.length <= REMEMBERED_SET_LENGTH,
});

/** wordSet(text), shared: callers must not change it. */
export function sourceWordSet(text: string): ReadonlySet<string> {
  return rememberedSets(text);
}

/** Whether a word of the set passes `test`, read in place (a name is looked up in many texts a turn: no copy of each set). */
function someWord(words: ReadonlySet<string>, test: (w: string) => boolean): boolean {
  for (const w of words) if (test(w)) return true;
  return false;
}

/** A source text that holds the thing: every word of it, or (an acronym) the initials of a name it gives. */
export function holds(thing: NamedThing, text: string, textWords: ReadonlySet<string> = sourceWordSet(text)): boolean {
  // A word of four letters or more may be written short ("Georgia Tech" for Georgia Institute of Technology).
  // A longer word may be mistyped ("agreemnt", "scholarhsip"): one edit from a word of five letters or more, two from
  // one of eight or more. A word that only adds an ending is not the same name ("Harmon" is not "Harmony").
  const has = (t: string) => textWords.has(t) || (t.length >= 4 && someWord(textWords, (w) => w.length > t.length && w.startsWith(t)))
    || (t.length >= 5 && someWord(textWords, (w) => nearlySame(t, w, t.length >= 8 ? 2 : 1)));
  if (thing.terms.length && thing.terms.every(has)) return true;
  if (thing.acronym === null) return false;
  if (holdsLettersOf(text, thing.acronym) && initialsIn(text).has(thing.acronym)) return true;
  // A short form the text writes out ("FRL": "free or reduced-price meals"), in its words or ones of the same meaning.
  const long = longForm(thing.acronym);
  if (!long) return false;
  const stems = new Set(terms(text));
  const held = (t: string) => stems.has(t) || equivalents(t).some((e) => stems.has(e));
  const longTerms = terms(long);
  if (longTerms.every(held)) return true;
  // "CTE" is career-technical education, and a text on "career-technical pathways" speaks of it: the last word of a
  // long form that only says what kind of thing it is (education, a program, an office) is seldom written with it.
  const distinctive = longTerms.slice(0, -1);
  return KIND_WORDS.has(longTerms.at(-1) ?? '') && distinctive.length >= 2 && distinctive.every(held)
    && inSequence(words(text.replace(/(?<=\w)-(?=\w)/g, ' ')).map((w) => terms(w)[0] ?? ''), distinctive);
}

/** The terms stand next to each other in this order somewhere in the sequence ("career-technical", not "career in technical"). */
function inSequence(sequence: readonly string[], wanted: readonly string[]): boolean {
  return sequence.some((_, i) => wanted.every((t, k) => sequence[i + k] === t));
}

/** Words that end a long form by saying what kind of thing it is. */
const KIND_WORDS = new Set(terms('education program center office department service system'));

/** Pronouns and phrases that point at the chosen student ("her colleges", "my student"). */
const STUDENT_WORDS = /\b(?:she|he|her|hers|his|him|herself|himself|my student|this student|the student|our student)\b|\b(?:their|they)\s+(?:colleges?|schools?|list|applications?|applied|apply|deadlines?|plans?)\b/i;

/** Whether the question is about the chosen student: their name, or a pronoun or phrase that points at them. */
export function refersToStudent(question: string, studentName: string | null): boolean {
  if (!studentName) return false;
  const names = studentName.split(/\s+/).filter((n) => n.length > 1).map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  if (names.length && new RegExp(`\\b(?:${names.join('|')})\\b`, 'i').test(question)) return true;
  return STUDENT_WORDS.test(question);
}

/** Words that say what kind of answer is wanted (a date, a time span), not what the question is about. */
export const FRAME_TERMS: ReadonlySet<string> = new Set(terms(`deadline deadlines due date dates when time times month months week weeks today tomorrow
upcoming coming soon next days day left overdue open opens close closes happen happens year`));

/** The question's content terms that say what it is about: the student's name and the frame words aside. */
export function subjectTerms(question: string, studentName: string | null): string[] {
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  return [...new Set(terms(question).filter((t) => !nameTerms.has(t) && !FRAME_TERMS.has(t)))];
}

/** The terms of what the question says is the student's own: "her SAT scores", "Maya's GPA", "his colleges". */
export function possessedTerms(question: string, studentName: string | null): Set<string> {
  if (!studentName) return new Set();
  const first = studentName.split(/\s+/)[0].replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const out = new Set<string>();
  for (const m of question.matchAll(new RegExp(`(?:\\b(?:her|his|their)|\\b${first}(?:\\s+\\S+)?['’]s)\\s+((?:[\\w-]+\\s*){1,3})`, 'gi'))) {
    if (/^(?:her|his|their)\b/i.test(m[0]) && pointsAtSomeoneElse(question.slice(0, m.index), first)) continue;
    // "her schedule in February": what is hers ends where a preposition begins to say when or where.
    const own = m[1].split(/\s+(?:in|on|at|for|to|by|before|after|during|with|from|of|this|next|until|since)\b/i)[0];
    for (const t of terms(own)) out.add(t);
  }
  return out;
}

/** People a question may name beside the student: a pronoun after one of them is theirs. */
const PERSON = /\b(?:counselors?|teachers?|coach(?:es)?|advis[eo]rs?|registrar|coordinator|mentors?|recruiters?|director|principal|parents?|mother|father|mom|dad|guardians?|officer|representatives?|reps?|employer|chair)\b/gi;

/** The person a question asks about ("Which counselor handles Maya…" → counselor), as terms; empty when none. */
export function askedPerson(question: string): string[] {
  const m = new RegExp(`^\\s*(?:which|what|who\\s+(?:is|are)\\s+(?:the|a|an))\\s+(?:[\\w-]+\\s+)?(${PERSON.source})`, 'i').exec(question);
  return m ? terms(m[1]) : [];
}

/**
 * Whether a her/his/their is someone else's: the question asks about a person ("Which counselor handles Maya, and
 * where is their office?" asks for the counselor's office), or one is named after the student, nearer the pronoun
 * ("Maya's counselor … her email").
 */
function pointsAtSomeoneElse(before: string, first: string): boolean {
  if (askedPerson(before).length) return true;
  const student = Math.max(before.search(new RegExp(`\\b${first}\\b(?![\\s\\S]*\\b${first}\\b)`, 'i')), before.search(/\b(?:the|this|my|our) student\b(?![\s\S]*\bstudent\b)/i));
  const people = [...before.matchAll(PERSON)];
  const person = people.length ? people[people.length - 1].index : -1;
  return person > student;
}

/** The question's words whose terms are among the given ones, in order ("cafeteria menu"). */
export function wordsFor(question: string, wanted: ReadonlySet<string>): string {
  return question.split(/\s+/).map((w) => w.replace(/[?!.,;:()"“”¿¡]/g, '')).filter((w) => terms(w).some((t) => wanted.has(t))).join(' ');
}

/** What a wh-question asks about: "Which bus route…", "What is the cafeteria menu…" (its terms; empty when none). */
export function askedAbout(question: string, studentName: string | null): string[] {
  const m = /^\s*(?:which|what|when|where|who)(?:\s+(?:is|are|was|were|does|do|did))?(?:\s+(?:the|a|an))?\s+([a-z][\w-]*(?:\s+[a-z][\w-]*)?)/i.exec(question);
  if (!m) return [];
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  return terms(m[1]).filter((t) => !nameTerms.has(t));
}

/**
 * The clause that asks, when a question first says something and then asks ("Maya has applications due in November;
 * what was the internal deadline for counselor letters?"); else the whole question. A clause that names nothing but
 * what kind of answer it wants ("Jordan wants to drop a class; what is the deadline?", "…; what does he need
 * first?") asks about what the lead-in names: the whole question is routed.
 */
export function askedClause(question: string): string {
  const parts = question.split(/[;:]\s+/);
  const last = parts[parts.length - 1];
  const asks = parts.length > 1 && /\?\s*$/.test(last) && last.trim().split(/\s+/).length >= 3 && subjectTerms(last, null).length ? last.trim() : question;
  // "What's on the menu?" asks as "What is on the menu?" does: the question word's contraction is spelled out.
  return asks.replace(/^(\s*)(what|who|where|when|how)['’]s\b/i, '$1$2 is');
}

/**
 * The part of a question that asks, after a lead-in that only states the situation: the last sentence, when an earlier
 * one states something ("Maya needs her transcript mailed to a summer program. How much does that cost?"), or the
 * last clause after a comma, when it opens as a question does and what comes before does not ("got an email saying i
 * won a scholarship, is that legit?" asks whether it is legit, not for an email address). Two questions in a row, or
 * a question with no lead-in, are asked whole.
 */
export function askingPart(question: string): string {
  const text = question.trim();
  const sentence = /^(.*[^\s.?!]{3,}[.!])\s+(\S.*)$/s.exec(text);
  const last = sentence && OPENS_QUESTION.test(sentence[2]) && !OPENS_QUESTION.test(sentence[1]) ? sentence[2] : text;
  const clause = /^([^,]+(?:,[^,]+)*?),\s+([^,]+\?\s*)$/.exec(last);
  return clause && OPENS_QUESTION.test(clause[2]) && !OPENS_QUESTION.test(clause[1]) && clause[2].trim().split(/\s+/).length >= 3 ? clause[2].trim() : last;
}

/** How a question opens: a question word or a verb put first. */
const OPENS_QUESTION = /^\s*(?:how|what|whats|what's|when|where|who|which|why|is|are|was|were|can|could|do|does|did|will|would|should|may|has|have|any)\b/i;

/**
 * The thing a wh-question asks about when it is written in lower case ("Which bus route…", "What is the Wi-Fi
 * password…", "When is the spring play?"), as its terms in order (the frame words aside); null when it asks about
 * one word or a name. Such a thing is covered only where two of its neighbouring words stand together: "the spring
 * of junior year" and "play Division I" do not make a spring play.
 */
export function askedPhrase(question: string, studentName: string | null): string[] | null {
  // After "is/are" comes the thing; after "does/do" the one who acts ("What does test-optional mean?").
  // "What is on the lunch menu…" asks about the lunch menu.
  const m = /^\s*(?:which|what|when|where)(\s+(?:is|are|was|were)(?:\s+on)?)?(?:\s+(?:the|a|an))?\s+(.*)$/i.exec(question);
  if (!m || /^(?:does|do|did|is|are|was|were)\b/i.test(m[2])) return null;
  const run: string[] = [];
  const rest = m[2].split(/\s+/);
  for (const raw of rest) {
    const w = raw.replace(/[?!.,;:()"“”]/g, '');
    // A capitalized word belongs to a name, which namedThings reads ("Wi-Fi" names nothing there).
    if (!w || (/^[A-Z]/.test(w) && !w.includes('-')) || /['’]/.test(w)) break;
    const t = terms(w.replace(/-/g, ''));
    if (t.length !== 1) break;
    run.push(t[0]);
  }
  // Without "is", a run that goes on ends with its verb: "Which bus route stops at…".
  if (!m[1] && run.length < rest.length) run.pop();
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  const thing = run.filter((t) => !FRAME_TERMS.has(t) && !nameTerms.has(t));
  return thing.length >= 2 ? thing : null;
}

/** Whether a text says two neighbouring terms of the phrase within a few words of each other (either order). */
export function saysTogether(text: string, phrase: readonly string[], within = 3): boolean {
  const ts = terms(text.replace(/(?<=\w)-(?=\w)/g, ''));
  const at = (t: string) => ts.flatMap((x, i) => (x === t ? [i] : []));
  return phrase.slice(1).some((b, k) => {
    const bs = at(b);
    return at(phrase[k]).some((i) => bs.some((j) => Math.abs(i - j) <= within));
  });
}
