import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { serverText } from '../i18n/server-text';

/**
 * The server's public message of a failed GraphQL operation (the kit maps every domain error to one), for
 * toasts; undefined for network failures, so callers fall back to their own wording.
 */
export function graphqlMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const message = error.errors.find((e) => e.message.trim())?.message;
  return message ? serverText(message) : undefined;
}
