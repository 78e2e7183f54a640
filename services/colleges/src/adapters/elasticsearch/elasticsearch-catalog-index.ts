import type { Client, estypes } from '@elastic/elasticsearch';
import { waitForDependency, type Logger } from '@counsel/kit';
import { elasticsearchClient } from '@counsel/kit/elasticsearch';
import { CONTROLS_OF, SIZE_BOUNDS } from '../../domain/catalog-filters.js';
import { allowedEdits, normalizedText, placeText, searchTokens } from '../../domain/catalog-text.js';
import type { CatalogPage, CatalogQuery, College } from '../../domain/college.js';
import type { CatalogIndex } from '../../ports/catalog-index.js';
import { catalogIndexBody } from './catalog-index-mappings.js';

interface CatalogDoc {
  unitid: string; name_norm: string; name_words: string; search_words: string; state: string; control: string;
  test_policy: string | null; undergrads: number | null; admission_rate: number | null; net_price: number | null; doc: College;
}

const BULK_BATCH = 500;
const STALE_INDEX_MS = 10 * 60_000;
/** Elasticsearch's default index.max_result_window: from + size may not pass it. */
const MAX_WINDOW = 10_000;
/** Scores of the ranking tiers (ports/catalog-index.ts); each tier's clauses add up above the next one's. */
const TIER_BOOST = { exact: 1000, prefix: 100, name: 10, place: 1 } as const;

export interface ElasticsearchCatalogOptions {
  node: string;
  /** The alias searches go through; each load writes a new index and moves the alias to it. */
  index: string;
  username?: string;
  password?: string;
  log: Logger;
  maxWaitMs?: number;
}

/**
 * Elasticsearch (distributed mode). A load writes a fresh index named after the version, then moves the
 * alias to it in one step and drops the old ones, so searches see the old catalog or the new one, never a
 * part, and replicas loading at once end with the alias on one of their indices. Ranking tiers are constant-score clauses, so `_score` is the tier and ties fall to size and name.
 */
export class ElasticsearchCatalogIndex implements CatalogIndex {
  readonly kind = 'elasticsearch' as const;

  private constructor(private readonly es: Client, private readonly alias: string) {}

  static async connect(o: ElasticsearchCatalogOptions): Promise<ElasticsearchCatalogIndex> {
    const es = elasticsearchClient(o);
    await waitForDependency('Elasticsearch', () => es.ping(), o.log, { maxWaitMs: o.maxWaitMs });
    return new ElasticsearchCatalogIndex(es, o.index);
  }

  async version() {
    // Through the alias: the answer is keyed by the index behind it; a 404 (nothing loaded yet) has an error.
    // @elastic/elasticsearch types the answer without the error body that `ignore: [404]` lets through: read as any record.
    const r: Record<string, unknown> = await this.es.indices.getMapping({ index: this.alias }, { ignore: [404] });
    if ('error' in r) return null;
    const record = Object.values(r)[0] as estypes.IndicesGetMappingIndexMappingRecord | undefined;
    const meta = record?.mappings?._meta as { version?: string } | undefined;
    return meta?.version ?? null;
  }

  /** Other processes may load the shared index at any time: nothing here can tell, so nothing is kept. */
  revision() {
    return null;
  }

  async replaceAll(colleges: AsyncIterable<College>, version: string) {
    const target = `${this.alias}-${version.slice(0, 16)}-${Date.now().toString(36)}`;
    await this.es.indices.create({ index: target, ...catalogIndexBody(version) });
    let n = 0;
    try {
      let batch: College[] = [];
      for await (const c of colleges) {
        batch.push(c);
        if (batch.length >= BULK_BATCH) { await this.bulk(target, batch); n += batch.length; batch = []; }
      }
      if (batch.length) { await this.bulk(target, batch); n += batch.length; }
      await this.es.indices.refresh({ index: target });
      const previous = await this.aliasedIndices();
      // One atomic step: the alias leaves every catalog index (another replica's too) and points at ours.
      await this.es.indices.updateAliases({
        actions: [
          { remove: { index: `${this.alias}-*`, alias: this.alias, must_exist: false } },
          { add: { index: target, alias: this.alias } },
        ],
      });
      if (previous.length) await this.es.indices.delete({ index: previous, ignore_unavailable: true });
      await this.dropStaleIndices(target);
    } catch (err) {
      await this.es.indices.delete({ index: target }, { ignore: [404] });
      throw err;
    }
    return n;
  }

