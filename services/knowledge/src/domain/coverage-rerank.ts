import type { Passage } from './passage.js';
import { queryConcepts, type QueryConcept } from './query-terms.js';
import { lineHolds, stemKey, stemLines, type StemKey } from './stem-lines.js';

/** The candidates the index hands to the second pass, per result wanted, and at least. */
const CANDIDATES_PER_RESULT = 4;
const MIN_CANDIDATES = 40;

/** How many candidates to ask the index for when k results are wanted. */
export const candidateCount = (k: number) => Math.max(k * CANDIDATES_PER_RESULT, MIN_CANDIDATES);

/** How much a passage holding only an equivalent of a query word counts, against holding the word itself. */
export const EQUIVALENT_WEIGHT = 0.6;
/** How much the index's own order weighs beside coverage (both run from 0 to 1). */
export const ORDER_WEIGHT = 0.35;
/** How much the share of the query a passage's title holds weighs beside the share its whole text holds. */
export const TITLE_WEIGHT = 0.25;

/** A query word's stem key and its equivalents', stemmed once per search rather than once per candidate line. */
interface ConceptKeys { term: StemKey; alternatives: StemKey[] }

const conceptKeys = (c: QueryConcept): ConceptKeys => ({ term: stemKey(c.term), alternatives: c.alternatives.map((a) => stemKey(a)) });

/** 1 when the passage holds the query word, EQUIVALENT_WEIGHT when it holds only an equivalent, else 0. */
function match(line: string, stems: ReadonlySet<string>, c: ConceptKeys): number {
  if (lineHolds(line, stems, c.term)) return 1;
  return c.alternatives.some((a) => lineHolds(line, stems, a)) ? EQUIVALENT_WEIGHT : 0;
}

/**
 * The second pass over the index's candidates, the same for every adapter: BM25 adds up matches, so a passage
 * repeating one common word ("deadline") can outrank one that holds every idea of the question once. Each
 * candidate scores the share of the query's words it covers (or their equivalents), each word weighted by how
 * rare it is among the candidates, plus smaller shares for the words its title holds and for its place in the index's
 * order (ties keep that order); that sum is its score.
 */
export function rerankByCoverage<T extends Passage>(candidates: readonly T[], query: string, k: number): T[] {
  const asked = queryConcepts(query);
  if (!asked.length || candidates.length < 2) return candidates.slice(0, k);
  const concepts = asked.map(conceptKeys);
  const matches = candidates.map((p) => {
    const { whole, wholeStems } = stemLines(p);
    return concepts.map((c) => match(whole, wholeStems, c));
  });
  const weights = concepts.map((_, i) => {
    const df = matches.filter((m) => m[i] > 0).length;
    return df ? Math.log(1 + candidates.length / df) : 0;
  });
  const total = weights.reduce((s, w) => s + w, 0) || 1;
  // A title names what the whole document is about ("Registrar: Transcripts and Records"): a word asked there is the
  // document's subject, where the same word in another passage's text may be a passing mention.
  const titled = candidates.map((p) => {
    const { title, titleStems } = stemLines(p);
    return concepts.reduce((s, c, i) => s + match(title, titleStems, c) * weights[i], 0) / total;
  });
  return candidates
    .map((p, rank) => ({ p, rank, score: matches[rank].reduce((s, m, i) => s + m * weights[i], 0) / total + TITLE_WEIGHT * titled[rank] + ORDER_WEIGHT / (1 + rank) }))
    .sort((a, b) => b.score - a.score || a.rank - b.rank)
    .slice(0, k)
    .map(({ p, score }) => ({ ...p, score }));
}
