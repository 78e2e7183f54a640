import type { FileKind } from '@counsel/kit';

/** A student's document record; the bytes live in the blob store under blobId. */
export interface StudentDocument {
  id: string;
  studentId: string;
  ownerUserId: string;
  uploadId: string;
  blobId: string;
  fileName: string;
  /** MIME type decided from the content at upload time. */
  fileType: string;
  fileSize: number;
  uploadedAt: string;
}

/** PDF, DOC, DOCX and TXT only. */
export const DOCUMENT_KINDS: readonly FileKind[] = ['pdf', 'doc', 'docx', 'txt'];
export const DOCUMENT_PURPOSE = 'student-document' as const;

/** Every record's filePath is the gateway's authorized download route. */
export const filePathFor = (documentId: string) => `/api/documents/${documentId}/file`;

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'text/plain; charset=utf-8': 'txt',
};
const ALLOWED_EXTENSIONS = new Set(Object.values(EXTENSIONS));
const MAX_NAME = 200;

/**
 * A file name safe to store and show: the last path segment only, no control or bidi-override
 * characters, no leading dots, trimmed and bounded. A name whose extension is not one of the
 * allowed ones gets the extension that matches the content.
 */
export function cleanFileName(raw: string, fileType: string): string {
  const lastSegment = raw.split(/[\\/]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  const ext = EXTENSIONS[fileType] ?? 'bin';
  if (!name) name = 'document';
  const current = /\.([A-Za-z0-9]{1,5})$/.exec(name)?.[1]?.toLowerCase();
  if (!current || !ALLOWED_EXTENSIONS.has(current)) name = `${name}.${ext}`;
  if (name.length > MAX_NAME) {
    const suffix = name.slice(name.lastIndexOf('.'));
    name = name.slice(0, MAX_NAME - suffix.length) + suffix;
  }
  return name;
}
