import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from './logger.js';
import { DomainError, INTERNAL_ERROR_ANSWER, domainAnswer, graphqlErrorAnswer, graphqlErrorShape } from './errors.js';

/**
 * A subgraph's formatError: thrown values become GraphQL errors through the kit's one mapping
 * (errors.ts). Domain errors keep their message and details; graphql-js's and Apollo's own request
 * errors (parse, validation, variables) are the caller's: 400; anything else is logged and hidden.
 */
export function makeFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) return graphqlErrorShape(domainAnswer(original), formatted.path, original.details ?? {});
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError && !original.originalError) {
      // Parse/validation/variable errors from graphql-js itself: safe to show.
      return graphqlErrorShape(graphqlErrorAnswer({ message: formatted.message, extensions: { code, status: 400 } }), formatted.path);
    }
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && !(original instanceof Error && !(original instanceof GraphQLError))) {
      // Apollo's own coded request errors (a bad variable, a persisted query): the caller's, with their code.
      return graphqlErrorShape(graphqlErrorAnswer({ message: formatted.message, extensions: { code, status: 400 } }), formatted.path, {}, code);
    }
    log.error({ err: original, path: formatted.path }, 'unhandled resolver error');
    return graphqlErrorShape(INTERNAL_ERROR_ANSWER, formatted.path);
  };
}
