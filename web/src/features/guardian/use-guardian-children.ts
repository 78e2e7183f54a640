import { useQuery } from '@apollo/client/react';
import { GuardianChildrenDocument, type GuardianChildrenQuery } from '../../gql/graphql';

type GuardianChild = GuardianChildrenQuery['guardianStudents'][number];

/** The signed-in guardian's children, asked afresh on every visit: an adult child may have switched access off since. */
export function useGuardianChildren() {
  const q = useQuery(GuardianChildrenDocument, { fetchPolicy: 'network-only' });
  return { children: q.data?.guardianStudents ?? [], loading: q.loading && !q.data, error: q.error && !q.data ? q.error : undefined, refetch: () => void q.refetch() };
}

export const childName = (c: Pick<GuardianChild, 'firstName' | 'lastName'>) => [c.firstName, c.lastName].filter(Boolean).join(' ');
