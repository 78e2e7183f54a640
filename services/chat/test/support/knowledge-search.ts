import { openSqlite } from '@counsel/kit';
import { migrations } from '../../../knowledge/src/adapters/sqlite/migrations.js';
import { SqliteSearchIndex } from '../../../knowledge/src/adapters/sqlite/sqlite-search-index.js';
import { candidateCount, rerankByCoverage } from '../../../knowledge/src/domain/coverage-rerank.js';
import type { KnowledgeSearch } from '../../src/ports/knowledge-search.js';

/** A passage to index, as the knowledge service would after chunking a file or a note. */
export interface DemoChunk {
  id: string;
  sourceId: string;
  sourceType: 'knowledge_base' | 'content';
  title: string;
  text: string;
  page?: number | null;
}

/**
 * Chat's KnowledgeSearch over the knowledge service's own embedded index (SQLite FTS5, lexical) and reranker, in memory:
 * chat's tests search the way the portal does, through the knowledge subgraph's engine, not a look-alike.
 */
export async function knowledgeSearchOver(chunks: readonly DemoChunk[]): Promise<KnowledgeSearch & { close(): Promise<void> }> {
  const index = new SqliteSearchIndex(openSqlite(':memory:', 'knowledge', migrations));
  const bySource = new Map<string, DemoChunk[]>();
  for (const c of chunks) bySource.set(c.sourceId, [...(bySource.get(c.sourceId) ?? []), c]);
  for (const [sourceId, list] of bySource) {
    await index.replaceSource(sourceId, list.map((c, ordinal) => ({ ...c, page: c.page ?? null, ordinal, tags: [], vector: null })));
  }
  return {
    // The index's candidates, then the knowledge service's second pass, as its searchKnowledge does.
    search: async (query, k) => rerankByCoverage(await index.search({ text: query, vector: null, k: candidateCount(k), filters: {} }), query, k),
    close: () => index.close(),
  };
}
