import type { College } from './college.js';

export type FitLevel = 'REACH' | 'MATCH' | 'LIKELY' | 'UNKNOWN';
export interface Fit { level: FitLevel; reason: string }

/** The scores fit is rated from (the student's, from their profile). */
export interface Scores { satScore: number | null; actScore: number | null }

type CollegeFigures = Pick<College, 'admissionRate' | 'satReading25' | 'satReading75' | 'satMath25' | 'satMath75' | 'act25' | 'act75'>;

const pct = (rate: number) => `${Math.round(rate * 1000) / 10}%`;

/**
 * Reach, match or likely (docs/colleges.md): an estimate, never a promise.
 * - A college admitting under 15% is a REACH whatever the score.
 * - Compare the SAT with the college's combined (reading + math) 25th/75th percentiles, else the ACT with its
 *   25th/75th: below the 25th → REACH; 25th to 75th inclusive → MATCH; above the 75th → LIKELY when the college
 *   admits 50% or more (or does not report a rate), else MATCH.
 * - No comparable score: admitting 80% or more → LIKELY; otherwise UNKNOWN.
 */
export function fitFor(student: Scores, college: CollegeFigures | null): Fit {
  if (!college) return { level: 'UNKNOWN', reason: 'This college is not in the catalog' };
  const rate = college.admissionRate;
  if (rate !== null && rate < 0.15) return { level: 'REACH', reason: `This college admits ${pct(rate)} of applicants (under 15%)` };
  const score = comparableScore(student, college);
  if (score) {
    const { test, value, p25, p75 } = score;
    if (value < p25) return { level: 'REACH', reason: `${test} ${value} is below this college's 25th percentile of ${p25}` };
    if (value <= p75) return { level: 'MATCH', reason: `${test} ${value} is within this college's middle 50% (${p25}-${p75})` };
    if (rate === null || rate >= 0.5) {
      return { level: 'LIKELY', reason: `${test} ${value} is above this college's 75th percentile of ${p75}${rate === null ? '' : ` and it admits ${pct(rate)} of applicants`}` };
    }
    return { level: 'MATCH', reason: `${test} ${value} is above this college's 75th percentile of ${p75}, but it admits only ${pct(rate)} of applicants` };
  }
  if (rate !== null && rate >= 0.8) return { level: 'LIKELY', reason: `This college admits ${pct(rate)} of applicants (80% or more)` };
  return { level: 'UNKNOWN', reason: noScoreReason(student, rate) };
}

function comparableScore(s: Scores, c: CollegeFigures): { test: 'SAT' | 'ACT'; value: number; p25: number; p75: number } | null {
  if (s.satScore !== null && c.satReading25 !== null && c.satMath25 !== null && c.satReading75 !== null && c.satMath75 !== null) {
    return { test: 'SAT', value: s.satScore, p25: c.satReading25 + c.satMath25, p75: c.satReading75 + c.satMath75 };
  }
  if (s.actScore !== null && c.act25 !== null && c.act75 !== null) return { test: 'ACT', value: s.actScore, p25: c.act25, p75: c.act75 };
  return null;
}

function noScoreReason(s: Scores, rate: number | null): string {
  const rateText = rate === null ? 'no reported admission rate' : `an admission rate of ${pct(rate)}`;
  if (s.satScore === null && s.actScore === null) return `No SAT or ACT score on the profile to compare, and ${rateText}`;
  return `This college reports no score range to compare with, and ${rateText}`;
}
