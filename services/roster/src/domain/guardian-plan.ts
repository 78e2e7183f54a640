import type { PersonPlan, PlanRef } from './import-plan.js';
import type { RosterGuardianRecord, RosterRejection } from './roster-record.js';
import { rowReason, type RowReason } from './roster-file/row-reasons.js';

/** A guardian the roster imported before (kept as a roster account with role guardian). */
export interface SnapshotGuardian {
  id: string;
  sourcedId: string | null;
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** What one guardian row will be: the account (created, updated or as it is) and the students it links to. */
export interface GuardianPlan {
  action: 'create' | 'update' | 'unchanged';
  id: string | null;
  sourcedId: string;
  firstName: string;
  lastName: string;
  email: string;
  students: PlanRef[];
}

export interface GuardianCounts { create: number; update: number; link: number }

/** Who else holds an email, and who a student's source id names, as the people's plan leaves them. */
export interface GuardianContext {
  guardians: readonly SnapshotGuardian[];
  /** Emails of every non-guardian person of the district or the file. */
  otherEmails: ReadonlySet<string>;
  /** Students by source id: planned by this file (active), else the district's. */
  student: (sourcedId: string) => PlanRef | null;
}

/**
 * Plans the file's guardians, after its people. Matched by source id, then by email among guardians; an email that a
 * student or staff member holds is refused (a guardian account is never made of another role's), and so is a row
 * naming a student that is neither in the file nor in the district. Inactive rows are skipped: a link is only ever
 * removed by staff (or the adult student), never by a file's silence.
 */
export function planGuardians(records: readonly RosterGuardianRecord[], ctx: GuardianContext, reject: (r: RosterRejection) => void): { plans: GuardianPlan[]; counts: GuardianCounts } {
  const bySourcedId = new Map(ctx.guardians.filter((g) => g.sourcedId).map((g) => [g.sourcedId!, g]));
  const byEmail = new Map(ctx.guardians.map((g) => [g.email, g]));
  const plans: GuardianPlan[] = [];
  const counts: GuardianCounts = { create: 0, update: 0, link: 0 };
  const refuse = (g: RosterGuardianRecord, reason: RowReason) => reject({ file: g.file, line: g.line, ...reason, sourcedId: g.sourcedId });
  for (const g of records) {
    if (!g.active) continue;
    if (ctx.otherEmails.has(g.email)) { refuse(g, rowReason('GUARDIAN_EMAIL_TAKEN', { email: g.email })); continue; }
    const students: PlanRef[] = [];
    const unknown = g.studentSourcedIds.filter((id) => {
      const ref = ctx.student(id);
      if (ref) students.push(ref);
      return !ref;
    });
    if (unknown.length) { refuse(g, rowReason('GUARDIAN_STUDENT_UNKNOWN', { value: unknown.join(', ') })); continue; }
    if (!students.length) { refuse(g, rowReason('GUARDIAN_NO_STUDENT')); continue; }
    const existing = bySourcedId.get(g.sourcedId) ?? byEmail.get(g.email);
    const same = existing && existing.sourcedId === g.sourcedId && existing.email === g.email && existing.firstName === g.firstName && existing.lastName === g.lastName;
    const action = !existing ? 'create' : same ? 'unchanged' : 'update';
    if (action !== 'unchanged') counts[action]++;
    counts.link += students.length;
    plans.push({ action, id: existing?.id ?? null, sourcedId: g.sourcedId, firstName: g.firstName, lastName: g.lastName, email: g.email, students });
  }
  return { plans, counts };
}

/** The students a guardian row may name: those this file keeps active, then the district's known by source id. */
export function studentRefs(people: readonly PersonPlan[], district: ReadonlyMap<string, string>) {
  const planned = new Map(people.filter((p) => p.role === 'student' && p.active).map((p) => [p.sourcedId, p]));
  return (sourcedId: string): PlanRef | null => {
    const p = planned.get(sourcedId);
    if (p) return { id: p.id, sourcedId };
    const id = district.get(sourcedId);
    return id ? { id, sourcedId } : null;
  };
}
