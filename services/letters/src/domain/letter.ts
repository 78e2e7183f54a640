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

export const LETTER_PURPOSE = 'recommendation-letter' as const;

/** A letter's file name: the teacher's, cleaned to a plain name ending in .pdf, else "letter.pdf". */
export function letterFileName(raw: string | null): string {
  const base = ((raw ?? '').split(/[\\/]/).pop() ?? '').normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029"<>|:*?]/gu, '').replace(/\s+/g, ' ').replace(/^\.+/, '').trim().slice(0, 120);
  if (!base) return 'letter.pdf';
  return /\.pdf$/i.test(base) ? base : `${base}.pdf`;
}

/** The route the letter's file (or text) is read from: the gateway's, which checks the caller again. */
export const letterPathFor = (requestId: string) => `/api/recommendation-requests/${encodeURIComponent(requestId)}/letter`;
