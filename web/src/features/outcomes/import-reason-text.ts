import type { OutcomeImportReasonCode } from '../../gql/graphql';
import { reasonText, type ReasonTextFields } from '../../i18n/reason-text';

/** Every code the outcomes service may send for a row (the compiler asks for a new one here). */
export const IMPORT_REASON_CODES: Record<OutcomeImportReasonCode, true> = {
  FIELD_COUNT: true, CLASS_YEAR: true, UNITID: true, PLAN: true, RESULT: true, GPA: true, SAT: true, ACT: true,
};

/** A rejected outcomes row's reason in the reader's language (the outcomes catalog's `importReason.*`). */
export function outcomeImportReasonText(row: { reason: string; reasonText?: ReasonTextFields | null }): string {
  return reasonText('outcomes', 'importReason', row.reason, row.reasonText);
}
