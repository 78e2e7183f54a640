import i18next from 'i18next';
import { uppyLocale } from '../../i18n/uppy-locales';
import { useApolloClient } from '@apollo/client/react';
import type { ApolloClient } from '@apollo/client';
import { useEffect, useRef, useState } from 'react';
import { createSignedUploader, type SignedFile } from '../../app/signed-uploader';
import { useToast, type Toast } from '../../app/use-toast';
import { RegisterStudentDocumentDocument } from '../../gql/graphql';
import { DOCUMENT_UPLOAD_RULES } from './document-format';

type Meta = Record<string, never>;

interface UploaderEvents {
  /** After every file of a run was uploaded and registered (some may have failed). */
  onComplete(summary: { registered: number; failed: number }): void;
}

/**
 * The shared signed uploader (app/signed-uploader.ts) set up for student documents:
 * URLs from POST /api/documents/upload-url, 6 in parallel, automatic retries; each uploaded file is then
 * registered as the student's document record (registerStudentDocument).
 */
function createUploader(studentId: string, client: ApolloClient, toast: Toast, events: { current: UploaderEvents }) {
  let registrations: Promise<boolean>[] = [];
  const register = async (file: SignedFile<Meta>, uploadId: string): Promise<boolean> => {
    const fileName = file.name ?? i18next.t('upload.document', { ns: 'documents' });
    try {
      // Size and type are read from the stored file, never taken from the browser.
      await client.mutate({ mutation: RegisterStudentDocumentDocument, variables: { studentId, input: { uploadId, fileName } } });
      toast.success(i18next.t('toasts.success', { ns: 'documents' }), i18next.t('upload.saved', { ns: 'documents', name: fileName }));
      return true;
    } catch {
      toast.error(i18next.t('toasts.error', { ns: 'documents' }), i18next.t('upload.saveFailed', { ns: 'documents', name: fileName }));
      return false;
    }
  };
  const uppy = createSignedUploader<Meta>({
    id: 'student-documents',
    uploadUrlPath: '/api/documents/upload-url',
    restrictions: {
      maxNumberOfFiles: DOCUMENT_UPLOAD_RULES.maxNumberOfFiles,
      maxFileSize: DOCUMENT_UPLOAD_RULES.maxFileSize,
      allowedFileTypes: [...DOCUMENT_UPLOAD_RULES.allowedFileTypes],
    },
    limit: DOCUMENT_UPLOAD_RULES.limit,
    retryDelays: DOCUMENT_UPLOAD_RULES.retryDelays,
    onUploaded: (file, _uploadURL, uploadId) => { registrations.push(register(file, uploadId)); },
    onFailed: (file, failure) => toast.error(i18next.t('upload.failed', { ns: 'documents' }), `${file.name ?? i18next.t('upload.file', { ns: 'documents' })}: ${failure.message}`),
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
  const client = useApolloClient();
  const toast = useToast();
  const latest = useRef(events);
  latest.current = events;
  const [uppy] = useState(() => createUploader(studentId, client, toast, latest));
  // Uppy's own messages (restrictions, failures) in the reader's language; its Dashboard gets the same locale.
  const locale = uppyLocale(i18next.resolvedLanguage);
  useEffect(() => { if (locale) uppy.setOptions({ locale }); }, [uppy, locale]);
  // Leaving the modal cancels what is still going; the instance itself is dropped with the component.
  useEffect(() => () => { uppy.cancelAll(); }, [uppy]);
  return uppy;
}
