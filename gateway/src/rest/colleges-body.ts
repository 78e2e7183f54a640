import { z } from 'zod';
import { ID, jsonBody, queryText, wholeNumber } from './body.js';
import type {
  ApplicationPlan, ApplicationScope, ApplicationStatus, CollegeControlFilter, CollegeSize, TestPolicy,
} from '../gql/graphql.js';

/**
 * The zod schemas of the colleges routes (colleges-routes.ts): REST's wire values mapped to the GraphQL
 * enums, with the spec's error form. Types are settled here; lengths, counts, dates, ranges and the rules stay
 * with the colleges service (domain/catalog-query.ts, domain/application-rules.ts), so REST and GraphQL callers
 * read one refusal.
 */

const PLANS = ['ED', 'ED2', 'EA', 'REA', 'RD', 'ROLLING', 'PRIORITY'] as const satisfies readonly ApplicationPlan[];
const STATUSES = [
  'researching', 'planning', 'in_progress', 'submitted', 'admitted', 'waitlisted', 'deferred', 'denied', 'enrolled', 'declined',
] as const satisfies readonly ApplicationStatus[];

/** An optional query value read through a table of REST names (the GraphQL enum names work too). */
function queryEnum<T extends string>(name: string, table: Record<string, T>) {
  const message = `${name} must be one of ${Object.keys(table).join(', ')}`;
  return z.string(message).optional().transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const value = table[v] ?? Object.values(table).find((t) => t === v);
    if (!value) ctx.addIssue({ code: 'custom', message });
    return value ?? z.NEVER;
  });
}
const identity = <T extends string>(values: readonly T[]) => Object.fromEntries(values.map((v) => [v, v])) as Record<string, T>;

const CONTROLS: Record<string, CollegeControlFilter> = { public: 'PUBLIC', private: 'PRIVATE', nonprofit: 'NONPROFIT', for_profit: 'FOR_PROFIT' };
const TEST_POLICIES: Record<string, TestPolicy> = {
  required: 'REQUIRED', recommended: 'RECOMMENDED', considered: 'CONSIDERED', not_recommended: 'NOT_RECOMMENDED',
};
const SIZES: Record<string, CollegeSize> = { small: 'SMALL', medium: 'MEDIUM', large: 'LARGE' };
const SCOPES: Record<string, ApplicationScope> = { caseload: 'CASELOAD', school: 'SCHOOL', all: 'ALL' };

const PLAN_MESSAGE = `plan must be one of ${PLANS.join(', ')}`;
const STATUS_MESSAGE = `status must be one of ${STATUSES.join(', ')}`;
const plan = z.enum(PLANS, PLAN_MESSAGE);
const status = z.enum(STATUSES, STATUS_MESSAGE);
/** The college's IPEDS unit id, as a path parameter. */
export const unitidParams = z.object({ unitid: ID });

/** An optional decimal query parameter (`maxAdmissionRate=0.25`). */
const decimal = (name: string) => z.preprocess((v) => (v === '' ? undefined : v),
  z.string(`${name} must be a number`).regex(/^\d{1,9}(\.\d{1,6})?$/, `${name} must be a number`).transform(Number).optional());

export const searchQuery = z.object({
  q: queryText('q must be text'),
  state: queryText('state must be text'),
  control: queryEnum('control', CONTROLS),
  testPolicy: queryEnum('testPolicy', TEST_POLICIES),
  size: queryEnum('size', SIZES),
  maxAdmissionRate: decimal('maxAdmissionRate'),
  maxNetPrice: wholeNumber('maxNetPrice'),
  page: wholeNumber('page'),
  pageSize: wholeNumber('pageSize'),
});

export const cycleQuery = z.object({ cycle: wholeNumber('cycle') });

const CYCLE_MESSAGE = 'cycle must be a year such as 2027';
const DATE_MESSAGE = 'date must be a date (YYYY-MM-DD)';
export const deadlinesBody = jsonBody({
  cycle: z.number(CYCLE_MESSAGE).int(CYCLE_MESSAGE),
  deadlines: z.array(z.object({ plan, date: z.string(DATE_MESSAGE) }, 'Each deadline must be { plan, date }'), 'deadlines must be a list of { plan, date }'),
});

const COLLEGE_ID_MESSAGE = 'collegeId is required (the college\'s unitid)';
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const addApplicationBody = jsonBody({
  // A unitid as text or, as JSON clients often send it, a number.
  collegeId: z.union([ID, z.number().int().nonnegative().transform(String)], COLLEGE_ID_MESSAGE),
  plan: plan.optional(),
  status: status.optional(),
});

const RECOMMENDATION_MESSAGE = 'Each recommendation must be { name, state } with state requested or submitted';
const materials = z.object({
  applicationForm: z.boolean('applicationForm must be true or false').optional(),
  essays: z.boolean('essays must be true or false').optional(),
  transcript: z.enum(['not_requested', 'requested', 'sent'], 'transcript must be one of not_requested, requested, sent').optional(),
  testScores: z.enum(['not_sent', 'sent', 'not_required'], 'testScores must be one of not_sent, sent, not_required').optional(),
  recommendations: z.array(z.object({
    name: z.string(RECOMMENDATION_MESSAGE),
    state: z.enum(['requested', 'submitted'], RECOMMENDATION_MESSAGE),
  }, RECOMMENDATION_MESSAGE), 'recommendations must be a list of { name, state }').optional(),
  fee: z.enum(['unpaid', 'paid', 'waived'], 'fee must be one of unpaid, paid, waived').optional(),
}, 'materials must be an object');

/** A field left out is unchanged; `plan` or `deadline` null clears it (the deadline falls back to the curated one). */
export const patchApplicationBody = jsonBody({
  plan: plan.nullable().optional(),
  status: status.optional(),
  deadline: z.string(DATE_MESSAGE).nullable().optional(),
  materials: materials.optional(),
});

export const boardQuery = z.object({
  dueWithinDays: wholeNumber('dueWithinDays'),
  scope: queryEnum('scope', SCOPES),
  schoolId: z.preprocess((v) => (v === '' ? undefined : v), z.string('schoolId must be an id').regex(ID_PATTERN, 'schoolId must be an id').optional()),
  status: queryEnum('status', identity(STATUSES)),
  plan: queryEnum('plan', identity(PLANS)),
});
