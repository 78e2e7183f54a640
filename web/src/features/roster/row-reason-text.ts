import i18next from 'i18next';
import type { RosterRowReasonCode } from '../../gql/graphql';
import { reasonText, type ReasonTextFields } from '../../i18n/reason-text';

/** Every code the roster service may send (the compiler asks for a new one here; a test asks the catalogs for its key). */
export const ROW_REASON_CODES: Record<RosterRowReasonCode, true> = {
  FIELD_COUNT: true, TOO_LONG: true, MISSING: true, INVALID_EMAIL: true, DUPLICATE: true, UNKNOWN_ROLE: true, UNKNOWN_ROLE_EXPECTED: true,
  MISSING_GRADE: true, GRADE_OUT_OF_RANGE: true, MISSING_GRADES: true, GRADES_NOT_HIGH_SCHOOL: true, OWN_COUNSELOR: true, MISSING_SCHOOL: true,
  ONE_SCHOOL: true, MISSING_STUDENTS: true, NCES_COUNT: true, NCES_NOT_12_DIGITS: true, NCES_TAKEN: true, SCHOOL_OTHER_NCES: true,
  IDENTIFIER_TAKEN: true, ORGS_NOT_SCHOOLS: true, COUNSELOR_ROLE_LINE: true, COUNSELOR_ROLE: true, COUNSELOR_INACTIVE_IN_FILE: true,
  COUNSELOR_OTHER_SCHOOL: true, COUNSELOR_REJECTED: true, COUNSELOR_UNKNOWN: true, COUNSELOR_INACTIVE: true, COUNSELOR_LEAVING: true,
  ROLE_CHANGE: true, EMAIL_TAKEN: true, EMAIL_TAKEN_BY_ID: true, UNKNOWN_SCHOOL: true, SCHOOL_ARCHIVED: true, GUARDIAN_EMAIL_TAKEN: true,
  GUARDIAN_STUDENT_UNKNOWN: true, GUARDIAN_NO_STUDENT: true, ERASED: true,
};

/** Values the sentence writes as words: a role by its code ("a counselor"), a count with its noun ("2 ids"). */
const ROLE_VALUES = new Set(['role', 'fileRole']);
const COUNTED = new Set(['ids', 'schools']);
const words = (name: string, value: string) => {
  if (ROLE_VALUES.has(name)) return i18next.t(`rowReason.role.${value}`, { ns: 'roster', defaultValue: value });
  if (COUNTED.has(name)) return i18next.t(`rowReason.count.${name}`, { ns: 'roster', count: Number(value) });
  return undefined;
};

/** A rejected roster row's reason in the reader's language (the roster catalog's `rowReason.*`), its file first when named. */
export function rowReasonText(row: { reason: string; reasonText?: (ReasonTextFields & { file?: string | null }) | null }): string {
  const file = row.reasonText?.file;
  // The English reason already names its file ("users.csv: missing email"); the code's sentence does not.
  const english = file && row.reason.startsWith(`${file}: `) ? row.reason.slice(file.length + 2) : row.reason;
  const text = reasonText('roster', 'rowReason', english, row.reasonText, words);
  return file ? `${file}: ${text}` : text;
}
