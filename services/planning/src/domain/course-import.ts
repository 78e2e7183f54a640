import { CSV_MESSAGES } from '@counsel/kit';
import type { CourseFields } from './course.js';
import type { CourseImportReasonText } from './import-reasons.js';

export const IMPORT_FORMATS = ['CATALOG_CSV', 'ONEROSTER_COURSES'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * A row the import leaves out: its line, why in English, and the same reason as codes with their values (one per
 * sentence of `reason`; absent from imports checked before reasons had codes, or for a sentence without one).
 */
export interface RejectedRow { line: number; reason: string; reasonTexts?: CourseImportReasonText[] }

/** A checked catalog file: its valid rows (kept until applied) and its rejected rows with line and reason. */
export interface CourseImport {
  id: string;
  schoolId: string;
  format: ImportFormat;
  status: 'PREVIEWED' | 'APPLIED';
  fileName: string | null;
  created: number;
  updated: number;
  unchanged: number;
  rejected: RejectedRow[];
  rows: CourseFields[];
  createdBy: string;
  createdAt: string;
  appliedAt: string | null;
}

export const IMPORT_MESSAGES = {
  content: 'content is required: the CSV file\'s text (UTF-8, up to 1 MB)',
  tooLarge: 'The file is larger than 1 MB',
  format: `format must be one of ${IMPORT_FORMATS.join(', ')}`,
  fileName: 'fileName must be text (up to 200 characters)',
  ...CSV_MESSAGES,
  notFound: 'Course import not found',
  applied: 'This import is already applied',
  rejections: 'This import has rejected rows: apply with acceptRejections to apply the valid rows only',
  notUtf8: 'The file is not UTF-8 text: save it as CSV UTF-8 and upload it again',
} as const;
