import type { Passage } from '../../domain/chat.js';
import { queryTerms, sentences, similarity, terms } from '../../domain/text-analysis.js';

export interface SelectedSentence {
  text: string;
  /** 1-based marker of the passage it came from. */
  marker: number;
  score: number;
}

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

function adjacentPairs(list: string[]): Set<string> {
  const out = new Set<string>();
  for (let i = 1; i < list.length; i++) out.add(`${list[i - 1]} ${list[i]}`);
  return out;
}

/** Sentences that address the assistant rather than inform the reader are dropped (prompt injection). */
const INSTRUCTION_LIKE = /\b(ignore|disregard|forget|override)\b.{0,40}\b(instruction|prompt|rule|previous|above)s?\b|\b(system prompt|you are now|act as|pretend to be|reveal|jailbreak)\b/i;

const MAX_SENTENCES = 5;
const MAX_PER_PASSAGE = 3;

/**
 * Picks the passage sentences that bear on the question: each sentence scores the idf-weighted sum of
 * the question terms it contains (related terms count less), plus a little for the passage's rank;
 * sentences that match only weakly, repeat a chosen one, or read like instructions are left out.
 */
export function selectSentences(question: string, passages: Passage[], studentName: string | null = null): SelectedSentence[] {
  // The student's own name says nothing about which passage helps.
  const nameTerms = new Set(studentName ? terms(studentName) : []);
  const q = queryTerms(question).filter((t) => !nameTerms.has(t.term));
  const pairs = [...adjacentPairs(terms(question).filter((t) => !nameTerms.has(t)))];
  if (!q.length) return [];
  const candidates: { text: string; marker: number; terms: string[]; phraseTerms: string[]; titleTerms: Set<string>; rank: number }[] = [];
  passages.forEach((p, i) => {
    const titleTerms = new Set(terms(p.title));
    for (const unit of units(sentences(p.text))) {
      const wordCount = unit.split(' ').length;
      if (wordCount < 4 || INSTRUCTION_LIKE.test(unit)) continue;
      candidates.push({ text: wordCount > 80 ? `${unit.split(' ').slice(0, 80).join(' ')}…` : unit, marker: i + 1, terms: terms(unit), titleTerms, rank: i,
        // "Early Decision (ED) is binding" says "early decision … binding" in the order asked: an acronym in
        // brackets after its words does not break the phrase.
        phraseTerms: terms(unit.replace(/\s*\([A-Z]{2,5}\)/g, '')) });
    }
  });
  if (!candidates.length) return [];
  const df = new Map<string, number>();
  for (const c of candidates) for (const t of new Set(c.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string) => Math.log(1 + candidates.length / (df.get(t) ?? candidates.length));

  const scored = candidates.map((c) => {
    const present = new Set(c.terms);
    let direct = 0;
    let related = 0;
    let written = 0;
    // The words asked that the sentence itself holds (not its passage's title).
    const own: string[] = [];
    for (const { term, weight } of q) {
      if (!present.has(term)) {
        // A line under a heading that names the topic is about it ("Campus Visit Checklist").
        if (weight === 1 && c.titleTerms.has(term)) { direct += 0.75 * idf(term); written++; }
        continue;
      }
      if (weight === 1) { direct += idf(term); written++; own.push(term); } else related += idf(term);
    }
    // Related terms find a sentence when no written word does; otherwise they only break ties.
    let score = direct + related * (written ? 0.1 : 0.4);
    // Prefer sentences that cover several of the words the counselor wrote, in the same order
    // ("test optional", "early decision"), and from better-ranked passages.
    const sentencePairs = adjacentPairs(c.phraseTerms);
    const phrases = pairs.filter((p) => sentencePairs.has(p)).length;
    score *= (1 + 0.25 * Math.max(0, written - 1)) * (1 + 0.3 * phrases) * (1 + 0.3 * (1 - c.rank / Math.max(1, passages.length)));
    // A sentence that opens with the words asked is about them ("May 1 is the National Candidate Reply Date",
    // "Early Decision (ED) is binding"), where one that ends with them mentions them in passing.
    if (c.phraseTerms.length > 1 && pairs.includes(`${c.phraseTerms[0]} ${c.phraseTerms[1]}`)) score *= 1.2;
    return { ...c, score, written, own };
    // With a student chosen, a sentence that shares only related words ("grades" for "GPA") is about the topic,
    // not the question: the student's own record answers it.
  }).filter((c) => c.score > 0 && (c.written > 0 || (c.score >= 1 && !studentName)));

  scored.sort((a, b) => b.score - a.score);
  const best = scored[0]?.score ?? 0;
  // Supporting sentences say as much of what was asked as the best one: a sentence that shares one word of a
  // three-word question ("decisions arrive…" for "Is early decision binding?") is about something else, and
  // citing it cites a source that does not answer (measured by npm run eval:assistant).
  const bestWritten = scored[0]?.written ?? 0;
  const chosen: typeof scored = [];
  const perPassage = new Map<number, number>();
  for (const c of scored) {
    if (chosen.length >= MAX_SENTENCES) break;
    if (c.score < best * 0.35) break;
    if (chosen.length && c.written < bestWritten) continue;
    if (chosen.length && c.rank > chosen[0].rank && !addsToAnswer(c, chosen)) continue;
    if ((perPassage.get(c.marker) ?? 0) >= MAX_PER_PASSAGE) continue;
    if (chosen.some((x) => similarity(x.terms, c.terms) > 0.6)) continue;
    chosen.push(c);
    perPassage.set(c.marker, (perPassage.get(c.marker) ?? 0) + 1);
  }
  return chosen.map((c) => ({ text: c.text, marker: c.marker, score: c.score }));
}

/**
 * A sentence from a passage ranked below the answer's is cited only when it says at least as many of the words
 * asked, in its own text, as the answer does, and one of them that no chosen sentence says: another chunk that
 * repeats the question's words ("May 1 is the reply date" / "…to the May 1 decision deadline") or shares one of
 * them ("pay the enrollment deposit" for "What does the FAFSA pay for?") cites a source that does not answer
 * (measured by npm run eval:assistant, cited-source precision).
 */
function addsToAnswer(c: { own: string[] }, chosen: { own: string[] }[]): boolean {
  if (c.own.length < chosen[0].own.length) return false;
  const said = new Set(chosen.flatMap((x) => x.own));
  return c.own.some((t) => !said.has(t));
}
