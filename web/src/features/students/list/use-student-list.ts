import { useQuery } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { usePagedSearch } from '../../../app/use-paged-search';
import { StudentListDocument, type StudentListQuery, type StudentSort } from '../../../gql/graphql';
import type { StudentScopeVariables } from './student-scope';

export type StudentRow = StudentListQuery['students']['items'][number];

/**
 * Students searched (name or email, case-insensitive) and paged on the server: a district has
 * tens of thousands. The search runs after a short typing pause and goes back to page 1. `scope` narrows the
 * list (a counselor's caseload, one school); the query waits while it is not known yet (`ready` false), and a new
 * scope starts again at page 1.
 */
export function useStudentList(pageSize: number, scope: StudentScopeVariables, ready = true) {
  const { search, setSearch, query, page, setPage, submitSearch } = usePagedSearch();
  const [sort, setSort] = useState<StudentSort>('NAME_ASC');
  useEffect(() => setPage(1), [scope.scope, scope.schoolId, setPage]);

  const { data, previousData, loading, error, refetch } = useQuery(StudentListDocument, {
    variables: { q: query || null, limit: pageSize, offset: (page - 1) * pageSize, sort, scope: scope.scope, schoolId: scope.schoolId },
    notifyOnNetworkStatusChange: true,
    fetchPolicy: 'cache-and-network',
    skip: !ready,
  });
  const shown = data ?? previousData;

  return {
    students: shown?.students.items ?? [],
    total: shown?.students.total ?? 0,
    loaded: Boolean(shown),
    query,
    search,
    setSearch,
    submitSearch,
    page,
    setPage,
    sort,
    setSort: (next: StudentSort) => {
      setSort(next);
      setPage(1);
    },
    loading: loading || !ready,
    error: error ?? null,
    refetch: () => void refetch(),
  };
}
