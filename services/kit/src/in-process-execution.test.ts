import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { gql } from 'graphql-tag';
import type { Principal, TokenVerifier } from './auth.js';
import { ForbiddenError, UnauthenticatedError } from './errors.js';
import { createLogger } from './logger.js';
import { startServiceServer, type RunningServer } from './server.js';
import { callSubgraph } from './subgraph-client.js';
import { hostInProcess } from './in-process-subgraphs.js';

// A signed-in caller is whoever presents the token "good"; anything else is refused as the real verifier would.
const caller: Principal = { userId: 'u1', email: 'a@b.org', firstName: null, lastName: null, role: 'counselor', sessionId: null };
const verifier: TokenVerifier = {
  verify: async (token: string) => {
    if (token !== 'good') throw new UnauthenticatedError('bad token');
    return caller;
  },
};

let server: RunningServer;
beforeAll(async () => {
  server = await startServiceServer({
    name: 'probe', host: '127.0.0.1', port: 0, log: createLogger('test', 'silent'), verifier: () => verifier,
    typeDefs: gql`
      type Query { who: String, forbidden: String, broken: String, twice(n: Int!): Int, slow: String }
    `,
    resolvers: {
      Query: {
        who: (_: unknown, __: unknown, ctx: { principal: { userId: string } | null }) => ctx.principal?.userId ?? null,
        forbidden: () => { throw new ForbiddenError('not yours'); },
        broken: () => { throw new Error('database file is locked'); },
        twice: (_: unknown, args: { n: number }) => args.n * 2,
        slow: () => new Promise((resolve) => setTimeout(() => resolve('late'), 300)),
      },
    },
  });
});
afterAll(async () => { await server.close(); });

describe('callSubgraph to a subgraph of this process', () => {
  const options = () => ({ url: () => server.url, timeoutMs: 1_000, service: 'probe' });

  it('answers with its data, and maps its refusals as over HTTP', async () => {
    await expect(callSubgraph(options(), 'good', '{ who }', {})).resolves.toEqual({ who: 'u1' });
    await expect(callSubgraph(options(), 'good', '{ forbidden }', {})).rejects.toThrow(new ForbiddenError('not yours'));
    // Twice: the second call runs the document parsed and validated on the first.
    await expect(callSubgraph(options(), 'good', '{ who }', {})).resolves.toEqual({ who: 'u1' });
    await expect(callSubgraph(options(), 'forged', '{ who }', {})).resolves.toEqual({ who: null });
    // Hidden: the caller learns it failed, not why.
    await expect(callSubgraph(options(), 'good', '{ broken }', {})).rejects.toThrow(
      new Error('The probe service refused the request: Something went wrong on our side. Please try again.'));
    await expect(callSubgraph(options(), 'good', 'query T($n: Int!) { twice(n: $n) }', { n: 21 })).resolves.toEqual({ twice: 42 });
    await expect(callSubgraph(options(), 'good', 'query T($n: Int!) { twice(n: $n) }', { n: 'many' })).rejects.toThrow('got invalid value');
    await expect(callSubgraph(options(), 'good', '{ nobody }', {})).rejects.toThrow('Cannot query field "nobody"');
  });

  it('goes no further than this process (no HTTP request: nothing listens at the address)', async () => {
    const unhost = hostInProcess('http://127.0.0.1:9', server.execute);
    try {
      await expect(callSubgraph({ url: () => 'http://127.0.0.1:9', timeoutMs: 1_000, service: 'probe' }, 'good', '{ who }', {})).resolves.toEqual({ who: 'u1' });
    } finally {
      unhost();
    }
    await expect(callSubgraph({ url: () => 'http://127.0.0.1:9', timeoutMs: 1_000, service: 'probe' }, 'good', '{ who }', {})).rejects.toThrow('did not answer');
  });

  it('keeps the time limit', async () => {
    await expect(callSubgraph({ ...options(), timeoutMs: 50 }, 'good', '{ slow }', {})).rejects.toThrow('The probe service did not answer in time');
  });
});

describe('a resolver logging on an in-process call', () => {
  const lines: Record<string, unknown>[] = [];
  const log = createLogger('logged', 'info', { write: (line: string) => { lines.push(JSON.parse(line) as Record<string, unknown>); } });
  let children = 0;
  const child = log.child.bind(log);
  log.child = ((...args: Parameters<typeof log.child>) => { children++; return child(...args); }) as typeof log.child;
  let logged: RunningServer;
  beforeAll(async () => {
    logged = await startServiceServer({
      name: 'logged', host: '127.0.0.1', port: 0, log, verifier: () => verifier,
      typeDefs: gql`type Query { quiet: String, noisy: String }`,
      resolvers: {
        Query: {
          quiet: () => 'shh',
          noisy: (_: unknown, __: unknown, ctx: { log: { info(msg: string): void } }) => { ctx.log.info('resolver spoke'); return 'said'; },
        },
      },
    });
  });
  afterAll(async () => { await logged.close(); });

  it('writes under the request id; a call that logs nothing makes no logger for it', async () => {
    const before = children;
    await expect(logged.execute({ query: '{ quiet }' }, { authorization: 'Bearer good', 'x-request-id': 'req-quiet' })).resolves.toEqual({ data: { quiet: 'shh' } });
    expect(children).toBe(before);
    await expect(logged.execute({ query: '{ noisy }' }, { authorization: 'Bearer good', 'x-request-id': 'req-noisy' })).resolves.toEqual({ data: { noisy: 'said' } });
    expect(children).toBe(before + 1);
    expect(lines.filter((l) => l.msg === 'resolver spoke').map((l) => l.reqId)).toEqual(['req-noisy']);
  });
});
