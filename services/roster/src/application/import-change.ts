import { randomUUID } from 'node:crypto';
import type { OutboxEvent } from '@counsel/kit';
import type { CaseloadRule } from '../domain/caseload-rule.js';
import { effectiveCounselor } from '../domain/caseload-rules.js';
import { sameEnrollment, type Enrollment } from '../domain/enrollment.js';
import { planImport, type PlanRef, type RosterSnapshot, type SnapshotPerson } from '../domain/import-plan.js';
import type { ImportCounts, RejectedRow } from '../domain/roster-import.js';
import type { ParsedRoster, RosterRole } from '../domain/roster-record.js';
import { hasSchoolAssignments, type RosterUser } from '../domain/roster-user.js';
import type { School } from '../domain/school.js';
import type { RosterStore, RosterWrites } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';

/** What a roster file would change: the counts and rejections of the dry run, and the writes that apply it. */
export interface RosterChangePlan {
  counts: ImportCounts;
  rejected: RejectedRow[];
  /** Stages the change in a unit of work: schools first (what the rest refers to), then accounts, assignments, enrollments. */
  write: (w: RosterWrites) => void;
  events: OutboxEvent[];
  /** Accounts the change creates: people new to the district (each gets a new id and an account event). */
  newAccounts: number;
}

const sameUser = (a: RosterUser, b: RosterUser) =>
  a.email === b.email && a.role === b.role && a.firstName === b.firstName && a.lastName === b.lastName && a.sourcedId === b.sourcedId && a.active === b.active;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');

/** The district as the planner sees it: every school, and every account with its enrollment or assignments. */
async function snapshotOf(store: RosterStore) {
  const schools = await store.schools.list(true);
  const users = new Map((await store.users.list()).map((u) => [u.userId, u]));
  const enrollments = new Map((await store.enrollments.list()).map((e) => [e.studentUserId, e]));
  const staff = new Map((await store.staff.all()).map((a) => [a.userId, a.schoolIds]));
  const people: SnapshotPerson[] = [];
  for (const u of users.values()) {
    if (u.role === 'guardian') continue;
    const e = enrollments.get(u.userId);
    people.push({
      id: u.userId, sourcedId: u.sourcedId, role: u.role, email: u.email.toLowerCase(), firstName: u.firstName, lastName: u.lastName,
      schoolIds: hasSchoolAssignments(u.role) ? staff.get(u.userId) ?? [] : e ? [e.schoolId] : [], grade: e?.grade ?? null,
      counselorId: e?.manualCounselorId ?? null, active: u.active,
    });
  }
  // A student the roster knows only from their profile (no account event seen): matched by email all the same.
  for (const e of enrollments.values()) {
    if (users.has(e.studentUserId) || !e.email) continue;
    people.push({
      id: e.studentUserId, sourcedId: e.sourcedId, role: 'student', email: e.email.toLowerCase(), firstName: e.firstName, lastName: e.lastName,
      schoolIds: [e.schoolId], grade: e.grade, counselorId: e.manualCounselorId, active: e.status !== 'inactive',
    });
  }
  const snapshot: RosterSnapshot = {
    schools: schools.map((s) => ({ id: s.id, sourcedId: s.sourcedId, ncesId: s.ncesId, name: s.name, archived: s.archived })),
    people,
    guardians: [...users.values()].filter((u) => u.role === 'guardian')
      .map((u) => ({ id: u.userId, sourcedId: u.sourcedId, email: u.email.toLowerCase(), firstName: u.firstName, lastName: u.lastName })),
  };
  return { snapshot, schools, users, enrollments, staff };
}

/**
 * Plans a parsed roster file against the roster as it is (domain/import-plan.ts decides what is created,
 * updated, unchanged, deactivated or rejected) and turns the plan into the one unit of work that applies it:
 * schools first, then accounts (new people get new account ids), staff assignments and enrollments, with
 * the events that report each (an account event for every new, changed or deactivated account).
 */
