import AwsS3 from '@uppy/aws-s3';
import Uppy, { type UppyFile } from '@uppy/core';
import { useEffect, useRef, useState } from 'react';
import { api, serverMessage } from '../../app/api';
import { useToast, type Toast } from '../../app/use-toast';
import { DOCUMENT_UPLOAD_RULES } from './document-format';

type Meta = Record<string, never>;
type Body = { location?: string; key?: string };
type DocFile = UppyFile<Meta, Body>;

interface UploaderEvents {
  /** After every file of a run was uploaded and registered (some may have failed). */
  onComplete(summary: { registered: number; failed: number }): void;
}

/** The HTTP status and the server's message of a failed upload, when the request got that far. */
function describeFailure(error: unknown): { status: number; message: string } {
  const xhr = (error as { request?: XMLHttpRequest } | null)?.request;
  const status = xhr?.status ?? 0;
  let message = error instanceof Error ? error.message : 'Upload failed';
  if (xhr?.responseText) {
    const parsed = serverMessage(new Error(`${status}: ${xhr.responseText}`));
    if (parsed) message = parsed;
  }
  return { status, message };
}

/**
 * Uppy set up for student documents (spec sections 4, 5, 9): single PUT per file to a signed URL from
 * POST /api/documents/upload-url, nothing starts before the Upload button, 6 in parallel, automatic
 * retries after 0, 1, 3 and 5 seconds for network and server failures; each uploaded file is then
 * registered as the student's document record.
 */
function createUploader(studentId: string, toast: Toast, events: { current: UploaderEvents }) {
  const uploadUrls = new Map<string, string>();
  const attempts = new Map<string, number>();
  let registrations: Promise<boolean>[] = [];
  const uppy = new Uppy<Meta, Body>({
    id: 'student-documents',
    autoProceed: false,
    restrictions: {
      maxNumberOfFiles: DOCUMENT_UPLOAD_RULES.maxNumberOfFiles,
      maxFileSize: DOCUMENT_UPLOAD_RULES.maxFileSize,
      allowedFileTypes: [...DOCUMENT_UPLOAD_RULES.allowedFileTypes],
    },
  });
  uppy.use(AwsS3<Meta, Body>, {
    shouldUseMultipart: false,
    limit: DOCUMENT_UPLOAD_RULES.limit,
    signRequest: async (request) => {
      let uploadURL: string;
      try {
        ({ uploadURL } = await api.post<{ uploadURL: string }>('/api/documents/upload-url'));
      } catch {
        throw new Error('Failed to get upload URL');
      }
      uploadUrls.set(request.key, uploadURL);
      return { url: uploadURL, headers: { 'Content-Type': 'application/octet-stream' } };
    },
  });

  const register = async (file: DocFile, uploadURL: string | undefined): Promise<boolean> => {
    const fileName = file.name ?? 'document';
    try {
      if (!uploadURL) throw new Error('upload URL unknown');
      await api.post(`/api/students/${studentId}/documents`, {
        fileName, fileType: file.type, fileSize: file.size, filePath: uploadURL.split('?')[0], uploadURL,
      });
      toast.success('Success', `${fileName} uploaded successfully`);
      return true;
    } catch {
      toast.error('Error', `Failed to save ${fileName}`);
      return false;
    }
  };

  uppy.on('upload-success', (file, response) => {
    if (!file) return;
    const key = response.body?.key ?? '';
    registrations.push(register(file, uploadUrls.get(key)));
    uploadUrls.delete(key);
  });
  uppy.on('upload-error', (file, error) => {
    if (!file) return;
    const { status, message } = describeFailure(error);
    const tried = attempts.get(file.id) ?? 0;
    const retryable = status === 0 || status === 429 || status >= 500;
    if (retryable && tried < DOCUMENT_UPLOAD_RULES.retryDelays.length) {
      attempts.set(file.id, tried + 1);
      setTimeout(() => { if (uppy.getFile(file.id)) void uppy.retryUpload(file.id); }, DOCUMENT_UPLOAD_RULES.retryDelays[tried]);
      return;
    }
    toast.error('Upload failed', `${file.name ?? 'File'}: ${message}`);
  });
  uppy.on('complete', (result) => {
    const pending = registrations;
    registrations = [];
    void Promise.all(pending).then((done) => {
      const registered = done.filter(Boolean).length;
      events.current.onComplete({ registered, failed: (result?.failed?.length ?? 0) + done.length - registered });
    });
  });
  return uppy;
}

/** One Uppy instance for as long as the upload modal is mounted. */
export function useDocumentUploader(studentId: string, events: UploaderEvents) {
  const toast = useToast();
  const latest = useRef(events);
  latest.current = events;
  const [uppy] = useState(() => createUploader(studentId, toast, latest));
  // Leaving the modal cancels what is still going; the instance itself is dropped with the component.
  useEffect(() => () => { uppy.cancelAll(); }, [uppy]);
  return uppy;
}
