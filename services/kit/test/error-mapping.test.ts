import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import gql from 'graphql-tag';
import { DomainError, GENERIC_ERROR_MESSAGE, UnavailableError, errorCodeStatus, graphqlErrorAnswer, type ErrorCode } from '../src/errors.js';
import { joined, phrase, word, type Phrase } from '../src/phrase.js';
import { createLogger } from '../src/logger.js';
import { startServiceServer, type RunningServer } from '../src/server.js';

/** One DomainError per code, INTERNAL_SERVER_ERROR included (a domain error may never show an internal message). */
class CodedError extends DomainError {
  constructor(readonly code: ErrorCode, message: string | Phrase) { super(message); }
}
const CODES: ErrorCode[] = ['BAD_USER_INPUT', 'UNAUTHENTICATED', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT', 'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE', 'RATE_LIMITED', 'UNAVAILABLE', 'INTERNAL_SERVER_ERROR'];
const messageFor = (code: string) => `refused: ${code}`;
/** A message with values, one of them a word and one a list of words (phrase.ts). */
const WITH_VALUES = phrase('The {{service}} service did not answer in time ({{error}}); waiting for {{others}}', {
  service: word('identity'), error: 'TimeoutError', others: joined([word('roster'), word('records')], ', '),
});
const thrown = (code: string) => {
  if (code === 'PLAIN') return new Error('db password hunter2');
  if (code === 'PHRASE') return new UnavailableError(WITH_VALUES);
  if (code === 'INTERNAL_PHRASE') return new CodedError('INTERNAL_SERVER_ERROR', WITH_VALUES);
  return new CodedError(code as ErrorCode, messageFor(code));
};

/**
 * Every error code answers the same over REST and GraphQL: a real kit server throws the same error from
 * a REST route and from a resolver; the REST status and message must equal GraphQL's `extensions.status`
 * and message, and the gateway's reading of that GraphQL error (graphqlErrorAnswer, used by its REST executor).
 */
describe('one error mapping for REST and GraphQL', () => {
  let server: RunningServer;
  beforeAll(async () => {
    const log = createLogger('errors-test', 'silent');
    server = await startServiceServer({
      name: 'errors-test', host: '127.0.0.1', port: 0, log,
      typeDefs: gql`type Query { fail(code: String!): String }`,
      resolvers: { Query: { fail: (_: unknown, args: { code: string }) => { throw thrown(args.code); } } },
      verifier: () => ({ verify: async () => { throw new Error('no tokens in this test'); } }),
      routes: (app) => { app.get('/fail/:code', async (req) => { throw thrown((req.params as { code: string }).code); }); },
    });
  });
  afterAll(async () => { await server?.close(); });

  const restBody = async (code: string) => {
    const res = await fetch(`${server.url}/fail/${code}`);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };
  const rest = async (code: string) => {
    const { status, body } = await restBody(code);
    return { status, message: body.message as string };
  };
  const graphql = async (code: string) => {
    const res = await fetch(`${server.url}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'query($c: String!) { fail(code: $c) }', variables: { c: code } }),
    });
    const body = (await res.json()) as { errors: { message: string; extensions: Record<string, unknown> }[] };
    return body.errors[0];
  };

  it.each(CODES)('%s', async (code) => {
    const [r, g] = await Promise.all([rest(code), graphql(code)]);
    const expected = code === 'INTERNAL_SERVER_ERROR' ? GENERIC_ERROR_MESSAGE : messageFor(code);
    expect(r).toEqual({ status: errorCodeStatus(code), message: expected });
    expect(g.extensions).toMatchObject({ code, status: errorCodeStatus(code) });
    expect(g.message).toBe(expected);
    const viaGateway = graphqlErrorAnswer(g);
    expect({ status: viaGateway.status, message: viaGateway.message }).toEqual(r);
  });

  it('sends a message written from a template with its template and values on both, the English unchanged', async () => {
    const english = 'The identity service did not answer in time (TimeoutError); waiting for roster, records';
    expect(WITH_VALUES.message).toBe(english);
    const values = {
      service: { template: 'identity', values: {}, message: 'identity' },
      error: 'TimeoutError',
      others: { template: '{{first}}, {{rest}}', message: 'roster, records', values: {
        first: { template: 'roster', values: {}, message: 'roster' }, rest: { template: 'records', values: {}, message: 'records' },
      } },
    };
    const [r, g] = await Promise.all([restBody('PHRASE'), graphql('PHRASE')]);
    expect(r).toEqual({ status: 503, body: { message: english, template: WITH_VALUES.template, values } });
    expect(g.message).toBe(english);
    expect(g.extensions).toMatchObject({ code: 'UNAVAILABLE', status: 503, template: WITH_VALUES.template, values });
    // The gateway reads them back from the subgraph's error, for its own GraphQL answer and its REST routes.
    expect(graphqlErrorAnswer(g)).toMatchObject({ status: 503, message: english, template: WITH_VALUES.template, values });
  });

  it('sends no template with a plain message, nor with an internal error', async () => {
    const [plain, internal] = await Promise.all([restBody('NOT_FOUND'), restBody('INTERNAL_PHRASE')]);
    expect(plain.body).toEqual({ message: messageFor('NOT_FOUND') });
    expect(internal.body).toEqual({ message: GENERIC_ERROR_MESSAGE });
    expect((await graphql('NOT_FOUND')).extensions).not.toHaveProperty('template');
  });

  it('hides an internal error the same way on both', async () => {
    const [r, g] = await Promise.all([rest('PLAIN'), graphql('PLAIN')]);
    expect(r).toEqual({ status: 500, message: GENERIC_ERROR_MESSAGE });
    expect(g).toMatchObject({ message: GENERIC_ERROR_MESSAGE, extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 } });
    expect(JSON.stringify([r, g])).not.toContain('hunter2');
  });

});
