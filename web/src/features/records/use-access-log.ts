import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { StudentAccessLogDocument, type StudentAccessLogQuery } from '../../gql/graphql';

export type AccessEntry = StudentAccessLogQuery['studentAccessLog']['items'][number];

/** One page of who on staff read a student's record, newest first (the server pages and orders it). */
export function useAccessLog(studentId: string, pageSize: number) {
  const [page, setPage] = useState(1);
  // Every staff read adds a line: always ask the server, showing the cached page meanwhile.
  const query = useQuery(StudentAccessLogDocument, {
    variables: { studentId, page, pageSize },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  const shown = (query.data ?? query.previousData)?.studentAccessLog;
  return {
    entries: shown?.items ?? [],
    total: shown?.total ?? 0,
    /** Nothing to show yet (the first answer is on its way). */
    firstLoad: query.loading && !shown,
    loading: query.loading,
    error: shown ? null : query.error ?? null,
    page,
    setPage,
    refetch: () => void query.refetch().catch(() => undefined),
  };
}
