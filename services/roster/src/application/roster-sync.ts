import { Subjects, type ProfileUpserted, type UserCreated } from '@counsel/proto-events';
import { DEFAULT_SCHOOL_ID, isRole, on, type EventSubscription, type OutboxEvent } from '@counsel/kit';
import { effectiveCounselor } from '../domain/caseload-rules.js';
import { sameEnrollment, type Enrollment } from '../domain/enrollment.js';
import { hasSchoolAssignments, type RosterUser } from '../domain/roster-user.js';
import type { RosterStore, RosterWrites } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';

/**
 * What the roster learns from the other services' events: accounts (identity) and student profiles
 * (students). Handlers are idempotent: a repeated event finds nothing to change and writes nothing.
 */
export class RosterSync {
  constructor(private readonly store: RosterStore, private readonly events: RosterEvents, private readonly now: () => Date = () => new Date()) {}

  /**
   * A new account. A student joins the default school (unless an import enrolled them already); a staff
   * member (or a teacher) of a one-school district is assigned to that school, so a one-school deployment lets every
   * counselor see every student. In a district of several schools an admin assigns them.
   */
  async userCreated(e: UserCreated): Promise<void> {
    // Guardians are identity's (invited by staff, linked to students): the roster keeps no account of theirs.
    if (!isRole(e.role) || e.role === 'guardian' || (await this.store.erasures.isUserErased(e.userId))) return;
    const known = await this.store.users.get(e.userId);
    const user: RosterUser = known
      ? { ...known, email: e.email.toLowerCase() }
      : { userId: e.userId, email: e.email.toLowerCase(), role: e.role, firstName: null, lastName: null, sourcedId: null, active: true };
    const writes: ((w: RosterWrites) => void)[] = [];
    const events: OutboxEvent[] = [];
    if (!known || known.email !== user.email) writes.push((w) => w.users.save(user));
    if (user.role === 'student' && !(await this.store.enrollments.get(e.userId))) {
      const enrollment = this.newEnrollment(e.userId, { email: user.email });
      writes.push((w) => w.enrollments.save(enrollment));
      events.push(this.events.enrollmentChanged(enrollment));
    }
    if (!known && hasSchoolAssignments(user.role)) {
      const open = await this.store.schools.list(false);
      if (open.length === 1 && (await this.store.staff.schoolsOf(e.userId)).length === 0) {
        writes.push((w) => w.staff.assign(e.userId, [open[0].id]));
        events.push(this.events.staffAssigned(e.userId, [open[0].id]));
      }
    }
    if (writes.length) await this.commit((w) => { for (const write of writes) write(w); }, events);
  }

  /**
   * A student's profile: the roster learns the profile id, and, for a student the roster did not import,
   * the name, email and grade the student gave (an imported student's come from the district's file).
   */
  async profileUpserted(e: ProfileUpserted): Promise<void> {
    // A student erased meanwhile: their profile event, still in flight, must not make them an enrollment.
    if (await this.store.erasures.isUserErased(e.userId)) return;
    const current = await this.store.enrollments.get(e.userId);
    const p = e.profile;
    let next: Enrollment;
    if (!current) {
      next = this.newEnrollment(e.userId, { studentId: e.studentId, firstName: p.firstName, lastName: p.lastName, email: p.email, grade: p.grade });
    } else {
      next = { ...current, studentId: e.studentId };
      if (current.sourcedId === null) {
        next.firstName = p.firstName ?? current.firstName;
        next.lastName = p.lastName ?? current.lastName;
        next.email = p.email ?? current.email;
        next.grade = p.grade ?? current.grade;
      }
    }
    next.counselorId = effectiveCounselor(next, await this.store.rules.of(next.schoolId));
    if (current && sameEnrollment(next, current)) return;
    next.updatedAt = this.now().toISOString();
    await this.commit((w) => w.enrollments.save(next), [this.events.enrollmentChanged(next)]);
  }

  private newEnrollment(studentUserId: string, fields: Partial<Enrollment>): Enrollment {
    return {
      studentUserId, studentId: null, schoolId: DEFAULT_SCHOOL_ID, grade: null, status: 'active', manualCounselorId: null, counselorId: null,
      sourcedId: null, firstName: null, lastName: null, email: null, graduatedAt: null, updatedAt: this.now().toISOString(), ...fields,
    };
  }

  private async commit(work: (w: RosterWrites) => void, events: OutboxEvent[]) {
    await this.store.write(work, events);
    if (events.length) this.events.committed();
  }
}

/** The roster's durable consumers. */
export function rosterSyncHandlers(sync: RosterSync): EventSubscription[] {
  return [
    on(Subjects.identityUserCreated, 'roster-users', (e) => sync.userCreated(e.data), { concurrency: 1 }),
    on(Subjects.studentsProfileUpserted, 'roster-student-profiles', (e) => sync.profileUpserted(e.data), { concurrency: 1 }),
  ];
}
