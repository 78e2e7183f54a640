import type { Passage } from '../../domain/chat.js';
import type { KnowledgeSearch } from '../../ports/knowledge-search.js';
import { ChatSearchDocument } from '../../gql/knowledge.js';
import { callSubgraph, type SubgraphClientOptions } from '@counsel/kit';

/** KnowledgeSearch over the knowledge subgraph's `searchKnowledge` (staff only: the caller's token). */
export class KnowledgeSearchClient implements KnowledgeSearch {
  private readonly options: SubgraphClientOptions;
  // Named once here: a spread of the options on every call costs a copy per turn.
  constructor(upstream: Omit<SubgraphClientOptions, 'service'>) {
    this.options = { url: upstream.url, timeoutMs: upstream.timeoutMs, service: 'knowledge' };
  }

  async search(query: string, k: number, token: string | null): Promise<Passage[]> {
    const data = await callSubgraph(this.options, token, ChatSearchDocument, { query, k });
    return data.searchKnowledge.map((p) => ({
      id: p.id, sourceId: p.sourceId, sourceType: p.sourceType === 'content' ? 'content' : 'knowledge_base',
      title: p.title, text: p.text, page: p.page, score: p.score,
    }));
  }
}
