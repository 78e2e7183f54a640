import { stringify } from 'csv-stringify/sync';
import type { ApplicationStatus, Plan } from './application.js';

/** One line of the export: an application with its student (the deadline board, or one student's list). */
export interface ApplicationCsvRow {
  studentName: string;
  /** '9'..'12', or null when the profile has none. */
  grade: string | number | null;
  /** null: the district's default school. */
  schoolId: string | null;
  collegeName: string;
  /** The college's IPEDS unit id (Application.collegeId). */
  unitid: string;
  plan: Plan | null;
  status: ApplicationStatus;
  /** The deadline in force (YYYY-MM-DD), or null: written "Unknown" (never guessed). */
  deadline: string | null;
  /** Short names of what is still missing; joined with "; ". */
  missing: string[];
  /** REACH, MATCH, LIKELY or UNKNOWN (null is written as UNKNOWN). */
  fit: string | null;
}

export const APPLICATIONS_CSV_HEADER = [
  'Student', 'Grade', 'School ID', 'College', 'UNITID', 'Plan', 'Status', 'Deadline', 'Missing materials', 'Fit',
] as const;

// A spreadsheet runs a cell beginning with one of these as a formula (=HYPERLINK(...), +cmd|...); tab and carriage
// return are on OWASP's list too because some programs strip them before looking.
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet shows as text: prefixed with a single quote when it would start a formula. */
export function neutralizeCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * renderApplicationsCsv(rows) → CSV text (RFC 4180: a header line, then one line per row, CRLF line ends, fields
 * quoted when they hold a comma, quote or line break). Values are the API's: plan ED|ED2|EA|REA|RD|ROLLING|PRIORITY
 * (empty when none), status lowercase, dates YYYY-MM-DD, so the file joins with what the REST calls return.
 * Every cell is guarded against formula injection (names and recommender names are typed by users).
 */
export function renderApplicationsCsv(rows: readonly ApplicationCsvRow[]): string {
  const records = rows.map((r) => [
    r.studentName,
    r.grade === null ? '' : String(r.grade),
    r.schoolId ?? '',
    r.collegeName,
    r.unitid,
    r.plan ?? '',
    r.status,
    r.deadline ?? 'Unknown',
    r.missing.join('; '),
    r.fit ?? 'UNKNOWN',
  ].map(neutralizeCell));
  return stringify([[...APPLICATIONS_CSV_HEADER], ...records], { record_delimiter: 'windows' });
}
