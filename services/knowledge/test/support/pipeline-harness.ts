import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { LocalBlobStore, openSqlite, type EventBus, type Principal, type SqliteDatabase } from '@counsel/kit';
import { FileTextExtractor } from '../../src/adapters/extraction/file-text-extractor.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqliteKnowledgeStore } from '../../src/adapters/sqlite/sqlite-knowledge-store.js';
import { SqliteSearchIndex } from '../../src/adapters/sqlite/sqlite-search-index.js';
import { buildKnowledgeApp, type KnowledgeApp } from '../../src/application/knowledge-app.js';
import type { ExtractedText } from '../../src/domain/document-text.js';
import type { KnowledgeFileKind } from '../../src/domain/knowledge-file.js';
import type { Embedder } from '../../src/ports/embedder.js';
import type { TextExtractor } from '../../src/ports/text-extractor.js';

export const log = pino({ level: 'silent' });
export const admin: Principal = { userId: 'admin-1', email: 'a@x', firstName: null, lastName: null, role: 'admin', sessionId: null };
export const counselor: Principal = { ...admin, userId: 'counselor-1', role: 'counselor' };

/** The real extractor, with hooks: slow it down, or make it fail a number of times with an unexpected error. */
export class HookedExtractor implements TextExtractor {
  readonly real = new FileTextExtractor(log, { ocr: true });
  failuresLeft = 0;
  gate: Promise<void> | null = null;
  calls = 0;

  async extract(bytes: Uint8Array, kind: KnowledgeFileKind): Promise<ExtractedText> {
    this.calls++;
    if (this.gate) await this.gate;
    if (this.failuresLeft > 0) {
      this.failuresLeft--;
      throw new Error('simulated crash of the extractor');
    }
    return this.real.extract(bytes, kind);
  }

  close() {
    return this.real.close();
  }
}

/** One knowledge service instance over a data folder that outlives it (so a test can restart it). */
export interface Instance {
  app: KnowledgeApp;
  store: SqliteKnowledgeStore;
  index: SqliteSearchIndex;
  extractor: HookedExtractor;
  db: SqliteDatabase;
  close(): Promise<void>;
}

export function dataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-knowledge-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

export async function startInstance(dir: string, bus: EventBus, opts: { embedder?: Embedder | null; start?: boolean; outboxRetryDelayMs?: (attempt: number) => number } = {}): Promise<Instance> {
  const db = openSqlite(dir, 'knowledge', migrations);
  const store = new SqliteKnowledgeStore(db);
  const index = new SqliteSearchIndex(db);
  const blobs = new LocalBlobStore(path.join(dir, 'blobs'));
  const extractor = new HookedExtractor();
  const app = buildKnowledgeApp({ store, index, blobs, extractor, embedder: opts.embedder ?? null, bus, log, maxFileBytes: 25 * 1024 * 1024, indexConcurrency: 2, outboxRetryDelayMs: opts.outboxRetryDelayMs });
  if (opts.start !== false) await app.start();
  return {
    app, store, index, extractor, db,
    close: async () => {
      await app.stop();
      await extractor.close();
      await index.close();
      db.close();
    },
  };
}

/** Polls until the condition holds (events are asynchronous). */
export async function eventually<T>(read: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > until) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
