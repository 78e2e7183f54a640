import { useQuery } from '@apollo/client/react';
import { useCurrentUser } from '../../../app/current-user';
import { useAddressParams } from '../../../app/use-address-params';
import { userRole } from '../../../app/user';
import { StudentListScopesDocument } from '../../../gql/graphql';
import { isScopeChoice, resolveStudentScope, type ScopeChoice, type StudentScopeVariables } from './student-scope';

export interface StudentScopeState {
  /** Counselors choose between their caseload and their schools; admins see the district. */
  showsScopeChoice: boolean;
  choice: ScopeChoice;
  setChoice: (choice: ScopeChoice) => void;
  /** The schools to filter by; the filter is hidden with fewer than two. */
  schools: { id: string; name: string }[];
  schoolId: string | null;
  setSchoolId: (id: string | null) => void;
  /** False until the default scope is known (it depends on whether the counselor has a caseload). */
  ready: boolean;
  variables: StudentScopeVariables;
}

/**
 * Which students a staff list shows (student-scope.ts decides), kept in the address (?scope=caseload|school&school=<id>)
 * so a reload or a shared link keeps it.
 */
export function useStudentScope(): StudentScopeState {
  const { user } = useCurrentUser();
  const counselor = userRole(user) === 'counselor';
  const { params, update } = useAddressParams({ replace: true });
  // Partial answers are fine: without the roster's schools the list still works, just without the filter.
  const scopes = useQuery(StudentListScopesDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const known = scopes.data ?? scopes.previousData;
  const schools = known?.schools ?? [];

  const asked = params.get('scope');
  const { choice, variables } = resolveStudentScope({
    counselor,
    askedScope: asked,
    askedSchool: params.get('school'),
    schools: known ? schools : null,
    hasCaseload: (known?.caseload?.totalStudents ?? 0) > 0,
  });

  return {
    showsScopeChoice: counselor,
    choice,
    setChoice: (next) => update({ scope: next }),
    schools,
    schoolId: variables.schoolId,
    setSchoolId: (id) => update({ school: id }),
    ready: !counselor || isScopeChoice(asked) || Boolean(known) || Boolean(scopes.error),
    variables,
  };
}
