import { openSqlite, type Logger, type SqliteDatabase } from '@counsel/kit';
import type { KnowledgeConfig } from '../config.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteKnowledgeStore } from './sqlite/sqlite-knowledge-store.js';
import type { Embedder } from '../ports/embedder.js';
import type { SearchIndex } from '../ports/search-index.js';
import { OnnxEmbedder } from './onnx/onnx-embedder.js';
import { SqliteSearchIndex } from './sqlite/sqlite-search-index.js';

export interface KnowledgeStores {
  store: KnowledgeStore;
  /**
   * The service's own SQLite file, for the SQLite search index (FTS5 chunks and vectors live there,
   * not in the KnowledgeStore). With MongoDB it is opened only when asked for (no ELASTICSEARCH_URL).
   */
  sqlite(): SqliteDatabase;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else the service's own SQLite file. */
export async function openKnowledgeStores(config: KnowledgeConfig, log: Logger): Promise<KnowledgeStores> {
  if (config.MONGODB_URL) {
    const { knowledgeModels, initKnowledgeModels } = await import('./mongo/models.js');
    const { MongoKnowledgeStore } = await import('./mongo/mongo-knowledge-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    const conn = await connectMongo(config.MONGODB_URL, 'counsel_knowledge', log);
    const m = knowledgeModels(conn);
    await initKnowledgeModels(m);
    let db: SqliteDatabase | null = null;
    return {
      store: new MongoKnowledgeStore(m, conn),
      sqlite: () => (db ??= openSqlite(config.DATA_DIR, 'knowledge', migrations)),
      ready: () => conn.readyState === 1 && (db?.open ?? true),
      close: async () => {
        await conn.close();
        db?.close();
      },
    };
  }
  const db = openSqlite(config.DATA_DIR, 'knowledge', migrations);
  return {
    store: new SqliteKnowledgeStore(db),
    sqlite: () => db,
    ready: () => db.open,
    close: async () => { db.close(); },
  };
}

/** Elasticsearch when ELASTICSEARCH_URL is set, else SQLite FTS5 in the service's own store. */
export async function openSearchIndex(config: KnowledgeConfig, sqlite: () => SqliteDatabase, embedder: Embedder | null, log: Logger): Promise<SearchIndex> {
  if (config.ELASTICSEARCH_URL) {
    const { ElasticsearchSearchIndex } = await import('./elasticsearch/elasticsearch-search-index.js');
    return ElasticsearchSearchIndex.connect({
      node: config.ELASTICSEARCH_URL, index: config.ELASTICSEARCH_INDEX, dimensions: embedder?.dimensions ?? null,
      username: config.ELASTICSEARCH_USERNAME, password: config.ELASTICSEARCH_PASSWORD, log,
    });
  }
  return new SqliteSearchIndex(sqlite());
}

/**
 * The dense side: Gemini when GEMINI_API_KEY is set, else a local ONNX model at EMBEDDING_MODEL_PATH,
 * else none (search is lexical: BM25 only).
 */
export async function openEmbedder(config: KnowledgeConfig, log: Logger): Promise<Embedder | null> {
  if (config.GEMINI_API_KEY) {
    // The SDK loads only when a key is configured.
    const { GeminiEmbedder } = await import('./gemini/gemini-embedder.js');
    return new GeminiEmbedder({ apiKey: config.GEMINI_API_KEY, model: config.GEMINI_EMBEDDING_MODEL, dimensions: config.GEMINI_EMBEDDING_DIMENSIONS, baseUrl: config.GEMINI_BASE_URL });
  }
  if (config.EMBEDDING_MODEL_PATH) {
    const e = await OnnxEmbedder.load(config.EMBEDDING_MODEL_PATH);
    log.info({ model: e.id }, 'local embedding model loaded');
    return e;
  }
  return null;
}
