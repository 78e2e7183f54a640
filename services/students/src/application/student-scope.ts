import { ForbiddenError, ValidationError, visibleSchools, type Principal } from '@counsel/kit';
import type { StudentScopeFilter } from '../ports/profiles-repository.js';

export const STUDENT_SCOPES = ['CASELOAD', 'SCHOOL', 'ALL'] as const;
export type StudentScope = (typeof STUDENT_SCOPES)[number];

export interface ScopeArgs { scope?: string | null; schoolId?: string | null; includeInactive?: boolean | null }

export const SCOPE_MESSAGES = {
  scope: `scope must be one of ${STUDENT_SCOPES.join(', ')}`,
  school: 'You can only list students of the schools you are assigned to',
} as const;

/**
 * The students a staff caller's list covers (FERPA: never beyond the schools they may see).
 * CASELOAD: the counselor's own caseload (for admins, who have none, the same as ALL). SCHOOL: one school the
 * caller may see, else all of theirs. ALL: every school the caller may see (the district for admins).
 * schoolId narrows any scope to that school.
 */
export function scopeFor(staff: Principal, args: ScopeArgs): StudentScopeFilter {
  const scope = (args.scope ?? 'ALL') as StudentScope;
  if (!STUDENT_SCOPES.includes(scope)) throw new ValidationError(SCOPE_MESSAGES.scope);
  const visible = visibleSchools(staff);
  let schoolIds: StudentScopeFilter['schoolIds'] = visible;
  if (args.schoolId) {
    if (visible !== 'all' && !visible.includes(args.schoolId)) throw new ForbiddenError(SCOPE_MESSAGES.school);
    schoolIds = [args.schoolId];
  }
  const counselorId = scope === 'CASELOAD' && staff.role === 'counselor' ? staff.userId : undefined;
  return { schoolIds, counselorId, includeInactive: args.includeInactive === true };
}
