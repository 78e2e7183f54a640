import { writeReason, type ReasonText, type WrittenReason } from '@counsel/kit';
import type { RosterRole } from '../roster-record.js';

/**
 * Every sentence a roster import rejects a row with, by code: the file readers' (roster-file/), the planner's
 * (import-plan.ts, guardian-plan.ts) and the erasure's. The English `reason` is written from these templates, and the
 * code with its values travels beside it (GraphQL `reasonText`) so the web writes the same sentence in the reader's
 * language (its roster catalog's `rowReason.*`, keyed by these codes).
 */
export const ROW_REASONS = {
  FIELD_COUNT: 'the row has {{fields}} fields but the header has {{header}}',
  TOO_LONG: '{{column}} is longer than {{max}} characters',
  MISSING: 'missing {{column}}',
  INVALID_EMAIL: 'invalid {{column}} "{{value}}"',
  DUPLICATE: 'duplicate {{column}} {{value}} (first on line {{line}})',
  UNKNOWN_ROLE: 'unknown role "{{value}}"',
  UNKNOWN_ROLE_EXPECTED: 'unknown role "{{value}}" (expected student, counselor, admin, teacher or guardian)',
  MISSING_GRADE: 'missing grade (students need 9 to 12)',
  GRADE_OUT_OF_RANGE: 'grade "{{value}}" is out of range (9 to 12)',
  MISSING_GRADES: 'missing grades (students need 09 to 12)',
  GRADES_NOT_HIGH_SCHOOL: 'grades "{{value}}" has no grade from 9 to 12',
  OWN_COUNSELOR: 'a student cannot be their own counselor',
  MISSING_SCHOOL: 'missing school ({{role}} belongs to at least one)',
  ONE_SCHOOL: 'a student belongs to exactly one school',
  MISSING_STUDENTS: 'missing students (a guardian names the local ids of their students)',
  NCES_COUNT: 'school_nces_id lists {{ids}} for {{schools}}',
  NCES_NOT_12_DIGITS: 'school_nces_id {{value}} is not 12 digits',
  NCES_TAKEN: 'school_nces_id {{value}} is already the id of school "{{school}}" (line {{line}})',
  SCHOOL_OTHER_NCES: 'school "{{school}}" has NCES id {{ncesId}} on line {{line}}, not {{value}}',
  IDENTIFIER_TAKEN: 'identifier {{value}} is already the NCES id of {{school}} (line {{line}})',
  ORGS_NOT_SCHOOLS: 'none of orgSourcedIds ({{value}}) is a school in orgs.csv',
  COUNSELOR_ROLE_LINE: 'counselor email {{email}} belongs to {{role}} (line {{line}}), not a counselor',
  COUNSELOR_ROLE: 'counselor email {{email}} belongs to {{role}}, not a counselor',
  COUNSELOR_INACTIVE_IN_FILE: 'counselor {{email}} is inactive in the file',
  COUNSELOR_OTHER_SCHOOL: "counselor {{email}} is not assigned to the student's school",
  COUNSELOR_REJECTED: 'counselor {{email}} was rejected (line {{line}})',
  COUNSELOR_UNKNOWN: 'unknown counselor email {{email}} (not in the file or the district)',
  COUNSELOR_INACTIVE: 'counselor {{email}} is inactive',
  COUNSELOR_LEAVING: 'counselor {{email}} is not in this file and would be deactivated',
  ROLE_CHANGE: '{{email}} is {{role}} in the district, not {{fileRole}}; an import does not change roles',
  EMAIL_TAKEN: 'email {{email}} is already used by another person',
  EMAIL_TAKEN_BY_ID: 'email {{email}} is already used by another person (id {{id}})',
  UNKNOWN_SCHOOL: 'unknown school {{value}}',
  SCHOOL_ARCHIVED: 'school {{school}} is archived',
  GUARDIAN_EMAIL_TAKEN: 'email {{email}} belongs to a student or staff member, not a guardian',
  GUARDIAN_STUDENT_UNKNOWN: 'student {{value}} is not in the file or the district',
  GUARDIAN_NO_STUDENT: 'a guardian names at least one student',
  ERASED: 'row of a deleted student',
} as const;

export type RowReasonCode = keyof typeof ROW_REASONS;
export type RowReasonText = ReasonText<RowReasonCode>;
export type RowReason = WrittenReason<RowReasonCode>;

/** A role as a reason names it. */
const ROLE_NAMES: Record<RosterRole, string> = { student: 'a student', counselor: 'a counselor', admin: 'an admin', teacher: 'a teacher' };

/** Values the sentence writes as words: a role with its article, a count with its noun ("2 ids", "1 school"). */
const ROLE_VALUES = ['role', 'fileRole'] as const;
const COUNTED: Readonly<Record<string, [string, string]>> = { ids: ['id', 'ids'], schools: ['school', 'schools'] };

/**
 * The reason `code` with its values: the English sentence, and the code and values a reader's language writes it
 * from. Roles travel as their code ("student") and counts as numbers; only the English sentence words them.
 */
export function rowReason(code: RowReasonCode, values: Readonly<Record<string, string | number>> = {}): RowReason {
  const english: Record<string, string> = {};
  for (const name of ROLE_VALUES) if (name in values) english[name] = ROLE_NAMES[values[name] as RosterRole];
  for (const [name, [one, other]] of Object.entries(COUNTED)) {
    if (name in values) english[name] = `${values[name]} ${Number(values[name]) > 1 ? other : one}`;
  }
  return writeReason(ROW_REASONS, code, values, english);
}

/** Whether a reader's answer is a rejection reason rather than what it read. */
export const isRowReason = (x: unknown): x is RowReason => typeof x === 'object' && x !== null && 'reasonText' in x;
