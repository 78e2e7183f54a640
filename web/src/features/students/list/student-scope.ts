import type { StudentScope } from '../../../gql/graphql';

/** The counselor's two lists: their caseload, or every student of their schools. */
export type ScopeChoice = 'caseload' | 'school';

/** What the student list and the dashboard's figures ask the server for. */
export interface StudentScopeVariables {
  scope: StudentScope;
  schoolId: string | null;
}

export const isScopeChoice = (value: string | null): value is ScopeChoice => value === 'caseload' || value === 'school';

interface ScopeInputs {
  counselor: boolean;
  /** ?scope= and ?school= of the address. */
  askedScope: string | null;
  askedSchool: string | null;
  /** The schools the caller sees, once the server has said (null before). */
  schools: { id: string }[] | null;
  hasCaseload: boolean;
}

/**
 * Which students a staff list shows. A counselor's list opens on "My caseload" when they have one; a counselor
 * without caseload rules or assigned students (every counselor of a one-school deployment) opens on all students of
 * their schools, so the list is never empty by default. Admins see the district, or one school. A school
 * from an old link that the caller no longer sees is dropped rather than sent.
 */
export function resolveStudentScope({ counselor, askedScope, askedSchool, schools, hasCaseload }: ScopeInputs): { choice: ScopeChoice; variables: StudentScopeVariables } {
  const choice: ScopeChoice = isScopeChoice(askedScope) ? askedScope : hasCaseload ? 'caseload' : 'school';
  const schoolId = askedSchool && (!schools || schools.some((s) => s.id === askedSchool)) ? askedSchool : null;
  const scope: StudentScope = counselor ? (choice === 'caseload' ? 'CASELOAD' : 'SCHOOL') : schoolId ? 'SCHOOL' : 'ALL';
  return { choice, variables: { scope, schoolId } };
}
