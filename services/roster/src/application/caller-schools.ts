import { visibleSchools, type Principal } from '@counsel/kit';
import type { RosterStore } from '../ports/roster-store.js';

/**
 * The schools a caller acts in: admins the district; counselors the schools the roster assigns them (the
 * roster owns assignments, so it does not wait for a new token); a counselor the roster has never heard of
 * (an account from before schools existed) falls back to the token's claim, which means the default school.
 */
export async function callerSchools(store: RosterStore, p: Principal): Promise<'all' | string[]> {
  if (p.role === 'admin') return 'all';
  if (p.role !== 'counselor') return [];
  if (await store.users.get(p.userId)) return store.staff.schoolsOf(p.userId);
  return visibleSchools(p);
}

export const inSchools = (schools: 'all' | string[], schoolId: string) => schools === 'all' || schools.includes(schoolId);
