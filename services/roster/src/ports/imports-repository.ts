import type { RosterImport } from '../domain/roster-import.js';

/** A roster import as stored: the record plus where its file is (to parse again when it is applied). */
export interface StoredImport extends RosterImport {
  uploadId: string;
  blobId: string;
}

export interface ImportRepository {
  get(id: string): Promise<StoredImport | null>;
  /** Newest first. */
  page(limit: number, offset: number): Promise<{ items: StoredImport[]; total: number }>;
}

export interface ImportWrites {
  /** A previewed import, or its new state (applied, or rewritten for an erasure). */
  save(rosterImport: StoredImport): void;
  /** Marks the import's upload as used (so the sweeper keeps it). */
  registerUpload(uploadId: string, at: string): void;
}
