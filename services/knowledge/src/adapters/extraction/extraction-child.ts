// The process an IsolatedTextExtractor runs extraction in (see isolated-text-extractor.ts): it reads each file it
// is sent with FileTextExtractor and answers on the IPC channel; it ends when its parent disconnects or goes away.
import { ExtractionError } from '../../domain/document-text.js';
import type { KnowledgeFileKind } from '../../domain/knowledge-file.js';
import { FileTextExtractor } from './file-text-extractor.js';
import type { ExtractionLog } from './ocr-engine.js';
import type { ChildReply, ExtractJob } from './isolated-text-extractor.js';

const send = (reply: ChildReply) => process.send?.(reply);

/** The parent's logger, over IPC: this process writes nothing itself. */
function ipcLogger(): ExtractionLog {
  const at = (level: 'debug' | 'info' | 'warn' | 'error') => (obj: unknown, msg?: string) => {
    const fields = obj instanceof Error ? { err: { message: obj.message } } : (obj as Record<string, unknown>);
    const err = fields && typeof fields === 'object' && fields.err instanceof Error ? { ...fields, err: { message: fields.err.message } } : fields;
    send({ log: { level, fields: err, msg } });
  };
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') };
}

// Within this process the OCR worker lives as long as the process does: the parent ends the whole process when idle.
const extractor = new FileTextExtractor(ipcLogger(), { ocr: process.env.COUNSEL_EXTRACT_OCR === '1', idleMs: 24 * 3_600_000 });

process.on('message', (job: ExtractJob) => {
  extractor.extract(job.bytes, job.kind as KnowledgeFileKind).then(
    (text) => send({ id: job.id, text }),
    (err: unknown) => send({ id: job.id, error: { message: (err as Error)?.message ?? String(err), readable: err instanceof ExtractionError } }),
  );
});
process.on('disconnect', () => {
  void extractor.close().finally(() => process.exit(0));
});
send({ ready: true });
