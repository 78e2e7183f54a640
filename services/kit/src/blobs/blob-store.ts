import type { Readable } from 'node:stream';
import type { DetectedType, FileKind } from './content-sniffer.js';

export interface BlobMeta {
  id: string;
  size: number;
  /** Hex SHA-256 of the stored bytes. */
  sha256: string;
  detectedType: DetectedType;
  createdAt: Date;
}

export interface PutOptions {
  /** Bytes allowed; one more aborts the write (PayloadTooLargeError) and nothing is kept. */
  maxBytes: number;
  /** Kinds accepted by content; anything else aborts the write (UnsupportedMediaTypeError). */
  accept: readonly FileKind[];
}

/**
 * The blob port (files under DATA_DIR/blobs, or MongoDB GridFS).
 * put streams: the bytes are never held whole in memory, and a refused or failed write leaves nothing.
 */
export interface BlobStore {
  put(source: Readable, opts: PutOptions): Promise<BlobMeta>;
  get(id: string): Promise<{ stream: Readable; meta: BlobMeta } | null>;
  /** True when something was deleted; deleting a missing blob is not an error. */
  delete(id: string): Promise<boolean>;
  /** Blobs created before the cutoff (for sweeping what nothing refers to). */
  listOlderThan(cutoff: Date): Promise<BlobMeta[]>;
  /** Removes partial writes older than the cutoff (a crash mid-upload). */
  sweepPartial(cutoff: Date): Promise<number>;
  close(): Promise<void>;
}

export const BLOB_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
