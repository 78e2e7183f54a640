/** Hard limits on a roster upload, so a wrong or hostile file cannot exhaust the service. */
export interface RosterLimits {
  /** Data rows across the whole upload (a large district has ~100,000 students; this leaves room). */
  maxRows: number;
  /** Characters in one value (an email is at most 254). */
  maxFieldLength: number;
  /** Characters in a list value (OneRoster orgSourcedIds, a staff member's schools). */
  maxListFieldLength: number;
  /** Characters in one CSV record, enforced by csv-parse while it reads. */
  maxRecordBytes: number;
  /** Uncompressed bytes of one file inside a OneRoster zip. */
  maxEntryBytes: number;
}

export const LIMITS: RosterLimits = {
  maxRows: 500_000,
  maxFieldLength: 256,
  maxListFieldLength: 8_192,
  maxRecordBytes: 65_536,
  maxEntryBytes: 1024 * 1024 * 1024,
};