  async search(query: CatalogQuery): Promise<CatalogPage> {
    const filter: estypes.QueryDslQueryContainer[] = [];
    const should: estypes.QueryDslQueryContainer[] = [];
    const words = query.q ? searchTokens(query.q) : [];
    if (words.length) {
      const q = normalizedText(query.q!);
      // A word matches a name or place word by prefix or typo, or the state code exactly.
      const strict = (w: string): estypes.QueryDslQueryContainer[] => [{ prefix: { search_words: w } }, { term: { state: w.toUpperCase() } }];
      for (const w of words) {
        filter.push({ bool: { minimum_should_match: 1, should: [
          ...strict(w),
          ...(allowedEdits(w) ? [{ fuzzy: { search_words: { value: w, fuzziness: 'AUTO', transpositions: true, max_expansions: 50 } } }] : []),
        ] } });
      }
      should.push(
        { constant_score: { boost: TIER_BOOST.exact, filter: { term: { name_norm: q } } } },
        { constant_score: { boost: TIER_BOOST.prefix, filter: { prefix: { name_norm: q } } } },
        { constant_score: { boost: TIER_BOOST.name, filter: { bool: { filter: words.map((w) => ({ prefix: { name_words: w } })) } } } },
        { constant_score: { boost: TIER_BOOST.place, filter: { bool: { filter: words.map((w) => ({ bool: { should: strict(w), minimum_should_match: 1 } })) } } } },
      );
    }
    if (query.state) filter.push({ term: { state: query.state } });
    if (query.control) filter.push({ terms: { control: [...CONTROLS_OF[query.control]] } });
    if (query.testPolicy) filter.push({ term: { test_policy: query.testPolicy } });
    if (query.size) {
      const b = SIZE_BOUNDS[query.size];
      filter.push({ range: { undergrads: { ...(b.min !== null ? { gte: b.min } : {}), ...(b.max !== null ? { lte: b.max } : {}) } } });
    }
    if (query.maxAdmissionRate !== undefined) filter.push({ range: { admission_rate: { lte: query.maxAdmissionRate } } });
    if (query.maxNetPrice !== undefined) filter.push({ range: { net_price: { lte: query.maxNetPrice } } });

    const from = (query.page - 1) * query.pageSize;
    const beyond = from + query.pageSize > MAX_WINDOW;
    const r = await this.es.search<CatalogDoc>({
      index: this.alias, ignore_unavailable: true, allow_no_indices: true,
      from: beyond ? 0 : from, size: beyond ? 0 : query.pageSize, track_total_hits: true,
      query: { bool: { filter, should } },
      sort: [
        { _score: { order: 'desc' } },
        { undergrads: { order: 'desc', missing: '_last' } },
        { name_norm: { order: 'asc' } },
        { unitid: { order: 'asc' } },
      ],
      _source: ['doc'],
    });
    const total = typeof r.hits.total === 'number' ? r.hits.total : r.hits.total?.value ?? 0;
    // Past the window there is nothing to show anyway (the catalog is a few thousand colleges).
    return { items: r.hits.hits.flatMap((h) => (h._source ? [h._source.doc] : [])), total };
  }

  async get(unitid: string) {
    const r = await this.es.get<CatalogDoc>({ index: this.alias, id: unitid, _source: ['doc'] }, { ignore: [404] });
    return r.found && r._source ? r._source.doc : null;
  }

  async getMany(unitids: readonly string[]) {
    const out = new Map<string, College>();
    const ids = [...new Set(unitids)];
    if (!ids.length) return out;
    const r = await this.es.mget<CatalogDoc>({ index: this.alias, ids, _source: ['doc'] }, { ignore: [404] });
    for (const d of r.docs ?? []) {
      if ('found' in d && d.found && d._source) out.set(d._source.doc.unitid, d._source.doc);
    }
    return out;
  }

  async count() {
    const r = await this.es.count({ index: this.alias, ignore_unavailable: true, allow_no_indices: true });
    return r.count;
  }

  async close() {
    await this.es.close();
  }

  private async bulk(index: string, colleges: readonly College[]) {
    const operations = colleges.flatMap((c) => {
      const name = normalizedText(c.name);
      const place = placeText(c.city, c.state);
      return [
        { index: { _index: index, _id: c.unitid } },
        {
          unitid: c.unitid, name_norm: name, name_words: name, search_words: `${name} ${place}`, state: c.state, control: c.control,
          test_policy: c.testPolicy, undergrads: c.undergrads, admission_rate: c.admissionRate, net_price: c.netPrice, doc: c,
        } satisfies CatalogDoc,
      ];
    });
    const res = await this.es.bulk({ operations });
    if (res.errors) {
      const first = res.items.find((i) => i.index?.error)?.index?.error;
      throw new Error(`Elasticsearch refused colleges: ${first?.reason ?? 'unknown error'}`);
    }
  }

  /** The indices the alias points at now (none before the first load). */
  private async aliasedIndices(): Promise<string[]> {
    // @elastic/elasticsearch types the answer without the error body that `ignore: [404]` lets through: read as any record.
    const r: Record<string, unknown> = await this.es.indices.getAlias({ name: this.alias }, { ignore: [404] });
    return Object.keys(r).filter((k) => k !== 'error' && k !== 'status');
  }

  /**
   * Other catalog indices the alias does not point at: dropped once they are a few minutes old (a younger one
   * may be another replica's load still being written; the next load drops it if it was abandoned).
   */
  private async dropStaleIndices(keep: string) {
    // @elastic/elasticsearch types the answer without the error body that `ignore: [404]` lets through (its
    // `error` and `status` entries): only objects naming an index are read.
    const r = await this.es.indices.get({ index: `${this.alias}-*`, features: ['aliases', 'settings'] }, { ignore: [404] });
    const cutoff = Date.now() - STALE_INDEX_MS;
    const stale = Object.entries(r).filter(([name, i]) => name !== keep && typeof i === 'object' && i !== null
      && !(this.alias in (i.aliases ?? {})) && Number(i.settings?.index?.creation_date ?? 0) < cutoff).map(([name]) => name);
    if (stale.length) await this.es.indices.delete({ index: stale, ignore_unavailable: true });
  }
}
