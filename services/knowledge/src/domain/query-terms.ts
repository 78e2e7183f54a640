import { equivalentsOf, ownWordsOf, plainWords } from './search-vocabulary.js';

/** Words too common to help a lexical match. */
const STOPWORDS = new Set(('a an and are as at be by can do does for from has have how i if in into is it its my of on or our should so than that the their them then there these they this to was we what when where which who why will with you your about after before should would could ' +
  'me am been being did doing more most other some such only own same too very just any each few both all nor not no').split(' '));

/** At most this many words and phrases in one lexical query, the vocabulary's included. */
const MAX_MATCH_TERMS = 64;

/** The searchable words of a query, lower-cased, stopwords dropped (all words kept if every one is a stopword). */
export function queryTerms(text: string): string[] {
  const words = plainWords(text);
  const kept = words.filter((w) => !STOPWORDS.has(w));
  return [...new Set(kept.length ? kept : words)].slice(0, 32);
}

/** One searchable word of a query and the words and phrases it also stands for (search-vocabulary.ts). */
export interface QueryConcept { term: string; alternatives: string[] }

/**
 * A search reads its query's concepts twice (the index's match expression, then the coverage pass over its
 * candidates), one right after the other: the last query's are kept, so each search works them out once.
 */
let last: { text: string; concepts: readonly QueryConcept[] } | null = null;

/** The query's words, each with its equivalents; a phrase of the vocabulary lends its equivalents to its words. */
export function queryConcepts(text: string): readonly QueryConcept[] {
  if (last?.text === text) return last.concepts;
  const concepts = Object.freeze(conceptsOf(text));
  last = { text, concepts };
  return concepts;
}

function conceptsOf(text: string): QueryConcept[] {
  // Each phrase's words, split once rather than once for every word of the query.
  const found = [...equivalentsOf(plainWords(text), ownWordsOf(text))].map(([phrase, alts]) => ({ words: phrase.split(' '), alts }));
  return queryTerms(text).map((term) => {
    const alternatives = found.filter(({ words }) => words.includes(term)).flatMap(({ alts }) => alts);
    return { term, alternatives: [...new Set(alternatives)].filter((a) => a !== term) };
  });
}

/** The words and phrases a lexical query searches for: the query's own, then their equivalents. */
export function expandedTerms(text: string): string[] {
  const concepts = queryConcepts(text);
  const all = [...concepts.map((c) => c.term), ...concepts.flatMap((c) => c.alternatives)];
  return [...new Set(all.map((t) => plainWords(t).join(' ')).filter(Boolean))].slice(0, MAX_MATCH_TERMS);
}

/** An FTS5 MATCH expression: any of the terms, each quoted so user text can never be query syntax. */
export function ftsMatchExpression(text: string): string | null {
  const terms = expandedTerms(text);
  return terms.length ? terms.map((t) => `"${t}"`).join(' OR ') : null;
}

/** Every word of a text that carries meaning (stopwords dropped), repeats kept. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOPWORDS.has(w));
}
