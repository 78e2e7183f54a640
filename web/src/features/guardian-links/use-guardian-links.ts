import { useMutation, useQuery } from '@apollo/client/react';
import {
  InviteStudentGuardianDocument, RemoveStudentGuardianLinkDocument, SetStudentGuardianConsentDocument, StudentGuardianLinksDocument,
  type GuardianLinkFieldsFragment,
} from '../../gql/graphql';

export type GuardianLink = GuardianLinkFieldsFragment;

/**
 * A student's guardian links and what may be done to them. `links` is null when the server answers the student as
 * not found (staff of another school): the caller shows nothing rather than an error.
 */
export function useGuardianLinks(studentId: string) {
  const refetchQueries = [{ query: StudentGuardianLinksDocument, variables: { studentId } }];
  const { data, loading, error, refetch } = useQuery(StudentGuardianLinksDocument, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const [invite, inviting] = useMutation(InviteStudentGuardianDocument, { refetchQueries, awaitRefetchQueries: true });
  const [remove, removing] = useMutation(RemoveStudentGuardianLinkDocument, { refetchQueries, awaitRefetchQueries: true });
  // The answer is the link as it now stands: Apollo's cache updates the row by its id.
  const [setConsent, settingConsent] = useMutation(SetStudentGuardianConsentDocument);
  return {
    links: data ? data.studentGuardians ?? null : undefined,
    loading: loading && !data,
    error: data ? undefined : error,
    refetch: () => void refetch(),
    invite, inviting: inviting.loading,
    remove, removing: removing.loading,
    setConsent, settingConsent: settingConsent.loading,
  };
}
