import type { College } from './college.js';
import { historyFitFor, type HistoryPoint, type HistoryRules } from './school-history.js';

export type FitLevel = 'REACH' | 'MATCH' | 'LIKELY' | 'UNKNOWN';
/**
 * Which sentence the reason is and its values, so a reader's language can write it (the web's colleges catalog,
 * `fitReason.*`); `reason` keeps the English sentence. `rate` is the admission rate in percent, to one decimal.
 */
export type FitReasonCode =
  | 'NOT_IN_CATALOG' | 'RATE_UNDER_15' | 'BELOW_P25' | 'WITHIN_MIDDLE' | 'ABOVE_P75' | 'ABOVE_P75_RATE' | 'ABOVE_P75_LOW_RATE'
  | 'RATE_80_PLUS' | 'NO_SCORES' | 'NO_SCORES_NO_RATE' | 'NO_RANGE' | 'NO_RANGE_NO_RATE'
  | 'SCHOOL_HISTORY_RATE_UNDER_15' | 'SCHOOL_HISTORY_BELOW' | 'SCHOOL_HISTORY_WITHIN' | 'SCHOOL_HISTORY_ABOVE' | 'SCHOOL_HISTORY_ABOVE_LOW_RATE';
/**
 * The school's history (SCHOOL_HISTORY_*) adds its counts (past applicants with a decision, admitted ones) and, when
 * the measure named is the GPA (`test` 'GPA'), gives it and its middle 50% in `gpa`, `gpaP25`, `gpaP75`.
 */
export interface FitReasonText {
  code: FitReasonCode; test?: 'SAT' | 'ACT' | 'GPA'; value?: number; p25?: number; p75?: number; rate?: number;
  gpa?: number; gpaP25?: number; gpaP75?: number; applicants?: number; admitted?: number;
}
export interface Fit { level: FitLevel; reason: string; reasonText: FitReasonText }

/** The scores fit is rated from (the student's, from their profile). */
export interface Scores { satScore: number | null; actScore: number | null }

type CollegeFigures = Pick<College, 'admissionRate' | 'satReading25' | 'satReading75' | 'satMath25' | 'satMath75' | 'act25' | 'act75'>;

const percent = (rate: number) => Math.round(rate * 1000) / 10;
const pct = (rate: number) => `${percent(rate)}%`;
const fit = (level: FitLevel, reason: string, reasonText: FitReasonText): Fit => ({ level, reason, reasonText });

/** The student's school's past applicants to the college, and the scattergram's rules (null: not received yet). */
export interface CollegeHistory { points: readonly HistoryPoint[]; rules: HistoryRules | null }

/**
 * The fit from the school's own history when it has enough of it (domain/school-history.ts), else from the catalog.
 * The GPA only counts for the history (the catalog has no GPA range).
 */
export function fitFor(student: Scores & { gpa?: number | null }, college: CollegeFigures | null, history?: CollegeHistory): Fit {
  const own = history ? historyFitFor({ ...student, gpa: student.gpa ?? null }, history.points, history.rules) : null;
  return own ?? catalogFit(student, college);
}

/**
 * Reach, match or likely from the catalog (docs/colleges.md): an estimate, never a promise.
 * - A college admitting under 15% is a REACH whatever the score.
 * - Compare the SAT with the college's combined (reading + math) 25th/75th percentiles, else the ACT with its
 *   25th/75th: below the 25th → REACH; 25th to 75th inclusive → MATCH; above the 75th → LIKELY when the college
 *   admits 50% or more (or does not report a rate), else MATCH.
 * - No comparable score: admitting 80% or more → LIKELY; otherwise UNKNOWN.
 */
function catalogFit(student: Scores, college: CollegeFigures | null): Fit {
  if (!college) return fit('UNKNOWN', 'This college is not in the catalog', { code: 'NOT_IN_CATALOG' });
  const rate = college.admissionRate;
  if (rate !== null && rate < 0.15) return fit('REACH', `This college admits ${pct(rate)} of applicants (under 15%)`, { code: 'RATE_UNDER_15', rate: percent(rate) });
  const score = comparableScore(student, college);
  if (score) {
    const { test, value, p25, p75 } = score;
    if (value < p25) return fit('REACH', `${test} ${value} is below this college's 25th percentile of ${p25}`, { code: 'BELOW_P25', ...score });
    if (value <= p75) return fit('MATCH', `${test} ${value} is within this college's middle 50% (${p25}-${p75})`, { code: 'WITHIN_MIDDLE', ...score });
    if (rate === null) return fit('LIKELY', `${test} ${value} is above this college's 75th percentile of ${p75}`, { code: 'ABOVE_P75', ...score });
    if (rate >= 0.5) {
      return fit('LIKELY', `${test} ${value} is above this college's 75th percentile of ${p75} and it admits ${pct(rate)} of applicants`, { code: 'ABOVE_P75_RATE', ...score, rate: percent(rate) });
    }
    return fit('MATCH', `${test} ${value} is above this college's 75th percentile of ${p75}, but it admits only ${pct(rate)} of applicants`, { code: 'ABOVE_P75_LOW_RATE', ...score, rate: percent(rate) });
  }
  if (rate !== null && rate >= 0.8) return fit('LIKELY', `This college admits ${pct(rate)} of applicants (80% or more)`, { code: 'RATE_80_PLUS', rate: percent(rate) });
  return noScoreFit(student, rate);
}

function comparableScore(s: Scores, c: CollegeFigures): { test: 'SAT' | 'ACT'; value: number; p25: number; p75: number } | null {
  if (s.satScore !== null && c.satReading25 !== null && c.satMath25 !== null && c.satReading75 !== null && c.satMath75 !== null) {
    return { test: 'SAT', value: s.satScore, p25: c.satReading25 + c.satMath25, p75: c.satReading75 + c.satMath75 };
  }
  if (s.actScore !== null && c.act25 !== null && c.act75 !== null) return { test: 'ACT', value: s.actScore, p25: c.act25, p75: c.act75 };
  return null;
}

function noScoreFit(s: Scores, rate: number | null): Fit {
  const rateText = rate === null ? 'no reported admission rate' : `an admission rate of ${pct(rate)}`;
  const rateValue = rate === null ? {} : { rate: percent(rate) };
  if (s.satScore === null && s.actScore === null) {
    return fit('UNKNOWN', `No SAT or ACT score on the profile to compare, and ${rateText}`, { code: rate === null ? 'NO_SCORES_NO_RATE' : 'NO_SCORES', ...rateValue });
  }
  return fit('UNKNOWN', `This college reports no score range to compare with, and ${rateText}`, { code: rate === null ? 'NO_RANGE_NO_RATE' : 'NO_RANGE', ...rateValue });
}
