/** How document values read on screen (sizes in KB with one decimal). */
export function formatKb(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KB`;
}

/** Upload rules */
export const DOCUMENT_UPLOAD_RULES = {
  maxNumberOfFiles: 10,
  maxFileSize: 10_485_760,
  allowedFileTypes: ['.pdf', '.doc', '.docx', '.txt'],
  /** Parallel uploads. */
  limit: 6,
  /** Automatic retry delays after a failed upload, in milliseconds. */
  retryDelays: [0, 1000, 3000, 5000],
} as const;
