import { useTranslation } from 'react-i18next';
import { useMutation } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { createSignedUploader, type SignedFile, type UploadFailure } from '../../app/signed-uploader';
import { useToast } from '../../app/use-toast';
import { PreviewRosterImportDocument, type PreviewRosterImportMutation, type RosterFormat } from '../../gql/graphql';

type RosterMeta = { format: RosterFormat };

/** The dry run, with a few names as they will be stored (not kept by the server). */
export type DryRunReport = PreviewRosterImportMutation['previewRosterImport'];

/**
 * Sends a roster file through the portal's one signed uploader (app/signed-uploader.ts: a single-use URL from
 * POST /api/roster/imports/upload-url, one PUT, retries), then asks for the dry run of that upload
 * (previewRosterImport). Resolves to the dry run, or null when any step failed (the toast says which).
 */
export function useRosterUpload() {
  const toast = useToast();
  const { t } = useTranslation(['roster', 'common']);
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  const settle = useRef<((report: DryRunReport | null) => void) | null>(null);
  const [previewImport] = useMutation(PreviewRosterImportDocument);
  const latest = useRef({ toast, previewImport });
  latest.current = { toast, previewImport };

  const [uppy] = useState(() => {
    const finish = (report: DryRunReport | null) => {
      settle.current?.(report);
      settle.current = null;
    };
    const preview = async (file: SignedFile<RosterMeta>, uploadId: string) => {
      try {
        const { data } = await latest.current.previewImport({ variables: { uploadId, format: file.meta.format, fileName: file.name ?? null } });
        finish(data?.previewRosterImport ?? null);
      } catch (error) {
        latest.current.toast.error(t('upload.checkError'), graphqlMessage(error) ?? t('common:errors.pleaseTryAgain'));
        finish(null);
      }
    };
    const failed = (_file: SignedFile<RosterMeta>, failure: UploadFailure) => {
      latest.current.toast.error(failure.step === 'url' ? t('upload.urlError') : t('upload.failed'), failure.message);
      finish(null);
    };
    const u = createSignedUploader<RosterMeta>({
      id: 'roster-import', uploadUrlPath: '/api/roster/imports/upload-url', limit: 1,
      onUploaded: (file, _uploadURL, uploadId) => void preview(file, uploadId), onFailed: failed,
    });
    u.on('upload-progress', (_file, progress) => {
      if (progress.bytesTotal) setPercent(Math.round((progress.bytesUploaded / progress.bytesTotal) * 100));
    });
    return u;
  });
  useEffect(() => () => { uppy.cancelAll(); }, [uppy]);

  async function upload(file: File, format: RosterFormat): Promise<DryRunReport | null> {
    if (uploading) return null;
    setUploading(true);
    setPercent(0);
    uppy.cancelAll(); // an earlier file, sent or failed
    const done = new Promise<DryRunReport | null>((resolve) => { settle.current = resolve; });
    uppy.addFile({ name: file.name, type: file.type || 'application/octet-stream', data: file, meta: { format }, source: 'roster-import' });
    void uppy.upload();
    const report = await done;
    setUploading(false);
    return report;
  }

  return { upload, uploading, percent };
}
