import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import { useCurrentUser } from '../../app/current-user';
import { userRole } from '../../app/user';
import { StudentListScopesDocument, type StudentScope } from '../../gql/graphql';

/** The counselor's two lists: their caseload, or every student of their schools. */
export type ScopeChoice = 'caseload' | 'school';

/** What the student list and the dashboard's figures ask the server for. */
export interface StudentScopeVariables {
  scope: StudentScope;
  schoolId: string | null;
}

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

const isChoice = (value: string | null): value is ScopeChoice => value === 'caseload' || value === 'school';

/**
 * Which students a staff list shows, kept in the address (?scope=caseload|school&school=<id>) so a reload or a
 * shared link keeps it. A counselor's list opens on "My caseload" when they have one; a counselor without
 * caseload rules or assigned students (every counselor of a one-school deployment, spec section 6) opens on all
 * students of their schools, so the list is never empty by default.
 */
export function useStudentScope(): StudentScopeState {
  const { user } = useCurrentUser();
  const counselor = userRole(user) === 'counselor';
  const [params, setParams] = useSearchParams();
  // Partial answers are fine: without the roster's schools the list still works, just without the filter.
  const scopes = useQuery(StudentListScopesDocument, { fetchPolicy: 'cache-and-network', errorPolicy: 'all' });
  const known = scopes.data ?? scopes.previousData;
  const schools = known?.schools ?? [];

  const asked = params.get('scope');
  const hasCaseload = (known?.caseload?.totalStudents ?? 0) > 0;
  const choice: ScopeChoice = isChoice(asked) ? asked : hasCaseload ? 'caseload' : 'school';
  const askedSchool = params.get('school');
  // A school from an old link that the caller no longer sees is dropped rather than sent.
  const schoolId = askedSchool && (!known || schools.some((s) => s.id === askedSchool)) ? askedSchool : null;

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    }, { replace: true });

  const scope: StudentScope = counselor ? (choice === 'caseload' ? 'CASELOAD' : 'SCHOOL') : schoolId ? 'SCHOOL' : 'ALL';
  return {
    showsScopeChoice: counselor,
    choice,
    setChoice: (next) => update({ scope: next }),
    schools,
    schoolId,
    setSchoolId: (id) => update({ school: id }),
    ready: !counselor || isChoice(asked) || Boolean(known) || Boolean(scopes.error),
    variables: { scope, schoolId },
  };
}
