import { DEFAULT_SCHOOL_ID, DEMO_SCHOOL_NAME, DEMO_STUDENT_PROFILES, DEMO_USERS, type Logger, type OutboxEvent } from '@counsel/kit';
import { effectiveCounselor } from '../domain/caseload-rules.js';
import { sameEnrollment, type Enrollment } from '../domain/enrollment.js';
import { hasSchoolAssignments, type RosterUser } from '../domain/roster-user.js';
import type { RosterStore } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';
import { nameDefaultSchool } from './default-school.js';

/**
 * The demo district: one school, every demo staff member (and the demo teacher) assigned to it, the demo students enrolled in it.
 * Written once (what is already there is left alone), so a demo admin's changes survive a restart.
 */
export async function seedDemoRoster(store: RosterStore, events: RosterEvents, log: Logger, now = () => new Date()) {
  await nameDefaultSchool(store, events, DEMO_SCHOOL_NAME);
  const at = now().toISOString();
  const users: RosterUser[] = [];
  const staff: string[] = [];
  const enrollments: Enrollment[] = [];
  const out: OutboxEvent[] = [];
  for (const u of DEMO_USERS) {
    // Guardians are identity's alone (linked to students there), as for any guardian the roster never imported.
    if (u.role === 'guardian' || await store.users.get(u.id)) continue;
    const user: RosterUser = { userId: u.id, email: u.email, role: u.role, firstName: u.firstName, lastName: u.lastName, sourcedId: null, active: true };
    users.push(user);
    if (hasSchoolAssignments(u.role)) {
      staff.push(u.id);
      out.push(events.staffAssigned(u.id, [DEFAULT_SCHOOL_ID]));
    }
  }
  const rules = await store.rules.of(DEFAULT_SCHOOL_ID);
  for (const ref of DEMO_STUDENT_PROFILES) {
    const u = DEMO_USERS.find((d) => d.id === ref.userId);
    if (!u) continue;
    const current = await store.enrollments.get(u.id);
    const next: Enrollment = current ? { ...current, studentId: current.studentId ?? ref.id } : {
      studentUserId: u.id, studentId: ref.id, schoolId: DEFAULT_SCHOOL_ID, grade: ref.grade, status: 'active',
      manualCounselorId: null, counselorId: null, sourcedId: null, firstName: u.firstName, lastName: u.lastName, email: u.email, graduatedAt: null, updatedAt: at,
    };
    next.counselorId = effectiveCounselor(next, rules);
    if (current && sameEnrollment(current, next)) continue;
    enrollments.push(next);
    out.push(events.enrollmentChanged(next));
  }
  if (!users.length && !enrollments.length) return;
  await store.write((w) => {
    for (const user of users) w.users.save(user);
    for (const userId of staff) w.staff.assign(userId, [DEFAULT_SCHOOL_ID]);
    for (const e of enrollments) w.enrollments.save(e);
  }, out);
  events.committed();
  log.info({ users: users.length, enrollments: enrollments.length }, 'demo roster seeded');
}
