import { holds, subjectTerms } from '../../domain/question-focus.js';
import type { QuestionFocus } from '../../domain/question-routing.js';
import { terms } from '../../domain/text-analysis.js';
import type { AnswerInput } from '../../ports/answerer.js';
import type { SelectedSentence } from './sentence-selection.js';

// Whether a line the passages give bears on what is asked, read with its passage's title.

/**
 * Beside an answer about named colleges of the list, a passage on the same subject: it holds another word asked
 * or the college's name ("Maya's MIT interview" is not answered by a scholarship's finalist interviews).
 */
export function onTheSubject(s: SelectedSentence, subject: string[], beyond: string[], focus: QuestionFocus, input: AnswerInput): boolean {
  if (!focus.colleges.length) return true;
  const p = input.passages[s.marker - 1];
  const text = `${p?.title ?? ''}\n${p?.text ?? ''}`;
  const have = new Set(terms(text));
  const thingTerms = new Set(focus.places.flatMap((x) => terms(x.thing.text)));
  const context = subject.filter((t) => !beyond.includes(t) && !thingTerms.has(t));
  // With nothing asked but what the list does not hold, the passage holding most of it is on the subject.
  if (!context.length) return holdsMost(s, beyond, input);
  return context.some((t) => have.has(t)) || focus.places.some((x) => x.colleges.length && holds(x.thing, text));
}

/** The terms of a sentence read with its passage's title ("Registrar" over a line that says only "the office"). */
function titledTerms(s: SelectedSentence, input: AnswerInput): Set<string> {
  return new Set(terms(`${input.passages[s.marker - 1]?.title ?? ''} ${s.text}`));
}

/** The sentence, with its passage's title, holds at least half of the terms. */
function holdsMost(s: SelectedSentence, wanted: string[], input: AnswerInput): boolean {
  const have = titledTerms(s, input);
  return wanted.filter((t) => have.has(t)).length >= Math.max(2, Math.ceil(wanted.length / 2));
}

/**
 * "Maya got into Rice but her aid offer is not in yet and the deposit is due May 1; can she get more time?": the list's
 * college is only the lead-in, and all that is asked is what the list does not hold. The line that holds most of it
 * answers, for any college, where one line holding every word asked rarely exists.
 */
export function leadInOnly(question: string, name: string | null, beyond: string[], focus: QuestionFocus, s: SelectedSentence, input: AnswerInput): boolean {
  const thingTerms = new Set(focus.places.flatMap((x) => terms(x.thing.text)));
  const context = subjectTerms(question, name).filter((t) => !beyond.includes(t) && !thingTerms.has(t));
  return !context.length && beyond.length >= 3 && holdsMost(s, beyond, input);
}

/** The sentence, with its passage's title, holds every one of the terms. */
export function sentenceHolds(s: SelectedSentence, wanted: string[], input: AnswerInput): boolean {
  const have = titledTerms(s, input);
  return wanted.every((t) => have.has(t));
}

/**
 * "Maya got into Rice but … the deposit is due May 1; can she get more time?": what the lead-in says is given, not
 * asked. Another passage's line beside the first is quoted only when it holds a word of the clause that asks which
 * the first does not: "May 1 is the … deadline to pay the enrollment deposit" repeats the lead-in.
 */
export function addsToWhatIsAsked(s: SelectedSentence, first: SelectedSentence, input: AnswerInput): boolean {
  const clauses = input.question.split(/[;:]\s+/);
  if (clauses.length < 2) return true;
  const asked = terms(clauses[clauses.length - 1]);
  const mine = titledTerms(s, input);
  const firsts = titledTerms(first, input);
  return asked.some((t) => mine.has(t) && !firsts.has(t));
}
