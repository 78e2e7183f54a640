import type { Passage } from '../../domain/chat.js';
import { boundedMemo } from '@counsel/kit';
import { derivedFromPassage } from '../../domain/passage-analysis.js';
import { isNearForm } from './asked-terms.js';
import { wordSet } from '../../domain/question-focus.js';
import { terms } from '../../domain/text-analysis.js';

// A passage's lines as the offline answer reads them, once per passage whatever the question: sentences joined with
// the pronoun-led one after them, headings and instruction-like lines left out, each line's terms and phrases.

/** A sentence that opens with a pronoun ("It lasts…", "Answer it…") stays with the one before it. */
const PRONOUN_LED = /^\W*(?:\w+\s+)?(?:it|its|they|their|them|this|these|those)\b/i;

function units(list: string[]): string[] {
  const out: string[] = [];
  let joined = 0;
  for (const s of list) {
    if (out.length && joined < 1 && PRONOUN_LED.test(s)) {
      out[out.length - 1] = `${out[out.length - 1]} ${s}`;
      joined++;
    } else {
      out.push(s);
      joined = 0;
    }
  }
  return out;
}

export function adjacentPairs(list: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < list.length; i++) out.add(`${list[i - 1]} ${list[i]}`);
  return out;
}

/** A line in title case without end punctuation ("Eleanor Harmon Memorial Scholarship"): a heading, not a statement. */
function looksLikeHeading(unit: string): boolean {
  const ws = unit.split(' ');
  return !/[.!?:;)]$/.test(unit) && ws.length <= 8 && ws.every((w) => w.length <= 3 || /^[A-Z0-9]/.test(w));
}

/** A line of a passage that may answer, as read once per passage whatever the question. */
export interface PassageLine {
  text: string;
  terms: string[];
  termSet: ReadonlySet<string>;
  phraseTerms: string[];
  phrasePairs: ReadonlySet<string>;
  /** The line's first two phrase terms as a pair ("early decision"), null with fewer than two. */
  leadPair: string | null;
  describes: boolean;
  /** The line's terms said only inside hyphenated compounds ("work" of "work-study"), each with those compounds' terms. */
  compoundParts: ReadonlyMap<string, readonly string[][]>;
  /** The "last names A through F" span the line states (lettersRange), read once with the passage. */
  letters: [string, string] | null;
  /** The passage's title and the line, as a name the question gives is looked up in them (holds), with their words. */
  titled: string;
  titledWords: ReadonlySet<string>;
}

/** Words joined by hyphens ("work-study", "part-time"); figures ("2026-27") are ranges, not compounds. */
const COMPOUND = /\b[a-z]+(?:-[a-z]+)+\b/gi;

/**
 * A compound term is its own thing: "work" in "grants, work-study and loans" is no job, and a parent who "works
 * weekdays" is not asking about it. The terms a line says only inside compounds, with the compounds they are part of.
 */
export function compoundOnlyTerms(text: string): Map<string, string[][]> {
  const out = new Map<string, string[][]>();
  const compounds = (text.match(COMPOUND) ?? []).map((c) => terms(c.replace(/-/g, ' '))).filter((ts) => ts.length > 1);
  if (!compounds.length) return out;
  const outside = new Set(terms(text.replace(COMPOUND, ' ')));
  for (const ts of compounds) for (const t of ts) if (!outside.has(t)) out.set(t, [...(out.get(t) ?? []), ts]);
  return out;
}

/**
 * The line's terms that count for a question: a term said only inside compounds counts when the question asks for one
 * of them whole ("is work study available?"), not for one of its parts alone.
 */
export function countedTerms(line: PassageLine, asked: ReadonlySet<string>): ReadonlySet<string> {
  if (!line.compoundParts.size) return line.termSet;
  const out = new Set(line.termSet);
  for (const [t, compounds] of line.compoundParts) if (!compounds.some((ts) => ts.every((x) => asked.has(x)))) out.delete(t);
  return out;
}

