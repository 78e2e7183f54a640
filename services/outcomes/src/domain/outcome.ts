/**
 * An outcome: one application of a graduated class, kept as the school's history with the scores the student had when
 * it was submitted. `studentId` and `applicationId` tie it to the student only while their record exists; a deletion
 * clears both, and what stays is an anonymous row (school, year, college, plan, result, scores).
 */
export const RESULTS = ['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'PENDING'] as const;
export type OutcomeResult = (typeof RESULTS)[number];

export const PLANS = ['ED', 'ED2', 'EA', 'REA', 'RD', 'ROLLING', 'PRIORITY'] as const;
export type ApplicationPlan = (typeof PLANS)[number];

export interface Scores { gpa: number | null; sat: number | null; act: number | null }

export interface Outcome extends Scores {
  id: string;
  schoolId: string;
  classYear: number;
  collegeId: string;
  plan: ApplicationPlan | null;
  result: OutcomeResult;
  source: 'ROLLOVER' | 'IMPORT';
  importId: string | null;
  studentId: string | null;
  applicationId: string | null;
}

/** The colleges service's statuses from submission on; earlier ones are not an application yet. */
const SUBMITTED_STATUSES: Record<string, OutcomeResult> = {
  submitted: 'PENDING', admitted: 'ADMITTED', enrolled: 'ENROLLED', declined: 'ADMITTED', waitlisted: 'WAITLISTED', deferred: 'DEFERRED', denied: 'DENIED',
};

export const isSubmitted = (status: string): boolean => status in SUBMITTED_STATUSES;

/** The decision an application's status stands for (a student who declined an offer was admitted). */
export const resultOf = (status: string): OutcomeResult | null => SUBMITTED_STATUSES[status] ?? null;

/** A college's admitting results: admitted, whether or not the student went. */
export const isAdmitted = (r: OutcomeResult): boolean => r === 'ADMITTED' || r === 'ENROLLED';

/** The three ways a scattergram counts plans: binding and other early decisions, early action, and the rest. */
export type PlanGroup = 'ED' | 'EA' | 'RD';
export function planGroup(plan: ApplicationPlan | null): PlanGroup {
  if (plan === 'ED' || plan === 'ED2') return 'ED';
  if (plan === 'EA' || plan === 'REA') return 'EA';
  return 'RD';
}

/**
 * The class a student graduating at `at` belongs to: the calendar year of their graduation (the rollover). Not a
 * grade's class year on a date: a rollover run in August graduates the seniors of the year that ended in June.
 */
export const graduatingClassYear = (at: string): number => new Date(at).getUTCFullYear();
