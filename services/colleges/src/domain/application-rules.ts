import { z } from 'zod';
import { ValidationError, isIsoDate, phrase, refusalOf, refuseWith, type Phrase } from '@counsel/kit';
import { PLANS, STATUSES, type ApplicationStatus, type Materials, type Plan, type Recommendation } from './application.js';

/** How many colleges one student's list may hold. */
export const MAX_LIST_LENGTH = 60;
export const MAX_RECOMMENDERS = 10;
/** One college once per student and cycle (the store enforces it too). */
export const ALREADY_ON_LIST = 'This college is already on the list';

/** One of `choices`, refused naming the value given (a phrase, so a reader's language writes the sentence). */
const choice = <const T extends readonly [string, ...string[]]>(choices: T, refusal: (value: string, choices: string) => Phrase) => z.unknown()
  .superRefine((v, ctx) => {
    if (!(choices as readonly unknown[]).includes(v)) refuseWith(ctx, refusal(String(v), choices.join(', ')));
  })
  .transform((v) => v as T[number]);
const plan = choice(PLANS, (value, choices) => phrase('Unknown plan "{{value}}": use one of {{choices}}', { value, choices }));
const status = choice(STATUSES, (value, choices) => phrase('Unknown status "{{value}}": use one of {{choices}}', { value, choices }));
const date = z.string('Deadline must be a date (YYYY-MM-DD)').refine(isIsoDate, 'Deadline must be a date (YYYY-MM-DD)');
const collegeId = z.string('College id is required').trim().regex(/^\d{1,10}$/, 'College id must be the college\'s unit id (digits)');

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) => z.enum(values, `${what} must be one of ${values.join(', ')}`);
const bool = (what: string) => z.boolean(`${what} must be true or false`);
const recommendation = z.object({
  name: z.string('Recommender name is required').trim().min(1, 'Recommender name must be 1 to 100 characters').max(100, 'Recommender name must be 1 to 100 characters')
    // eslint-disable-next-line no-control-regex
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Recommender name must not contain control characters'),
  state: oneOf(['requested', 'submitted'], 'Recommendation state'),
});
const materials = z.object({
  applicationForm: bool('Application form').nullish(),
  essays: bool('Essays').nullish(),
  transcript: oneOf(['not_requested', 'requested', 'sent'], 'Transcript').nullish(),
  testScores: oneOf(['not_sent', 'sent', 'not_required'], 'Test scores').nullish(),
  recommendations: z.array(recommendation, 'Recommendations must be a list').max(MAX_RECOMMENDERS, `At most ${MAX_RECOMMENDERS} recommenders`)
    .refine((rs) => new Set(rs.map((r) => r.name.toLowerCase())).size === rs.length, 'Each recommender may be listed once').nullish(),
  fee: oneOf(['unpaid', 'paid', 'waived'], 'Fee').nullish(),
}, 'Materials must be an object');

const addInput = z.object({ collegeId, plan: plan.nullish(), status: status.nullish() });
const updateInput = z.object({ plan: plan.nullish(), status: status.nullish(), deadline: date.nullish(), materials: materials.nullish() });
const deadlinesInput = z.object({
  cycle: z.number('Cycle must be a year such as 2027').int('Cycle must be a year such as 2027').min(2000, 'Cycle must be a year such as 2027').max(2100, 'Cycle must be a year such as 2027'),
  deadlines: z.array(z.object({ plan, date }), 'Deadlines must be a list').max(PLANS.length, 'One deadline per plan')
    .refine((ds) => new Set(ds.map((d) => d.plan)).size === ds.length, 'One deadline per plan'),
});

function parse<T>(schema: z.ZodType<T>, input: unknown): T {
  const r = schema.safeParse(input ?? {});
  if (!r.success) throw refusalOf(r.error.issues[0]);
  return r.data;
}

export interface AddApplicationFields { collegeId: string; plan: Plan | null; status: ApplicationStatus }
/** What a patch changes: absent fields stay; plan and deadline may be cleared (null); status cannot. */
export interface ApplicationPatch {
  plan?: Plan | null;
  status?: ApplicationStatus;
  deadline?: string | null;
  materials?: Partial<Omit<Materials, 'recommendations'>> & { recommendations?: Recommendation[] };
}

export function parseAddApplication(input: unknown): AddApplicationFields {
  const a = parse(addInput, input);
  return { collegeId: a.collegeId, plan: a.plan ?? null, status: a.status ?? 'researching' };
}

export function parseApplicationPatch(input: unknown): ApplicationPatch {
  const raw = (input ?? {}) as Record<string, unknown>;
  if ('status' in raw && raw.status === null) throw new ValidationError('Status cannot be empty');
  const p = parse(updateInput, input);
  const out: ApplicationPatch = {};
  if ('plan' in raw && raw.plan !== undefined) out.plan = p.plan ?? null;
  if (p.status) out.status = p.status;
  if ('deadline' in raw && raw.deadline !== undefined) out.deadline = p.deadline ?? null;
  if (p.materials) {
    const m: NonNullable<ApplicationPatch['materials']> = {};
    for (const k of ['applicationForm', 'essays', 'transcript', 'testScores', 'fee'] as const) {
      const v = p.materials[k];
      if (v !== null && v !== undefined) (m as Record<string, unknown>)[k] = v;
    }
    if (p.materials.recommendations) m.recommendations = p.materials.recommendations.map((r) => ({ name: r.name, state: r.state }));
    out.materials = m;
  }
  return out;
}

/** The application after a patch (materials merged field by field; recommendations replaced in full). */
export function applyPatch<A extends { plan: Plan | null; status: ApplicationStatus; ownDeadline: string | null; materials: Materials }>(a: A, p: ApplicationPatch): A {
  return {
    ...a,
    plan: p.plan !== undefined ? p.plan : a.plan,
    status: p.status ?? a.status,
    ownDeadline: p.deadline !== undefined ? p.deadline : a.ownDeadline,
    materials: p.materials ? { ...a.materials, ...p.materials } : a.materials,
  };
}

export interface DeadlineSet { cycle: number; deadlines: { plan: Plan; date: string }[] }

export function parseDeadlineSet(input: unknown): DeadlineSet {
  const d = parse(deadlinesInput, input);
  return { cycle: d.cycle, deadlines: d.deadlines.map((x) => ({ plan: x.plan, date: x.date })) };
}
