import { z } from 'zod';
import { ValidationError } from '@counsel/kit';
import { LETTERS_MESSAGES as M } from './messages.js';
import { REQUEST_ACTIONS, REQUEST_STATES, type RequestAction, type RequestState } from './request.js';

/** Limits: a note is a paragraph or two for the teacher, a letter a couple of pages, a reason a few lines. */
export const MAX_NOTE_LENGTH = 2_000;
export const MAX_LETTER_LENGTH = 20_000;
export const MAX_REASON_LENGTH = 1_000;
/** A student's list is at most a few dozen applications. */
export const MAX_APPLICATIONS = 100;
export const MAX_PAGE_SIZE = 100;

const id = z.string().trim().min(1, 'Ids must not be empty').max(100, 'Ids must be at most 100 characters');

const requestInput = z.object({
  teacherUserId: z.string(M.teacherUserId).trim().min(1, M.teacherUserId).max(100),
  applicationIds: z.array(id, M.applicationIds).max(MAX_APPLICATIONS, `At most ${MAX_APPLICATIONS} applications`).nullish()
    .transform((ids) => [...new Set(ids ?? [])]),
  note: z.string(M.note).trim().max(MAX_NOTE_LENGTH, `Note must be at most ${MAX_NOTE_LENGTH} characters`).nullish().transform((n) => n ?? ''),
  waived: z.boolean(M.waived),
});

const changeInput = z.object({
  action: z.enum(REQUEST_ACTIONS, M.action),
  reason: z.string(M.reason).trim().max(MAX_REASON_LENGTH, `Reason must be at most ${MAX_REASON_LENGTH} characters`).nullish(),
}).superRefine((c, ctx) => {
  if (c.action === 'decline' && !c.reason) ctx.addIssue({ code: 'custom', message: M.reasonRequired, path: ['reason'] });
});

const letterInput = z.object({
  text: z.string(M.text).trim().min(1, 'The letter must not be empty').max(MAX_LETTER_LENGTH, `The letter must be at most ${MAX_LETTER_LENGTH} characters`).nullish(),
  aiDraftUsed: z.boolean(M.aiDraftUsed).nullish(),
}).superRefine((l, ctx) => {
  if (!l.text) ctx.addIssue({ code: 'custom', message: M.letterText, path: ['text'] });
});

const staffFilter = z.object({
  state: z.enum(REQUEST_STATES, M.state).nullish(),
  pendingForMoreThanDays: z.number(M.days).int(M.days).min(0, M.days).max(3650, M.days).nullish(),
  teacherUserId: id.nullish(),
  page: z.number(M.page).int(M.page).min(1, M.page).nullish(),
  pageSize: z.number(M.pageSize).int(M.pageSize).min(1, M.pageSize).max(MAX_PAGE_SIZE, M.pageSize).nullish(),
});

export type RequestInput = z.output<typeof requestInput>;
export type ChangeInput = { action: RequestAction; reason: string | null };
export interface LetterInput { text: string; aiDraftUsed: boolean }
export interface RequestFilter { state: RequestState | null; pendingForMoreThanDays: number | null; teacherUserId: string | null; page: number; pageSize: number }

/** The first issue, as the message every caller reads (REST and GraphQL alike). */
function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid input');
  return r.data;
}

export const parseRequestInput = (v: unknown): RequestInput => parse(requestInput, v);

export function parseChangeInput(v: unknown): ChangeInput {
  const c = parse(changeInput, v);
  return { action: c.action, reason: c.action === 'decline' ? c.reason ?? null : null };
}

export function parseLetterInput(v: unknown): LetterInput {
  const l = parse(letterInput, v);
  return { text: l.text as string, aiDraftUsed: l.aiDraftUsed ?? false };
}

export function parseRequestFilter(v: unknown): RequestFilter {
  const f = parse(staffFilter, v ?? {});
  return {
    state: f.state ?? null, pendingForMoreThanDays: f.pendingForMoreThanDays ?? null, teacherUserId: f.teacherUserId ?? null,
    page: f.page ?? 1, pageSize: f.pageSize ?? 25,
  };
}
