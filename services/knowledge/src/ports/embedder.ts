/**
 * Turns text into vectors for the dense side of search. Optional: without one, search is lexical (BM25).
 */
export interface Embedder {
  /** Model identity; stored vectors from another model are rebuilt. */
  readonly id: string;
  readonly dimensions: number;
  /** One unit-length vector per text. `purpose` lets models that distinguish queries from documents do so. */
  embed(texts: readonly string[], purpose: 'query' | 'document'): Promise<Float32Array[]>;
  close?(): Promise<void>;
}
