import { randomUUID } from 'node:crypto';
import type { Client, estypes } from '@elastic/elasticsearch';
import { waitForDependency, type Logger } from '@counsel/kit';
import { elasticsearchClient } from '@counsel/kit/elasticsearch';
import { queryConcepts } from '../../domain/query-terms.js';
import { reciprocalRankFusion } from '../../domain/rank-fusion.js';
import type { IndexedChunk, Passage, SearchRequest, SourceType } from '../../domain/passage.js';
import type { SearchIndex } from '../../ports/search-index.js';
import { chunkIndexTemplate } from './index-template.js';

interface ChunkDoc { source_id: string; source_type: SourceType; generation: string; title: string; text: string; page: number | null; ordinal: number; tags: string[]; vector?: number[] }

const CANDIDATES_PER_RESULT = 4;
const FIELDS = ['title^2', 'text'];
/** An equivalent of a query word counts less than the word itself (as in coverage-rerank.ts). */
const EQUIVALENT_BOOST = 0.6;

/** The query's own words, and each equivalent of the search vocabulary (a phrase as a phrase), boosted lower. */
export function lexicalClauses(text: string): estypes.QueryDslQueryContainer[] {
  const alternatives = [...new Set(queryConcepts(text).flatMap((c) => c.alternatives))];
  return [
    { multi_match: { query: text, fields: FIELDS } },
    ...alternatives.map((a) => ({ multi_match: { query: a, fields: FIELDS, type: 'phrase' as const, boost: EQUIVALENT_BOOST } })),
  ];
}

const MIN_CANDIDATES = 40;

export interface ElasticsearchSearchOptions {
  node: string;
  index: string;
  dimensions: number | null;
  /** Elasticsearch with security on (compose, the chart): basic authentication. */
  username?: string;
  password?: string;
  log: Logger;
  maxWaitMs?: number;
}

/**
 * Elasticsearch (distributed mode): BM25 (multi_match over title and text) and kNN over the dense_vector
 * field, each a ranked list, fused by reciprocal rank here (so no licensed RRF retriever is needed).
 * A source is replaced by writing its new generation first and then deleting older generations, so a
 * search sees the old chunks, briefly both, or the new ones, never none.
 */
export class ElasticsearchSearchIndex implements SearchIndex {
  readonly kind = 'elasticsearch' as const;

  private constructor(private readonly es: Client, private readonly index: string, private readonly log: Logger) {}

  static async connect(o: ElasticsearchSearchOptions): Promise<ElasticsearchSearchIndex> {
    const es = elasticsearchClient(o);
    const t = chunkIndexTemplate(o.index, o.dimensions);
    // The service creates its own template and indices at start-up, once Elasticsearch answers.
    await waitForDependency('Elasticsearch', () => es.ping(), o.log, { maxWaitMs: o.maxWaitMs });
    await es.indices.putIndexTemplate({ name: t.name, index_patterns: t.index_patterns, template: t.template });
    await createIndex(es, { index: o.index });
    await createIndex(es, { index: `${o.index}-meta`, mappings: { dynamic: 'strict', properties: { value: { type: 'keyword' } } } });
    return new ElasticsearchSearchIndex(es, o.index, o.log);
  }

  async replaceSource(sourceId: string, chunks: readonly IndexedChunk[]) {
    const generation = randomUUID();
    if (chunks.length) {
      const operations = chunks.flatMap((c) => [
        { index: { _index: this.index, _id: `${sourceId}:${generation}:${c.ordinal}` } },
        {
          source_id: sourceId, source_type: c.sourceType, generation, title: c.title, text: c.text, page: c.page, ordinal: c.ordinal, tags: c.tags,
          ...(c.vector ? { vector: Array.from(c.vector) } : {}),
        } satisfies ChunkDoc,
      ]);
      const res = await this.es.bulk({ operations, refresh: 'wait_for' });
      if (res.errors) {
        const first = res.items.find((i) => i.index?.error)?.index?.error;
        await this.deleteWhere({ bool: { filter: [{ term: { source_id: sourceId } }, { term: { generation } }] } });
        throw new Error(`Elasticsearch refused chunks: ${first?.reason ?? 'unknown error'}`);
      }
    }
    await this.deleteWhere({ bool: { filter: [{ term: { source_id: sourceId } }], must_not: [{ term: { generation } }] } });
  }

