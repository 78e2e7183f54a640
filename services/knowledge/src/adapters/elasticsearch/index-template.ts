/**
 * The chunk index: BM25 over title and text (English analyzer), keyword filters, and, when an embedder
 * is configured, a dense_vector field (cosine, HNSW) for kNN.
 */
export function chunkIndexTemplate(index: string, dimensions: number | null) {
  return {
    name: `${index}-template`,
    index_patterns: [index],
    template: {
      settings: {
        number_of_shards: 1,
        analysis: { normalizer: { lowercase: { type: 'custom' as const, filter: ['lowercase'] } } },
      },
      mappings: {
        dynamic: 'strict' as const,
        properties: {
          source_id: { type: 'keyword' as const },
          source_type: { type: 'keyword' as const },
          generation: { type: 'keyword' as const },
          title: { type: 'text' as const, analyzer: 'english' },
          text: { type: 'text' as const, analyzer: 'english' },
          page: { type: 'integer' as const },
          ordinal: { type: 'integer' as const },
          tags: { type: 'keyword' as const, normalizer: 'lowercase' },
          ...(dimensions
            ? { vector: { type: 'dense_vector' as const, dims: dimensions, index: true, similarity: 'cosine' as const, index_options: { type: 'hnsw' as const, m: 16, ef_construction: 100 } } }
            : {}),
        },
      },
    },
  };
}
