import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { serverPhrase } from '../i18n/server-text';

/**
 * The server's public message of a failed GraphQL operation (the kit maps every domain error to one), for
 * toasts; undefined for network failures, so callers fall back to their own wording.
 */
export function graphqlMessage(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  const first = error.errors.find((e) => e.message.trim());
  // A message written from a template carries it and its values in extensions (kit errors.ts).
  return first ? serverPhrase({ message: first.message, template: first.extensions?.template, values: first.extensions?.values }) : undefined;
}
