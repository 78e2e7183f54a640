import { useQuery } from '@apollo/client/react';
import { useAddressParams } from '../../app/use-address-params';
import { PlanningSchoolsDocument } from '../../gql/graphql';

/**
 * The school whose catalog or requirements an admin works on, kept in the address (?school=<id>) so a reload or a
 * shared link keeps it; the first school of the district until one is picked.
 */
export function useSchoolChoice() {
  const { params, update } = useAddressParams({ replace: true });
  const schools = useQuery(PlanningSchoolsDocument, { fetchPolicy: 'cache-and-network' });
  const list = schools.data?.schools ?? [];
  const asked = params.get('school');
  const schoolId = list.some((s) => s.id === asked) ? asked : list[0]?.id ?? null;
  return { schools: list, schoolId, setSchoolId: (id: string) => update({ school: id }), query: schools };
}
