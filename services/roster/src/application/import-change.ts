import { randomUUID } from 'node:crypto';
import { DEFAULT_SCHOOL_ID, type OutboxEvent } from '@counsel/kit';
import type { CaseloadRule } from '../domain/caseload-rule.js';
import { effectiveCounselor } from '../domain/caseload-rules.js';
import { sameEnrollment, type Enrollment } from '../domain/enrollment.js';
import type { ImportCounts, RejectedRow } from '../domain/roster-import.js';
import type { ParsedRoster, RosterPersonRecord, RosterRejection } from '../domain/roster-record.js';
import { isStaffRole, type RosterUser } from '../domain/roster-user.js';
import type { School } from '../domain/school.js';
import type { RosterChange, RosterStore } from '../ports/roster-store.js';
import type { RosterEvents } from './roster-events.js';

/** What a roster file would change: the counts and rejections of the dry run, and the change to commit. */
export interface RosterChangePlan {
  counts: ImportCounts;
  rejected: RejectedRow[];
  change: RosterChange;
  events: OutboxEvent[];
}

type Action = 'create' | 'update' | 'unchanged' | 'deactivate';

const sameUser = (a: RosterUser, b: RosterUser) =>
  a.email === b.email && a.role === b.role && a.firstName === b.firstName && a.lastName === b.lastName && a.sourcedId === b.sourcedId && a.active === b.active;
const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n');
const normalizedName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Plans a parsed roster file against the roster as it is: schools matched by the source's id (then NCES id,
 * then name, so a school made by hand is adopted rather than doubled), people by the source's id then email
 * (a renamed student is an update, not a new account), new people get new account ids. People of the file's
 * schools who were imported before and are absent from the file now are deactivated, unless their row was
 * rejected. Re-planning the same file after it was applied finds everything unchanged.
 */
