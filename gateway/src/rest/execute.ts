import type { ApolloServer } from '@apollo/server';
import type { FastifyReply } from 'fastify';
import { errorCodeStatus, isErrorCode } from '@counsel/kit';
import type { GatewayContext } from '../request-context.js';

export class RestError extends Error {
  constructor(readonly status: number, message: string) {
    super(message);
  }
}

/**
 * Runs one GraphQL operation on the supergraph for a REST route. Errors become the REST shape:
 * the status the subgraph chose (from its error code) and `{ message }`.
 */
export async function execute<T>(
  apollo: ApolloServer<GatewayContext>,
  ctx: GatewayContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await apollo.executeOperation({ query, variables }, { contextValue: ctx });
  if (res.body.kind !== 'single') throw new RestError(500, 'Unexpected incremental response');
  const { data, errors } = res.body.singleResult;
  if (errors?.length) {
    const first = errors[0];
    const code = first.extensions?.code;
    const status = typeof first.extensions?.status === 'number'
      ? first.extensions.status
      : isErrorCode(code) ? errorCodeStatus(code) : code === 'GRAPHQL_VALIDATION_FAILED' || code === 'BAD_USER_INPUT' ? 400 : 500;
    // 503s come from domain errors whose messages are written for users; only a 500 hides its text.
    throw new RestError(status, status === 500 ? 'Something went wrong on our side. Please try again.' : first.message);
  }
  return data as T;
}

export function sendError(reply: FastifyReply, status: number, message: string) {
  return reply.status(status).send({ message });
}
