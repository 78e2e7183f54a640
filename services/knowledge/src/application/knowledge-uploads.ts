import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ConflictError, ValidationError, receiveUpload, requireStaff, reserveUploadFor, sweepUploads, uploadToRegister,
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
    return reserveUploadFor(this.deps, this.policy, user.userId, this.o.urlTtlSeconds);
  }

  receive(uploadId: string, ownerUserId: string, body: Readable) {
    return receiveUpload(this.deps, this.policy, { uploadId, ownerUserId, body });
  }

  /** Registers the caller's stored upload; size and type come from the stored blob, never the client. */
  async register(p: Principal | null, input: unknown): Promise<KnowledgeFile> {
    const user = requireStaff(p);
    const parsed = registerInput.safeParse(input);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
    const upload = await uploadToRegister(this.deps, KNOWLEDGE_PURPOSE, parsed.data.uploadId, user.userId);
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
