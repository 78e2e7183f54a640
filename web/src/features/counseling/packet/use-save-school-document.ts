import i18next from 'i18next';
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
      setError(graphqlMessage(e) ?? i18next.t('documents.saveError', { ns: 'counselor' }));
      return false;
    }
  };
  return { save, saving: loading, error, clearError: () => setError(null) };
}

