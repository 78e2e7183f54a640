import { z } from 'zod';
import { ValidationError } from '@counsel/kit';
import { MAX_LETTER_LENGTH } from './rules.js';
import {
  COURSE_RIGOR, CONTENT_OF, RATING_CATEGORIES, RATING_LEVELS, SCHOOL_DOCUMENT_KINDS, SCHOOL_DOCUMENT_STATES, type SchoolDocumentKind,
  type SchoolDocumentState, type SchoolReportForm,
} from './school-document.js';

const oneOf = (what: string, values: readonly string[]) => `${what} must be one of ${values.join(', ')}`;

/** What a kind holds (CONTENT_OF), as the refusal of any other content says it: one fixed sentence per kind. */
const HOLDS = {
  counselor_letter: 'A counselor_letter holds text or a PDF (uploadId)',
  school_report: 'A school_report holds form',
  transcript: 'A transcript holds a PDF (uploadId)',
  mid_year_report: 'A mid_year_report holds a PDF (uploadId)',
  final_report: 'A final_report holds a PDF (uploadId)',
} as const satisfies Record<SchoolDocumentKind, string>;

export const SCHOOL_DOCUMENT_MESSAGES = {
  kind: oneOf('Kind', SCHOOL_DOCUMENT_KINDS),
  state: oneOf('State', SCHOOL_DOCUMENT_STATES),
  text: 'Text must be text',
  uploadId: 'uploadId must be the id of a signed upload (createSchoolDocumentUploadUrl)',
  fileName: 'fileName must be text',
  form: 'form must be the school report form',
  gpa: 'GPA must be a number from 0 to 20',
  gpaScale: 'The GPA scale must be a number from 1 to 20',
  courseRigor: oneOf('Course rigor', COURSE_RIGOR),
  ratingCategory: oneOf('Rating category', RATING_CATEGORIES),
  ratingLevel: oneOf('Rating level', RATING_LEVELS),
  schoolYear: 'schoolYear must be a school year such as 2026-2027',
  prompts: 'prompts must be a list of 1 to 20 questions',
  answers: 'answers must be a list of { questionId, answer }',
  shared: 'shared must be true or false',
  aiDraftUsed: 'aiDraftUsed must be true or false',
  aiDraftKind: 'aiDraftUsed is recorded for the counselor letter only',
  aiDraftContent: 'aiDraftUsed goes with the letter\'s new text or PDF',
} as const;
const M = SCHOOL_DOCUMENT_MESSAGES;

/** A brag sheet answer is a few paragraphs; a school asks at most 20 questions. */
export const MAX_ANSWER_LENGTH = 5_000;
export const MAX_PROMPT_LENGTH = 500;
export const MAX_PROMPTS = 20;

const form = z.object({
  gpa: z.number(M.gpa).min(0, M.gpa).max(20, M.gpa).nullish(),
  gpaScale: z.number(M.gpaScale).min(1, M.gpaScale).max(20, M.gpaScale).nullish(),
  rank: z.string().trim().max(100, 'Rank must be at most 100 characters').nullish(),
  courseRigor: z.enum(COURSE_RIGOR, M.courseRigor).nullish(),
  ratings: z.array(z.object({ category: z.enum(RATING_CATEGORIES, M.ratingCategory), level: z.enum(RATING_LEVELS, M.ratingLevel) }), M.form)
    .max(RATING_CATEGORIES.length).nullish(),
}, M.form).superRefine((f, ctx) => {
  if (f.gpa != null && f.gpaScale != null && f.gpa > f.gpaScale) ctx.addIssue({ code: 'custom', message: 'GPA must not exceed its scale' });
  const cats = (f.ratings ?? []).map((r) => r.category);
  if (new Set(cats).size !== cats.length) ctx.addIssue({ code: 'custom', message: 'Each rating category at most once' });
});

const documentInput = z.object({
  state: z.enum(SCHOOL_DOCUMENT_STATES, M.state),
  text: z.string(M.text).trim().min(1, 'The letter must not be empty').max(MAX_LETTER_LENGTH, `The letter must be at most ${MAX_LETTER_LENGTH} characters`).nullish(),
  uploadId: z.string(M.uploadId).trim().min(1, M.uploadId).max(100, M.uploadId).nullish(),
  fileName: z.string(M.fileName).max(255, 'fileName must be at most 255 characters').nullish(),
  form: form.nullish(),
  aiDraftUsed: z.boolean(M.aiDraftUsed).nullish(),
});

