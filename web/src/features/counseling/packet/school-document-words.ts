import i18next from 'i18next';
import type { SchoolDocumentKind, SchoolDocumentState } from '../../../gql/graphql';
import { REPORT_MESSAGES } from './school-report-rules';

/** The staff's words for the school documents, their states and the report's choices, in the reader's language. */
const t = (key: string, options?: Record<string, unknown>) => i18next.t(key, { ns: 'counselor', ...options });

export const documentTitle = (kind: SchoolDocumentKind) => t(`documents.kinds.${kind}`);
export const documentState = (state: SchoolDocumentState) => t(`documents.states.${state}`);
export const rigorLabel = (value: string) => t(`report.rigor.${value}`);
export const ratingCategory = (value: string) => t(`report.categories.${value}`);
export const ratingLevel = (value: string) => t(`report.levels.${value}`);

/** A check of the report's form (written in the letters service's English), in the reader's language. */
export function reportMessage(message: string): string {
  const key = (Object.keys(REPORT_MESSAGES) as (keyof typeof REPORT_MESSAGES)[]).find((k) => REPORT_MESSAGES[k] === message);
  return key ? t(`report.messages.${key}`) : message;
}
