import type { Passage } from '../../domain/chat.js';
import type { KnowledgeSearch } from '../../ports/knowledge-search.js';
import { callSubgraph, type SubgraphClientOptions } from './subgraph-client.js';

const QUERY = `query ChatSearch($query: String!, $k: Int) {
  searchKnowledge(query: $query, k: $k) { id sourceId sourceType title text page score }
}`;

/** KnowledgeSearch over the knowledge subgraph's `searchKnowledge` (staff only: the caller's token). */
export class KnowledgeSearchClient implements KnowledgeSearch {
  constructor(private readonly o: Omit<SubgraphClientOptions, 'service'>) {}

  async search(query: string, k: number, token: string | null): Promise<Passage[]> {
    const data = await callSubgraph<{ searchKnowledge: Passage[] }>({ ...this.o, service: 'knowledge' }, token, QUERY, { query, k });
    return data.searchKnowledge.map((p) => ({
      id: String(p.id), sourceId: String(p.sourceId), sourceType: p.sourceType === 'content' ? 'content' : 'knowledge_base',
      title: p.title ?? '', text: p.text ?? '', page: p.page ?? null, score: p.score ?? 0,
    }));
  }
}
