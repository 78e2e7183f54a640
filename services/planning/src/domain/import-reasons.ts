import { CSV_ROW_REASONS, writeReason, type ReasonText, type WrittenReason } from '@counsel/kit';
import { COURSE_MESSAGES } from './course.js';

/**
 * Every sentence a catalog import rejects a row with, by code: the file's shape (kit readCsv), the OneRoster rows
 * planning skips, a code seen twice, and the course rules (course.ts, the same words as the admin's course form).
 * The English `reason` is written from these templates; the code and values travel beside it (GraphQL
 * `reasonTexts`) for the web's planning catalog (`importReason.*`, keyed by these codes).
 */
export const COURSE_IMPORT_REASONS = {
  ...CSV_ROW_REASONS,
  MARKED_DELETED: 'The course is marked tobedeleted',
  NO_SCED_CODE: 'subjectCodes has no SCED code (five digits, the first two the subject area)',
  NO_HIGH_SCHOOL_GRADE: 'grades has no high-school grade (09 to 12)',
  DUPLICATE_CODE: 'The same course code is on line {{line}} already',
  CODE: COURSE_MESSAGES.code,
  TITLE: COURSE_MESSAGES.title,
  SUBJECT_AREA: COURSE_MESSAGES.subjectArea,
  CREDITS: COURSE_MESSAGES.credits,
  GRADE_LEVELS: COURSE_MESSAGES.gradeLevels,
  LEVEL: COURSE_MESSAGES.level,
  PREREQUISITES: COURSE_MESSAGES.prerequisites,
  ENTRANCE_AREAS: COURSE_MESSAGES.entranceAreas,
  SELF_PREREQUISITE: COURSE_MESSAGES.selfPrerequisite,
} as const;

export type CourseImportReasonCode = keyof typeof COURSE_IMPORT_REASONS;
export type CourseImportReasonText = ReasonText<CourseImportReasonCode>;

/** The reason `code` with its values, in English and as the code and values. */
export const courseImportReason = (code: CourseImportReasonCode, values: Record<string, string | number> = {}): WrittenReason<CourseImportReasonCode> =>
  writeReason(COURSE_IMPORT_REASONS, code, values);

/** The course rules' sentences (fixed, no values) back to their codes: a row's rule failures arrive as zod messages. */
const RULE_CODES = new Map<string, CourseImportReasonCode>(
  (['CODE', 'TITLE', 'SUBJECT_AREA', 'CREDITS', 'GRADE_LEVELS', 'LEVEL', 'PREREQUISITES', 'ENTRANCE_AREAS', 'SELF_PREREQUISITE'] as const)
    .map((code) => [COURSE_IMPORT_REASONS[code], code]),
);

/**
 * A row the course rules refuse: its sentences joined by "; " (as always), and each as a code. A sentence the table
 * lacks (a rule added without a code) leaves the codes out, so the reader gets the English rather than part of it.
 */
export function courseRulesReason(messages: readonly string[]): { reason: string; reasonTexts?: CourseImportReasonText[] } {
  const reason = messages.join('; ');
  const codes = messages.map((m) => RULE_CODES.get(m));
  if (codes.some((c) => c === undefined)) return { reason };
  return { reason, reasonTexts: codes.map((code) => ({ code: code!, values: [] })) };
}
