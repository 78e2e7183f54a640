import type { ApplicationPlan, ApplicationScope, ApplicationStatus, DeadlineBoardInput } from '../../../gql/graphql';
import type { StudentScopeVariables } from '../../students/list/student-scope';

export const DAY_CHOICES = [7, 14, 30] as const;
export type DayChoice = (typeof DAY_CHOICES)[number];

export interface BoardFilters {
  days: DayChoice;
  plan: ApplicationPlan | null;
  status: ApplicationStatus | null;
}

/**
 * The board's scope from the student list's scope control: the caseload stays the caseload (narrowed to a school
 * when one is picked); "all students in my schools" is ALL (every visible school) unless one school is picked,
 * which is SCHOOL. Admins have no caseload choice: the district, or one school.
 */
export function boardScope(scope: StudentScopeVariables): { scope: ApplicationScope; schoolId: string | null } {
  if (scope.scope === 'CASELOAD') return { scope: 'CASELOAD', schoolId: scope.schoolId };
  return scope.schoolId ? { scope: 'SCHOOL', schoolId: scope.schoolId } : { scope: 'ALL', schoolId: null };
}

export function boardInput(scope: StudentScopeVariables, filters: BoardFilters): DeadlineBoardInput {
  const { scope: s, schoolId } = boardScope(scope);
  return { dueWithinDays: filters.days, scope: s, schoolId, plan: filters.plan, status: filters.status };
}

/**
 * The CSV export of the same board (the gateway's REST route, which a plain link downloads with the session
 * cookie). Wire values: scope in lower case as on /api/students, plan upper case, status lower case.
 */
export function boardExportHref(input: DeadlineBoardInput): string {
  const params = new URLSearchParams();
  if (input.dueWithinDays) params.set('dueWithinDays', String(input.dueWithinDays));
  if (input.scope) params.set('scope', input.scope.toLowerCase());
  if (input.schoolId) params.set('schoolId', input.schoolId);
  if (input.plan) params.set('plan', input.plan);
  if (input.status) params.set('status', input.status);
  return `/api/applications/export.csv?${params.toString()}`;
}
