import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { parse, validate } from 'graphql';
import { gatewayConfigSchema } from '../src/config.js';
import { graphqlLimitRules } from '../src/graphql-limits.js';
import { composeApiSchema } from '../src/supergraph.js';
import { Client, DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';

const defaults = gatewayConfigSchema.parse({});
const LIMITS = { maxCost: defaults.GRAPHQL_MAX_COST, maxAliases: defaults.GRAPHQL_MAX_ALIASES, maxDepth: defaults.GRAPHQL_MAX_DEPTH, maxTokens: defaults.GRAPHQL_MAX_TOKENS };
const SOURCES = {
  'the web app': path.join(import.meta.dirname, '../../web/src'),
  "the gateway's REST routes": path.join(import.meta.dirname, '../src'),
};

describe('GraphQL limits: what the portal itself sends passes them', () => {
  it.each(Object.entries(SOURCES))('every operation of %s passes the default limits', (_name, dir) => {
    const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.graphql'));
    expect(files.length).toBeGreaterThan(5);
    // One document per source, as fragments are shared across its files; each operation is checked on its own.
    const text = files.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    const doc = parse(text, { maxTokens: LIMITS.maxTokens * files.length });
    const apiSchema = composeApiSchema();
    expect(validate(apiSchema, doc, graphqlLimitRules(LIMITS)).map((e) => e.message)).toEqual([]);
    for (const def of doc.definitions) expect(() => parse(text.slice(def.loc!.start, def.loc!.end), { maxTokens: LIMITS.maxTokens })).not.toThrow();
  });
});

describe('GraphQL exposure at /graphql', () => {
  let portal: HostedPortal;
  let anon: Client;
  beforeAll(async () => {
    // A lower cost ceiling than the default, so that a query under the alias and depth limits can pass it.
    portal = await startHostedTestPortal({ GRAPHQL_MAX_COST: '300' });
    anon = new Client(portal.url);
  });
  afterAll(async () => portal?.close());
  const gql = (c: Client, query: string, variables?: Record<string, unknown>) =>
    c.post<{ data?: Record<string, unknown> | null; errors?: { message: string; extensions?: { code?: string } }[] }>('/graphql', { query, variables });

  it('refuses 1,000 aliased lookups before running any of them', async () => {
    const admin = new Client(portal.url);
    await admin.login(DEMO.admin);
    const query = `{ ${Array.from({ length: 1000 }, (_, i) => `s${i}: students { items { id firstName lastName } }`).join(' ')} }`;
    const res = await gql(admin, query);
    expect(res.status).toBe(400);
    expect(res.body.data ?? null).toBeNull();
    expect(res.text.length).toBeLessThan(2000);
  });

  it('refuses too many aliases, too deep a query, and too costly a query, each with a plain message', async () => {
    const admin = new Client(portal.url);
    await admin.login(DEMO.admin);
    const aliases = await gql(admin, `{ ${Array.from({ length: LIMITS.maxAliases + 1 }, (_, i) => `a${i}: me { id }`).join(' ')} }`);
    expect(aliases.status).toBe(400);
    expect(aliases.body.errors?.map((e) => e.message)).toContain('This query uses too many aliases.');
    const deep = await gql(admin, `{ me ${'{ __typename me '.repeat(LIMITS.maxDepth)} { id } ${'}'.repeat(LIMITS.maxDepth)} }`);
    expect(deep.status).toBe(400);
    const costly = await gql(admin, `{ ${Array.from({ length: 14 }, (_, i) => `c${i}: students { items { id firstName lastName email gpa satScore actScore classRank grade displayName } total }`).join(' ')} }`);
    expect(costly.status).toBe(400);
    expect(costly.body.errors?.map((e) => e.message)).toContain('This query asks for too much at once. Ask for fewer items or fields.');
  });

  it('lets anonymous callers create one account per request, never several through aliases', async () => {
    const input = (n: number) => `{ email: "alias${n}@x.test", password: "long-enough-1", firstName: "A", lastName: "B" }`;
    const two = await gql(anon, `mutation { a: register(input: ${input(1)}) { user { id } } b: register(input: ${input(2)}) { user { id } } }`);
    expect(two.status).toBe(400);
    expect(two.body.errors?.map((e) => e.message)).toContain('Create one account per request, without aliases.');
    const aliased = await gql(anon, `mutation { a: register(input: ${input(3)}) { user { id } } }`);
    expect(aliased.status).toBe(400);
    const admin = new Client(portal.url);
    await admin.login(DEMO.admin);
    const made = await gql(admin, '{ users(q: "alias") { total } }');
    expect(made.body.data).toEqual({ users: { total: 0 } });
    const one = await gql(anon, `mutation { register(input: ${input(4)}) { user { id } } }`);
    expect(one.body.errors).toBeUndefined();
  });

  it('answers no introspection, no landing page and no service versions to anonymous callers', async () => {
    const intro = await gql(anon, '{ __schema { queryType { name } } }');
    expect(intro.status).toBe(400);
    expect(intro.body.data ?? null).toBeNull();
    const landing = await anon.get('/graphql', { accept: 'text/html' });
    expect(landing.headers.get('content-type') ?? '').not.toMatch(/html/);
    expect(landing.text).not.toMatch(/<html|sandbox|landing-page/i);
    for (const field of ['documentsInfo', 'knowledgeInfo']) {
      const res = await gql(anon, `{ ${field} { service version } }`);
      expect(res.body.data ?? null).toBeNull();
      expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});
