import { ValidationError, phrase, requireStaff, type Logger, type Principal } from '@counsel/kit';
import { candidateCount, rerankByCoverage } from '../domain/coverage-rerank.js';
import { MAX_QUERY_LENGTH, MAX_SEARCH_K, SEARCH_TEXT_REQUIRED, SOURCE_TYPES, type Passage, type SearchFilters, type SourceType } from '../domain/passage.js';
import type { Embedder } from '../ports/embedder.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { SearchIndex } from '../ports/search-index.js';

export interface SearchInput { query: string; k?: number | null; filters?: { sourceTypes?: string[] | null; tags?: string[] | null } | null }

/** searchKnowledge(query, k, filters): the retrieval the chat service uses, plus index statistics. */
export class SearchService {
  constructor(private readonly deps: { index: SearchIndex; embedder: Embedder | null; store: KnowledgeStore; log: Logger }) {}

  get mode(): 'hybrid' | 'lexical' {
    return this.deps.embedder ? 'hybrid' : 'lexical';
  }

  async search(p: Principal | null, input: SearchInput): Promise<Passage[]> {
    requireStaff(p);
    return this.searchKnowledge(input.query, input.k ?? 5, input.filters ?? {});
  }

  /** The port the chat service calls (through GraphQL); no authorization here. */
  async searchKnowledge(query: string, k: number, filters: SearchInput['filters']): Promise<Passage[]> {
    const text = query.trim();
    if (!text) throw new ValidationError(SEARCH_TEXT_REQUIRED);
    if (text.length > MAX_QUERY_LENGTH) throw new ValidationError(`Search text must be at most ${MAX_QUERY_LENGTH} characters`);
    if (!Number.isInteger(k) || k < 1 || k > MAX_SEARCH_K) throw new ValidationError(`k must be between 1 and ${MAX_SEARCH_K}`);
    const sourceTypes = (filters?.sourceTypes ?? []).map((t) => {
      if (!SOURCE_TYPES.includes(t as SourceType)) throw new ValidationError(phrase('Unknown source type {{type}}', { type: t }));
      return t as SourceType;
    });
    const f: SearchFilters = { sourceTypes, tags: (filters?.tags ?? []).map((t) => t.trim()).filter(Boolean) };
    let vector: Float32Array | null = null;
    if (this.deps.embedder) {
      try {
        [vector] = await this.deps.embedder.embed([text], 'query');
      } catch (err) {
        this.deps.log.warn({ err }, 'query embedding failed; answering with lexical search only');
      }
    }
    const candidates = await this.deps.index.search({ text, vector, k: candidateCount(k), filters: f });
    return rerankByCoverage(candidates, text, k);
  }

  async stats(p: Principal | null) {
    requireStaff(p);
    const [counts, chunks] = await Promise.all([this.deps.store.files.counts(), this.deps.index.chunkCount()]);
    return { ...counts, chunks, searchMode: this.mode };
  }
}
