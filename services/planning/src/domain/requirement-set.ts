import { z } from 'zod';
import { isRequirementArea } from './sced.js';
import { isMark } from './marks.js';

export const SET_KINDS = ['GRADUATION', 'COLLEGE_ENTRANCE'] as const;
export type SetKind = (typeof SET_KINDS)[number];

export interface Requirement {
  key: string;
  label: string;
  /** Areas whose courses count ("sced:01", "ag:b", "ncaa:english"); empty for a named-courses requirement. */
  areas: string[];
  /** Credits (Carnegie units) needed from those areas. */
  credits: number;
  /** Named required courses (codes), each needed. */
  courseCodes: string[];
}

/** NCAA's "10 of the 16 core courses before the seventh semester, 7 of them in English, math or science". */
export interface EarlyCoreRule {
  count: number;
  /** Courses of a grade below this one come before the seventh semester. */
  beforeGrade: number;
  inAreas: string[];
  inAreasCount: number;
}

export interface RequirementSet {
  id: string;
  schoolId: string | null;
  name: string;
  kind: SetKind;
  source: string | null;
  builtIn: boolean;
  /** What one credit is called in words: "credit", "year" (a-g), "core course" (NCAA). */
  unit: string;
  minimumMark: string | null;
  minimumTotalCredits: number | null;
  minimumGpa: number | null;
  earlyCore: EarlyCoreRule | null;
  requirements: Requirement[];
  updatedAt: string;
}

export const SET_MESSAGES = {
  name: 'Name is required (up to 120 characters)',
  source: 'Source must be text (up to 500 characters)',
  minimumMark: 'Minimum mark must be a letter mark (A, B+, C, D-…)',
  minimumTotalCredits: 'Minimum total credits must be a number from 0 to 100',
  requirements: 'Requirements must be a list of 1 to 40 requirements',
  label: 'Each requirement needs a label (up to 120 characters)',
  areas: 'Areas must be SCED subject areas ("sced:01") or college-entrance areas ("ag:b", "ncaa:english")',
  credits: 'Credits must be a number from 0 to 40',
  courseCodes: 'Course codes must be a list of course codes',
  key: 'A requirement\'s key must be text of up to 40 characters',
  empty: 'Each requirement needs areas with credits, or named courses',
  builtIn: 'The built-in requirement sets are not editable; add a set of the school',
  notFound: 'Requirement set not found',
} as const;

const requirementSchema = z.object({
  key: z.string(SET_MESSAGES.key).trim().max(40, SET_MESSAGES.key).nullish(),
  label: z.string().trim().min(1, SET_MESSAGES.label).max(120, SET_MESSAGES.label),
  areas: z.array(z.string().refine(isRequirementArea, SET_MESSAGES.areas)).max(20, SET_MESSAGES.areas).nullish(),
  credits: z.number(SET_MESSAGES.credits).min(0, SET_MESSAGES.credits).max(40, SET_MESSAGES.credits).nullish(),
  courseCodes: z.array(z.string(SET_MESSAGES.courseCodes).trim().min(1, SET_MESSAGES.courseCodes).max(40, SET_MESSAGES.courseCodes), SET_MESSAGES.courseCodes).max(20, SET_MESSAGES.courseCodes).nullish(),
}).refine((r) => ((r.areas?.length ?? 0) > 0 && (r.credits ?? 0) > 0) || (r.courseCodes?.length ?? 0) > 0, SET_MESSAGES.empty)
  .transform((r) => ({ label: r.label, key: r.key ?? null, areas: r.areas ?? [], credits: r.credits ?? 0, courseCodes: r.courseCodes ?? [] }));

/** What an admin gives for a school's own set. */
export const setFieldsSchema = z.object({
  name: z.string().trim().min(1, SET_MESSAGES.name).max(120, SET_MESSAGES.name),
  source: z.string().trim().max(500, SET_MESSAGES.source).nullish(),
  minimumMark: z.string().trim().refine(isMark, SET_MESSAGES.minimumMark).nullish(),
  minimumTotalCredits: z.number(SET_MESSAGES.minimumTotalCredits).min(0, SET_MESSAGES.minimumTotalCredits).max(100, SET_MESSAGES.minimumTotalCredits).nullish(),
  requirements: z.array(requirementSchema, SET_MESSAGES.requirements).min(1, SET_MESSAGES.requirements).max(40, SET_MESSAGES.requirements),
}).transform((s) => ({
  name: s.name,
  source: s.source || null,
  minimumMark: s.minimumMark || null,
  minimumTotalCredits: s.minimumTotalCredits ?? null,
  requirements: s.requirements.map((r, i): Requirement => ({ ...r, key: r.key || `r${i + 1}` })),
}));
