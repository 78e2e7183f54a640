import type { Meta } from '@uppy/core';
import { createSignedUploader } from '../../../app/signed-uploader';
import { letterFileError } from './letter-editor-rules';

/** The service refused the file or it could not be sent; `message` is in the author's words. */
export class LetterUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'LetterUploadError';
  }
}

/**
 * A teacher's letter PDF through the portal's one signed uploader (as the documents' uploads go): a single-use URL from
 * POST /api/letters/upload-url (createLetterUploadUrl), one PUT of the bytes with its retries, then the upload's id for
 * submitRecommendationLetter. The size and the type (by content) are checked by the service while the bytes arrive.
 */
export function uploadLetterPdf(file: File): Promise<{ uploadId: string }> {
  return new Promise((resolve, reject) => {
    const uppy = createSignedUploader<Meta>({
      id: 'recommendation-letter',
      uploadUrlPath: '/api/letters/upload-url',
      limit: 1,
      // A failure is settled after the uploader's own retries, so the instance ends with the promise.
      onUploaded: (_file, _url, uploadId) => { resolve({ uploadId }); queueMicrotask(() => uppy.destroy()); },
      onFailed: (_file, failure) => {
        reject(new LetterUploadError(letterFileError({ status: failure.status, message: failure.message })));
        queueMicrotask(() => uppy.destroy());
      },
    });
    try {
      uppy.addFile({ name: file.name, type: file.type || 'application/pdf', data: file });
    } catch (error) {
      uppy.destroy();
      reject(new LetterUploadError(letterFileError({ message: error instanceof Error ? error.message : null })));
      return;
    }
    uppy.upload().catch((error: unknown) => reject(new LetterUploadError(letterFileError({ message: error instanceof Error ? error.message : null }))));
  });
}