export interface SchoolDocumentInput {
  state: SchoolDocumentState;
  text: string | null;
  /** A PDF sent through a signed upload: its id, and the name on the sender's computer (cleaned when stored). */
  upload: { uploadId: string; fileName: string | null } | null;
  form: SchoolReportForm | null;
  /** The counselor letter's new content was started from the assistant's draft (false when not said). */
  aiDraftUsed: boolean;
}

function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const r = schema.safeParse(value);
  if (!r.success) throw new ValidationError(r.error.issues[0]?.message ?? 'Invalid input');
  return r.data;
}

export function parseKind(v: unknown): SchoolDocumentKind {
  return parse(z.enum(SCHOOL_DOCUMENT_KINDS, M.kind), v);
}

/**
 * The state and at most one content, of a content the kind holds (a PDF by its signed upload's id). aiDraftUsed
 * describes a counselor letter's new content, so it is refused for other kinds and on a save without one.
 */
export function parseSchoolDocumentInput(kind: SchoolDocumentKind, v: unknown): SchoolDocumentInput {
  const d = parse(documentInput, v);
  const given = (['text', 'pdf', 'form'] as const).filter((c) => (c === 'pdf' ? d.uploadId : d[c]) != null);
  if (given.length > 1) throw new ValidationError('Give one content: text, uploadId or form');
  const allowed = CONTENT_OF[kind];
  if (given[0] && !allowed.includes(given[0])) throw new ValidationError(HOLDS[kind]);
  if (d.aiDraftUsed != null && kind !== 'counselor_letter') throw new ValidationError(M.aiDraftKind);
  if (d.aiDraftUsed != null && !given[0]) throw new ValidationError(M.aiDraftContent);
  const f = d.form;
  return {
    state: d.state, text: d.text ?? null,
    upload: d.uploadId ? { uploadId: d.uploadId, fileName: d.fileName ?? null } : null,
    form: f ? { gpa: f.gpa ?? null, gpaScale: f.gpaScale ?? null, rank: f.rank || null, courseRigor: f.courseRigor ?? null, ratings: f.ratings ?? [] } : null,
    aiDraftUsed: d.aiDraftUsed ?? false,
  };
}

const profileInput = z.object({
  schoolYear: z.string(M.schoolYear).regex(/^\d{4}-\d{4}$/, M.schoolYear).refine((y) => Number(y.slice(5)) === Number(y.slice(0, 4)) + 1, M.schoolYear),
  uploadId: z.string(M.uploadId).trim().min(1, M.uploadId).max(100, M.uploadId),
  fileName: z.string(M.fileName).max(255, 'fileName must be at most 255 characters').nullish(),
});

export function parseProfileInput(v: unknown): { schoolYear: string; uploadId: string; fileName: string | null } {
  const p = parse(profileInput, v);
  return { schoolYear: p.schoolYear, uploadId: p.uploadId, fileName: p.fileName ?? null };
}

export const parsePrompts = (v: unknown): string[] => parse(z.array(
  z.string(M.prompts).trim().min(1, 'A question must not be empty').max(MAX_PROMPT_LENGTH, `A question must be at most ${MAX_PROMPT_LENGTH} characters`), M.prompts,
).min(1, M.prompts).max(MAX_PROMPTS, M.prompts).refine((ps) => new Set(ps).size === ps.length, 'Each question at most once'), v);

export const parseAnswers = (v: unknown): { questionId: string; answer: string }[] => parse(z.array(z.object({
  questionId: z.string(M.answers).trim().min(1, M.answers).max(100),
  answer: z.string(M.answers).trim().max(MAX_ANSWER_LENGTH, `An answer must be at most ${MAX_ANSWER_LENGTH} characters`),
}, M.answers), M.answers).max(MAX_PROMPTS, M.answers), v);

export const parseShared = (v: unknown): boolean => parse(z.boolean(M.shared), v);