export async function planRosterChange(
  store: RosterStore, events: RosterEvents, parsed: ParsedRoster, o: { importId: string; now: string; dryRun: boolean },
): Promise<RosterChangePlan> {
  const current = await snapshotOf(store);
  const plan = planImport(parsed, current.snapshot);
  // OneRoster rows are lines of one of several files: the reason names it.
  const single = parsed.schools.every((s) => s.file === parsed.schools[0]?.file) && plan.rejected.every((r) => r.file === plan.rejected[0]?.file);
  const rejected = plan.rejected.map((r) => single
    ? { line: r.line, reason: r.reason, reasonText: r.reasonText }
    : { line: r.line, reason: `${r.file}: ${r.reason}`, reasonText: { ...r.reasonText, file: r.file } });
  // The dry run needs the counts only: building (and checking) every record and event is apply's work.
  if (o.dryRun) return { counts: plan.counts, rejected, write: () => undefined, events: [], newAccounts: 0 };
  const change = { schools: [] as School[], users: [] as RosterUser[], staff: [] as { userId: string; schoolIds: string[] }[], enrollments: [] as Enrollment[] };
  const out: OutboxEvent[] = [];
  let newAccounts = 0;

  // Schools.
  const newSchoolId = new Map<string, string>();
  for (const s of plan.schools) {
    const existing = s.id ? current.schools.find((x) => x.id === s.id) : undefined;
    const r = s.record;
    const next: School = existing
      ? { ...existing, name: r.name, ncesId: r.ncesId ?? existing.ncesId, city: r.city ?? existing.city, state: r.state ?? existing.state, sourcedId: r.sourcedId, updatedAt: o.now }
      : { id: randomUUID(), name: r.name, ncesId: r.ncesId, city: r.city, state: r.state, sourcedId: r.sourcedId, archived: false, createdAt: o.now, updatedAt: o.now };
    if (!existing) newSchoolId.set(r.sourcedId, next.id);
    change.schools.push(next);
    out.push(events.schoolChanged(next));
  }
  const schoolIdOf = (ref: PlanRef) => ref.id ?? newSchoolId.get(ref.sourcedId!)!;

  // New people's account ids, before anyone refers to them (a student's counselor).
  const newUserId = new Map<string, string>();
  for (const p of plan.people) if (!p.id) newUserId.set(p.sourcedId, randomUUID());
  const userIdOf = (ref: PlanRef) => ref.id ?? newUserId.get(ref.sourcedId!)!;

  const rules = new Map<string, CaseloadRule[]>();
  const rulesOf = async (schoolId: string) => {
    if (!rules.has(schoolId)) rules.set(schoolId, await store.rules.of(schoolId));
    return rules.get(schoolId)!;
  };

  for (const p of plan.people) {
    if (p.action === 'unchanged') continue;
    const userId = p.id ?? newUserId.get(p.sourcedId)!;
    const before = current.users.get(userId);
    const user: RosterUser & { role: RosterRole } = { userId, email: p.email, role: p.role, firstName: p.firstName || null, lastName: p.lastName || null, sourcedId: p.sourcedId, active: p.active };
    if (!before || !sameUser(before, user)) {
      change.users.push(user);
      out.push(events.accountImported(user, o.importId));
      // Only a person new to the district is a new account: one known from a profile alone has an account already.
      if (!p.id) newAccounts++;
    }
    const schoolIds = p.schools.map(schoolIdOf);
    if (hasSchoolAssignments(p.role)) {
      if (!sameList(current.staff.get(userId) ?? [], schoolIds)) {
        change.staff.push({ userId, schoolIds });
        out.push(events.staffAssigned(userId, schoolIds));
      }
      continue;
    }
    const was = current.enrollments.get(userId);
    const schoolId = schoolIds[0] ?? was?.schoolId;
    if (!schoolId) continue;
    const next: Enrollment = {
      ...(was ?? { studentUserId: userId, studentId: null, manualCounselorId: null, counselorId: null, graduatedAt: null, updatedAt: o.now }),
      schoolId, grade: p.grade, sourcedId: p.sourcedId, firstName: user.firstName, lastName: user.lastName, email: p.email,
      // Alumni stay alumni (kept read-only for the retention period) even when the district's file drops them.
      status: was?.status === 'alumni' ? 'alumni' : p.active ? 'active' : 'inactive',
    };
    if (p.counselor) next.manualCounselorId = userIdOf(p.counselor);
    // A hand assignment does not follow a student to another school.
    else if (was && was.schoolId !== schoolId) next.manualCounselorId = null;
    next.counselorId = effectiveCounselor(next, await rulesOf(schoolId));
    if (was && sameEnrollment(was, next)) continue;
    const written = { ...next, updatedAt: o.now };
    change.enrollments.push(written);
    out.push(events.enrollmentChanged(written));
  }

  // Guardians: their accounts (identity creates or updates them from the account event) and their links.
  for (const g of plan.guardians) {
    const userId = g.id ?? randomUUID();
    if (g.action !== 'unchanged') {
      const user: RosterUser & { role: 'guardian' } = {
        userId, email: g.email, role: 'guardian', firstName: g.firstName || null, lastName: g.lastName || null, sourcedId: g.sourcedId, active: true,
      };
      change.users.push(user);
      out.push(events.accountImported(user, o.importId));
      if (!g.id) newAccounts++;
    }
    // Every apply restates the links: identity keeps a pair once (and keeps an adult student's withdrawn consent).
    out.push(events.guardianLinked(userId, g.students.map(userIdOf), o.importId));
  }

  const write = (w: RosterWrites) => {
    for (const s of change.schools) w.schools.save(s);
    for (const u of change.users) w.users.save(u);
    for (const a of change.staff) w.staff.assign(a.userId, a.schoolIds);
    for (const e of change.enrollments) w.enrollments.save(e);
  };
  return { counts: plan.counts, rejected, write, events: out, newAccounts };
}
