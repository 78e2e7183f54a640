import { Subjects } from '@counsel/proto-events';
import type { BlobStore, EventBus, Logger } from '@counsel/kit';
import { chunkBlocks, DEFAULT_CHUNKING, type ChunkingRules } from '../domain/chunking.js';
import type { ContentItem } from '../domain/content-item.js';
import { ExtractionError, blocksFromPlainText } from '../domain/document-text.js';
import type { KnowledgeFile } from '../domain/knowledge-file.js';
import type { IndexedChunk, SourceType } from '../domain/passage.js';
import type { Embedder } from '../ports/embedder.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { SearchIndex } from '../ports/search-index.js';
import type { TextExtractor } from '../ports/text-extractor.js';
import { SourceLocks } from './source-locks.js';
import { readBlob } from './blob-bytes.js';
import { IndexingMetrics, type IndexingJob } from './indexing-metrics.js';

/** After this many unexpected failures a file is marked Failed instead of retried again. */
export const MAX_INDEX_ATTEMPTS = 5;

export interface IndexerDeps {
  store: KnowledgeStore;
  index: SearchIndex;
  blobs: BlobStore;
  extractor: TextExtractor;
  embedder: Embedder | null;
  bus: EventBus;
  log: Logger;
  chunking?: ChunkingRules;
  /** Job counts and timings for /metrics (default: counted, not served). */
  metrics?: IndexingMetrics;
}

/**
 * One step of the pipeline per source: extract, chunk, embed, write to the index, record the outcome.
 * Every method is idempotent: it works from the stored state, so a redelivered event is harmless.
 */
export class Indexer {
  private readonly locks = new SourceLocks();
  private readonly metrics: IndexingMetrics;

  constructor(private readonly deps: IndexerDeps) {
    this.metrics = deps.metrics ?? new IndexingMetrics();
  }

  indexFile(fileId: string): Promise<void> {
    return this.locks.run(fileId, () => this.indexFileNow(fileId));
  }

  indexContent(itemId: string): Promise<void> {
    return this.locks.run(itemId, () => this.indexContentNow(itemId));
  }

  /** Rebuilds everything flagged for reindexing, source by source (search keeps answering throughout). */
  async rebuildFlagged(): Promise<{ files: number; items: number; removed: number }> {
    const files = await this.deps.store.files.toIndex();
    for (const f of files) await this.indexFile(f.id).catch((err) => this.deps.log.warn({ err, fileId: f.id }, 'reindex of a file failed; it stays queued'));
    const items = await this.deps.store.content.toIndex();
    for (const i of items) await this.indexContent(i.id);
    const removed = await this.sweepOrphans();
    return { files: files.length, items: items.length, removed };
  }

  /** Chunks whose source no longer exists (a crash between a delete and its index update). */
  async sweepOrphans(): Promise<number> {
    const live = new Set<string>();
    for (const f of await this.deps.store.files.list()) live.add(f.id);
    for (const i of await this.deps.store.content.list()) if (i.type !== 'document') live.add(i.id);
    let removed = 0;
    for (const id of await this.deps.index.sourceIds()) {
      if (!live.has(id)) {
        await this.deps.index.removeSource(id);
        removed++;
      }
    }
    return removed;
  }

  private async indexFileNow(fileId: string) {
    const { store, index } = this.deps;
    const file = await store.files.get(fileId);
    if (!file) {
      await index.removeSource(fileId);
      return;
    }
    if (file.status !== 'Pending' && !file.needsReindex) return; // already done: a redelivery
    await this.metrics.track('file', (job) => this.indexFileJob(fileId, file, job));
  }