  async removeSource(sourceId: string) {
    await this.deleteWhere({ term: { source_id: sourceId } });
  }

  async updateSourceMeta(sourceId: string, meta: { title: string; tags: string[] }) {
    await this.es.updateByQuery({
      index: this.index, refresh: true, conflicts: 'proceed',
      query: { term: { source_id: sourceId } },
      script: { source: 'ctx._source.title = params.title; ctx._source.tags = params.tags;', params: meta },
    });
  }

  async search(req: SearchRequest): Promise<Passage[]> {
    const n = Math.max(req.k * CANDIDATES_PER_RESULT, MIN_CANDIDATES);
    const filter: estypes.QueryDslQueryContainer[] = [];
    if (req.filters.sourceTypes?.length) filter.push({ terms: { source_type: [...req.filters.sourceTypes] } });
    if (req.filters.tags?.length) filter.push({ terms: { tags: req.filters.tags.map((t) => t.toLowerCase()) } });
    const lexical = this.es.search<ChunkDoc>({
      index: this.index, size: n, _source: { excludes: ['vector'] },
      query: { bool: { should: lexicalClauses(req.text), minimum_should_match: 1, filter } },
    });
    const dense = req.vector
      ? this.es.search<ChunkDoc>({
        index: this.index, size: n, _source: { excludes: ['vector'] },
        knn: { field: 'vector', query_vector: Array.from(req.vector), k: n, num_candidates: Math.max(100, n * 2), filter },
      })
      : null;
    const toPassages = (r: Awaited<typeof lexical>): Passage[] => r.hits.hits.flatMap((h) => (h._source ? [{
      id: `${h._source.source_id}:${h._source.ordinal}`, sourceId: h._source.source_id, sourceType: h._source.source_type,
      title: h._source.title, text: h._source.text, page: h._source.page ?? null, score: h._score ?? 0,
    }] : []));
    const lists = [toPassages(await lexical), ...(dense ? [toPassages(await dense)] : [])].map(dedupe);
    return lists.length === 1 ? lists[0].slice(0, req.k) : reciprocalRankFusion(lists, req.k);
  }

  async sourceIds() {
    const ids: string[] = [];
    let after: Record<string, string> | undefined;
    for (;;) {
      const r = await this.es.search({
        index: this.index, size: 0,
        aggs: { sources: { composite: { size: 1000, sources: [{ id: { terms: { field: 'source_id' } } }], ...(after ? { after } : {}) } } },
      });
      const agg = r.aggregations?.sources as { buckets: { key: { id: string } }[]; after_key?: Record<string, string> } | undefined;
      if (!agg?.buckets.length) return ids;
      ids.push(...agg.buckets.map((b) => b.key.id));
      after = agg.after_key;
      if (!after) return ids;
    }
  }

  async chunkCount() {
    // Distinct (source, ordinal): during a replacement two generations may briefly coexist.
    const r = await this.es.count({ index: this.index });
    return r.count;
  }

  async vectorModel() {
    const r = await this.es.get<{ value: string | null }>({ index: `${this.index}-meta`, id: 'vector_model' }, { ignore: [404] });
    return r.found ? r._source?.value ?? null : null;
  }

  async setVectorModel(model: string | null) {
    await this.es.index({ index: `${this.index}-meta`, id: 'vector_model', document: { value: model }, refresh: true });
  }

  async close() {
    await this.es.close();
  }

  private async deleteWhere(query: object) {
    await this.es.deleteByQuery({ index: this.index, refresh: true, conflicts: 'proceed', query });
  }
}

/** One passage per (source, position): a replacement in flight may briefly show two generations. */
function dedupe(list: Passage[]): Passage[] {
  const seen = new Set<string>();
  return list.filter((p) => (seen.has(p.id) ? false : (seen.add(p.id), true)));
}

/** Replicas start together: an index another replica created first is what we wanted anyway. */
async function createIndex(es: Client, req: estypes.IndicesCreateRequest) {
  if (await es.indices.exists({ index: req.index })) return;
  try {
    await es.indices.create(req);
  } catch (err) {
    const type = (err as { meta?: { body?: { error?: { type?: string } } } }).meta?.body?.error?.type;
    if (type !== 'resource_already_exists_exception') throw err;
  }
}
