import { randomUUID } from 'node:crypto';
import { Subjects } from '@counsel/proto-events';
import { on, type EventBus, type EventSubscription, type Logger } from '@counsel/kit';
import type { Embedder } from '../ports/embedder.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import { markAllForReindex } from './reindex-all.js';
import type { SearchIndex } from '../ports/search-index.js';
import type { Indexer } from './indexer.js';

export interface PipelineDeps {
  bus: EventBus;
  indexer: Indexer;
  store: KnowledgeStore;
  index: SearchIndex;
  embedder: Embedder | null;
  log: Logger;
  concurrency: number;
}

/**
 * The event-driven indexing pipeline: file.uploaded → index the file; content.changed → index the note
 * or link; reindex.requested → rebuild everything flagged. Durable consumers, so with JetStream the work
 * is shared between instances and survives restarts.
 */
export function indexingHandlers(d: PipelineDeps): EventSubscription[] {
  return [
    on(Subjects.knowledgeFileUploaded, 'knowledge-index-files', (e) => d.indexer.indexFile(e.data.fileId), { concurrency: d.concurrency }),
    on(Subjects.knowledgeContentChanged, 'knowledge-index-content', (e) => d.indexer.indexContent(e.data.itemId), { concurrency: 2 }),
    on(Subjects.knowledgeReindexRequested, 'knowledge-index-rebuild', async (e) => {
      const r = await d.indexer.rebuildFlagged();
      d.log.info({ requestId: e.data.requestId, ...r }, 'reindex finished');
    }, { concurrency: 1 }),
  ];
}

/**
 * Start-up reconciliation: the store, not the bus, says what is left to do. Every
 * file still Pending is queued again; anything flagged for a rebuild (an interrupted reindex, or an
 * embedder change that makes the stored vectors useless) is rebuilt.
 */
export async function reconcile(d: PipelineDeps): Promise<{ pendingFiles: number; rebuild: boolean }> {
  const model = d.embedder?.id ?? null;
  if ((await d.index.vectorModel()) !== model) {
    const flagged = await markAllForReindex(d.store);
    await d.index.setVectorModel(model);
    if (flagged) d.log.info({ model, flagged }, 'embedder changed: rebuilding the index');
  }
  const files = await d.store.files.toIndex();
  const pending = files.filter((f) => f.status === 'Pending' && !f.needsReindex);
  for (const f of pending) await d.bus.publish(Subjects.knowledgeFileUploaded, { fileId: f.id });
  const rebuild = files.length > pending.length || (await d.store.content.toIndex()).length > 0;
  if (rebuild) await d.bus.publish(Subjects.knowledgeReindexRequested, { requestId: randomUUID(), actorId: null });
  if (pending.length || rebuild) d.log.info({ pendingFiles: pending.length, rebuild }, 'resumed unfinished indexing');
  return { pendingFiles: pending.length, rebuild };
}
