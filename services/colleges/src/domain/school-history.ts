import type { CollegeHistory, Fit, FitReasonText, Scores } from './fit.js';

/** A past applicant of a school to a college, as the outcomes service publishes it: result and scores, nobody's id. */
export interface HistoryPoint {
  outcomeId: string;
  schoolId: string;
  collegeId: string;
  result: 'ADMITTED' | 'ENROLLED' | 'WAITLISTED' | 'DEFERRED' | 'DENIED' | 'PENDING';
  gpa: number | null;
  sat: number | null;
  act: number | null;
}

/** The scattergram's rules as the outcomes service applies them (the district's settings). */
export interface HistoryRules { minimumApplicants: number; studentsMaySee: boolean }

/** Schools' points by school and college, with the rules, as a list or the board reads them in one go. */
export class HistoryIndex {
  private readonly byPair = new Map<string, HistoryPoint[]>();
  constructor(points: readonly HistoryPoint[], readonly rules: HistoryRules | null) {
    for (const p of points) {
      const key = `${p.schoolId}|${p.collegeId}`;
      const of = this.byPair.get(key);
      if (of) of.push(p); else this.byPair.set(key, [p]);
    }
  }
  at(schoolId: string, collegeId: string): CollegeHistory {
    return { points: this.byPair.get(`${schoolId}|${collegeId}`) ?? [], rules: this.rules };
  }
}

/** The scores the school's history is compared with: the catalog's, and the GPA. */
export type HistoryScores = Scores & { gpa: number | null };

type Measure = 'GPA' | 'SAT' | 'ACT';
interface Placed { test: Measure; value: number; p25: number; p75: number; place: -1 | 0 | 1 }

const isAdmitted = (p: HistoryPoint) => p.result === 'ADMITTED' || p.result === 'ENROLLED';
const hundredths = (n: number) => Math.round(n * 100) / 100;

/** The p-th quantile of ascending values, interpolated between the two nearest (as a spreadsheet's PERCENTILE). */
function quantile(sorted: readonly number[], p: number): number {
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  return sorted[low] + (sorted[Math.ceil(at)] - sorted[low]) * (at - low);
}

function placed(test: Measure, value: number, admitted: readonly number[]): Placed {
  const sorted = [...admitted].sort((a, b) => a - b);
  const round = test === 'GPA' ? hundredths : Math.round;
  const p25 = round(quantile(sorted, 0.25));
  const p75 = round(quantile(sorted, 0.75));
  // A GPA is told to two decimals, as the range is (and as the web writes it), and placed as told.
  const told = round === hundredths ? hundredths(value) : value;
  return { test, value: told, p25, p75, place: told < p25 ? -1 : told > p75 ? 1 : 0 };
}

/** A measure's values as the reason's: a GPA in its own fields (a fraction), a test score in value, p25 and p75. */
function measureText(m: Placed): Pick<FitReasonText, 'test' | 'value' | 'p25' | 'p75' | 'gpa' | 'gpaP25' | 'gpaP75'> {
  return m.test === 'GPA' ? { test: 'GPA', gpa: m.value, gpaP25: m.p25, gpaP75: m.p75 } : { test: m.test, value: m.value, p25: m.p25, p75: m.p75 };
}

/**
 * Reach, match or likely from the student's own school's past applicants to the college (docs/colleges.md), or null
 * when the history may not or cannot decide, and the catalog's fit stands:
 * - null until the rules are known, while the district keeps scattergrams from students (one label for everyone who
 *   reads the list, so a student never learns from it what the switch hides), or without a GPA on the profile;
 * - the pool is the past applicants with a decision and a GPA, and the student's test (SAT, else ACT) when they
 *   have one; under the scattergram's minimum, null.
 * - Under 15% of the pool admitted → REACH. Otherwise the GPA and the test are placed against the middle 50% of the
 *   admitted applicants, and the lower placed decides (the GPA on a tie): below → REACH; within → MATCH; above →
 *   LIKELY when half the pool or more was admitted, else MATCH.
 */
export function historyFitFor(student: HistoryScores, points: readonly HistoryPoint[], rules: HistoryRules | null): Fit | null {
  if (!rules?.studentsMaySee || student.gpa === null) return null;
  const test = student.satScore !== null ? { name: 'SAT' as const, value: student.satScore, of: (p: HistoryPoint) => p.sat }
    : student.actScore !== null ? { name: 'ACT' as const, value: student.actScore, of: (p: HistoryPoint) => p.act } : null;
  const pool = points.filter((p) => p.result !== 'PENDING' && p.gpa !== null && (!test || test.of(p) !== null));
  if (pool.length < rules.minimumApplicants) return null;
  const admitted = pool.filter(isAdmitted);
  const counts = { applicants: pool.length, admitted: admitted.length };
  const tally = `${counts.admitted} of ${counts.applicants} past applicants were admitted`;
  const rate = counts.admitted / counts.applicants;
  if (rate < 0.15) {
    return { level: 'REACH', reason: `${counts.admitted} of this school's ${counts.applicants} past applicants to this college were admitted (under 15%)`, reasonText: { code: 'SCHOOL_HISTORY_RATE_UNDER_15', ...counts } };
  }
  const measures = [placed('GPA', student.gpa, admitted.map((p) => p.gpa!))];
  if (test) measures.push(placed(test.name, test.value, admitted.map((p) => test.of(p)!)));
  const m = measures.reduce((a, b) => (b.place < a.place ? b : a));
  const said = `${m.test} ${m.value} is ${['below', 'within', 'above'][m.place + 1]} the middle 50% of this school's admitted applicants to this college (${m.p25}-${m.p75})`;
  const values = { ...measureText(m), ...counts };
  if (m.place < 0) return { level: 'REACH', reason: `${said}; ${tally}`, reasonText: { code: 'SCHOOL_HISTORY_BELOW', ...values } };
  if (m.place === 0) return { level: 'MATCH', reason: `${said}; ${tally}`, reasonText: { code: 'SCHOOL_HISTORY_WITHIN', ...values } };
  if (rate >= 0.5) return { level: 'LIKELY', reason: `${said}; ${tally}`, reasonText: { code: 'SCHOOL_HISTORY_ABOVE', ...values } };
  return { level: 'MATCH', reason: `${said}, but only ${tally}`, reasonText: { code: 'SCHOOL_HISTORY_ABOVE_LOW_RATE', ...values } };
}
