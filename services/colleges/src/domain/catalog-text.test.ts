import { describe, expect, it } from '@jest/globals';
import { allowedEdits, editDistance, normalizedText, placeText, searchTokens } from './catalog-text.js';

describe('catalog text', () => {
  it('splits names into lower-case ASCII words, dropping apostrophes and folding accents', () => {
    expect(searchTokens('University of California-Berkeley')).toEqual(['university', 'of', 'california', 'berkeley']);
    expect(searchTokens("Saint Mary's College")).toEqual(['saint', 'marys', 'college']);
    expect(searchTokens('Texas A & M University')).toEqual(['texas', 'a', 'm', 'university']);
    expect(searchTokens('Universidad Politécnica de Puerto Rico')).toEqual(['universidad', 'politecnica', 'de', 'puerto', 'rico']);
    expect(searchTokens('  --  ')).toEqual([]);
    expect(normalizedText('St. John’s University-New York')).toBe('st johns university new york');
  });

  it('finds a college by its city and state name, the state code apart', () => {
    expect(placeText('Chestnut Hill', 'MA')).toBe('chestnut hill massachusetts');
    expect(placeText('Hagåtña', 'GU')).toBe('hagatna guam');
  });

  it('allows Elasticsearch AUTO edits: none up to 2 characters, one up to 5, then two', () => {
    expect(['ca', 'mit', 'harv', 'yale', 'brown', 'berkley'].map(allowedEdits)).toEqual([0, 1, 1, 1, 1, 2]);
  });

  it('counts edits with adjacent transpositions as one, stopping past the maximum', () => {
    expect(editDistance('berkley', 'berkeley', 2)).toBe(1);
    expect(editDistance('havrard', 'harvard', 2)).toBe(1);
    expect(editDistance('standford', 'stanford', 2)).toBe(1);
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
    expect(editDistance('mit', 'mi', 1)).toBe(1);
    expect(editDistance('abc', 'abc', 0)).toBe(0);
    expect(editDistance('yale', 'harvard', 2)).toBe(3);
  });
});
