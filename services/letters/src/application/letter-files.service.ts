import type { Readable } from 'node:stream';
import {
  NotFoundError, receiveUpload, requireRole, reserveUploadFor, sweepUploads,
  type BlobStore, type Logger, type Principal, type UploadDeps, type UploadPolicy, type UploadReservation,
} from '@counsel/kit';
import { LETTER_PURPOSE } from '../domain/letter.js';
import type { LettersStore } from '../ports/letters-store.js';
import { LETTER_NOT_FOUND } from './access.js';
import type { RequestsService } from './requests.service.js';

export interface LetterFilesOptions {
  store: LettersStore;
  blobs: BlobStore;
  requests: RequestsService;
  log: Logger;
  /** The documents' limit (bytes). */
  maxBytes: number;
  urlTtlSeconds: number;
  now?: () => Date;
}

/**
 * Letters sent as PDFs: a teacher reserves a signed upload (the gateway signs the URL), the bytes stream in (size
 * checked on the way, type by content: a PDF only), the letter is then submitted with the upload's id
 * (RequestsService.submitLetter). The file is read back under the same rule as the letter's text.
 */
export class LetterFilesService {
  readonly uploads: UploadDeps;
  readonly policy: UploadPolicy;

  constructor(private readonly options: LetterFilesOptions) {
    this.uploads = { ledger: options.store, blobs: options.blobs, now: options.now ?? (() => new Date()), log: options.log };
    this.policy = { purpose: LETTER_PURPOSE, maxBytes: options.maxBytes, accept: ['pdf'] };
  }

  /** Teachers only: a single-use upload for a letter (they submit it to one request of theirs). */
  async reserveUpload(p: Principal | null): Promise<UploadReservation> {
    const user = requireRole(p, 'teacher');
    return reserveUploadFor(this.uploads, this.policy, user.userId, this.options.urlTtlSeconds);
  }

  /** The bytes of a signed upload, streamed in by the gateway. */
  receive(uploadId: string, ownerUserId: string, body: Readable) {
    return receiveUpload(this.uploads, this.policy, { uploadId, ownerUserId, body });
  }

  /** A submitted PDF letter's bytes, for whoever may read the letter (never the student who waived). */
  async open(p: Principal | null, requestId: string) {
    const { letter } = await this.options.requests.readableLetter(p, requestId);
    const blob = letter.kind === 'pdf' && letter.blobId ? await this.options.blobs.get(letter.blobId) : null;
    if (!blob) throw new NotFoundError(LETTER_NOT_FOUND);
    return { fileName: letter.fileName ?? 'letter.pdf', fileType: 'application/pdf', size: blob.meta.size, stream: blob.stream };
  }

  /** Uploads never submitted, and their blobs, after a day. */
  sweep() {
    return sweepUploads(this.uploads);
  }
}
