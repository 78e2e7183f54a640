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
import i18next from 'i18next';
import { formatNumber } from '../../app/date-format';

/**
 * A word of the colleges catalog in the reader's language; the English given when the catalog is not loaded yet
 * (unit tests, a screen of another feature), so English readers always read these exact words.
 */
export function collegeWord(key: string, english: string, values?: Record<string, unknown>): string {
  return i18next.isInitialized && i18next.hasLoadedNamespace('colleges') ? i18next.t(key, { ns: 'colleges', defaultValue: english, ...values }) : english;
}

/** English labels whose lookups read in the reader's language (catalog keys `<prefix>.<value>`), so callers index them as before. */
export function translatedLabels<K extends string>(prefix: string, english: Record<K, string>): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(english) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => collegeWord(`${prefix}.${key}`, english[key]) });
  }
  return labels;
}

/** Select options over translated labels: the label is read when antd draws it, in the language of the moment. */
export function labelOptions<K extends string>(values: readonly K[], labels: Record<K, string>): { value: K; label: string }[] {
  return values.map((value) => ({ value, get label() { return labels[value]; } }));
}

/** Words for the wire values of college lists, one place for every college screen. */
export const PLAN_LABELS: Record<ApplicationPlan, string> = translatedLabels('plans', {
  ED: 'Early Decision',
  ED2: 'Early Decision II',
  EA: 'Early Action',
  REA: 'Restrictive Early Action',
  RD: 'Regular Decision',
  ROLLING: 'Rolling',
  PRIORITY: 'Priority',
});
export const PLANS = Object.keys(PLAN_LABELS) as ApplicationPlan[];

export const STATUS_LABELS: Record<ApplicationStatus, string> = translatedLabels('statuses', {
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
});
export const STATUSES = Object.keys(STATUS_LABELS) as ApplicationStatus[];
/** Before submission: the statuses for which a deadline still matters. */
export const OPEN_STATUSES: ApplicationStatus[] = ['researching', 'planning', 'in_progress'];

export const CONTROL_LABELS: Record<CollegeControl, string> = translatedLabels('control', {
  PUBLIC: 'Public',
  NONPROFIT: 'Private nonprofit',
  FOR_PROFIT: 'Private for-profit',
});
const CONTROL_FILTER_LABELS: Record<CollegeControlFilter, string> = translatedLabels('controlFilter', {
  PUBLIC: 'Public',
  PRIVATE: 'Private (all)',
  NONPROFIT: 'Private nonprofit',
  FOR_PROFIT: 'Private for-profit',
});
export const CONTROL_FILTERS = labelOptions(Object.keys(CONTROL_FILTER_LABELS) as CollegeControlFilter[], CONTROL_FILTER_LABELS);
const SIZE_LABELS: Record<CollegeSize, string> = translatedLabels('size', {
  SMALL: 'Small (under 5,000)',
  MEDIUM: 'Medium (5,000 to 15,000)',
  LARGE: 'Large (over 15,000)',
});
export const SIZE_FILTERS = labelOptions(Object.keys(SIZE_LABELS) as CollegeSize[], SIZE_LABELS);
export const TEST_POLICY_LABELS: Record<TestPolicy, string> = translatedLabels('testPolicy', {
  REQUIRED: 'Required',
  RECOMMENDED: 'Recommended',
  CONSIDERED: 'Considered',
  NOT_RECOMMENDED: 'Not required',
});

export const FIT_ENGLISH: Record<FitLevel, string> = { REACH: 'Reach', MATCH: 'Match', LIKELY: 'Likely', UNKNOWN: 'Fit unknown' };
export const FIT_LABELS: Record<FitLevel, string> = translatedLabels('fit', FIT_ENGLISH);
// Solid tags with white text: antd's light preset tags (volcano, green) miss WCAG AA contrast.
export const FIT_COLORS: Record<FitLevel, string> = { REACH: '#ad2102', MATCH: '#0958d9', LIKELY: '#237804', UNKNOWN: 'default' };

export const DEADLINE_SOURCE_LABELS: Record<DeadlineSource, string> = translatedLabels('deadlineSource', {
  STUDENT: 'set for this application',
  CURATED: 'district calendar',
  UNKNOWN: 'not entered yet',
});

export const TRANSCRIPT_LABELS: Record<TranscriptState, string> = translatedLabels('transcript', { not_requested: 'Not requested', requested: 'Requested', sent: 'Sent' });
export const TEST_SCORES_LABELS: Record<TestScoresState, string> = translatedLabels('testScores', { not_sent: 'Not sent', sent: 'Sent', not_required: 'Not required' });
export const FEE_LABELS: Record<FeeState, string> = translatedLabels('fee', { unpaid: 'Unpaid', paid: 'Paid', waived: 'Waived' });

/** Whole days to a date as words: "today", "in 5 days", "3 days ago". */
export function daysText(days: number): string {
  if (days === 0) return collegeWord('days.today', 'today');
  if (days > 0) return collegeWord('days.in', `in ${days} day${days === 1 ? '' : 's'}`, { count: days });
  return collegeWord('days.ago', `${-days} day${days === -1 ? '' : 's'} ago`, { count: -days });
}

export const US_STATES = [
  'AK', 'AL', 'AR', 'AZ', 'CA', 'CO', 'CT', 'DC', 'DE', 'FL', 'GA', 'HI', 'IA', 'ID', 'IL', 'IN', 'KS', 'KY', 'LA', 'MA', 'MD',
  'ME', 'MI', 'MN', 'MO', 'MS', 'MT', 'NC', 'ND', 'NE', 'NH', 'NJ', 'NM', 'NV', 'NY', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VA', 'VT', 'WA', 'WI', 'WV', 'WY',
];

/** What a figure the Scorecard does not report reads. */
export const notReported = () => collegeWord('notReported', 'Not reported');

/** A share 0..1 as a percentage in the reader's locale: one decimal below 10% (selective colleges differ there), none above. */
export function formatRate(rate: number | null | undefined, missing = notReported()): string {
  if (rate === null || rate === undefined) return missing;
  const digits = rate * 100 < 10 ? 1 : 0;
  return formatNumber(rate, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** Whole US dollars in the reader's locale ("$58,240"). */
export function formatMoney(amount: number | null | undefined, missing = notReported()): string {
  if (amount === null || amount === undefined) return missing;
  return formatNumber(amount, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 });
}

export function formatRange(low: number | null | undefined, high: number | null | undefined, missing = notReported()): string {
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
