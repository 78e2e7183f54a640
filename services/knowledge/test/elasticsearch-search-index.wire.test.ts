/**
 * What the knowledge service's Elasticsearch index puts on the wire, against a local fake of an 8.x server over
 * real HTTP (the contract suite runs it against the real engine where Docker is available): built by
 * openSearchIndex from ELASTICSEARCH_URL / _USERNAME / _PASSWORD, every call asks for version 8 compatibility
 * (8.x servers refuse the 9.x client's default) and authenticates, from start-up to a search and a replacement.
 */
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { createLogger, loadConfig } from '@counsel/kit';
import { basicAuth, startFakeElasticsearch, type FakeElasticsearch } from '../../kit/test/support/fake-elasticsearch.js';
import { openSearchIndex } from '../src/adapters/open-adapters.js';
import { knowledgeConfigSchema } from '../src/config.js';

let es: FakeElasticsearch;

const HIT = { _id: 'doc-1:g:0', _score: 2.5, _source: { source_id: 'doc-1', source_type: 'knowledge_base', generation: 'g', title: 'FAFSA', text: 'File the FAFSA early.', page: 1, ordinal: 0, tags: [] } };

/** Answers as Elasticsearch 8 would to the service's start-up, a search and a replacement. */
function answer(method: string, path: string): [number, unknown] {
  const p = path.split('?')[0];
  if (p === '/') return [200, { version: { number: '8.17.4' } }];
  if (p.startsWith('/_index_template/')) return [200, { acknowledged: true }];
  if (method === 'HEAD' && (p === '/counsel-knowledge' || p === '/counsel-knowledge-meta')) return [404, {}];
  if (method === 'PUT' && (p === '/counsel-knowledge' || p === '/counsel-knowledge-meta')) return [200, { acknowledged: true, index: p.slice(1) }];
  if (p === '/counsel-knowledge/_search') return [200, { took: 1, timed_out: false, hits: { total: { value: 1, relation: 'eq' }, hits: [HIT] } }];
  if (p === '/_bulk') return [200, { errors: false, took: 1, items: [] }];
  if (p === '/counsel-knowledge/_delete_by_query') return [200, { took: 1, deleted: 0, failures: [] }];
  return [400, { error: `unexpected ${method} ${path}` }];
}

beforeAll(async () => { es = await startFakeElasticsearch(answer); });
afterAll(async () => { await es.close(); });

it('asks for version 8 compatibility and authenticates with the configured user on every call', async () => {
  const config = loadConfig(knowledgeConfigSchema, {
    ELASTICSEARCH_URL: es.url, ELASTICSEARCH_USERNAME: 'elastic', ELASTICSEARCH_PASSWORD: 's3cret', ELASTICSEARCH_INDEX: 'counsel-knowledge',
  });
  const noSqlite = () => { throw new Error('SQLite is not opened with Elasticsearch'); };
  const index = await openSearchIndex(config, noSqlite, null, createLogger('test', 'silent'));
  try {
    expect(index.kind).toBe('elasticsearch');
    expect(await index.search({ text: 'fafsa', vector: null, k: 5, filters: {} })).toEqual([
      { id: 'doc-1:0', sourceId: 'doc-1', sourceType: 'knowledge_base', title: 'FAFSA', text: 'File the FAFSA early.', page: 1, score: 2.5 },
    ]);
    await index.replaceSource('doc-1', [{
      id: 'doc-1:0', sourceId: 'doc-1', sourceType: 'knowledge_base', title: 'FAFSA', text: 'File it in October.', page: 1, ordinal: 0, tags: [], vector: null,
    }]);
  } finally {
    await index.close();
  }
  const paths = es.seen.map((s) => `${s.method} ${s.path.split('?')[0]}`);
  expect(paths).toEqual(expect.arrayContaining([
    'HEAD /', 'PUT /counsel-knowledge', 'PUT /counsel-knowledge-meta', 'POST /counsel-knowledge/_search', 'POST /_bulk', 'POST /counsel-knowledge/_delete_by_query',
  ]));
  for (const s of es.seen) {
    expect(s.headers.accept).toContain('compatible-with=8');
    expect(s.headers.authorization).toBe(basicAuth('elastic', 's3cret'));
  }
  expect(es.seen.find((s) => s.path.startsWith('/_bulk'))!.headers['content-type']).toBe('application/vnd.elasticsearch+x-ndjson; compatible-with=8');
});
