import i18next from 'i18next';
import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { graphqlMessage } from '../../app/graphql-error';
import { createSignedUploader, type SignedFile, type UploadFailure } from '../../app/signed-uploader';
import { useToast } from '../../app/use-toast';
import { RegisterKnowledgeFileDocument } from '../../gql/graphql';
import { KNOWLEDGE_MAX_FILES, KNOWLEDGE_PARALLEL, rejectReason } from './upload-rules';

export type QueuedStatus = 'waiting' | 'uploading' | 'complete' | 'error';

export interface QueuedFile {
  uid: string;
  file: File;
  status: QueuedStatus;
  percent: number;
  error?: string;
}

/**
 * The queue entry a file belongs to. It also stands in as Uppy's relativePath, which Uppy folds into its file id,
 * so the same file chosen twice stays two entries, as the queue shows it.
 */
type KbMeta = { uid: string; relativePath: string };

let counter = 0;

/**
 * The upload modal's queue: files are chosen first and sent when the user asks, two at a time,
 * through the portal's one signed uploader (app/signed-uploader.ts: retries and all). Each success registers the
 * record and toasts; failures stay in the queue with their reason so they can be retried or removed.
 */
export function useKnowledgeUpload(onUploaded: () => void) {
  const toast = useToast();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  /** Files queued and not yet sent, counted synchronously (a selection adds several in one tick). */
  const pendingCount = useRef(0);
  pendingCount.current = queue.filter((q) => q.status !== 'complete').length;
  /** How each file of the current run ended (true: registered), by uid. */
  const settle = useRef(new Map<string, (ok: boolean) => void>());

  const patch = (uid: string, change: Partial<QueuedFile>) =>
    setQueue((list) => list.map((q) => (q.uid === uid ? { ...q, ...change } : q)));
  const done = (uid: string, ok: boolean) => {
    settle.current.get(uid)?.(ok);
    settle.current.delete(uid);
  };

  const [registerFile] = useMutation(RegisterKnowledgeFileDocument);
  // The latest render's callbacks, for the uploader's events (it lives as long as the modal).
  const latest = useRef({ toast, onUploaded, registerFile });
  latest.current = { toast, onUploaded, registerFile };
  const [uppy] = useState(() => {
    const register = async (file: SignedFile<KbMeta>, uploadURL: string, uploadId: string) => {
      const { uid } = file.meta;
      const name = file.name ?? 'file';
      try {
        // Size and type are read from the stored file; the URL is kept for the record without its signature.
        await latest.current.registerFile({ variables: { input: { uploadId, fileName: name, uploadURL: uploadURL.split('?')[0] } } });
        patch(uid, { status: 'complete', percent: 100 });
        latest.current.toast.success(i18next.t('toasts.uploaded', { ns: 'knowledgeBase' }), name);
        latest.current.onUploaded();
        done(uid, true);
      } catch (error) {
        const detail = graphqlMessage(error);
        latest.current.toast.error(i18next.t('toasts.saveError', { ns: 'knowledgeBase' }), detail ?? name);
        patch(uid, { status: 'error', error: detail ?? i18next.t('toasts.saveError', { ns: 'knowledgeBase' }) });
        done(uid, false);
      }
    };
    const failed = (file: SignedFile<KbMeta>, failure: UploadFailure) => {
      if (failure.step === 'url') latest.current.toast.error(i18next.t('toasts.urlError', { ns: 'knowledgeBase' }), failure.message);
      patch(file.meta.uid, { status: 'error', error: failure.message });
      done(file.meta.uid, false);
    };
    const u = createSignedUploader<KbMeta>({
      id: 'knowledge-base', uploadUrlPath: '/api/knowledge-base-files/upload-url', limit: KNOWLEDGE_PARALLEL,
      onUploaded: (file, uploadURL, uploadId) => void register(file, uploadURL, uploadId), onFailed: failed,
    });
    u.on('upload-progress', (file, progress) => {
      if (file && progress.bytesTotal) patch(file.meta.uid, { percent: Math.round((progress.bytesUploaded / progress.bytesTotal) * 100) });
    });
    // Removed (by the user, or by closing the modal) while it was going: it ends as not sent.
    u.on('file-removed', (file) => done(file.meta.uid, false));
    return u;
  });
  useEffect(() => () => { uppy.cancelAll(); }, [uppy]);

  /** Queues a chosen file, or notes why it cannot be sent. Called once per file of a selection. */
  const add = useCallback((file: File) => {
    const reason = rejectReason(file)
      ?? (pendingCount.current >= KNOWLEDGE_MAX_FILES ? `at most ${KNOWLEDGE_MAX_FILES} files at a time` : null);
    if (reason) {
      setRejected((list) => [...list, `${file.name}: ${reason}`]);
      return;
    }
    pendingCount.current += 1;
    setQueue((list) => [...list, { uid: `kb-${Date.now()}-${counter++}`, file, status: 'waiting', percent: 0 }]);
  }, []);

  const remove = (uid: string) => {
    const sending = uppy.getFiles().find((f) => f.meta.uid === uid);
    if (sending) uppy.removeFile(sending.id);
    setQueue((list) => list.filter((q) => q.uid !== uid));
  };

  /** Sends every waiting (or failed) file; resolves true when all of them made it. */
  const start = async (): Promise<boolean> => {
    const todo = queue.filter((q) => q.status === 'waiting' || q.status === 'error');
    if (!todo.length || running) return false;
    setRunning(true);
    setRejected([]);
    uppy.cancelAll(); // the files of an earlier run, finished or failed
    const results = todo.map((item) => new Promise<boolean>((resolve) => {
      settle.current.set(item.uid, resolve);
      patch(item.uid, { status: 'uploading', percent: 0, error: undefined });
      uppy.addFile({ name: item.file.name, type: item.file.type, data: item.file, meta: { uid: item.uid, relativePath: item.uid }, source: 'knowledge-upload' });
    }));
    void uppy.upload();
    const ok = (await Promise.all(results)).every(Boolean);
    setRunning(false);
    return ok;
  };

  const reset = () => {
    uppy.cancelAll();
    setQueue([]);
    setRejected([]);
  };

  return { queue, rejected, running, add, remove, start, reset, dismissRejected: () => setRejected([]) };
}
