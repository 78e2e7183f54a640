import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger, type OutboxEvent } from '@counsel/kit';
import { effectiveCounselor } from '../domain/caseload-rules.js';
import { sameEnrollment, type Enrollment } from '../domain/enrollment.js';
import type { Grade } from '../domain/roster-record.js';
import { isStaffRole, type RosterUser } from '../domain/roster-user.js';
import type { RosterChange, RosterStore } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';
import { nameDefaultSchool } from './default-school.js';

/** The demo's one school: the default school under a real-looking name. */
export const DEMO_SCHOOL_NAME = 'Lakeside High School';
const DEMO_GRADES: Record<string, Grade> = { 'maya.chen@counsel.local': '12', 'jordan.rivera@counsel.local': '11' };

/**
 * The demo district: one school, every demo staff member assigned to it, the demo students enrolled in it.
 * Written once (what is already there is left alone), so a demo admin's changes survive a restart.
 */
export async function seedDemoRoster(store: RosterStore, events: RosterEvents, log: Logger, now = () => new Date()) {
  await nameDefaultSchool(store, events, DEMO_SCHOOL_NAME);
  const at = now().toISOString();
  const change: RosterChange = { users: [], staff: [], enrollments: [] };
  const out: OutboxEvent[] = [];
  for (const u of DEMO_USERS) {
    if (await store.user(u.id)) continue;
    const user: RosterUser = { userId: u.id, email: u.email, role: u.role, firstName: u.firstName, lastName: u.lastName, sourcedId: null, active: true };
    change.users!.push(user);
    if (isStaffRole(u.role)) {
      change.staff!.push({ userId: u.id, schoolIds: [DEFAULT_SCHOOL_ID] });
      out.push(events.staffAssigned(u.id, [DEFAULT_SCHOOL_ID]));
    }
  }
  const rules = await store.caseloadRules(DEFAULT_SCHOOL_ID);
  for (const ref of DEMO_STUDENT_PROFILES) {
    const u = DEMO_USERS.find((d) => d.id === ref.userId);
    if (!u) continue;
    const current = await store.enrollment(u.id);
    const next: Enrollment = current ? { ...current, studentId: current.studentId ?? ref.id } : {
      studentUserId: u.id, studentId: ref.id, schoolId: DEFAULT_SCHOOL_ID, grade: DEMO_GRADES[u.email] ?? null, status: 'active',
      manualCounselorId: null, counselorId: null, sourcedId: null, firstName: u.firstName, lastName: u.lastName, email: u.email, graduatedAt: null, updatedAt: at,
    };
    next.counselorId = effectiveCounselor(next, rules);
    if (current && sameEnrollment(current, next)) continue;
    change.enrollments!.push(next);
    out.push(events.enrollmentChanged(next));
  }
  if (!change.users!.length && !change.enrollments!.length) return;
  await store.commit(change, out);
  events.committed();
  log.info({ users: change.users!.length, enrollments: change.enrollments!.length }, 'demo roster seeded');
}
