import type { ReasonText } from '@counsel/kit';
import type { RowReasonText } from './roster-file/row-reasons.js';

export type RosterFormat = 'COUNSEL_CSV' | 'ONEROSTER_ZIP';
export type ImportStatus = 'PREVIEWED' | 'APPLYING' | 'APPLIED' | 'FAILED';

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  deactivate: number;
  rejected: number;
  /** Guardian accounts to create and update, and links to make; absent from imports previewed before guardians. */
  guardians?: { create: number; update: number; link: number };
}

export interface RejectedRow {
  /** The line of the file (for OneRoster, of users.csv or enrollments.csv, named in the reason). */
  line: number;
  reason: string;
  /**
   * The same reason as a code and its values, and the file it is in when the upload has several; absent from imports
   * previewed before reasons had codes (the web then shows the English).
   */
  reasonText?: RowReasonText & { file?: string };
}

/** How the file's text was read (kit text-files): UTF-8, UTF-16 by its byte-order mark, or an encoding to confirm. */
export interface ImportEncoding {
  /** UTF-8, UTF-16LE, UTF-16BE or windows-1252: for a zip, that of its entries that are not UTF-8. */
  encoding: string;
  /** The file is not UTF-8 and nobody has confirmed `encoding` yet: it applies only once someone does. */
  needsConfirmation: boolean;
  /** The encodings the file reads as, when it is not UTF-8. */
  candidates: string[];
  /** What the admin is told about it, when the file is not plain UTF-8. */
  notice: string | null;
  /** The same notice as a code and its values (application/import-text.ts); absent from older imports. */
  noticeText?: ReasonText<EncodingNoticeCode> | null;
}

export type EncodingNoticeCode = 'NOT_UTF8_UNCONFIRMED_FROM_LINE' | 'NOT_UTF8_UNCONFIRMED' | 'NOT_UTF8_CONFIRMED' | 'BYTE_ORDER_MARK';

/** A roster file checked against the district (the dry run), and once applied, what it changed. */
export interface RosterImport {
  id: string;
  format: RosterFormat;
  status: ImportStatus;
  fileName: string | null;
  /** SHA-256 (hex) of the uploaded file. */
  fileHash: string;
  counts: ImportCounts;
  /** The first 1,000 rejected rows. */
  rejected: RejectedRow[];
  createdById: string;
  createdAt: string;
  appliedAt: string | null;
  appliedWithRejections: boolean;
  /** Accounts the apply created (new people; identity creates them from the events, asynchronously). 0 before it. */
  newAccounts: number;
  /** Null for imports previewed before encodings were recorded. */
  encoding: ImportEncoding | null;
}

/** A preview or apply as answered: a few of the file's names, as they will be stored (never kept with the import). */
export interface AnsweredImport extends RosterImport {
  sampleNames?: string[];
}
