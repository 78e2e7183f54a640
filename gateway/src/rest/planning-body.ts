import { z } from 'zod';
import { courseImportMessages as IMPORT, courseRuleMessages as COURSE, planRuleMessages as PLAN, requirementSetMessages as SET } from '@counsel/planning';
import type {
  AcademicPlanScope, AcademicPlanStatus, AcademicTerm, AcademicTrackStatus, CatalogCourseLevel, CourseImportFormat, PlanEntryState, PlanReviewDecision,
} from '../gql/graphql.js';
import { ID, jsonBody, queryText, wholeNumber } from './body.js';

/**
 * The planning routes' bodies and queries: they settle types and the enums' wire values (lower-case accepted, as
 * docs/planning.md writes them), in the planning rules' words; lengths, areas, marks and who may do what stay with the
 * planning service, so REST and GraphQL callers read one refusal.
 */
const upperEnum = <T extends string>(values: readonly T[], message: string) =>
  z.string(message).transform((v) => v.trim().toUpperCase().replace(/[\s-]/g, '_')).pipe(z.enum(values as [T, ...T[]], message));

const LEVELS = ['STANDARD', 'HONORS', 'AP', 'IB', 'DUAL_ENROLLMENT'] as const satisfies readonly CatalogCourseLevel[];
const FORMATS = { 'catalog-csv': 'CATALOG_CSV', oneroster: 'ONEROSTER_COURSES', CATALOG_CSV: 'CATALOG_CSV', ONEROSTER_COURSES: 'ONEROSTER_COURSES' } as const satisfies Record<string, CourseImportFormat>;
const TERMS = ['FULL_YEAR', 'FALL', 'SPRING', 'SUMMER'] as const satisfies readonly AcademicTerm[];
const ENTRY_STATES = ['COMPLETED', 'PLANNED'] as const satisfies readonly PlanEntryState[];
const DECISIONS = ['APPROVE', 'RETURN'] as const satisfies readonly PlanReviewDecision[];
const STATUSES = ['DRAFT', 'SUBMITTED', 'RETURNED', 'APPROVED'] as const satisfies readonly AcademicPlanStatus[];
const TRACKS = ['ON_TRACK', 'AT_RISK', 'OFF_TRACK'] as const satisfies readonly AcademicTrackStatus[];
const SCOPES = ['MINE', 'SCHOOL'] as const satisfies readonly AcademicPlanScope[];

const stringList = (message: string) => z.array(z.string(message), message);

export const courseInput = jsonBody({
  code: z.string(COURSE.code),
  title: z.string(COURSE.title),
  subjectArea: z.string(COURSE.subjectArea),
  credits: z.number(COURSE.credits),
  gradeLevels: z.array(z.number(COURSE.gradeLevels).int(COURSE.gradeLevels), COURSE.gradeLevels),
  level: upperEnum(LEVELS, COURSE.level),
  prerequisites: stringList(COURSE.prerequisites).nullish(),
  entranceAreas: stringList(COURSE.entranceAreas).nullish(),
});

const FORMAT = 'format must be catalog-csv or oneroster';
export const importInput = jsonBody({
  schoolId: ID,
  format: z.string(FORMAT).refine((f) => f in FORMATS, FORMAT).transform((f) => FORMATS[f as keyof typeof FORMATS]),
  content: z.string(IMPORT.content),
  fileName: z.string(IMPORT.fileName).nullish(),
});
export const applyInput = jsonBody({ acceptRejections: z.boolean('acceptRejections must be true or false').nullish() });

export const setInput = jsonBody({
  schoolId: ID,
  name: z.string(SET.name),
  source: z.string(SET.source).nullish(),
  minimumMark: z.string(SET.minimumMark).nullish(),
  minimumTotalCredits: z.number(SET.minimumTotalCredits).nullish(),
  requirements: z.array(z.object({
    key: z.string('key must be text').nullish(),
    label: z.string(SET.label),
    areas: stringList(SET.areas).nullish(),
    credits: z.number(SET.credits).nullish(),
    courseCodes: stringList(SET.courseCodes).nullish(),
  }, SET.requirements), SET.requirements),
});
export const setsQuery = z.object({ schoolId: ID });

const entries = z.array(z.object({
  courseId: z.string(PLAN.courseId),
  grade: z.number(PLAN.grade).int(PLAN.grade),
  term: upperEnum(TERMS, PLAN.term),
  state: upperEnum(ENTRY_STATES, PLAN.state),
  mark: z.string(PLAN.mark).nullish(),
}, PLAN.entries), PLAN.entries);
export const planInput = jsonBody({ entries });
export const submitInput = jsonBody({ entries: entries.nullish() });
export const reviewInput = jsonBody({ decision: upperEnum(DECISIONS, 'decision must be approve or return'), comment: z.string(PLAN.comment).nullish() });
export const commentInput = jsonBody({ text: z.string(PLAN.text) });

export const coursesQuery = z.object({ q: queryText('q must be text'), first: wholeNumber('first'), offset: wholeNumber('offset') });
export const plansQuery = z.object({
  status: upperEnum(STATUSES, `status must be one of ${STATUSES.join(', ').toLowerCase()}`).optional(),
  track: upperEnum(TRACKS, `track must be one of ${TRACKS.join(', ').toLowerCase()}`).optional(),
  scope: upperEnum(SCOPES, 'scope must be mine or school').optional(),
  schoolId: ID.optional(),
  first: wholeNumber('first'),
  offset: wholeNumber('offset'),
  format: z.enum(['json', 'csv'], 'format must be json or csv').optional(),
  bom: z.enum(['true', 'false'], 'bom must be true or false').optional(),
});
