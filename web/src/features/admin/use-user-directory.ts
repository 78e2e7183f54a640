import { useQuery } from '@apollo/client/react';
import { usePagedSearch } from '../../app/use-paged-search';
import { AdminUsersDocument, type AdminUsersQuery } from '../../gql/graphql';

export type DirectoryUser = AdminUsersQuery['users']['items'][number];

export const USERS_PAGE_SIZE = 20;

export interface UserDirectory {
  users: DirectoryUser[];
  total: number;
  page: number;
  setPage: (page: number) => void;
  search: string;
  setSearch: (text: string) => void;
  /** Runs the search now (Enter or the search button) instead of after the typing pause. */
  submitSearch: (text: string) => void;
  loading: boolean;
  error: Error | null;
  refetch: () => void;
}

/**
 * Every account, searched and paged on the server (a district has tens of thousands).
 * The search runs after a short typing pause and starts again at page 1.
 */
export function useUserDirectory(): UserDirectory {
  const { search, setSearch, query, page, setPage, submitSearch } = usePagedSearch();
  const { data, previousData, loading, error, refetch } = useQuery(AdminUsersDocument, {
    variables: { q: query || null, limit: USERS_PAGE_SIZE, offset: (page - 1) * USERS_PAGE_SIZE },
    notifyOnNetworkStatusChange: true,
  });
  // While the next page loads, keep the current rows on screen instead of flashing empty.
  const shown = data ?? previousData;

  return {
    users: shown?.users.items ?? [],
    total: shown?.users.total ?? 0,
    page,
    setPage,
    search,
    setSearch,
    submitSearch,
    loading,
    error: error ?? null,
    refetch: () => void refetch().catch(() => undefined),
  };
}
