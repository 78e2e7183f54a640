import type { ApplicationPlan, DeadlineSource, FitLevel } from '../../gql/graphql';
import { FIT_LABELS as COLLEGE_FIT_LABELS, PLAN_LABELS, PLANS, STATUS_LABELS, STATUSES } from './college-format';

// The words for plans and statuses are the college screens' own (one place for every college screen).
export { PLAN_LABELS, PLANS, STATUS_LABELS, STATUSES };

export const PLAN_OPTIONS = PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] }));
export const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export const planLabel = (plan: ApplicationPlan | null | undefined) => (plan ? PLAN_LABELS[plan] : 'No plan yet');

/** Where the deadline in force comes from, as staff read it beside the date. */
export const SOURCE_LABELS: Record<DeadlineSource, string> = {
  STUDENT: 'Set for this student',
  CURATED: 'Curated',
  UNKNOWN: 'Nobody has entered one',
};

/** "Fit: Reach"; an unknown fit reads "Fit: Unknown" rather than the college screens' "Fit unknown". */
export const FIT_LABELS: Record<FitLevel, string> = { ...COLLEGE_FIT_LABELS, UNKNOWN: 'Unknown' };
