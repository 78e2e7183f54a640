import { useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { ContentItemsDocument } from '../../gql/graphql';
import { matchesContentSearch } from './content-search';

/** The repository's items (staff), with the search box's text applied on the client. */
export function useContentItems() {
  const { data, previousData, loading, error, refetch } = useQuery(ContentItemsDocument, { fetchPolicy: 'cache-and-network' });
  const [search, setSearch] = useState('');
  const all = (data ?? previousData)?.contentItems;
  const items = useMemo(() => (all ?? []).filter((item) => matchesContentSearch(item, search)), [all, search]);
  return {
    items,
    total: all?.length ?? 0,
    loaded: Boolean(all),
    loading: loading && !all,
    error: error ?? null,
    search,
    setSearch,
    refetch: () => void refetch(),
  };
}
