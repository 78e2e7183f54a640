import type { CourseImportReasonCode } from '../../gql/graphql';
import { reasonsText, type ReasonTextFields } from '../../i18n/reason-text';

/** Every code the planning service may send for a catalog row (the compiler asks for a new one here). */
export const IMPORT_REASON_CODES: Record<CourseImportReasonCode, true> = {
  FIELD_COUNT: true, MARKED_DELETED: true, NO_SCED_CODE: true, NO_HIGH_SCHOOL_GRADE: true, DUPLICATE_CODE: true, CODE: true, TITLE: true,
  SUBJECT_AREA: true, CREDITS: true, GRADE_LEVELS: true, LEVEL: true, PREREQUISITES: true, ENTRANCE_AREAS: true, SELF_PREREQUISITE: true,
};

/** A rejected catalog row's reason in the reader's language (the planning catalog's `importReason.*`). */
export function courseImportReasonText(row: { reason: string; reasonTexts?: readonly ReasonTextFields[] | null }): string {
  return reasonsText('planning', 'importReason', row.reason, row.reasonTexts);
}
