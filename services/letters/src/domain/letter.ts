/** A teacher's letter for one request: written in the page (text) or uploaded (a PDF checked by its content). */
export interface Letter {
  requestId: string;
  studentId: string;
  kind: 'text' | 'pdf';
  /** The letter's text (kind text). */
  body: string | null;
  /** The uploaded file in the blob store (kind pdf). */
  blobId: string | null;
  fileName: string | null;
  fileSize: number | null;
  /** Whether the teacher started from the assistant's draft (set by the draft feature; false otherwise). */
  aiDraftUsed: boolean;
  submittedAt: string;
  submittedBy: string;
}

export const LETTER_FILE_TYPE = 'application/pdf';

/** The route the letter's file (or text) is read from: the gateway's, which checks the caller again. */
export const letterPathFor = (requestId: string) => `/api/recommendation-requests/${encodeURIComponent(requestId)}/letter`;
