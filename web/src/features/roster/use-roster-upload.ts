import { useEffect, useRef, useState } from 'react';
import { api, serverMessage } from '../../app/api';
import { createSignedUploader, type SignedFile, type UploadFailure } from '../../app/signed-uploader';
import { useToast } from '../../app/use-toast';
import type { RosterFormat } from '../../gql/graphql';

type RosterMeta = { format: RosterFormat };

/** What POST /api/roster/imports answers: the dry run. */
export interface DryRunReport { id: string }

/**
 * Sends a roster file through the portal's one signed uploader (app/signed-uploader.ts: a single-use URL from
 * POST /api/roster/imports/upload-url, one PUT, retries), then asks for the dry run with POST /api/roster/imports
 * `{ uploadURL, format }`. Resolves to the dry run's id, or null when any step failed (the toast says which).
 */
export function useRosterUpload() {
  const toast = useToast();
  const [uploading, setUploading] = useState(false);
  const [percent, setPercent] = useState(0);
  const settle = useRef<((id: string | null) => void) | null>(null);
  const latest = useRef(toast);
  latest.current = toast;

  const [uppy] = useState(() => {
    const finish = (id: string | null) => {
      settle.current?.(id);
      settle.current = null;
    };
    const preview = async (file: SignedFile<RosterMeta>, uploadURL: string) => {
      try {
        const report = await api.post<DryRunReport>('/api/roster/imports', { uploadURL, format: file.meta.format, fileName: file.name });
        finish(report.id);
      } catch (error) {
        latest.current.error('The roster file could not be checked', serverMessage(error) ?? 'Please try again.');
        finish(null);
      }
    };
    const failed = (_file: SignedFile<RosterMeta>, failure: UploadFailure) => {
      latest.current.error(failure.step === 'url' ? 'Failed to get upload URL' : 'Upload failed', failure.message);
      finish(null);
    };
    const u = createSignedUploader<RosterMeta>({
      id: 'roster-import', uploadUrlPath: '/api/roster/imports/upload-url', limit: 1,
      onUploaded: (file, uploadURL) => void preview(file, uploadURL), onFailed: failed,
    });
    u.on('upload-progress', (_file, progress) => {
      if (progress.bytesTotal) setPercent(Math.round((progress.bytesUploaded / progress.bytesTotal) * 100));
    });
    return u;
  });
  useEffect(() => () => { uppy.cancelAll(); }, [uppy]);

  async function upload(file: File, format: RosterFormat): Promise<string | null> {
    if (uploading) return null;
    setUploading(true);
    setPercent(0);
    uppy.cancelAll(); // an earlier file, sent or failed
    const done = new Promise<string | null>((resolve) => { settle.current = resolve; });
    uppy.addFile({ name: file.name, type: file.type || 'application/octet-stream', data: file, meta: { format }, source: 'roster-import' });
    void uppy.upload();
    const id = await done;
    setUploading(false);
    return id;
  }

  return { upload, uploading, percent };
}
