import { isAdmitted, planGroup, type Outcome, type OutcomeResult, type PlanGroup, type Scores } from './outcome.js';

/** The district's switches for scattergrams (settings scattergram_min_applicants, scattergram_students). */
export interface ScattergramRules { minimumApplicants: number; studentsMaySee: boolean }
export const DEFAULT_RULES: ScattergramRules = { minimumApplicants: 5, studentsMaySee: true };

export type ScattergramStatus = 'SHOWN' | 'TOO_FEW_APPLICANTS' | 'OFF_FOR_STUDENTS';

/** A past applicant as a point: scores and result only (no id, no name, no year, never labelled). */
export interface ScattergramPoint { gpa: number; sat: number | null; act: number | null; result: OutcomeResult }
export interface PlanCount { plan: PlanGroup; applicants: number; admitted: number }

export interface ScattergramView {
  unitid: string;
  schoolId: string;
  status: ScattergramStatus;
  minimumApplicants: number;
  /** Past applicants counted (null unless shown: a count under the minimum is itself telling). */
  applicants: number | null;
  admitted: number | null;
  points: ScattergramPoint[];
  plans: PlanCount[];
  classYears: number[];
  position: Scores | null;
}

/**
 * The scattergram of one college for one school from that school's outcomes. Under the district's minimum nothing but
 * the minimum is told. Points need a GPA and a test score; they are shuffled into a stable order by their values, so
 * the order in which they were recorded (and so who) does not show.
 */
export function scattergram(
  unitid: string, schoolId: string, outcomes: readonly Outcome[], rules: ScattergramRules, position: Scores | null, hiddenFromCaller: boolean,
): ScattergramView {
  const base = { unitid, schoolId, minimumApplicants: rules.minimumApplicants, applicants: null, admitted: null, points: [], plans: [], classYears: [], position: null };
  if (hiddenFromCaller) return { ...base, status: 'OFF_FOR_STUDENTS' };
  if (outcomes.length < rules.minimumApplicants) return { ...base, status: 'TOO_FEW_APPLICANTS', position };
  const points = outcomes
    .filter((o): o is Outcome & { gpa: number } => o.gpa !== null && (o.sat !== null || o.act !== null))
    .map((o) => ({ gpa: o.gpa, sat: o.sat, act: o.act, result: o.result }))
    .sort((a, b) => a.gpa - b.gpa || (a.sat ?? 0) - (b.sat ?? 0) || (a.act ?? 0) - (b.act ?? 0) || a.result.localeCompare(b.result));
  const plans = (['ED', 'EA', 'RD'] as const).map((plan) => {
    const of = outcomes.filter((o) => planGroup(o.plan) === plan);
    return { plan, applicants: of.length, admitted: of.filter((o) => isAdmitted(o.result)).length };
  });
  return {
    ...base, status: 'SHOWN', position, points, plans,
    applicants: outcomes.length, admitted: outcomes.filter((o) => isAdmitted(o.result)).length,
    classYears: [...new Set(outcomes.map((o) => o.classYear))].sort((a, b) => a - b),
  };
}
