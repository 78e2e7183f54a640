import type { Logger, SqliteDatabase } from '@counsel/kit';
import type { KnowledgeConfig } from '../config.js';
import type { Embedder } from '../ports/embedder.js';
import type { SearchIndex } from '../ports/search-index.js';
import { GeminiEmbedder } from './embeddings/gemini-embedder.js';
import { OnnxEmbedder } from './embeddings/onnx-embedder.js';
import { SqliteSearchIndex } from './sqlite/sqlite-search-index.js';

/** Elasticsearch when ELASTICSEARCH_URL is set, else SQLite FTS5 in the service's own store. */
export async function openSearchIndex(config: KnowledgeConfig, sqlite: () => SqliteDatabase, embedder: Embedder | null, log: Logger): Promise<SearchIndex> {
  if (config.ELASTICSEARCH_URL) {
    const { ElasticsearchSearchIndex } = await import('./elasticsearch/elasticsearch-search-index.js');
    return ElasticsearchSearchIndex.connect({ node: config.ELASTICSEARCH_URL, index: config.ELASTICSEARCH_INDEX, dimensions: embedder?.dimensions ?? null, log });
  }
  return new SqliteSearchIndex(sqlite());
}

/**
 * The dense side: Gemini when GEMINI_API_KEY is set, else a local ONNX model at EMBEDDING_MODEL_PATH,
 * else none (search is lexical: BM25 only).
 */
export async function openEmbedder(config: KnowledgeConfig, log: Logger): Promise<Embedder | null> {
  if (config.GEMINI_API_KEY) {
    return new GeminiEmbedder({ apiKey: config.GEMINI_API_KEY, model: config.GEMINI_EMBEDDING_MODEL, dimensions: config.GEMINI_EMBEDDING_DIMENSIONS, baseUrl: config.GEMINI_BASE_URL });
  }
  if (config.EMBEDDING_MODEL_PATH) {
    const e = await OnnxEmbedder.load(config.EMBEDDING_MODEL_PATH);
    log.info({ model: e.id }, 'local embedding model loaded');
    return e;
  }
  return null;
}
