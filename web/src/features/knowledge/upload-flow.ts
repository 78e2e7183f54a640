import { api } from '../../app/api';

/**
 * The knowledge-base upload of spec section 7 and DESIGN.md section 5, one file at a time:
 * reserve a signed single-use URL, PUT the bytes there, then register the record.
 * Each step throws an `UploadStepError` naming the step, so the screen can say which toast applies.
 */
export const KNOWLEDGE_ACCEPT = ['.pdf', '.doc', '.docx'] as const;
export const KNOWLEDGE_MAX_BYTES = 25 * 1024 * 1024;
export const KNOWLEDGE_MAX_FILES = 10;

export type UploadStep = 'url' | 'put' | 'save';

export class UploadStepError extends Error {
  constructor(readonly step: UploadStep, message: string, readonly cause?: unknown) {
    super(message);
    this.name = 'UploadStepError';
  }
}

/** Why a chosen file cannot be uploaded, or null when it can. */
export function rejectReason(file: { name: string; size: number }): string | null {
  const name = file.name.toLowerCase();
  if (!KNOWLEDGE_ACCEPT.some((ext) => name.endsWith(ext))) return 'Only .pdf, .doc and .docx files can be added';
  if (file.size === 0) return 'The file is empty';
  if (file.size > KNOWLEDGE_MAX_BYTES) return 'The file is larger than 25 MB';
  return null;
}

/** PUTs the bytes with progress (fetch has no upload progress). Rejects with the server's message. */
function putFile(url: string, file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.upload.onprogress = (e) => { if (e.lengthComputable) onProgress(Math.round((e.loaded / e.total) * 100)); };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve();
      let message = 'Upload failed';
      try {
        const body = JSON.parse(xhr.responseText) as { message?: unknown };
        if (typeof body.message === 'string' && body.message) message = body.message;
      } catch {
        // Not JSON: keep the generic wording.
      }
      reject(new UploadStepError('put', message));
    };
    xhr.onerror = () => reject(new UploadStepError('put', 'Upload failed: the connection was lost'));
    xhr.onabort = () => reject(new UploadStepError('put', 'Upload cancelled'));
    signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

export async function uploadKnowledgeFile(file: File, onProgress: (percent: number) => void, signal: AbortSignal): Promise<void> {
  let uploadURL: string;
  try {
    ({ uploadURL } = await api.post<{ uploadURL: string }>('/api/knowledge-base-files/upload-url'));
  } catch (error) {
    throw new UploadStepError('url', 'Failed to get upload URL', error);
  }
  await putFile(uploadURL, file, onProgress, signal);
  const filePath = new URL(uploadURL, window.location.origin).pathname;
  try {
    await api.post('/api/knowledge-base-files', { fileName: file.name, fileType: file.type, fileSize: file.size, filePath, uploadURL });
  } catch (error) {
    throw new UploadStepError('save', 'Failed to save file', error);
  }
}
