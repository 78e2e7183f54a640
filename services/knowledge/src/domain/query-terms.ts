/** Words too common to help a lexical match. */
const STOPWORDS = new Set(('a an and are as at be by can do does for from has have how i if in into is it its my of on or our should so than that the their them then there these they this to was we what when where which who why will with you your about after before should would could ' +
  'me am been being did doing more most other some such only own same too very just any each few both all nor not no').split(' '));

/** The searchable words of a query, lower-cased, stopwords dropped (all words kept if every one is a stopword). */
export function queryTerms(text: string): string[] {
  const words = (text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').match(/[a-z0-9]+/g) ?? []).filter((w) => w.length > 0);
  const kept = words.filter((w) => !STOPWORDS.has(w));
  return [...new Set(kept.length ? kept : words)].slice(0, 32);
}

/** An FTS5 MATCH expression: any of the terms, each quoted so user text can never be query syntax. */
export function ftsMatchExpression(text: string): string | null {
  const terms = queryTerms(text);
  return terms.length ? terms.map((t) => `"${t}"`).join(' OR ') : null;
}

/** Every word of a text that carries meaning (stopwords dropped), repeats kept. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9]+/g) ?? []).filter((w) => !STOPWORDS.has(w));
}
