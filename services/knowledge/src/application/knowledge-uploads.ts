import type { Readable } from 'node:stream';
import {
  ConflictError, receiveUpload, requireStaff, reserveUploadFor, sweepUploads, uploadToRegister,
  type BlobStore, type Logger, type Principal, type UploadDeps, type UploadPolicy,
} from '@counsel/kit';
import { KNOWLEDGE_ACCEPT, KNOWLEDGE_PURPOSE, type KnowledgeFile } from '../domain/knowledge-file.js';
import { parseRegistration } from '../domain/registration.js';
import type { RegisterKnowledgeFileInput } from '../graphql/generated/resolvers-types.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { KnowledgeFilesService } from './knowledge-files.service.js';


/**
 * Knowledge-base uploads through the kit's signed-upload flow: reserve an upload for
 * a staff member, take the streamed bytes (25 MB, PDF/DOC/DOCX by content), then register the stored file.
 */
export class KnowledgeUploads {
  readonly deps: UploadDeps;
  readonly policy: UploadPolicy;

  constructor(private readonly options: { store: KnowledgeStore; blobs: BlobStore; files: KnowledgeFilesService; log: Logger; maxBytes: number; urlTtlSeconds: number; unregisteredTtlMs: number }) {
    this.deps = { ledger: options.store, blobs: options.blobs, now: () => new Date(), log: options.log };
    this.policy = { purpose: KNOWLEDGE_PURPOSE, maxBytes: options.maxBytes, accept: KNOWLEDGE_ACCEPT };
  }

  async reserve(p: Principal | null) {
    const user = requireStaff(p);
    return reserveUploadFor(this.deps, this.policy, user.userId, this.options.urlTtlSeconds);
  }

  receive(uploadId: string, ownerUserId: string, body: Readable) {
    return receiveUpload(this.deps, this.policy, { uploadId, ownerUserId, body });
  }

  /** Registers the caller's stored upload; size and type come from the stored blob, never the client. */
  async register(p: Principal | null, input: RegisterKnowledgeFileInput): Promise<KnowledgeFile> {
    const user = requireStaff(p);
    const registration = parseRegistration(input);
    const upload = await uploadToRegister(this.deps, KNOWLEDGE_PURPOSE, registration.uploadId, user.userId);
    const file = await this.options.files.record(user.userId, { blobId: upload.blobId, fileType: upload.fileType, size: upload.size }, {
      fileName: registration.fileName, uploadURL: registration.uploadURL ?? null, uploadId: upload.uploadId,
    });
    if (!file) throw new ConflictError('This upload is already registered');
    return file;
  }

  sweep() {
    return sweepUploads(this.deps, this.options.unregisteredTtlMs);
  }
}
