import { describe, expect, it } from '@jest/globals';
import { fitFor } from './fit.js';
import { historyFitFor, type HistoryPoint, type HistoryRules } from './school-history.js';

const RULES: HistoryRules = { minimumApplicants: 5, studentsMaySee: true };
let n = 0;
const point = (result: HistoryPoint['result'], gpa: number | null, sat: number | null = null, act: number | null = null): HistoryPoint =>
  ({ outcomeId: `o-${++n}`, schoolId: 'school-a', collegeId: '166683', result, gpa, sat, act });
// Admitted: GPA 3.6, 3.7, 3.8, 3.9, 4.0 (middle 50% 3.7-3.9) and SAT 1300…1500 (1350-1450); denied: three more.
const ADMITTED = [3.6, 3.7, 3.8, 3.9, 4.0].map((g, i) => point(i % 2 ? 'ENROLLED' : 'ADMITTED', g, 1300 + i * 50, 28 + i));
const DENIED = [3.1, 3.3, 3.5].map((g) => point('DENIED', g, 1200, 25));
const HISTORY = [...ADMITTED, ...DENIED];
const student = (gpa: number | null, satScore: number | null = null, actScore: number | null = null) => ({ gpa, satScore, actScore });

describe('fit from the school\'s own history', () => {
  it.each([
    [student(3.5), 'REACH', 'SCHOOL_HISTORY_BELOW', "GPA 3.5 is below the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 8 past applicants were admitted"],
    [student(3.7), 'MATCH', 'SCHOOL_HISTORY_WITHIN', "GPA 3.7 is within the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 8 past applicants were admitted"],
    [student(3.95), 'LIKELY', 'SCHOOL_HISTORY_ABOVE', "GPA 3.95 is above the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 8 past applicants were admitted"],
    // The lower placed of GPA and test decides.
    [student(3.95, 1340), 'REACH', 'SCHOOL_HISTORY_BELOW', "SAT 1340 is below the middle 50% of this school's admitted applicants to this college (1350-1450); 5 of 8 past applicants were admitted"],
    [student(3.8, 1500), 'MATCH', 'SCHOOL_HISTORY_WITHIN', "GPA 3.8 is within the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 8 past applicants were admitted"],
    [student(3.95, null, 32), 'LIKELY', 'SCHOOL_HISTORY_ABOVE', "GPA 3.95 is above the middle 50% of this school's admitted applicants to this college (3.7-3.9); 5 of 8 past applicants were admitted"],
  ] as const)('%j is %s (%s)', (scores, level, code, reason) => {
    expect(historyFitFor(scores, HISTORY, RULES)).toMatchObject({ level, reason, reasonText: { code } });
  });

  it('tells and places a GPA to two decimals, as its range', () => {
    expect(historyFitFor(student(3.944), HISTORY, RULES)).toMatchObject({ level: 'LIKELY', reasonText: { gpa: 3.94 }, reason: expect.stringMatching(/^GPA 3\.94 is above/) });
    expect(historyFitFor(student(3.904), HISTORY, RULES)).toMatchObject({ level: 'MATCH', reasonText: { gpa: 3.9 } });
  });

  it('gives the counts and the measure named as values, the GPA in its own fields', () => {
    expect(historyFitFor(student(3.5), HISTORY, RULES)?.reasonText).toEqual({ code: 'SCHOOL_HISTORY_BELOW', test: 'GPA', gpa: 3.5, gpaP25: 3.7, gpaP75: 3.9, applicants: 8, admitted: 5 });
    expect(historyFitFor(student(3.95, 1340), HISTORY, RULES)?.reasonText).toEqual({ code: 'SCHOOL_HISTORY_BELOW', test: 'SAT', value: 1340, p25: 1350, p75: 1450, applicants: 8, admitted: 5 });
  });

  it('above the middle with under half admitted is a match; under 15% admitted is a reach whatever the scores', () => {
    const crowded = [...HISTORY, ...[3.2, 3.4, 3.6].map((g) => point('DENIED', g, 1250))];
    expect(historyFitFor(student(3.95), crowded, RULES)).toMatchObject({
      level: 'MATCH', reasonText: { code: 'SCHOOL_HISTORY_ABOVE_LOW_RATE', applicants: 11, admitted: 5 },
      reason: "GPA 3.95 is above the middle 50% of this school's admitted applicants to this college (3.7-3.9), but only 5 of 11 past applicants were admitted",
    });
    const harsh = [ADMITTED[0], ...Array.from({ length: 6 }, () => point('DENIED', 3.9))];
    expect(historyFitFor(student(4), harsh, RULES)).toEqual({
      level: 'REACH', reason: "1 of this school's 7 past applicants to this college were admitted (under 15%)",
      reasonText: { code: 'SCHOOL_HISTORY_RATE_UNDER_15', applicants: 7, admitted: 1 },
    });
  });

  it('needs the minimum of past applicants with a decision, a GPA and the student\'s test, else it leaves the catalog\'s fit', () => {
    const five = HISTORY.slice(0, 5);
    expect(historyFitFor(student(3.8), five, RULES)?.reasonText.code).toBe('SCHOOL_HISTORY_WITHIN');
    expect(historyFitFor(student(3.8), five.slice(1), RULES)).toBeNull();
    expect(historyFitFor(student(3.8), five, { ...RULES, minimumApplicants: 6 })).toBeNull();
    // Pending decisions and points without a GPA are not counted.
    expect(historyFitFor(student(3.8), [...five.slice(1), point('PENDING', 3.8), point('DENIED', null, 1300)], RULES)).toBeNull();
    // With an SAT on the profile, only past applicants with an SAT count.
    const noSat = [...five.slice(1), point('DENIED', 3.4, null, 30)];
    expect(historyFitFor(student(3.8), noSat, RULES)?.reasonText.applicants).toBe(5);
    expect(historyFitFor(student(3.8, 1400), noSat, RULES)).toBeNull();
    expect(historyFitFor(student(3.8, null, 30), noSat, RULES)?.reasonText.applicants).toBe(5);
  });

  it('leaves the catalog\'s fit while students may not see scattergrams, before the rules are known, and without a GPA', () => {
    expect(historyFitFor(student(3.8), HISTORY, { ...RULES, studentsMaySee: false })).toBeNull();
    expect(historyFitFor(student(3.8), HISTORY, null)).toBeNull();
    expect(historyFitFor(student(null, 1400), HISTORY, RULES)).toBeNull();
  });

  it('takes the place of the catalog\'s fit when it decides', () => {
    const figures = { admissionRate: 0.04, satReading25: 700, satReading75: 780, satMath25: 720, satMath75: 800, act25: 34, act75: 36 };
    expect(fitFor(student(3.8, 1400), figures).reasonText.code).toBe('RATE_UNDER_15');
    expect(fitFor(student(3.8, 1400), figures, { points: HISTORY, rules: RULES }).reasonText.code).toBe('SCHOOL_HISTORY_WITHIN');
    expect(fitFor(student(3.8, 1400), figures, { points: HISTORY, rules: { ...RULES, studentsMaySee: false } })).toEqual(fitFor(student(3.8, 1400), figures));
    expect(fitFor(student(3.8, 1400), null, { points: HISTORY, rules: RULES }).reasonText.code).toBe('SCHOOL_HISTORY_WITHIN');
  });
});
