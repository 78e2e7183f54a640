import type { Readable } from 'node:stream';
import { ConflictError, ForbiddenError, NotFoundError } from '../errors.js';
import type { BlobStore } from '../blobs/blob-store.js';
import type { FileKind } from '../blobs/content-sniffer.js';
import type { Logger } from '../logger.js';
import type { UploadLedger, UploadPurpose, UploadRecord } from './upload-ledger.js';

export interface UploadPolicy {
  purpose: UploadPurpose;
  maxBytes: number;
  accept: readonly FileKind[];
}

export interface UploadDeps {
  ledger: UploadLedger;
  blobs: BlobStore;
  now: () => Date;
  log: Logger;
}

/**
 * Takes the bytes of one signed upload: checks the reservation (owner, purpose, expiry, single use),
 * streams them into the blob store (size and type checked on the way) and records the result.
 * A refused upload keeps nothing and frees the URL for another try until it expires.
 */
export async function receiveUpload(d: UploadDeps, policy: UploadPolicy, req: { uploadId: string; ownerUserId: string; body: Readable }): Promise<UploadRecord> {
  const upload = await d.ledger.getUpload(req.uploadId);
  if (!upload || upload.purpose !== policy.purpose) throw new NotFoundError('Upload not found');
  if (upload.ownerUserId !== req.ownerUserId) throw new ForbiddenError('This upload URL belongs to someone else');
  if (upload.state !== 'reserved') throw new ConflictError('This upload URL has already been used');
  if (new Date(upload.expiresAt) <= d.now()) throw new ForbiddenError('This upload URL has expired');
  if (!(await d.ledger.claimUpload(upload.uploadId))) throw new ConflictError('This upload URL has already been used');
  let blobId: string | null = null;
  try {
    const meta = await d.blobs.put(req.body, { maxBytes: policy.maxBytes, accept: policy.accept });
    blobId = meta.id;
    const stored = { blobId: meta.id, size: meta.size, fileType: meta.detectedType.mime, storedAt: d.now().toISOString() };
    await d.ledger.completeUpload(upload.uploadId, stored);
    return { ...upload, ...stored, state: 'stored' };
  } catch (err) {
    if (blobId) await d.blobs.delete(blobId).catch(() => undefined);
    await d.ledger.releaseUpload(upload.uploadId).catch((e: unknown) => d.log.warn({ err: e, uploadId: upload.uploadId }, 'could not release upload'));
    throw err;
  }
}

export const UNREGISTERED_UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Removes uploads never registered within the TTL (with their blobs), partial writes, and blobs no
 * upload row refers to any more (a crash between storing a blob and recording it).
 */
export async function sweepUploads(d: UploadDeps, ttlMs = UNREGISTERED_UPLOAD_TTL_MS): Promise<{ uploads: number; blobs: number }> {
  const cutoff = new Date(d.now().getTime() - ttlMs);
  let uploads = 0;
  for (const u of await d.ledger.staleUploads(cutoff.toISOString())) {
    if (u.blobId) await d.blobs.delete(u.blobId);
    await d.ledger.deleteUpload(u.uploadId);
    uploads++;
  }
  let blobs = await d.blobs.sweepPartial(cutoff);
  const old = await d.blobs.listOlderThan(cutoff);
  const referenced = await d.ledger.referencedBlobIds(old.map((b) => b.id));
  for (const b of old) if (!referenced.has(b.id) && (await d.blobs.delete(b.id))) blobs++;
  if (uploads || blobs) d.log.info({ uploads, blobs }, 'swept unregistered uploads');
  return { uploads, blobs };
}
