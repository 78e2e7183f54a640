import { PLANS, RESULTS, type ApplicationPlan, type OutcomeResult } from './outcome.js';
import { CSV_MESSAGES, CSV_ROW_REASONS, readCsv, ValidationError, writeReason, type ReasonText, type WrittenReason } from '@counsel/kit';

/**
 * Every sentence the outcomes import rejects a row with, by code: the file's shape (kit readCsv) and each column's
 * rule. The English `reason` is written from these templates; the code and values travel beside it (GraphQL
 * `reasonText`) for the web's outcomes catalog (`importReason.*`, keyed by these codes).
 */
export const OUTCOME_IMPORT_REASONS = {
  ...CSV_ROW_REASONS,
  CLASS_YEAR: 'class_year must be a year from 1990 to {{max}}',
  UNITID: 'college_unitid must be the college\'s IPEDS unit id (6 digits)',
  PLAN: `plan must be one of ${PLANS.join(', ')} or empty`,
  RESULT: `result must be one of ${RESULTS.filter((r) => r !== 'PENDING').map((r) => r.toLowerCase()).join(', ')}`,
  GPA: 'gpa must be a number from 0 to 4, or empty',
  SAT: 'sat must be a whole number from 400 to 1600, or empty',
  ACT: 'act must be a whole number from 1 to 36, or empty',
} as const;

export type OutcomeImportReasonCode = keyof typeof OUTCOME_IMPORT_REASONS;

/** The reason `code` with its values, in English and as the code and values. */
export const outcomeImportReason = (code: OutcomeImportReasonCode, values: Record<string, number> = {}): WrittenReason<OutcomeImportReasonCode> =>
  writeReason(OUTCOME_IMPORT_REASONS, code, values);

/** A row the import leaves out: its line, why in English, and the same reason as a code (absent on older imports). */
export interface RejectedRow { line: number; reason: string; reasonText?: ReasonText<OutcomeImportReasonCode> }

/** One valid row of an outcomes file: an anonymous past application. */
export interface OutcomeRow {
  classYear: number;
  collegeId: string;
  plan: ApplicationPlan | null;
  result: OutcomeResult;
  gpa: number | null;
  sat: number | null;
  act: number | null;
}

/** A checked outcomes file (the dry run) and, once applied, when. Its valid rows wait here until then. */
export interface OutcomeImport {
  id: string;
  schoolId: string;
  status: 'PREVIEWED' | 'APPLIED';
  fileName: string | null;
  fileHash: string;
  /** Valid rows, by class year (what the apply adds). */
  accepted: number;
  classYears: number[];
  rejected: RejectedRow[];
  rows: OutcomeRow[];
  createdBy: string;
  createdAt: string;
  appliedAt: string | null;
}

const REQUIRED = ['class_year', 'college_unitid', 'result'] as const;

export const IMPORT_MESSAGES = {
  content: 'content is required: the CSV file\'s text (UTF-8, up to 1 MB)',
  tooLarge: 'The file is larger than 1 MB',
  fileName: 'fileName must be text (up to 200 characters)',
  ...CSV_MESSAGES,
  notFound: 'Outcome import not found',
  applied: 'This import is already applied',
  sameFile: 'The same file was applied to this school already',
  rejections: 'This import has rejected rows: apply with acceptRejections to apply the valid rows only',
  notUtf8: 'The file is not UTF-8 text: save it as CSV UTF-8 and upload it again',
} as const;

function optionalNumber(raw: string, ok: (n: number) => boolean, code: OutcomeImportReasonCode): number | null {
  if (!raw) return null;
  const n = Number(raw);
  if (!Number.isFinite(n) || !ok(n)) throw new RowError(code);
  return n;
}

/** Why a row is rejected: its reason's code and values. */
class RowError extends Error {
  constructor(readonly code: OutcomeImportReasonCode, readonly values: Record<string, number> = {}) { super(code); }
}

/** One row read against the rules; a RowError names the reason it is rejected. */
function parseRow(get: (c: string) => string, maxYear: number): OutcomeRow {
  const year = Number(get('class_year'));
  if (!/^\d{4}$/.test(get('class_year')) || year < 1990 || year > maxYear) throw new RowError('CLASS_YEAR', { max: maxYear });
  const unitid = get('college_unitid');
  if (!/^\d{6}$/.test(unitid)) throw new RowError('UNITID');
  const planText = get('plan').toUpperCase();
  if (planText && !(PLANS as readonly string[]).includes(planText)) throw new RowError('PLAN');
  const resultText = get('result').toUpperCase();
  if (resultText === 'PENDING' || !(RESULTS as readonly string[]).includes(resultText)) throw new RowError('RESULT');
  return {
    classYear: year, collegeId: unitid, plan: (planText || null) as ApplicationPlan | null, result: resultText as OutcomeResult,
    gpa: optionalNumber(get('gpa'), (n) => n >= 0 && n <= 4, 'GPA'),
    sat: optionalNumber(get('sat'), (n) => Number.isInteger(n) && n >= 400 && n <= 1600, 'SAT'),
    act: optionalNumber(get('act'), (n) => Number.isInteger(n) && n >= 1 && n <= 36, 'ACT'),
  };
}

/**
 * Reads an outcomes file (docs/outcomes.md): valid rows, and rejected ones with their line and reason. A class must
 * have graduated: its year is at most the current one. Unknown columns are ignored (a student's name column, say,
 * is never read, so it is never stored).
 */
export function parseOutcomesFile(content: string, currentYear: number): { rows: OutcomeRow[]; rejected: RejectedRow[] } {
  const read = readCsv(content, REQUIRED);
  const records = read.rows;
  const rejected: RejectedRow[] = read.rejected;
  if (records.length + rejected.length === 0) throw new ValidationError(IMPORT_MESSAGES.empty);
  const rows: OutcomeRow[] = [];
  for (const r of records) {
    try {
      rows.push(parseRow(r.get, currentYear));
    } catch (e) {
      if (!(e instanceof RowError)) throw e;
      rejected.push({ line: r.line, ...outcomeImportReason(e.code, e.values) });
    }
  }
  rejected.sort((a, b) => a.line - b.line);
  return { rows, rejected };
}
