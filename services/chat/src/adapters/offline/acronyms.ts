import type { Passage } from '../../domain/chat.js';
import { derivedFromPassage } from '../../domain/passage-analysis.js';
import type { QuestionFocus } from '../../domain/question-routing.js';

/**
 * An acronym the question writes ("SSN", "CTE") is held by a source that spells it out: consecutive words whose
 * initials are its letters ("Social Security number", "Career and Technical Education", short joining words such as
 * "and" or "of" skipped). Why: documents name a thing in full once and counselors type its initials, so an acronym no
 * source writes is not a thing no source holds; declining it ("None of these sources mentions SSN") turns away a
 * question the passage answers. Read from the letters alone, no list of acronyms.
 */
export function spelledOut(acronym: string, text: string): boolean {
  return spelledOutInWords(acronym, wordsOf(text));
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

function spelledOutInWords(acronym: string, words: readonly string[]): boolean {
  const letters = acronym.replace(/s$/, '').toLowerCase();
  if (!/^[a-z]{2,6}$/.test(letters)) return false;
  for (let start = 0; start < words.length; start++) {
    let i = 0;
    for (let w = start; w < words.length && i < letters.length; w++) {
      const word = words[w];
      if (word[0].toLowerCase() === letters[i]) i++;
      // Only a short lower-case joining word may sit between the spelled-out words ("and", "of", "for").
      else if (i > 0 && JOINING.has(word)) continue;
      else break;
    }
    if (i === letters.length) return true;
  }
  return false;
}

const JOINING = new Set(['and', 'of', 'for', 'the', 'to', 'in', 'on', '&']);

/** The acronyms a question writes: two to six capitals, perhaps with a plural "s" ("SSNs"). */
export function acronymsIn(question: string): string[] {
  return [...question.matchAll(/\b([A-Z]{2,6})s?\b/g)].map((m) => m[1]);
}

/** Whether any passage (title or text) spells the acronym out. */
export function spelledOutIn(acronym: string, passages: readonly Passage[]): boolean {
  return passages.some((p) => spelledOutInWords(acronym, passageWords(p)));
}

/** A passage's words (title and text), split once per passage rather than once per acronym asked on every turn. */
const passageWords = (p: Passage): readonly string[] =>
  derivedFromPassage(p, 'spelled-out-words', () => Object.freeze(wordsOf(`${p.title}. ${p.text}`)));

/** The focus without the missing things that are acronyms a passage spells out: those are held, not missing. */
export function withAcronymsSpelledOut(focus: QuestionFocus, passages: readonly Passage[]): QuestionFocus {
  const missing = focus.missing.filter((t) => !(/^[A-Z]{2,6}s?$/.test(t.text.trim()) && spelledOutIn(t.text.trim(), passages)));
  return missing.length === focus.missing.length ? focus : { ...focus, missing };
}