  private async indexFileJob(fileId: string, file: KnowledgeFile, job: IndexingJob) {
    const { store, index, log } = this.deps;
    const started = Date.now();
    try {
      const item = await store.content.forFile(fileId);
      const bytes = await readBlob(this.deps.blobs, file.blobId);
      const text = await this.deps.extractor.extract(bytes, file.kind);
      const title = item?.title ?? file.fileName.replace(/\.[^.]+$/, '');
      const chunks = await this.toChunks(fileId, 'knowledge_base', title, item?.tags ?? [], chunkBlocks(text.blocks, this.deps.chunking ?? DEFAULT_CHUNKING));
      if (!chunks.length) throw new ExtractionError('No readable text was found in the file');
      await index.replaceSource(fileId, chunks);
      if (!(await store.files.get(fileId))) {
        await index.removeSource(fileId); // deleted while we worked
        job.outcome = 'deleted';
        return;
      }
      await store.write((w) => w.files.setStatus(fileId, 'Indexed', { chunkCount: chunks.length }));
      Object.assign(job, { outcome: 'indexed', chunks: chunks.length });
      log.info({ fileId, chunks: chunks.length, pages: text.pageCount, ocrPages: text.ocrPages, ms: Date.now() - started }, 'file indexed');
      await this.deps.bus.publish(Subjects.knowledgeFileIndexed, { fileId, chunkCount: chunks.length });
    } catch (err) {
      if (err instanceof ExtractionError) {
        job.outcome = 'failed';
        return this.fail(fileId, err.message);
      }
      await store.write((w) => w.files.countAttempt(fileId));
      const attempts = (await store.files.get(fileId))?.attempts ?? 0;
      if (attempts >= MAX_INDEX_ATTEMPTS) {
        log.error({ err, fileId, attempts }, 'indexing failed repeatedly');
        job.outcome = 'failed';
        return this.fail(fileId, 'Indexing failed several times. Delete the file and upload it again.');
      }
      throw err; // the bus redelivers with backoff
    }
  }

  private async fail(fileId: string, reason: string) {
    await this.deps.index.removeSource(fileId);
    if (!(await this.deps.store.files.get(fileId))) return;
    await this.deps.store.write((w) => w.files.setStatus(fileId, 'Failed', { reason, chunkCount: 0 }));
    this.deps.log.warn({ fileId, reason }, 'file could not be indexed');
    await this.deps.bus.publish(Subjects.knowledgeFileFailed, { fileId, reason });
  }

  private async indexContentNow(itemId: string) {
    const { store, index } = this.deps;
    const item = await store.content.get(itemId);
    if (!item) {
      await index.removeSource(itemId);
      return;
    }
    if (item.type === 'document') {
      if (item.fileId) await index.updateSourceMeta(item.fileId, { title: item.title, tags: item.tags });
      await store.write((w) => w.content.clearReindexFlag(itemId));
      return;
    }
    await this.metrics.track('content', async (job) => {
      const chunks = await this.toChunks(item.id, 'content', item.title, item.tags, chunkBlocks(blocksFromPlainText(contentText(item)), this.deps.chunking ?? DEFAULT_CHUNKING));
      await index.replaceSource(item.id, chunks);
      if (!(await store.content.get(itemId))) {
        await index.removeSource(itemId);
        job.outcome = 'deleted';
        return;
      }
      await store.write((w) => w.content.setIndexed(item.id, chunks.length));
      Object.assign(job, { outcome: 'indexed', chunks: chunks.length });
    });
  }

  private async toChunks(sourceId: string, sourceType: SourceType, title: string, tags: string[], chunks: ReturnType<typeof chunkBlocks>): Promise<IndexedChunk[]> {
    const vectors = this.deps.embedder && chunks.length
      ? await this.deps.embedder.embed(chunks.map((c) => `${title}\n\n${c.text}`), 'document')
      : null;
    return chunks.map((c, i) => ({
      id: `${sourceId}:${i}`, sourceId, sourceType, title, text: c.text, page: c.page, ordinal: i, tags, vector: vectors?.[i] ?? null,
    }));
  }
}

/** What a note or link contributes to search: its title, description, text and address. */
export function contentText(item: ContentItem): string {
  return [`# ${item.title}`, item.description ?? '', item.body ?? '', item.url ? `Link: ${item.url}` : ''].filter(Boolean).join('\n\n');
}
