import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { StudentDeletionDocument } from '../../gql/graphql';

/** Services confirm within seconds: ask every second until the deletion is complete. */
export const DELETION_POLL_MS = 1000;

/** One deletion, followed until COMPLETE; then the student is dropped from the cache (they no longer exist). */
export function useStudentDeletion(deletionId: string) {
  const client = useApolloClient();
  const query = useQuery(StudentDeletionDocument, { variables: { id: deletionId }, fetchPolicy: 'network-only' });
  const deletion = (query.data ?? query.previousData)?.studentDeletion ?? null;
  const complete = deletion?.state === 'COMPLETE';
  const missing = Boolean(query.data && !query.data.studentDeletion);

  const { startPolling, stopPolling } = query;
  useEffect(() => {
    if (complete || missing) return;
    startPolling(DELETION_POLL_MS);
    return () => stopPolling();
  }, [complete, missing, startPolling, stopPolling]);

  const studentId = deletion?.studentId;
  useEffect(() => {
    if (!complete || !studentId) return;
    client.cache.evict({ id: client.cache.identify({ __typename: 'Student', id: studentId }) });
    client.cache.gc();
  }, [complete, studentId, client]);

  return {
    deletion,
    complete,
    missing,
    loading: query.loading && !deletion,
    error: deletion ? null : query.error ?? null,
    refetch: () => void query.refetch().catch(() => undefined),
  };
}
