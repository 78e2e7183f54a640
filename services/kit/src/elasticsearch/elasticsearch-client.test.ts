/**
 * What the kit's Elasticsearch client puts on the wire, against a local fake of an 8.x server over real HTTP:
 * the version 8 compatibility headers (json and ndjson) and basic authentication when a username is given.
 */
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from '@elastic/elasticsearch';
import { basicAuth, startFakeElasticsearch, type FakeElasticsearch } from '../../test/support/fake-elasticsearch.js';
import { elasticsearchClient } from './elasticsearch-client.js';

let es: FakeElasticsearch;

beforeAll(async () => {
  es = await startFakeElasticsearch((method, path) => {
    if (path === '/') return [200, { version: { number: '8.17.4' } }];
    if (path.startsWith('/_bulk')) return [200, { errors: false, took: 1, items: [] }];
    if (path.includes('/_search')) return [200, { took: 1, timed_out: false, hits: { total: { value: 0, relation: 'eq' }, hits: [] } }];
    return [400, { error: `unexpected ${method} ${path}` }];
  });
});
afterAll(async () => { await es.close(); });

describe('elasticsearchClient', () => {
  it('asks for version 8 compatibility on json and ndjson requests and authenticates', async () => {
    const client = elasticsearchClient({ node: es.url, username: 'elastic', password: 's3cret' });
    const from = es.seen.length;
    try {
      expect(await client.ping()).toBe(true);
      expect((await client.search({ index: 'things', query: { match_all: {} } })).hits.hits).toEqual([]);
      expect((await client.bulk({ operations: [{ index: { _index: 'things', _id: '1' } }, { a: 1 }] })).errors).toBe(false);
    } finally {
      await client.close();
    }
    const seen = es.seen.slice(from);
    expect(seen.map((s) => s.path.split('?')[0])).toEqual(['/', '/things/_search', '/_bulk']);
    for (const s of seen) {
      expect(s.headers.accept).toMatch(/^application\/vnd\.elasticsearch\+json; compatible-with=8(,text\/plain)?$/);
      expect(s.headers.authorization).toBe(basicAuth('elastic', 's3cret'));
    }
    expect(seen[1].headers['content-type']).toBe('application/vnd.elasticsearch+json; compatible-with=8');
    expect(seen[2].headers['content-type']).toBe('application/vnd.elasticsearch+x-ndjson; compatible-with=8');
  });

  it('sends no credentials without a username', async () => {
    const client = elasticsearchClient({ node: es.url });
    const from = es.seen.length;
    try {
      expect(await client.ping()).toBe(true);
    } finally {
      await client.close();
    }
    expect(es.seen.slice(from).map((s) => s.headers.authorization)).toEqual([undefined]);
  });

  it('is needed: the 9.x client on its own asks for version 9, which an 8.x server refuses', async () => {
    const client = new Client({ node: es.url });
    try {
      await expect(client.search({ index: 'things', query: { match_all: {} } })).rejects.toThrow(/media_type_header_exception/);
    } finally {
      await client.close();
    }
    expect(es.seen.at(-1)!.headers.accept).toContain('compatible-with=9');
  });
});
