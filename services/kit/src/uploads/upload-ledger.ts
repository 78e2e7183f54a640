/** Who a signed upload URL is for; the gateway routes the bytes to the service that owns the purpose. */
export type UploadPurpose = 'student-document' | 'knowledge-file' | 'roster-file' | 'recommendation-letter' | 'school-document';
export const UPLOAD_PURPOSES: readonly UploadPurpose[] = ['student-document', 'knowledge-file', 'roster-file', 'recommendation-letter', 'school-document'];

export type UploadState = 'reserved' | 'receiving' | 'stored';

/** One upload URL's life: reserved when signed, receiving while bytes stream, stored, then registered. */
export interface UploadRecord {
  uploadId: string;
  ownerUserId: string;
  purpose: UploadPurpose;
  state: UploadState;
  blobId: string | null;
  size: number | null;
  /** MIME type decided from the content. */
  fileType: string | null;
  createdAt: string;
  expiresAt: string;
  storedAt: string | null;
  registeredAt: string | null;
}

/**
 * The upload rows an owning service keeps in its own store. Single use is
 * enforced here: only a reserved upload can be claimed, and only once at a time.
 */
export interface UploadLedger {
  reserveUpload(r: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>): Promise<void>;
  getUpload(uploadId: string): Promise<UploadRecord | null>;
  /** reserved → receiving, atomically; false when the upload is not in the reserved state. */
  claimUpload(uploadId: string): Promise<boolean>;
  /** receiving → reserved after a refused or broken attempt (the URL may be tried again until it expires). */
  releaseUpload(uploadId: string): Promise<void>;
  /** receiving → stored. */
  completeUpload(uploadId: string, blob: { blobId: string; size: number; fileType: string; storedAt: string }): Promise<void>;
  /** Uploads never registered, created before the cutoff. */
  staleUploads(cutoff: string): Promise<UploadRecord[]>;
  deleteUpload(uploadId: string): Promise<void>;
  /** Which of these blob ids some upload row still refers to. */
  referencedBlobIds(blobIds: readonly string[]): Promise<Set<string>>;
}
