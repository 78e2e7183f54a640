import type { BlobStore, EventBus, Logger, OutboxEvents } from '@counsel/kit';
import type { ChunkingRules } from '../domain/chunking.js';
import type { Embedder } from '../ports/embedder.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { SearchIndex } from '../ports/search-index.js';
import type { TextExtractor } from '../ports/text-extractor.js';
import { ContentService } from './content.service.js';
import { seedDemoKnowledge } from './demo-seed.js';
import { Indexer } from './indexer.js';
import type { IndexingMetrics } from './indexing-metrics.js';
import { indexingHandlers, reconcile, type PipelineDeps } from './indexing-pipeline.js';
import { KnowledgeEvents } from './knowledge-events.js';
import { KnowledgeFilesService } from './knowledge-files.service.js';
import { KnowledgeUploads } from './knowledge-uploads.js';
import { SearchService } from './search.service.js';

export interface KnowledgeAppDeps {
  store: KnowledgeStore;
  index: SearchIndex;
  blobs: BlobStore;
  extractor: TextExtractor;
  embedder: Embedder | null;
  bus: EventBus;
  /** The service's outbox relay (the kit's). */
  outbox: OutboxEvents;
  log: Logger;
  maxFileBytes: number;
  indexConcurrency: number;
  urlTtlSeconds?: number;
  unregisteredTtlMs?: number;
  chunking?: ChunkingRules;
  /** Indexing job series for the service's /metrics. */
  metrics?: IndexingMetrics;
}

/** The knowledge service's use cases wired to their ports (service.ts supplies adapters from config; tests supply their own). */
export function buildKnowledgeApp(d: KnowledgeAppDeps) {
  const events = new KnowledgeEvents(d.outbox);
  const files = new KnowledgeFilesService({ store: d.store, index: d.index, blobs: d.blobs, events, log: d.log, maxFileBytes: d.maxFileBytes });
  const uploads = new KnowledgeUploads({
    store: d.store, blobs: d.blobs, files, log: d.log, maxBytes: d.maxFileBytes,
    urlTtlSeconds: d.urlTtlSeconds ?? 900, unregisteredTtlMs: d.unregisteredTtlMs ?? 24 * 3_600_000,
  });
  const content = new ContentService({ store: d.store, events, files });
  const search = new SearchService({ index: d.index, embedder: d.embedder, store: d.store, log: d.log });
  const indexer = new Indexer({ store: d.store, index: d.index, blobs: d.blobs, extractor: d.extractor, embedder: d.embedder, bus: d.bus, log: d.log, chunking: d.chunking, metrics: d.metrics });
  const pipeline: PipelineDeps = { bus: d.bus, indexer, store: d.store, index: d.index, embedder: d.embedder, log: d.log, concurrency: d.indexConcurrency };
  return {
    files, uploads, content, search, indexer, events,
    /** The indexing pipeline's handlers. */
    handlers: indexingHandlers(pipeline),
    /** Once the handlers run: resumes unfinished work, and seeds demo data when asked. */
    async start(opts: { demo?: { ocr: boolean } } = {}) {
      await reconcile(pipeline);
      await uploads.sweep();
      if (opts.demo) await seedDemoKnowledge({ store: d.store, files, events, log: d.log, ocr: opts.demo.ocr });
    },
  };
}
export type KnowledgeApp = ReturnType<typeof buildKnowledgeApp>;
