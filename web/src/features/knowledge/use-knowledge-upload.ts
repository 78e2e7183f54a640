import { useCallback, useRef, useState } from 'react';
import { serverMessage } from '../../app/api';
import { useToast } from '../../app/use-toast';
import { KNOWLEDGE_MAX_FILES, rejectReason, uploadKnowledgeFile, UploadStepError } from './upload-flow';

export type QueuedStatus = 'waiting' | 'uploading' | 'complete' | 'error';

export interface QueuedFile {
  uid: string;
  file: File;
  status: QueuedStatus;
  percent: number;
  error?: string;
}

let counter = 0;

/**
 * The upload modal's queue: files are chosen first and sent when the user asks (spec section 4),
 * two at a time. Each success registers the record and toasts; failures stay in the queue with
 * their reason so they can be retried or removed.
 */
export function useKnowledgeUpload(onUploaded: () => void) {
  const toast = useToast();
  const [queue, setQueue] = useState<QueuedFile[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [running, setRunning] = useState(false);
  const aborts = useRef(new Map<string, AbortController>());
  /** Files queued and not yet sent, counted synchronously (a selection adds several in one tick). */
  const pendingCount = useRef(0);
  pendingCount.current = queue.filter((q) => q.status !== 'complete').length;

  const patch = (uid: string, change: Partial<QueuedFile>) =>
    setQueue((list) => list.map((q) => (q.uid === uid ? { ...q, ...change } : q)));

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
    aborts.current.get(uid)?.abort();
    setQueue((list) => list.filter((q) => q.uid !== uid));
  };

  const uploadOne = async (item: QueuedFile): Promise<boolean> => {
    const abort = new AbortController();
    aborts.current.set(item.uid, abort);
    patch(item.uid, { status: 'uploading', percent: 0, error: undefined });
    try {
      await uploadKnowledgeFile(item.file, (percent) => patch(item.uid, { percent }), abort.signal);
      patch(item.uid, { status: 'complete', percent: 100 });
      toast.success('File uploaded and will be indexed for the chatbot', item.file.name);
      onUploaded();
      return true;
    } catch (error) {
      const step = error instanceof UploadStepError ? error : new UploadStepError('put', 'Upload failed');
      const detail = serverMessage(step.cause);
      if (step.step === 'url') toast.error('Failed to get upload URL', detail);
      if (step.step === 'save') toast.error('Failed to save file', detail ?? item.file.name);
      patch(item.uid, { status: 'error', error: detail ?? step.message });
      return false;
    } finally {
      aborts.current.delete(item.uid);
    }
  };

  /** Sends every waiting (or failed) file; resolves true when all of them made it. */
  const start = async (): Promise<boolean> => {
    const todo = queue.filter((q) => q.status === 'waiting' || q.status === 'error');
    if (!todo.length || running) return false;
    setRunning(true);
    setRejected([]);
    let ok = true;
    const workers = Array.from({ length: Math.min(2, todo.length) }, async () => {
      for (let next = todo.shift(); next; next = todo.shift()) ok = (await uploadOne(next)) && ok;
    });
    await Promise.all(workers);
    setRunning(false);
    return ok;
  };

  const reset = () => {
    for (const abort of aborts.current.values()) abort.abort();
    setQueue([]);
    setRejected([]);
  };

  return { queue, rejected, running, add, remove, start, reset, dismissRejected: () => setRejected([]) };
}
