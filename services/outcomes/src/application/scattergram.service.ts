import { ValidationError, type Principal } from '@counsel/kit';
import { scattergram, type ScattergramView } from '../domain/scattergram.js';
import type { Scores } from '../domain/outcome.js';
import { scattergramReader, visibleStudentOf, type OutcomesDeps } from './access.js';

export const UNITID_MESSAGE = 'unitid must be the college\'s IPEDS unit id (6 digits)';

const scoresOf = (s: Scores): Scores | null => (s.gpa === null && s.sat === null && s.act === null ? null : { gpa: s.gpa, sat: s.sat, act: s.act });

/**
 * Where the school's past applicants to a college landed. A student sees their own position (unless the district
 * switched students' access off); staff may ask for one of their students' position (the counselor's profile view).
 */
export class ScattergramService {
  constructor(private readonly deps: OutcomesDeps) {}

  async scattergram(p: Principal | null, unitid: string, schoolId: string, studentId?: string | null): Promise<ScattergramView> {
    const { store } = this.deps;
    const { user, self } = await scattergramReader(store, p, schoolId);
    if (!/^\d{6}$/.test(unitid)) throw new ValidationError(UNITID_MESSAGE);
    const rules = await store.settings.rules();
    const hidden = user.role === 'student' && !rules.studentsMaySee;
    let position: Scores | null = self ? scoresOf(self) : null;
    if (!self && studentId) position = scoresOf(await visibleStudentOf(store, user, studentId, schoolId));
    return scattergram(unitid, schoolId, hidden ? [] : await store.outcomes.at(schoolId, unitid), rules, position, hidden);
  }
}
