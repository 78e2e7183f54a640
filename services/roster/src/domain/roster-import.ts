export type RosterFormat = 'COUNSEL_CSV' | 'ONEROSTER_ZIP';
export type ImportStatus = 'PREVIEWED' | 'APPLYING' | 'APPLIED' | 'FAILED';

export interface ImportCounts {
  create: number;
  update: number;
  unchanged: number;
  deactivate: number;
  rejected: number;
}

export interface RejectedRow {
  /** The line of the file (for OneRoster, of users.csv or enrollments.csv, named in the reason). */
  line: number;
  reason: string;
}

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
}
