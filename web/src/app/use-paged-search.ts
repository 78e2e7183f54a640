import { useEffect, useState } from 'react';

const SEARCH_DELAY_MS = 300;

/**
 * The search box and page of a server-searched list: the search runs after a short typing pause (or at
 * once on submit) and starts again at page 1.
 */
export function usePagedSearch() {
  const [search, setSearch] = useState('');
  const [query, setQuery] = useState('');
  const [page, setPage] = useState(1);

  useEffect(() => {
    const timer = setTimeout(() => {
      setQuery(search.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  return {
    /** What the box shows. */
    search,
    setSearch,
    /** What the server is asked, once typing pauses. */
    query,
    page,
    setPage,
    /** Runs the search now (Enter or the search button) instead of after the typing pause. */
    submitSearch: (text: string) => {
      setSearch(text);
      setQuery(text.trim());
      setPage(1);
    },
  };
}
