import { describe, expect, it } from '@jest/globals';
import { terms } from './text-analysis.js';

describe('content terms', () => {
  it('drops stopwords and short words, stems the rest, and keeps the acronyms that matter', () => {
    expect(terms('The student is applying Early Decision to colleges; SAT scores are optional.'))
      .toEqual(['apply', 'early', 'decision', 'colleg', 'sat', 'scor', 'optional']);
  });

  it('answers a text seen before the same, and a caller changing its array changes nothing for the next', () => {
    const text = 'Scholarships and financial aid deadlines in November';
    const first = terms(text);
    first.push('changed');
    first[0] = 'changed';
    expect(terms(text)).toEqual(['scholarship', 'financial', 'aid', 'deadlin', 'november']);
    expect(terms(text)).not.toBe(terms(text));
  });
});
