import { describe, expect, it } from '@jest/globals';
import { fitFor } from './fit.js';

// SAT 25th 1200 (600 + 600), 75th 1400 (700 + 700); ACT 25-30.
const figures = (admissionRate: number | null, over = {}) => ({
  admissionRate, satReading25: 600, satReading75: 700, satMath25: 600, satMath75: 700, act25: 25, act75: 30, ...over,
});
const sat = (satScore: number) => ({ satScore, actScore: null });
const act = (actScore: number) => ({ satScore: null, actScore });

describe('fit', () => {
  it.each([
    [sat(1199), 0.6, 'REACH', "SAT 1199 is below this college's 25th percentile of 1200"],
    [sat(1200), 0.6, 'MATCH', "SAT 1200 is within this college's middle 50% (1200-1400)"],
    [sat(1400), 0.6, 'MATCH', "SAT 1400 is within this college's middle 50% (1200-1400)"],
    [sat(1401), 0.5, 'LIKELY', "SAT 1401 is above this college's 75th percentile of 1400 and it admits 50% of applicants"],
    [sat(1401), 0.49, 'MATCH', "SAT 1401 is above this college's 75th percentile of 1400, but it admits only 49% of applicants"],
    [sat(1401), null, 'LIKELY', "SAT 1401 is above this college's 75th percentile of 1400"],
    [sat(1600), 0.149, 'REACH', 'This college admits 14.9% of applicants (under 15%)'],
    [sat(1401), 0.15, 'MATCH', "SAT 1401 is above this college's 75th percentile of 1400, but it admits only 15% of applicants"],
    [act(24), 0.6, 'REACH', "ACT 24 is below this college's 25th percentile of 25"],
    [act(30), 0.6, 'MATCH', "ACT 30 is within this college's middle 50% (25-30)"],
    [act(31), 0.6, 'LIKELY', "ACT 31 is above this college's 75th percentile of 30 and it admits 60% of applicants"],
  ] as const)('%j at admission rate %s is %s', (scores, rate, level, reason) => {
    expect(fitFor(scores, figures(rate))).toMatchObject({ level, reason });
  });

  it('uses the SAT before the ACT, and the ACT when the college reports no SAT range', () => {
    expect(fitFor({ satScore: 1100, actScore: 33 }, figures(0.6)).level).toBe('REACH');
    expect(fitFor({ satScore: 1100, actScore: 33 }, figures(0.6, { satMath25: null })).level).toBe('LIKELY');
  });

  it.each([
    [0.8, 'LIKELY', 'This college admits 80% of applicants (80% or more)'],
    [0.799, 'UNKNOWN', 'No SAT or ACT score on the profile to compare, and an admission rate of 79.9%'],
    [0.1499, 'REACH', 'This college admits 15% of applicants (under 15%)'],
    [null, 'UNKNOWN', 'No SAT or ACT score on the profile to compare, and no reported admission rate'],
  ] as const)('without a comparable score, admission rate %s is %s', (rate, level, reason) => {
    expect(fitFor({ satScore: null, actScore: null }, figures(rate))).toMatchObject({ level, reason });
  });

  it('says when the college reports no range, and when it is not in the catalog', () => {
    expect(fitFor(sat(1300), figures(0.5, { satMath25: null, act25: null })).reason).toBe('This college reports no score range to compare with, and an admission rate of 50%');
    expect(fitFor(sat(1300), null)).toEqual({ level: 'UNKNOWN', reason: 'This college is not in the catalog', reasonText: { code: 'NOT_IN_CATALOG' } });
  });

  it('gives each reason as a code with its values, so another language can write the same sentence', () => {
    expect(fitFor(sat(1199), figures(0.6)).reasonText).toEqual({ code: 'BELOW_P25', test: 'SAT', value: 1199, p25: 1200, p75: 1400 });
    expect(fitFor(act(31), figures(0.6)).reasonText).toEqual({ code: 'ABOVE_P75_RATE', test: 'ACT', value: 31, p25: 25, p75: 30, rate: 60 });
    expect(fitFor(sat(1401), figures(0.49)).reasonText).toMatchObject({ code: 'ABOVE_P75_LOW_RATE', rate: 49 });
    expect(fitFor(sat(1401), figures(null)).reasonText).toMatchObject({ code: 'ABOVE_P75', p75: 1400 });
    expect(fitFor(sat(1600), figures(0.149)).reasonText).toEqual({ code: 'RATE_UNDER_15', rate: 14.9 });
    expect(fitFor({ satScore: null, actScore: null }, figures(0.8)).reasonText).toEqual({ code: 'RATE_80_PLUS', rate: 80 });
    expect(fitFor({ satScore: null, actScore: null }, figures(0.5)).reasonText).toEqual({ code: 'NO_SCORES', rate: 50 });
    expect(fitFor({ satScore: null, actScore: null }, figures(null)).reasonText).toEqual({ code: 'NO_SCORES_NO_RATE' });
    expect(fitFor(sat(1300), figures(0.5, { satMath25: null, act25: null })).reasonText).toEqual({ code: 'NO_RANGE', rate: 50 });
    expect(fitFor(sat(1300), figures(null, { satMath25: null, act25: null })).reasonText).toEqual({ code: 'NO_RANGE_NO_RATE' });
  });
});
