/**
 * What the Elasticsearch adapter puts on the wire, against a local fake of Elasticsearch over real HTTP (the
 * contract suite runs it against the real engine where Docker is available): the 8.x compatibility headers
 * a 9.x client must send to the 8.x servers compose and the chart run, basic authentication, and a load's
 * requests (a new index, bulk as ndjson, the alias moved in one step).
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createLogger } from '@counsel/kit';
import { basicAuth, startFakeElasticsearch, type FakeElasticsearch } from '../../kit/test/support/fake-elasticsearch.js';
import { ElasticsearchCatalogIndex } from '../src/adapters/elasticsearch/elasticsearch-catalog-index.js';
import { readCatalogFile, SHIPPED_CATALOG_FILE } from '../src/application/catalog-file.js';

let es: FakeElasticsearch;

/** Answers as Elasticsearch 8 would (the fake refuses a request that does not ask for version 8). */
function answer(method: string, path: string): [number, unknown] {
  if (path === '/') return [200, { version: { number: '8.17.4' } }];
  if (path.startsWith('/counsel-colleges/_mapping') || path.startsWith('/_alias/')) return [404, { error: { type: 'index_not_found_exception' }, status: 404 }];
  if (path.startsWith('/_bulk')) return [200, { errors: false, took: 1, items: [] }];
  if (path.includes('/_search')) return [200, { took: 1, timed_out: false, hits: { total: { value: 0, relation: 'eq' }, hits: [] } }];
  if (path.startsWith('/_aliases') || method === 'PUT') return [200, { acknowledged: true }];
  if (path.includes('/_refresh')) return [200, { _shards: { total: 1, successful: 1, failed: 0 } }];
  if (path.startsWith('/counsel-colleges-*')) return [200, {}];
  return [400, { error: `unexpected ${method} ${path}` }];
}

beforeAll(async () => { es = await startFakeElasticsearch(answer); });
afterAll(async () => { await es.close(); });

it('asks for version 8 compatibility, authenticates, and loads through a new index and one alias move', async () => {
  const index = await ElasticsearchCatalogIndex.connect({
    node: es.url, index: 'counsel-colleges', username: 'elastic', password: 's3cret', log: createLogger('test', 'silent'), maxWaitMs: 5000,
  });
  try {
    expect(await index.version()).toBeNull();
    expect(await index.search({ q: 'berkley', page: 1, pageSize: 20 })).toEqual({ items: [], total: 0 });
    async function* three() { let n = 0; for await (const c of readCatalogFile(SHIPPED_CATALOG_FILE)) { if (n++ === 3) return; yield c; } }
    expect(await index.replaceAll(three(), 'ab'.repeat(32))).toBe(3);
  } finally {
    await index.close();
  }
  const seen = es.seen;
  expect(seen.length).toBeGreaterThan(5);
  for (const s of seen) {
    expect(s.headers.accept).toContain('compatible-with=8');
    expect(s.headers.authorization).toBe(basicAuth('elastic', 's3cret'));
  }
  const search = seen.find((s) => s.path.startsWith('/counsel-colleges/_search'))!;
  expect(search.headers['content-type']).toBe('application/vnd.elasticsearch+json; compatible-with=8');
  expect(JSON.parse(search.body).query.bool.filter[0].bool.should).toEqual(expect.arrayContaining([
    { fuzzy: { search_words: { value: 'berkley', fuzziness: 'AUTO', transpositions: true, max_expansions: 50 } } },
  ]));
  const create = seen.find((s) => s.method === 'PUT')!;
  expect(create.path).toMatch(/^\/counsel-colleges-abababababababab-[a-z0-9]+$/);
  expect(JSON.parse(create.body).mappings._meta).toEqual({ version: 'ab'.repeat(32) });
  const bulk = seen.find((s) => s.path.startsWith('/_bulk'))!;
  expect(bulk.headers['content-type']).toBe('application/vnd.elasticsearch+x-ndjson; compatible-with=8');
  expect(bulk.body.trim().split('\n')).toHaveLength(6);
  const aliases = JSON.parse(seen.find((s) => s.path.startsWith('/_aliases'))!.body);
  expect(aliases.actions).toEqual([
    { remove: { index: 'counsel-colleges-*', alias: 'counsel-colleges', must_exist: false } },
    { add: { index: create.path.slice(1), alias: 'counsel-colleges' } },
  ]);
});
