import type {
  ApplicationPlan,
  ApplicationStatus,
  CollegeControl,
  CollegeControlFilter,
  CollegeSize,
  DeadlineSource,
  FeeState,
  FitLevel,
  TestPolicy,
  TestScoresState,
  TranscriptState,
} from '../../gql/graphql';

/** Words for the wire values of college lists, one place for every college screen. */
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
/** Before submission: the statuses for which a deadline still matters. */
export const OPEN_STATUSES: ApplicationStatus[] = ['researching', 'planning', 'in_progress'];

export const CONTROL_LABELS: Record<CollegeControl, string> = {
  PUBLIC: 'Public',
  NONPROFIT: 'Private nonprofit',
  FOR_PROFIT: 'Private for-profit',
};
export const CONTROL_FILTERS: { value: CollegeControlFilter; label: string }[] = [
  { value: 'PUBLIC', label: 'Public' },
  { value: 'PRIVATE', label: 'Private (all)' },
  { value: 'NONPROFIT', label: 'Private nonprofit' },
  { value: 'FOR_PROFIT', label: 'Private for-profit' },
];
export const SIZE_FILTERS: { value: CollegeSize; label: string }[] = [
  { value: 'SMALL', label: 'Small (under 5,000)' },
  { value: 'MEDIUM', label: 'Medium (5,000 to 15,000)' },
  { value: 'LARGE', label: 'Large (over 15,000)' },
];
export const TEST_POLICY_LABELS: Record<TestPolicy, string> = {
  REQUIRED: 'Required',
  RECOMMENDED: 'Recommended',
  CONSIDERED: 'Considered',
  NOT_RECOMMENDED: 'Not required',
};

export const FIT_LABELS: Record<FitLevel, string> = { REACH: 'Reach', MATCH: 'Match', LIKELY: 'Likely', UNKNOWN: 'Fit unknown' };
// Solid tags with white text: antd's light preset tags (volcano, green) miss WCAG AA contrast.
export const FIT_COLORS: Record<FitLevel, string> = { REACH: '#ad2102', MATCH: '#0958d9', LIKELY: '#237804', UNKNOWN: 'default' };

export const DEADLINE_SOURCE_LABELS: Record<DeadlineSource, string> = {
  STUDENT: 'set for this application',
  CURATED: 'district calendar',
  UNKNOWN: 'not entered yet',
};

export const TRANSCRIPT_LABELS: Record<TranscriptState, string> = { not_requested: 'Not requested', requested: 'Requested', sent: 'Sent' };
export const TEST_SCORES_LABELS: Record<TestScoresState, string> = { not_sent: 'Not sent', sent: 'Sent', not_required: 'Not required' };
export const FEE_LABELS: Record<FeeState, string> = { unpaid: 'Unpaid', paid: 'Paid', waived: 'Waived' };

export const US_STATES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD',
  'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
];

const NOT_REPORTED = 'Not reported';

/** A share 0..1 as a percentage: one decimal below 10% (selective colleges differ there), none above. */
export function formatRate(rate: number | null | undefined, missing = NOT_REPORTED): string {
  if (rate === null || rate === undefined) return missing;
  const percent = rate * 100;
  return `${percent < 10 ? percent.toFixed(1) : Math.round(percent)}%`;
}

export function formatMoney(amount: number | null | undefined, missing = NOT_REPORTED): string {
  if (amount === null || amount === undefined) return missing;
  return `$${amount.toLocaleString('en-US')}`;
}

export function formatRange(low: number | null | undefined, high: number | null | undefined, missing = NOT_REPORTED): string {
  if (low === null || low === undefined || high === null || high === undefined) return missing;
  return `${low}–${high}`;
}

/** A web address from the Scorecard, which often omits the scheme. */
export function webAddress(url: string): string {
  return /^https?:\/\//i.test(url) ? url : `https://${url}`;
}

/** Today as YYYY-MM-DD in the browser's time zone. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whole days from today to a YYYY-MM-DD date (negative when past). */
export function daysUntil(date: string, now = new Date()): number {
  const [y, m, d] = date.split('-').map(Number);
  const target = Date.UTC(y, m - 1, d);
  const today = Date.UTC(now.getFullYear(), now.getMonth(), now.getDate());
  return Math.round((target - today) / 86_400_000);
}

/**
 * The admission cycle (year of entry) of a student in `grade`, as the service counts it: the academic year turns
 * on 1 August and a student without a grade counts as grade 12 (Nov 2026: grade 12 → 2027, grade 11 → 2028).
 */
export function cycleFor(grade: string | null | undefined, now = new Date()): number {
  const yearEnd = now.getMonth() >= 7 ? now.getFullYear() + 1 : now.getFullYear();
  const g = Number(grade);
  return yearEnd + (Number.isInteger(g) && g >= 9 && g <= 12 ? 12 - g : 0);
}
