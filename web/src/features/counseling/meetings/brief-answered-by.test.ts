// The meeting brief says who worded it.
import { describe, expect, it } from '@jest/globals';
import { answeredByText } from './brief-answered-by';

describe('answeredByText', () => {
  it('says whether the records alone or a model worded the brief', () => {
    expect(answeredByText({ answeredBy: 'offline', model: null })).toBe('Assembled from the records by the offline assistant');
    expect(answeredByText({ answeredBy: 'gemini', model: 'gemini-2.5-flash' })).toBe('Assembled from the records; topics worded by gemini (gemini-2.5-flash)');
    expect(answeredByText({ answeredBy: 'openai', model: null })).toBe('Assembled from the records; topics worded by openai');
  });
});