export async function planRosterChange(store: RosterStore, events: RosterEvents, parsed: ParsedRoster, o: { importId: string; now: string }): Promise<RosterChangePlan> {
  const rejections: RosterRejection[] = [...parsed.rejected];
  const reject = (p: RosterPersonRecord, reason: string) => rejections.push({ file: p.file, line: p.line, reason, sourcedId: p.sourcedId });
  const change: RosterChange = { schools: [], users: [], staff: [], enrollments: [] };
  const out: OutboxEvent[] = [];
  const counts: ImportCounts = { create: 0, update: 0, unchanged: 0, deactivate: 0, rejected: 0 };

  // Schools.
  const schools = await store.schools(true);
  const schoolIdOf = new Map<string, string>();
  for (const r of parsed.schools) {
    const existing = schools.find((s) => s.sourcedId === r.sourcedId)
      ?? (r.ncesId ? schools.find((s) => s.sourcedId === null && s.ncesId === r.ncesId) : undefined)
      ?? schools.find((s) => s.sourcedId === null && normalizedName(s.name) === normalizedName(r.name));
    const next: School = existing
      ? { ...existing, name: r.name, ncesId: r.ncesId ?? existing.ncesId, city: r.city ?? existing.city, state: r.state ?? existing.state, sourcedId: r.sourcedId, archived: false }
      : { id: randomUUID(), name: r.name, ncesId: r.ncesId, city: r.city, state: r.state, sourcedId: r.sourcedId, archived: false, createdAt: o.now, updatedAt: o.now };
    schoolIdOf.set(r.sourcedId, next.id);
    if (existing && JSON.stringify(existing) === JSON.stringify(next)) continue;
    next.updatedAt = o.now;
    if (!existing) schools.push(next);
    change.schools!.push(next);
    out.push(events.schoolChanged(next));
  }

  // The district as it is.
  const users = await store.users();
  const bySourcedId = new Map(users.filter((u) => u.sourcedId).map((u) => [u.sourcedId!, u]));
  const byEmail = new Map(users.map((u) => [u.email.toLowerCase(), u]));
  const staff = new Map((await store.allStaff()).map((a) => [a.userId, a.schoolIds]));
  const enrollments = new Map((await store.enrollments()).map((e) => [e.studentUserId, e]));
  const rules = new Map<string, CaseloadRule[]>();
  const rulesOf = async (schoolId: string) => {
    if (!rules.has(schoolId)) rules.set(schoolId, await store.caseloadRules(schoolId));
    return rules.get(schoolId)!;
  };

  const seen = new Set<string>();
  const actions = new Map<string, Action>();
  const staffAfter = new Map(staff);
  const planned: { p: RosterPersonRecord; user: RosterUser; existing: RosterUser | undefined; schoolIds: string[] }[] = [];

  // People: match, check, and settle the accounts and staff assignments first (students name counselors).
  for (const p of parsed.people) {
    const schoolIds = p.schoolSourcedIds.map((s) => schoolIdOf.get(s));
    if (schoolIds.some((s) => s === undefined)) { reject(p, `unknown school ${p.schoolSourcedIds.find((s) => !schoolIdOf.has(s))}`); continue; }
    const existing = bySourcedId.get(p.sourcedId) ?? byEmail.get(p.email);
    if (existing && existing.sourcedId && existing.sourcedId !== p.sourcedId) { reject(p, `email ${p.email} belongs to another person of the roster (id ${existing.sourcedId})`); continue; }
    if (existing && existing.role !== p.role) { reject(p, `${p.email} is already a ${existing.role} account; an import does not change roles`); continue; }
    const owner = byEmail.get(p.email);
    if (existing && owner && owner.userId !== existing.userId) { reject(p, `email ${p.email} belongs to another account`); continue; }
    if (!existing && !p.active) { seen.add(p.sourcedId); counts.unchanged++; continue; } // nothing to make for someone already gone
    const user: RosterUser = {
      userId: existing?.userId ?? randomUUID(), email: p.email, role: p.role, firstName: p.firstName, lastName: p.lastName, sourcedId: p.sourcedId, active: p.active,
    };
    seen.add(p.sourcedId);
    if (isStaffRole(p.role)) staffAfter.set(user.userId, schoolIds as string[]);
    planned.push({ p, user, existing, schoolIds: schoolIds as string[] });
  }
  const staffByEmail = new Map<string, string>();
  for (const u of users) if (isStaffRole(u.role) && u.active) staffByEmail.set(u.email.toLowerCase(), u.userId);
  for (const x of planned) if (isStaffRole(x.user.role)) { if (x.user.active) staffByEmail.set(x.user.email, x.user.userId); else staffByEmail.delete(x.user.email); }

  for (const { p, user, existing, schoolIds } of planned) {
    let changed = !existing || !sameUser(existing, user);
    const deactivated = Boolean(existing?.active && !user.active);
    if (isStaffRole(p.role)) {
      if (!sameList(staff.get(user.userId) ?? [], schoolIds)) {
        changed = true;
        change.staff!.push({ userId: user.userId, schoolIds });
        out.push(events.staffAssigned(user.userId, schoolIds));
      }
    } else {
      const schoolId = schoolIds[0];
      let manual: string | null | undefined;
      if (p.counselorEmail) {
        manual = staffByEmail.get(p.counselorEmail);
        if (!manual || !(staffAfter.get(manual) ?? []).includes(schoolId)) { reject(p, `counselor ${p.counselorEmail} is not a counselor of the student's school`); seen.delete(p.sourcedId); continue; }
      }
      const current = enrollments.get(user.userId);
      const next: Enrollment = {
        ...(current ?? { studentUserId: user.userId, studentId: null, manualCounselorId: null, counselorId: null, graduatedAt: null, updatedAt: o.now }),
        schoolId, grade: p.grade, sourcedId: p.sourcedId, firstName: p.firstName, lastName: p.lastName, email: p.email,
        status: !p.active ? 'inactive' : current?.status === 'alumni' ? 'alumni' : 'active',
      };
      if (manual !== undefined) next.manualCounselorId = manual;
      if (next.manualCounselorId && !(staffAfter.get(next.manualCounselorId) ?? []).includes(schoolId)) next.manualCounselorId = null;
      next.counselorId = effectiveCounselor(next, await rulesOf(schoolId));
      if (!current || !sameEnrollment(current, next)) {
        changed = true;
        const written = { ...next, updatedAt: o.now };
        change.enrollments!.push(written);
        out.push(events.enrollmentChanged(written));
      }
    }
    const action: Action = !existing ? 'create' : deactivated ? 'deactivate' : changed ? 'update' : 'unchanged';
    actions.set(user.userId, action);
    counts[action]++;
    if (!existing || !sameUser(existing, user)) {
      change.users!.push(user);
      out.push(events.accountImported(user, o.importId));
    }
  }

  // Imported before, of a school this file covers, absent now (and not a rejected row): deactivated.
  const covered = new Set(schoolIdOf.values());
  const keep = new Set(rejections.map((r) => r.sourcedId).filter(Boolean));
  for (const u of users) {
    if (!u.sourcedId || !u.active || seen.has(u.sourcedId) || keep.has(u.sourcedId)) continue;
    const theirs = isStaffRole(u.role) ? staff.get(u.userId) ?? [] : [enrollments.get(u.userId)?.schoolId ?? DEFAULT_SCHOOL_ID];
    if (!theirs.length || !theirs.every((s) => covered.has(s))) continue;
    const gone = { ...u, active: false };
    change.users!.push(gone);
    out.push(events.accountImported(gone, o.importId));
    const e = enrollments.get(u.userId);
    if (e && e.status === 'active') {
      const next = { ...e, status: 'inactive' as const, updatedAt: o.now };
      next.counselorId = effectiveCounselor(next, await rulesOf(e.schoolId));
      change.enrollments!.push(next);
      out.push(events.enrollmentChanged(next));
    }
    counts.deactivate++;
  }

  counts.rejected = rejections.length;
  const rejected = rejections
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line)
    .map((r) => ({ line: r.line, reason: parsed.schools.length && r.file !== 'roster.csv' ? `${r.file}: ${r.reason}` : r.reason }));
  return { counts, rejected, change, events: out };
}
