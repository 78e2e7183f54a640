import type { AcademicPlanScope, AcademicPlanStatus, AcademicPlansQueryVariables, AcademicTrackStatus } from '../../gql/graphql';
import type { StudentScopeVariables } from '../students/list/student-scope';

export const PLANS_PAGE_SIZE = 20;

/** The list's filters as the screen holds them (the scope comes from the staff lists' scope control). */
export interface PlanFilters {
  status: AcademicPlanStatus | null;
  track: AcademicTrackStatus | null;
  page: number;
}

export const NO_PLAN_FILTERS: PlanFilters = { status: null, track: null, page: 1 };

export const hasPlanFilters = (f: PlanFilters): boolean => f.status !== null || f.track !== null;

/**
 * The planning service's scope from the staff lists' control: the caseload is MINE, every student of the caller's
 * schools (or the district, for admins) is SCHOOL, narrowed to a picked school either way.
 */
export function planScope(scope: StudentScopeVariables): { scope: AcademicPlanScope; schoolId: string | null } {
  return { scope: scope.scope === 'CASELOAD' ? 'MINE' : 'SCHOOL', schoolId: scope.schoolId };
}

export function plansVariables(scope: StudentScopeVariables, f: PlanFilters, pageSize = PLANS_PAGE_SIZE): AcademicPlansQueryVariables {
  return { ...planScope(scope), status: f.status, track: f.track, first: pageSize, offset: (Math.max(1, f.page) - 1) * pageSize };
}

/**
 * The same list as CSV (the gateway's REST route, which a plain link downloads with the session cookie): the
 * filters and scope shown, every row (the gateway streams it page by page). Wire values as in the query, scope in lower case as on the other lists.
 */
export function plansExportHref(v: Pick<AcademicPlansQueryVariables, 'scope' | 'schoolId' | 'status' | 'track'>): string {
  const params = new URLSearchParams();
  if (v.scope) params.set('scope', v.scope.toLowerCase());
  if (v.schoolId) params.set('schoolId', v.schoolId);
  if (v.status) params.set('status', v.status);
  if (v.track) params.set('track', v.track);
  return `/api/plans.csv?${params.toString()}`;
}
