import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlMessage } from '../../../app/graphql-error';
import { letterFileError } from './letter-editor-rules';

/**
 * A refused letter in the author's words, shown beside the editor: a file too large or not a PDF (the service's
 * PAYLOAD_TOO_LARGE and UNSUPPORTED_MEDIA_TYPE codes) said plainly, any other refusal as the server words it.
 */
export function letterRefusal(error: unknown): string | null {
  if (CombinedGraphQLErrors.is(error)) {
    const code = error.errors.map((e) => e.extensions?.code).find((c): c is string => typeof c === 'string');
    if (code === 'PAYLOAD_TOO_LARGE' || code === 'UNSUPPORTED_MEDIA_TYPE') return letterFileError({ code });
  }
  return graphqlMessage(error) ?? null;
}
