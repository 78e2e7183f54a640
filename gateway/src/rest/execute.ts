import type { ApolloServer } from '@apollo/server';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../request-context.js';
import { RestError } from './rest-error.js';
import { keptAnswersOf, ReadWitnesses } from '../kept-answers.js';
import { directOperationsOf } from '../direct-operations.js';

const texts = new WeakMap<DocumentNode, string>();

/** The operation's text, printed once: Apollo would print a document on every call (its caches key on text). */
function operationText(document: DocumentNode): string {
  let text = texts.get(document);
  if (text === undefined) texts.set(document, (text = print(document)));
  return text;
}

/** An operation's variables: none to pass when it declares none. */
export type VariablesOf<TVars> = TVars extends Record<string, never> ? [] : [variables: TVars];

/**
 * Runs one GraphQL operation on the supergraph for a REST route. The operation is a typed document
 * generated from the `.graphql` operations beside the routes (`npm run codegen`), so its variables and
 * result follow the schema. Errors become the REST shape: the status the subgraph chose (from its
 * error code) and `{ message }`. In embedded mode a read the subgraphs keep is answered from the answer kept for the
 * caller's session while it stands (kept-answers.ts), without running the operation again.
 */
export async function execute<TResult, TVars extends Record<string, unknown>>(
  apollo: ApolloServer<GatewayContext>,
  ctx: GatewayContext,
  document: TypedDocumentNode<TResult, TVars>,
  ...[variables]: VariablesOf<TVars>
): Promise<TResult> {
  const kept = keptAnswersOf(apollo);
  const key = kept ? kept.key(ctx, document, variables) : null;
  const hit = key === null ? undefined : kept?.get(key);
  if (hit) return hit as TResult;
  // Apollo copies the context shallowly for each operation: the witnesses reach every subgraph call of this one.
  const witnesses = key === null ? undefined : new ReadWitnesses();
  // Object.assign, not `{ ...ctx, keptReads }`: on Node 20 that spread costs several times as much, per request.
  const contextValue = witnesses ? Object.assign({}, ctx, { keptReads: witnesses }) : ctx;
  const text = operationText(document);
  // Straight on the gateway's executor (direct-operations.ts); through Apollo Server for a text it leaves to Apollo.
  const direct = directOperationsOf(apollo)?.run(text, variables, contextValue);
  const { data, errors } = direct ? await direct : await viaApollo(apollo, text, variables, contextValue);
  // The status the subgraph chose, and its message unless internal (kit errors.ts, graphqlErrorAnswer).
  if (errors?.length) throw RestError.fromGraphql(errors[0]);
  if (kept && key !== null && witnesses && data) return kept.keep(key, document, witnesses, data) as TResult;
  return data as TResult;
}

async function viaApollo(apollo: ApolloServer<GatewayContext>, query: string, variables: Record<string, unknown> | undefined, contextValue: GatewayContext) {
  const res = await apollo.executeOperation({ query, variables }, { contextValue });
  if (res.body.kind !== 'single') throw new Error('unexpected incremental response from the supergraph');
  return res.body.singleResult;
}
