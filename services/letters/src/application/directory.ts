import { Subjects, type AccountImported, type CollegeListChanged, type ProfileUpserted, type SchoolChanged, type StaffAssigned, type UserCreated } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import { applicationsFromEvent, sameStudent, schoolFromEvent, studentFromEvent } from '../domain/student.js';
import { emptyAccount, sameAccount, type StaffAccount } from '../domain/teacher.js';
import type { LettersStore } from '../ports/letters-store.js';

/** identity's user.created; names only in events from after teachers existed. */
type UserCreatedNamed = UserCreated & { firstName?: string | null; lastName?: string | null };

/**
 * What letters knows of students and staff, from events (it never reads another service's store): students'
 * profiles (school, caseload, name, grade), their college lists (the colleges and deadlines a letter is for), and
 * staff accounts with their roles and schools (the teachers a student may ask), and schools' names. Idempotent: each handler upserts,
 * an event that changes nothing writes nothing, and an erased student's late events are dropped (the tombstone).
 */
export class LettersDirectory {
  constructor(private readonly deps: { store: LettersStore; onChange?: () => Promise<void> }) {}

  async profileUpserted(e: ProfileUpserted): Promise<void> {
    const next = studentFromEvent(e);
    const { store } = this.deps;
    if (await store.erasures.isErased(next.studentId) || await store.erasures.isUserErased(next.userId)) return;
    const before = await store.students.get(next.studentId);
    if (!before || !sameStudent(before, next)) await store.write((w) => w.students.save(next));
    await this.deps.onChange?.();
  }

  async listChanged(e: CollegeListChanged): Promise<void> {
    const { store } = this.deps;
    if (await store.erasures.isErased(e.studentId)) return;
    await store.write((w) => w.students.replaceApplications({ studentId: e.studentId, applications: applicationsFromEvent(e), updatedAt: e.updatedAt }));
    await this.deps.onChange?.();
  }

  /** A school's name as the roster announced it (the student's card and the packet's cover show it). */
  async schoolChanged(e: SchoolChanged): Promise<void> {
    const next = schoolFromEvent(e);
    const { store } = this.deps;
    if ((await store.students.schoolNames([next.schoolId])).get(next.schoolId) !== next.name) await store.write((w) => w.students.saveSchool(next));
  }

  /** Students are kept from their profiles, not as accounts. */
  async userCreated(e: UserCreatedNamed): Promise<void> {
    if (e.role === 'student') return;
    await this.account(e.userId, (a) => ({
      ...a, email: e.email, role: e.role, firstName: e.firstName ?? a.firstName, lastName: e.lastName ?? a.lastName,
    }));
  }

  async accountImported(e: AccountImported): Promise<void> {
    if (e.role === 'student') return;
    await this.account(e.userId, (a) => ({ ...a, email: e.email, role: e.role, firstName: e.firstName, lastName: e.lastName, active: e.active }));
  }

  async staffAssigned(e: StaffAssigned): Promise<void> {
    await this.account(e.userId, (a) => ({ ...a, schoolIds: [...new Set(e.schoolIds)].sort() }));
  }

  private async account(userId: string, change: (a: StaffAccount) => StaffAccount) {
    const before = await this.deps.store.accounts.get(userId);
    const next = change(before ?? emptyAccount(userId));
    if (!before || !sameAccount(before, next)) await this.deps.store.write((w) => w.accounts.save(next));
    await this.deps.onChange?.();
  }
}

/** The read models' handlers. */
export function directoryHandlers(directory: LettersDirectory): EventSubscription[] {
  return [
    on(Subjects.studentsProfileUpserted, 'letters-students', (e) => directory.profileUpserted(e.data)),
    on(Subjects.collegesListChanged, 'letters-applications', (e) => directory.listChanged(e.data)),
    on(Subjects.identityUserCreated, 'letters-accounts', (e) => directory.userCreated(e.data)),
    on(Subjects.rosterAccountImported, 'letters-roster-accounts', (e) => directory.accountImported(e.data)),
    on(Subjects.rosterStaffAssigned, 'letters-staff-schools', (e) => directory.staffAssigned(e.data)),
    on(Subjects.rosterSchoolChanged, 'letters-schools', (e) => directory.schoolChanged(e.data)),
  ];
}
