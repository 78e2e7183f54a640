/** How document values read on screen (spec section 9: sizes in KB with one decimal). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

export function formatUploadDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : d.toLocaleDateString();
}

/** Upload rules of spec sections 5 and 9. */
export const DOCUMENT_UPLOAD_RULES = {
  maxNumberOfFiles: 10,
  maxFileSize: 10_485_760,
  allowedFileTypes: ['.pdf', '.doc', '.docx', '.txt'],
  /** Parallel uploads (spec section 9). */
  limit: 6,
  /** Automatic retry delays after a failed upload, in milliseconds (spec section 9). */
  retryDelays: [0, 1000, 3000, 5000],
} as const;
