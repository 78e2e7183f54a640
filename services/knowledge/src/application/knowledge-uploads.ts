import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ConflictError, ForbiddenError, NotFoundError, ValidationError, receiveUpload, requireStaff, sweepUploads,
  type BlobStore, type Logger, type Principal, type UploadDeps, type UploadPolicy,
} from '@counsel/kit';
import { KNOWLEDGE_ACCEPT, KNOWLEDGE_PURPOSE, type KnowledgeFile } from '../domain/knowledge-file.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { KnowledgeFilesService } from './knowledge-files.service.js';

const registerInput = z.object({
  uploadId: z.uuid({ message: 'Invalid upload URL' }),
  fileName: z.string({ message: 'File name is required' }).max(1000, 'File name is too long'),
  uploadURL: z.string().max(2000).nullish(),
});

/**
 * Knowledge-base uploads through the kit's signed-upload flow (DESIGN.md section 5): reserve an upload for
 * a staff member, take the streamed bytes (25 MB, PDF/DOC/DOCX by content), then register the stored file.
 */
export class KnowledgeUploads {
  readonly deps: UploadDeps;
  readonly policy: UploadPolicy;

  constructor(private readonly o: { store: KnowledgeStore; blobs: BlobStore; files: KnowledgeFilesService; log: Logger; maxBytes: number; urlTtlSeconds: number; unregisteredTtlMs: number }) {
    this.deps = { ledger: o.store, blobs: o.blobs, now: () => new Date(), log: o.log };
    this.policy = { purpose: KNOWLEDGE_PURPOSE, maxBytes: o.maxBytes, accept: KNOWLEDGE_ACCEPT };
  }

  async reserve(p: Principal | null) {
    const user = requireStaff(p);
    const created = new Date();
    const r = {
      uploadId: randomUUID(), ownerUserId: user.userId, purpose: KNOWLEDGE_PURPOSE,
      createdAt: created.toISOString(), expiresAt: new Date(created.getTime() + this.o.urlTtlSeconds * 1000).toISOString(),
    };
    await this.o.store.reserveUpload(r);
    return { uploadId: r.uploadId, ownerUserId: r.ownerUserId, purpose: r.purpose, expiresAt: r.expiresAt, maxBytes: this.o.maxBytes };
  }

  receive(uploadId: string, ownerUserId: string, body: Readable) {
    return receiveUpload(this.deps, this.policy, { uploadId, ownerUserId, body });
  }

  /** Registers the caller's stored upload; size and type come from the stored blob, never the client. */
  async register(p: Principal | null, input: unknown): Promise<KnowledgeFile> {
    const user = requireStaff(p);
    const parsed = registerInput.safeParse(input);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
    const upload = await this.o.store.getUpload(parsed.data.uploadId);
    if (!upload || upload.purpose !== KNOWLEDGE_PURPOSE) throw new NotFoundError('Upload not found');
    if (upload.ownerUserId !== user.userId) throw new ForbiddenError('This upload belongs to someone else');
    if (upload.registeredAt) throw new ConflictError('This upload is already registered');
    if (upload.state !== 'stored' || !upload.blobId || upload.size === null || !upload.fileType) throw new ValidationError('The file has not been uploaded yet');
    const file = await this.o.files.record(user.userId, { blobId: upload.blobId, fileType: upload.fileType, size: upload.size }, {
      fileName: parsed.data.fileName, uploadURL: parsed.data.uploadURL ?? null, uploadId: upload.uploadId,
    });
    if (!file) throw new ConflictError('This upload is already registered');
    return file;
  }

  sweep() {
    return sweepUploads(this.deps, this.o.unregisteredTtlMs);
  }
}
