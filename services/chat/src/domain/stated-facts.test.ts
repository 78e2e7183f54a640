import { describe, expect, it } from '@jest/globals';
import { statedFacts, unsupportedFacts, unsupportedFactsNote } from './stated-facts.js';

describe('the dates, costs and rates an answer states, and which its sources lack', () => {
  it('finds ISO and named dates, dollar figures and percentages, not "the middle 50%"', () => {
    expect(statedFacts('Due 2026-11-01 or November 15, 2026; $1,200 and $75 per college; 35% and 4.5 percent; the middle 50% range.'))
      .toEqual(['2026-11-01', 'November 15, 2026', '$1,200', '$75', '35%', '4.5 percent']);
  });

  it('grounds a whole figure only: "November 1" is not grounded by "November 15", nor $9 by $90', () => {
    expect(unsupportedFacts('ED is due November 1 and costs $9.', ['Deadlines: November 15; fee $90.'])).toEqual(['November 1', '$9']);
    expect(unsupportedFacts('ED is due November 15; the fee is $90.', ['Deadlines: November 15; fee $90.'])).toEqual([]);
  });

  it('grounds a date named in the other form (a college list\'s ISO date), and with the same year when both give one', () => {
    expect(unsupportedFacts('Due November 1, 2026.', ['- Duke; deadline 2026-11-01'])).toEqual([]);
    expect(unsupportedFacts('Due 2026-11-01.', ['ED deadlines are November 1.'])).toEqual([]);
    expect(unsupportedFacts('Due November 1, 2027.', ['- Duke; deadline 2026-11-01'])).toEqual(['November 1, 2027']);
    expect(unsupportedFacts('Due 2027-01-15.', ['- Duke; deadline 2026-11-01'])).toEqual(['2027-01-15']);
  });

  it('says so in one plain note', () => {
    expect(unsupportedFactsNote(['2027-01-15'])).toBe('Note: this answer mentions 2027-01-15, which none of its sources contains; check it before relying on it.');
    expect(unsupportedFactsNote(['a', 'b', 'c'])).toBe('Note: this answer mentions a, b and c, which none of its sources contains; check them before relying on them.');
  });
});
