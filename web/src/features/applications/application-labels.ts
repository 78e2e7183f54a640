import type { ApplicationPlan, ApplicationStatus, DeadlineSource, FitLevel } from '../../gql/graphql';

/** Plans in the order a season runs (binding and early first), with the words the issue uses. */
export const PLAN_LABELS: Record<ApplicationPlan, string> = {
  ED: 'Early Decision',
  ED2: 'Early Decision II',
  EA: 'Early Action',
  REA: 'Restrictive Early Action',
  RD: 'Regular Decision',
  ROLLING: 'Rolling',
  PRIORITY: 'Priority',
};

export const PLANS = Object.keys(PLAN_LABELS) as ApplicationPlan[];

/** Statuses in the order an application moves through them. */
export const STATUS_LABELS: Record<ApplicationStatus, string> = {
  researching: 'Researching',
  planning: 'Planning to apply',
  in_progress: 'In progress',
  submitted: 'Submitted',
  admitted: 'Admitted',
  waitlisted: 'Waitlisted',
  deferred: 'Deferred',
  denied: 'Denied',
  enrolled: 'Enrolled',
  declined: 'Declined',
};

export const STATUSES = Object.keys(STATUS_LABELS) as ApplicationStatus[];

export const PLAN_OPTIONS = PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] }));
export const STATUS_OPTIONS = STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

export const planLabel = (plan: ApplicationPlan | null | undefined) => (plan ? PLAN_LABELS[plan] : 'No plan yet');

/** Where the deadline in force comes from, in words. */
export const SOURCE_LABELS: Record<DeadlineSource, string> = {
  STUDENT: 'Set for this student',
  CURATED: 'Curated',
  UNKNOWN: 'Nobody has entered one',
};

export const FIT_LABELS: Record<FitLevel, string> = { REACH: 'Reach', MATCH: 'Match', LIKELY: 'Likely', UNKNOWN: 'Unknown' };
