import { describe, expect, it } from '@jest/globals';
import { lexicalClauses } from './elasticsearch-search-index.js';

describe('the Elasticsearch lexical query', () => {
  it('matches the words asked, and each equivalent of the search vocabulary as a phrase, boosted lower', () => {
    const clauses = lexicalClauses('wrong birthday');
    expect(clauses[0]).toEqual({ multi_match: { query: 'wrong birthday', fields: ['title^2', 'text'] } });
    expect(clauses).toContainEqual({ multi_match: { query: 'date of birth', fields: ['title^2', 'text'], type: 'phrase', boost: 0.6 } });
    expect(clauses).toContainEqual(expect.objectContaining({ multi_match: expect.objectContaining({ query: 'mistake' }) }));
  });

  it('is the words asked alone when none has an equivalent', () => {
    expect(lexicalClauses('superscoring')).toHaveLength(1);
  });
});
