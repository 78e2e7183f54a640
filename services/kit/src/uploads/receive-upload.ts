import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../errors.js';
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

/** What the gateway signs an upload URL for. */
export interface UploadReservation { uploadId: string; ownerUserId: string; purpose: UploadPurpose; expiresAt: string; maxBytes: number }

/** Reserves a single-use upload of the policy's purpose for one (already authorized) user, for `ttlSeconds`. */
export async function reserveUploadFor(d: UploadDeps, policy: UploadPolicy, ownerUserId: string, ttlSeconds: number): Promise<UploadReservation> {
  const created = d.now();
  const r = {
    uploadId: randomUUID(), ownerUserId, purpose: policy.purpose,
    createdAt: created.toISOString(), expiresAt: new Date(created.getTime() + ttlSeconds * 1000).toISOString(),
  };
  await d.ledger.reserveUpload(r);
  return { uploadId: r.uploadId, ownerUserId, purpose: r.purpose, expiresAt: r.expiresAt, maxBytes: policy.maxBytes };
}

/** A stored upload ready to become a record: its blob, size and type come from the server, never the client. */
export type StoredUpload = UploadRecord & { blobId: string; size: number; fileType: string };

/**
 * The upload a user registers as a record: theirs, of this purpose, stored, and not registered before.
 * Registering it (and marking it registered) stays with the service, in its own transaction.
 */
export async function uploadToRegister(d: Pick<UploadDeps, 'ledger'>, purpose: UploadPurpose, uploadId: string, userId: string): Promise<StoredUpload> {
  const upload = await d.ledger.getUpload(uploadId);
  if (!upload || upload.purpose !== purpose) throw new NotFoundError('Upload not found');
  if (upload.ownerUserId !== userId) throw new ForbiddenError('This upload belongs to someone else');
  if (upload.registeredAt) throw new ConflictError('This upload is already registered');
  if (upload.state !== 'stored' || !upload.blobId || upload.size === null || !upload.fileType) throw new ValidationError('The file has not been uploaded yet');
  return upload as StoredUpload;
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
