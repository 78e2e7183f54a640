import { ServerError } from '@apollo/client/errors';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { graphqlMessage } from '../../../app/graphql-error';
import { SaveSchoolDocumentDocument, type SchoolDocumentInput, type SchoolDocumentKind } from '../../../gql/graphql';

/**
 * Saves one school document and reads the student's list again (the rows show the new state). The server's refusal
 * is kept in its words for the editor to show beside its fields.
 */
export function useSaveSchoolDocument(studentId: string, kind: SchoolDocumentKind) {
  const [mutate, { loading }] = useMutation(SaveSchoolDocumentDocument, { refetchQueries: ['CounselorSchoolDocuments'], awaitRefetchQueries: true });
  const [error, setError] = useState<string | null>(null);
  const save = async (input: SchoolDocumentInput): Promise<boolean> => {
    setError(null);
    try {
      await mutate({ variables: { studentId, kind, input } });
      return true;
    } catch (e) {
      setError(fileSaveMessage(e, 'The document could not be saved. Please try again.'));
      return false;
    }
  };
  return { save, saving: loading, error, clearError: () => setError(null) };
}

/** A file's bytes as base64, as the service takes a PDF in the document's input. */
export async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // In slices: String.fromCharCode over millions of arguments overflows the stack.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** A PDF is sent as base64 inside the GraphQL request, within the gateway's request limit (1 MB by default). */
export const TOO_LARGE = 'This PDF is too large to send from this page (about 750 KB at most). Please save it smaller, for example in grayscale or at a lower resolution.';

/** The server's words for a refused save; a request the gateway refused for its size, in words. */
export function fileSaveMessage(error: unknown, fallback: string): string {
  if (ServerError.is(error) && error.statusCode === 413) return TOO_LARGE;
  return graphqlMessage(error) ?? fallback;
}
