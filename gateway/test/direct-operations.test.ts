import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { composeServices } from '@apollo/composition';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { execute as run, GraphQLError, parse } from 'graphql';
import { createLogger, type SubgraphExecutor } from '@counsel/kit';
import { startGraphqlGateway } from '../src/graphql-gateway.js';
import { execute } from '../src/rest/execute.js';
import { directOperationsOf } from '../src/direct-operations.js';
import { RestError } from '../src/rest/rest-error.js';
import type { GatewayContext } from '../src/request-context.js';

// One real subgraph, run in-process through graphql-js as the kit's direct executor runs one: no mock of the gateway.
const typeDefs = parse(`
  extend schema @link(url: "https://specs.apollo.dev/federation/v2.3", import: ["@key"])
  type Query {
    greeting(name: String!, times: Int): String
    refused: String
    broken: String
    deep: Node
  }
  type Node { next: Node, value: Int }
`);
const schema = buildSubgraphSchema({
  typeDefs,
  resolvers: {
    Query: {
      greeting: (_: unknown, { name, times }: { name: string; times?: number }) => `hello ${name}`.repeat(times ?? 1),
      refused: () => { throw new GraphQLError('Not yours to read', { extensions: { code: 'FORBIDDEN', status: 403 } }); },
      broken: () => { throw new Error('database file at /var/secret is locked'); },
    },
  },
});
const subgraph: SubgraphExecutor = async (request) => {
  const result = await run({ schema, document: parse(request.query), variableValues: request.variables, operationName: request.operationName });
  return { data: result.data as Record<string, unknown> | null, errors: result.errors?.map((e) => e.toJSON()) };
};
const composed = composeServices([{ name: 'hello', typeDefs, url: 'http://hello.invalid/graphql' }]);

const ctx = { requestId: 'r1', clientAddress: '127.0.0.1' } as unknown as GatewayContext;
type Vars = { name?: unknown };
type Doc = TypedDocumentNode<Record<string, unknown>, Vars>;
const doc = (text: string) => parse(text) as unknown as Doc;
let apollo: ApolloServer<GatewayContext>;
let throughApollo = 0;

beforeAll(async () => {
  if (!composed.supergraphSdl) throw new Error(composed.errors?.map((e) => e.message).join('; '));
  const limits = { maxCost: 5_000, maxAliases: 15, maxDepth: 4, maxTokens: 1_000 };
  apollo = await startGraphqlGateway(composed.supergraphSdl, createLogger('test', 'silent'), () => subgraph, { limits, introspection: false });
  const executeOperation = apollo.executeOperation.bind(apollo);
  apollo.executeOperation = ((...args: Parameters<typeof executeOperation>) => {
    throughApollo++;
    return executeOperation(...args);
  }) as typeof apollo.executeOperation;
});
afterAll(async () => {
  await apollo.stop();
});

/** The same text through Apollo Server's pipeline, as before: the answer to compare with. */
async function viaApollo(text: string, variables?: Record<string, unknown>) {
  const res = await apollo.executeOperation({ query: text, variables }, { contextValue: ctx });
  if (res.body.kind !== 'single') throw new Error('incremental');
  return { data: res.body.singleResult.data, errors: res.body.singleResult.errors };
}

describe("REST operations on the gateway's executor, without Apollo Server's pipeline", () => {
  it('answers a REST operation without running Apollo Server, with the data Apollo would give', async () => {
    const text = 'query Greet($name: String!) { greeting(name: $name, times: 2) }';
    throughApollo = 0;
    const data = await execute(apollo, ctx, doc(text), { name: 'Ana' });
    expect(throughApollo).toBe(0);
    expect(data).toEqual({ greeting: 'hello Anahello Ana' });
    expect(data).toEqual((await viaApollo('query Greet($name: String!) {\n  greeting(name: $name, times: 2)\n}', { name: 'Ana' })).data);
  });

  it.each([
    ['a subgraph refusal keeps its code and message', 'query { refused }', undefined, 'FORBIDDEN'],
    ['an internal error is hidden as Apollo and the kit hide it', 'query { broken }', undefined, 'INTERNAL_SERVER_ERROR'],
    ['a variable that does not coerce is BAD_USER_INPUT', 'query Greet($name: String!) { greeting(name: $name) }', { name: 7 }, 'BAD_USER_INPUT'],
    ['a missing required variable is BAD_USER_INPUT', 'query Greet($name: String!) { greeting(name: $name) }', {}, 'BAD_USER_INPUT'],
  ])('formats errors exactly as Apollo Server did: %s', async (_case, text, variables, code) => {
    const direct = await directOperationsOf(apollo)!.run(text, variables, ctx);
    expect(direct).not.toBeNull();
    expect(direct!.errors?.[0]?.extensions?.code).toBe(code);
    const apolloAnswer = await viaApollo(text, variables);
    expect(direct!.errors).toEqual(apolloAnswer.errors);
    expect(direct!.data).toEqual(apolloAnswer.data);
    // And the REST error made from it.
    const rest = await execute(apollo, ctx, doc(text), (variables ?? {}) as Vars).then(() => null, (err: unknown) => err);
    expect(rest).toBeInstanceOf(RestError);
    expect(rest).toEqual(RestError.fromGraphql(apolloAnswer.errors![0]));
  });

  it('leaves to Apollo Server a text over the limits or asking for the schema, so its refusal keeps its shape', async () => {
    const tooDeep = 'query { deep { next { next { next { next { value } } } } } }';
    const introspecting = 'query { __schema { queryType { name } } }';
    for (const text of [tooDeep, introspecting]) {
      expect(directOperationsOf(apollo)!.run(text, undefined, ctx)).toBeNull();
      throughApollo = 0;
      const refused = await execute(apollo, ctx, doc(text), {} as Vars).then(() => null, (err: unknown) => err);
      expect(throughApollo).toBe(1);
      expect(refused).toEqual(RestError.fromGraphql((await viaApollo(text)).errors![0]));
    }
  });
});
