import type { Meta, Restrictions } from '@uppy/core';
import { useEffect, useRef } from 'react';
import { createSignedUploader } from './signed-uploader';

export interface SignedPdfTarget {
  /** The uploader's id (Uppy keeps instances apart by it). */
  id: string;
  /** The route that reserves a single-use URL: POST, answers `{ url, uploadId }`. */
  uploadUrlPath: string;
  /** Turns a refusal into the words the page shows; by default the server's own message. */
  describe?: (failure: { status?: number; message: string | null }) => string;
  /** Checked in the browser before anything is sent (the service checks again by content). */
  restrictions?: Partial<Restrictions>;
}

const asWords = (failure: { message: string | null }) => failure.message?.trim() || 'The PDF could not be sent. Please try again.';

/**
 * One PDF through the portal's signed uploader: a URL from `uploadUrlPath`, one PUT of the bytes with the uploader's
 * retries (the service checks the size while they arrive and the type by content), then the upload's id, which the
 * save names. Rejects with an Error in the page's words. An aborted signal cancels what is still going.
 */
export function uploadSignedPdf(file: File, target: SignedPdfTarget, signal?: AbortSignal): Promise<string> {
  const describe = target.describe ?? asWords;
  return new Promise((resolve, reject) => {
    let ended = false;
    // A failure is settled after the uploader's own retries, so the instance ends with the promise.
    const done = () => { ended = true; queueMicrotask(() => uppy.destroy()); };
    const uppy = createSignedUploader<Meta>({
      id: target.id,
      uploadUrlPath: target.uploadUrlPath,
      restrictions: target.restrictions,
      limit: 1,
      onUploaded: (_file, _url, uploadId) => { resolve(uploadId); done(); },
      onFailed: (_file, failure) => { reject(new Error(describe(failure))); done(); },
    });
    signal?.addEventListener('abort', () => {
      if (ended) return;
      uppy.cancelAll();
      reject(new Error('The upload was cancelled'));
      done();
    }, { once: true });
    try {
      uppy.addFile({ name: file.name, type: file.type || 'application/pdf', data: file });
    } catch (error) {
      ended = true;
      uppy.destroy();
      reject(new Error(describe({ message: error instanceof Error ? error.message : null })));
      return;
    }
    uppy.upload()?.catch((error: unknown) => reject(new Error(describe({ message: error instanceof Error ? error.message : null }))));
  });
}

/**
 * uploadSignedPdf for a page: starting a new upload cancels the one still going, and leaving the page cancels it too.
 */
export function useSignedPdfUpload(target: SignedPdfTarget): (file: File) => Promise<string> {
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  return (file) => {
    running.current?.abort();
    running.current = new AbortController();
    return uploadSignedPdf(file, target, running.current.signal);
  };
}

/** The staff's school documents (the packet's PDFs, a school's profile): one PDF a time. */
export const schoolDocumentPdf = (id: string): SignedPdfTarget => ({
  id,
  uploadUrlPath: '/api/school-documents/upload-url',
  restrictions: { maxNumberOfFiles: 1, allowedFileTypes: ['application/pdf', '.pdf'] },
});
