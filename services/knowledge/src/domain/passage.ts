/** Where a passage came from: an uploaded knowledge-base file, or a note or link of the content repository. */
export type SourceType = 'knowledge_base' | 'content';
export const SOURCE_TYPES: readonly SourceType[] = ['knowledge_base', 'content'];

/** One chunk as the search index stores it. */
export interface IndexedChunk {
  /** Stable for a source and position: `${sourceId}:${ordinal}`. */
  id: string;
  sourceId: string;
  sourceType: SourceType;
  title: string;
  text: string;
  page: number | null;
  ordinal: number;
  tags: string[];
  /** Unit-length embedding when an embedder is configured. */
  vector: Float32Array | null;
}

export interface SearchFilters {
  sourceTypes?: readonly SourceType[] | null;
  /** Any of these tags (case-insensitive). */
  tags?: readonly string[] | null;
}

export interface SearchRequest {
  text: string;
  /** Query embedding (same model as the stored vectors), or null for lexical only. */
  vector: Float32Array | null;
  k: number;
  filters: SearchFilters;
}

export interface Passage {
  id: string;
  sourceId: string;
  sourceType: SourceType;
  title: string;
  text: string;
  page: number | null;
  score: number;
}

export const MAX_SEARCH_K = 50;
export const MAX_QUERY_LENGTH = 1000;
/** What a blank search is told; the gateway's REST query says the same of search text that is missing. */
export const SEARCH_TEXT_REQUIRED = 'Search text is required';
