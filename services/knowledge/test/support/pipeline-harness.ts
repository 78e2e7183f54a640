import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { LocalBlobStore, OutboxEvents, openSqlite, subscribeAll, type EventBus, type Principal, type SqliteDatabase, type Subscription } from '@counsel/kit';
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
  /** Subscribes the handlers, starts the relay and resumes unfinished work (when started with `start: false`). */
  start(): Promise<void>;
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
  const outbox = new OutboxEvents(store.outbox, bus, log, opts.outboxRetryDelayMs);
  const app = buildKnowledgeApp({ store, index, blobs, extractor, embedder: opts.embedder ?? null, bus, outbox, log, maxFileBytes: 25 * 1024 * 1024, indexConcurrency: 2 });
  let subs: Subscription[] = [];
  // As the kit runs a service: the handlers, the relay, then the app's own start-up work.
  const start = async () => {
    subs = await subscribeAll(bus, app.handlers);
    void outbox.start();
    await app.start();
  };
  if (opts.start !== false) await start();
  return {
    app, store, index, extractor, db, start,
    close: async () => {
      for (const s of subs) await s.stop();
      await outbox.close();
      await extractor.close();
      await index.close();
      db.close();
    },
  };
}
