import { useEffect, useRef, useState } from 'react';
import { createSignedUploader } from '../../../app/signed-uploader';

type Meta = Record<string, never>;
interface Waiting { resolve: (uploadId: string) => void; reject: (error: Error) => void }

/**
 * One PDF at a time through the portal's signed uploader (app/signed-uploader.ts): a URL from
 * POST /api/school-documents/upload-url (staff), one PUT of the bytes (size checked as they stream, type by content),
 * retried on network errors; resolves to the upload's id, which the save then names. Rejects with the server's words.
 */
export function useSignedPdfUpload(id: string) {
  const waiting = useRef(new Map<string, Waiting>());
  const [uppy] = useState(() => createSignedUploader<Meta>({
    id,
    uploadUrlPath: '/api/school-documents/upload-url',
    restrictions: { maxNumberOfFiles: 1, allowedFileTypes: ['application/pdf', '.pdf'] },
    limit: 1,
    onUploaded: (file, _uploadURL, uploadId) => { waiting.current.get(file.id)?.resolve(uploadId); waiting.current.delete(file.id); },
    onFailed: (file, failure) => { waiting.current.get(file.id)?.reject(new Error(failure.message)); waiting.current.delete(file.id); },
  }));
  // Leaving the page cancels what is still going.
  useEffect(() => () => { uppy.cancelAll(); }, [uppy]);

  return (file: File): Promise<string> => new Promise<string>((resolve, reject) => {
    uppy.cancelAll();
    let fileId: string;
    try {
      fileId = uppy.addFile({ name: file.name, type: file.type || 'application/pdf', data: file });
    } catch (error) {
      // A restriction (not a PDF by its name and type) says so in words.
      reject(error instanceof Error ? error : new Error('Choose a PDF file'));
      return;
    }
    waiting.current.set(fileId, { resolve, reject });
    void uppy.upload()?.catch((error: unknown) => {
      waiting.current.get(fileId)?.reject(error instanceof Error ? error : new Error('Upload failed'));
      waiting.current.delete(fileId);
    });
  });
}
