import { boundedMemo, mayBeShortForm } from '@counsel/kit';
import type { Passage } from '../../domain/chat.js';
import { derivedFromPassage, passageAnalysis } from '../../domain/passage-analysis.js';
import { askedClause, askingPart, subjectTerms } from '../../domain/question-focus.js';
import { nearlySame } from '../../domain/near-spelling.js';
import { queryTerms, terms, type WeightedTerm } from '../../domain/text-analysis.js';
import { equivalents, longForm } from '../../domain/word-equivalents.js';

// What a question asks, as sentence selection weighs it: its terms with their misspellings, short forms and words of
// the same meaning; the clause that asks after a lead-in; and how much of it each passage holds.

/**
 * How many of the words asked each passage holds (title and text), each word counted once whether the passage
 * says it, a word of the same meaning, or a longer or misspelt form of it: what the passage as a whole is about,
 * where a sentence's own score says how well one line matches.
 */
export function passageCoverage(question: string, passages: readonly Passage[], nameTerms: ReadonlySet<string>): number[] {
  const asked = [...new Set(terms(question))].filter((t) => !nameTerms.has(t));
  return passages.map((p) => {
    const have = passageAnalysis(p).terms;
    // Scanning every word of the passage for a longer or misspelt form is the costly part: its answer for a word
    // asked is kept with the passage (the same words are asked again and again), a bounded number of words each.
    const near = derivedFromPassage(p, 'near-forms', (analysis) => boundedMemo((t: string) => someNearForm(t, analysis.terms), { max: NEAR_FORMS_KEPT }));
    return asked.filter((t) => have.has(t) || equivalents(t).some((e) => have.has(e)) || near(t)).length;
  });
}

/** Whether a word of the set is a longer or misspelt form of `asked`, read in place (no copy of the set). */
function someNearForm(asked: string, held: ReadonlySet<string>): boolean {
  for (const v of held) if (isNearForm(asked, v)) return true;
  return false;
}

/** How many words asked each passage keeps its longer-or-misspelt-form answer for. */
const NEAR_FORMS_KEPT = 200;

/**
 * The terms of the clause that asks, when a lead-in comes first ("…; how long is the essay?", "… at home. Is there
 * childcare?"): empty when the question is asked whole.
 */
export function askingClauseTerms(question: string, nameTerms: ReadonlySet<string>): string[] {
  const part = askingPart(askedClause(question));
  if (part.trim() === question.trim()) return [];
  return subjectTerms(part, null).filter((t) => !nameTerms.has(t));
}

/** The equivalents of each word asked, by equivalent: the words asked it stands in for. */
export function standInsFor(question: string, nameTerms: ReadonlySet<string>): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const t of new Set(terms(question))) {
    if (nameTerms.has(t)) continue;
    for (const e of equivalents(t)) out.set(e, [...(out.get(e) ?? []), t]);
  }
  return out;
}

/** Weight from which a term counts as written by the asker: their own words, a word they misspelt or shortened, a word of the same meaning. */
export const WRITTEN = 0.7;
/** Words of the same meaning count as related words: they find a sentence when no written word does. */
const SAME_MEANING = 0.4;

/** The words the passages' lines hold, as a question's words are looked up in them. */
export interface LineVocabulary {
  has(term: string): boolean;
  /** The words held that are a longer or misspelt form of `term` (isNearForm), in the order the lines first say them. */
  nearForms(term: string): Iterable<string>;
}

/** `held` is a longer form of `asked` ("Chem" for "chemistry") or one of its misspellings ("agreemnt"). */
export function isNearForm(asked: string, held: string): boolean {
  return (asked.length >= 4 && held.length > asked.length && held.startsWith(asked)) || (asked.length >= 5 && nearlySame(asked, held, asked.length >= 8 ? 2 : 1));
}

/**
 * The question's terms, weighted: the words written (1); a word the passages hold that one of them misspells or
 * shortens ("agreemnt", "Chem": 0.9); words of the same meaning ("evening" for "night": 0.7); related words (0.4).
 */
export function expandedTerms(question: string, vocabulary: LineVocabulary): WeightedTerm[] {
  const weights = new Map(queryTerms(question).map((t) => [t.term, t.weight] as const));
  const set = (t: string, w: number) => { if ((weights.get(t) ?? 0) < w) weights.set(t, w); };
  // "AP Chem", "FRL": a short form stands for its long form, which a passage may write out where another writes the
  // short form in passing ("career-technical pathways" beside "a shop or CTE teacher").
  // In a question in Spanish a short form not written in capitals is a Spanish word ("el Sr. Ibarra" is no senior).
  const mayBeShort = mayBeShortForm(question);
  for (const w of question.match(/[\p{L}\d]+/gu) ?? []) {
    const long = mayBeShort(w) ? longForm(w) : null;
    if (long) for (const t of terms(long)) set(t, 0.9);
  }
  for (const [t, w] of [...weights]) {
    if (w < 1) continue;
    if (!vocabulary.has(t)) {
      for (const v of vocabulary.nearForms(t)) set(v, 0.9);
    }
    // A word no passage holds is a paraphrase of the passages' own words: its equivalents say it in their words, and
    // count as written. A word the passages hold keeps its equivalents as related words.
    for (const e of equivalents(t)) set(e, vocabulary.has(t) ? SAME_MEANING : WRITTEN);
  }
  return [...weights].map(([term, weight]) => ({ term, weight }));
}
