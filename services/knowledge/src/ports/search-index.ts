import type { IndexedChunk, Passage, SearchRequest } from '../domain/passage.js';

/**
 * The search index port: BM25 over chunk text plus, when chunks carry vectors, nearest neighbours,
 * fused by reciprocal rank. Every adapter passes test/search-index.contract.ts.
 */
export interface SearchIndex {
  readonly kind: 'sqlite-fts5' | 'elasticsearch';
  /** Replaces every chunk of a source with these, so that searches see either the old or the new set, never none. */
  replaceSource(sourceId: string, chunks: readonly IndexedChunk[]): Promise<void>;
  removeSource(sourceId: string): Promise<void>;
  /** Title and tags changed without the text changing. */
  updateSourceMeta(sourceId: string, meta: { title: string; tags: string[] }): Promise<void>;
  search(req: SearchRequest): Promise<Passage[]>;
  sourceIds(): Promise<string[]>;
  chunkCount(): Promise<number>;
  /** The embedder whose vectors the index holds (null: lexical only). */
  vectorModel(): Promise<string | null>;
  setVectorModel(model: string | null): Promise<void>;
  close(): Promise<void>;
}
