import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { KnowledgeFilesDocument, type KnowledgeFilesQuery } from '../../gql/graphql';

export type KnowledgeFileRow = KnowledgeFilesQuery['knowledgeFiles'][number];

/** How often the list is refreshed while a file is still being indexed. */
const POLL_MS = 2000;

/**
 * The knowledge-base files, newest first. While any file is Pending the list polls, so it
 * turns Indexed (or Failed) without a reload; polling stops once nothing is pending.
 */
export function useKnowledgeFiles() {
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(KnowledgeFilesDocument, {
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: false,
  });
  const files = (data ?? previousData)?.knowledgeFiles;
  const anyPending = Boolean(files?.some((f) => f.status === 'Pending'));

  useEffect(() => {
    if (anyPending) startPolling(POLL_MS);
    else stopPolling();
    return () => stopPolling();
  }, [anyPending, startPolling, stopPolling]);

  return {
    files: files ?? [],
    loaded: Boolean(files),
    loading: loading && !files,
    anyPending,
    error: error ?? null,
    refetch: () => void refetch(),
  };
}
