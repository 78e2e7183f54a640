import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withParams } from '../../app/address-params';
import { CollegeSearchDocument, type CollegeControlFilter, type CollegeSize, type TestPolicy } from '../../gql/graphql';
import type { CollegeFilterValues } from './components/CollegeFilters';

const PAGE_SIZE = 20;
const SEARCH_DELAY_MS = 300;
const FILTER_KEYS = ['state', 'control', 'size', 'testPolicy', 'maxAdmissionPercent', 'maxNetPrice'] as const;

function numberParam(value: string | null): number | null {
  if (value === null || value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
}

/**
 * The catalog search, kept in the address (`?q=berkeley&state=CA&page=2`) so that Back from a college's page
 * returns to the same results. The text searches after a short typing pause; any change goes back to page 1.
 */
export function useCollegeSearch() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const page = Math.max(1, numberParam(params.get('page')) ?? 1);
  const filters: CollegeFilterValues = {
    state: params.get('state'),
    control: params.get('control') as CollegeControlFilter | null,
    size: params.get('size') as CollegeSize | null,
    testPolicy: params.get('testPolicy') as TestPolicy | null,
    maxAdmissionPercent: numberParam(params.get('maxAdmissionPercent')),
    maxNetPrice: numberParam(params.get('maxNetPrice')),
  };
  const [text, setText] = useState(q);
  // The search last sent to the address: a different q there came from elsewhere (a menu link), and the box follows it.
  const sent = useRef(q);
  useEffect(() => {
    if (q !== sent.current) setText(q);
    sent.current = q;
  }, [q]);

  const update = (patch: Record<string, string | number | null>) => {
    setParams((current) => {
      if ('q' in patch) sent.current = String(patch.q ?? '');
      // Any change but the page's own goes back to the first page.
      return withParams(current, { page: null, ...patch });
    }, { replace: true });
  };

  useEffect(() => {
    if (text.trim() === q) return;
    const timer = setTimeout(() => update({ q: text.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // Only the typed text starts a search (the address changes on its own when filters do).
  }, [text]);

  const { data, previousData, loading, error, refetch } = useQuery(CollegeSearchDocument, {
    variables: {
      input: {
        q: q || null,
        state: filters.state,
        control: filters.control,
        size: filters.size,
        testPolicy: filters.testPolicy,
        maxAdmissionRate: filters.maxAdmissionPercent === null ? null : filters.maxAdmissionPercent / 100,
        maxNetPrice: filters.maxNetPrice,
        page,
        pageSize: PAGE_SIZE,
      },
    },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
  });
  const shown = data ?? previousData;

  return {
    text,
    setText,
    submit: (value: string) => {
      setText(value);
      update({ q: value.trim() });
    },
    filters,
    setFilters: (patch: Partial<CollegeFilterValues>) => update(patch),
    clearFilters: () => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, null]))),
    page,
    setPage: (next: number) => update({ page: next > 1 ? next : null }),
    pageSize: PAGE_SIZE,
    colleges: shown?.colleges.items ?? [],
    total: shown?.colleges.total ?? 0,
    loaded: Boolean(shown),
    loading,
    error: error ?? null,
    refetch: () => void refetch().catch(() => undefined),
  };
}