/** The passage's lines that may answer: headings, fragments and instruction-like lines left out. */
export function passageLines(p: Passage): readonly PassageLine[] {
  return derivedFromPassage(p, 'answer-lines', (read) => {
    const title = p.title.trim().toLowerCase();
    const list = units([...read.sentences]);
    const out: PassageLine[] = [];
    list.forEach((unit, u) => {
      const wordCount = unit.split(' ').length;
      // A document's own title repeated in its text says nothing; the line under it only describes the document.
      const heading = unit.replace(/[.:]$/, '').trim().toLowerCase() === title;
      // A Markdown heading ("## A renewable award") names a section; it states nothing.
      if (wordCount < 4 || heading || /^#{1,6}\s/.test(unit) || looksLikeHeading(unit) || INSTRUCTION_LIKE.test(unit)) return;
      const describes = u > 0 && list[u - 1].replace(/[.:]$/, '').trim().toLowerCase() === title && wordCount <= 16;
      const lineTerms = terms(unit);
      // "Early Decision (ED) is binding" says "early decision … binding" in the order asked: an acronym in
      // brackets after its words does not break the phrase.
      const phraseTerms = terms(unit.replace(/\s*\([A-Z]{2,5}\)/g, ''));
      const text = wordCount > 80 ? `${unit.split(' ').slice(0, 80).join(' ')}…` : unit;
      const titled = `${p.title}\n${text}`;
      out.push({ text, terms: lineTerms, termSet: new Set(lineTerms),
        phraseTerms, phrasePairs: adjacentPairs(phraseTerms), leadPair: phraseTerms.length > 1 ? `${phraseTerms[0]} ${phraseTerms[1]}` : null, describes, compoundParts: compoundOnlyTerms(unit), letters: lettersRange(text),
        titled, titledWords: wordSet(titled) });
    });
    return out;
  });
}

/** Sentences that address the assistant rather than inform the reader are dropped (prompt injection). */
const INSTRUCTION_LIKE = /\b(ignore|disregard|forget|override)\b.{0,40}\b(instruction|prompt|rule|previous|above)s?\b|\b(system prompt|you are now|act as|pretend to be|reveal|jailbreak)\b/i;

/** The letters of a "last names A through F" span a sentence states, or null. */
function lettersRange(text: string): [string, string] | null {
  const m = /\blast names?\s+([A-Z])\s*(?:through|to|thru|-|–)\s*([A-Z])\b/i.exec(text);
  return m ? [m[1].toUpperCase(), m[2].toUpperCase()] : null;
}

/** A sentence of a by-last-name list whose span holds the student's last name. */
export function coversStudent(text: string, studentName: string): boolean {
  const initial = studentName.trim().split(/\s+/).at(-1)?.[0]?.toUpperCase();
  const range = lettersRange(text);
  return !!range && !!initial && initial >= range[0] && initial <= range[1];
}

/** The words of a passage's lines (passageLines) and its title, as sentence selection weighs a question against them. */
export interface LinesVocabulary {
  /** Each line's terms, then (after the first line's) the title's, in the order first said; empty without a line. */
  terms: ReadonlySet<string>;
  /** How many of the lines hold each term. */
  lineCounts: ReadonlyMap<string, number>;
  /** The terms that are a longer or misspelt form of a word asked (isNearForm), in `terms` order. */
  nearForms(asked: string): readonly string[];
}

/** How many words asked each passage keeps its longer-or-misspelt forms for. */
const NEAR_FORMS_KEPT = 200;

/**
 * Worked out once per passage (not on every turn that retrieves it): counting the lines that hold each word and
 * scanning every word for a longer or misspelt form of a word asked were a large share of selecting sentences.
 */
export function linesVocabulary(p: Passage): LinesVocabulary {
  return derivedFromPassage(p, 'lines-vocabulary', (read) => {
    const terms = new Set<string>();
    const lineCounts = new Map<string, number>();
    for (const line of passageLines(p)) {
      for (const t of line.terms) terms.add(t);
      for (const t of read.titleTerms) terms.add(t);
      for (const t of line.termSet) lineCounts.set(t, (lineCounts.get(t) ?? 0) + 1);
    }
    const nearForms = boundedMemo((asked: string): readonly string[] => [...terms].filter((v) => isNearForm(asked, v)), { max: NEAR_FORMS_KEPT });
    return { terms, lineCounts, nearForms };
  });
}
