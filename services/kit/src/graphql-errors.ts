import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import type { Logger } from './logger.js';
import { DomainError, errorCodeStatus, isErrorCode } from './errors.js';

/**
 * The one place where thrown errors become GraphQL errors: domain errors keep their message and get
 * a code; GraphQL's own validation errors pass through; anything else is logged and hidden.
 */
export function makeFormatError(log: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof DomainError) {
      return {
        message: original.message,
        path: formatted.path,
        extensions: { code: original.code, status: errorCodeStatus(original.code), ...(original.details ?? {}) },
      };
    }
    const code = formatted.extensions?.code;
    if (original instanceof GraphQLError && !original.originalError) {
      // Parse/validation/variable errors from graphql-js itself: safe to show.
      return { message: formatted.message, path: formatted.path, extensions: { code: isErrorCode(code) ? code : 'BAD_USER_INPUT', status: 400 } };
    }
    if (typeof code === 'string' && code !== 'INTERNAL_SERVER_ERROR' && !(original instanceof Error && !(original instanceof GraphQLError))) {
      return { message: formatted.message, path: formatted.path, extensions: { code, status: 400 } };
    }
    log.error({ err: original, path: formatted.path }, 'unhandled resolver error');
    return {
      message: 'Something went wrong on our side. Please try again.',
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', status: 500 },
    };
  };
}
