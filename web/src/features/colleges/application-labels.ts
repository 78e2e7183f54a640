import type { ApplicationPlan, DeadlineSource, FitLevel } from '../../gql/graphql';
import { FIT_ENGLISH, PLAN_LABELS, PLANS, STATUS_LABELS, STATUSES, collegeWord, labelOptions, translatedLabels } from './college-format';

// The words for plans and statuses are the college screens' own (one place for every college screen).
export { PLAN_LABELS, PLANS, STATUS_LABELS, STATUSES };

export const PLAN_OPTIONS = labelOptions(PLANS, PLAN_LABELS);
export const STATUS_OPTIONS = labelOptions(STATUSES, STATUS_LABELS);

export const planLabel = (plan: ApplicationPlan | null | undefined) => (plan ? PLAN_LABELS[plan] : collegeWord('noPlanYet', 'No plan yet'));

/** Where the deadline in force comes from, as staff read it beside the date. */
export const SOURCE_LABELS: Record<DeadlineSource, string> = translatedLabels('staffSource', {
  STUDENT: 'Set for this student',
  CURATED: 'Curated',
  UNKNOWN: 'Nobody has entered one',
});

/** "Fit: Reach"; an unknown fit reads "Fit: Unknown" rather than the college screens' "Fit unknown". */
export const FIT_LABELS: Record<FitLevel, string> = translatedLabels('staffFit', { ...FIT_ENGLISH, UNKNOWN: 'Unknown' });
