import type { ImportCounts } from './roster-import.js';
import type { Grade, ParsedRoster, RosterPersonRecord, RosterRejection, RosterRole, RosterSchoolRecord } from './roster-record.js';
import { byFileAndLine, normalizeSchoolName } from './roster-file/fields.js';
import { isRowReason, rowReason, type RowReason } from './roster-file/row-reasons.js';
import { planGuardians, studentRefs, type GuardianPlan, type SnapshotGuardian } from './guardian-plan.js';

/** A school of the district as the planner needs it. */
export interface SnapshotSchool {
  id: string;
  sourcedId: string | null;
  ncesId: string | null;
  name: string;
  archived: boolean;
}

/** A person of the district (account plus, for students, their enrollment; for staff, their schools). */
export interface SnapshotPerson {
  id: string;
  /** Null for people not imported (self-registered, made by hand): never deactivated by an import. */
  sourcedId: string | null;
  role: RosterRole;
  /** Lower-case. */
  email: string;
  firstName: string | null;
  lastName: string | null;
  /** A student's one school, a staff member's assignments. */
  schoolIds: string[];
  grade: Grade | null;
  /** Students: the counselor assigned to them by hand or by import (not one a caseload rule gives). */
  counselorId: string | null;
  active: boolean;
}

/** The district as it is before the import. */
export interface RosterSnapshot {
  schools: SnapshotSchool[];
  people: SnapshotPerson[];
  /** Guardians earlier imports made (identity links them to students). */
  guardians?: SnapshotGuardian[];
}

/**
 * A school or counselor the plan refers to: `id` when it exists already, else null and `sourcedId` names the
 * record this plan creates (apply creates schools, then staff, then students, resolving as it goes).
 */
export interface PlanRef {
  id: string | null;
  sourcedId: string | null;
}

export interface SchoolPlan {
  action: 'create' | 'update';
  /** The existing school (null when created). */
  id: string | null;
  record: RosterSchoolRecord;
  changed: ('name' | 'ncesId' | 'sourcedId')[];
}

export type PersonAction = 'create' | 'update' | 'unchanged' | 'deactivate';
export type PersonField = 'sourcedId' | 'firstName' | 'lastName' | 'email' | 'schools' | 'grade' | 'counselor' | 'active';

/** What one person will be after the import (for a deactivation: as they are, with active false). */
export interface PersonPlan {
  action: PersonAction;
  /** The existing person (null when created). */
  id: string | null;
  sourcedId: string;
  role: RosterRole;
  firstName: string;
  lastName: string;
  email: string;
  schools: PlanRef[];
  grade: Grade | null;
  /** Students: null when the file names no counselor (the current one, or the caseload rules, stay). */
  counselor: PlanRef | null;
  active: boolean;
  changed: PersonField[];
  /** Where the row is; null for a person deactivated because the file no longer lists them. */
  file: string | null;
  line: number | null;
}

export interface ImportPlan {
  schools: SchoolPlan[];
  /** Everyone the file names (in file order, staff first) and then everyone it deactivates by absence. */
  people: PersonPlan[];
  /** The file's guardians and the students each links to (guardian-plan.ts). */
  guardians: GuardianPlan[];
  /** The file's own rejections and the district cross-checks, by file and line. */
  rejected: RosterRejection[];
  counts: ImportCounts;
  /** Rows marked inactive for people the district never had: nothing to do. */
  skippedInactive: number;
}

const refKey = (r: PlanRef) => r.id ?? `new:${r.sourcedId}`;

/** The file's schools matched to the district's: by source id, then NCES id, then name. */
function planSchools(parsed: ParsedRoster, current: RosterSnapshot) {
  const bySourcedId = new Map(current.schools.filter((s) => s.sourcedId).map((s) => [s.sourcedId!, s]));
  const byNces = new Map(current.schools.filter((s) => s.ncesId).map((s) => [s.ncesId!, s]));
  const byName = new Map(current.schools.map((s) => [normalizeSchoolName(s.name), s]));
  const plans: SchoolPlan[] = [];
  const refs = new Map<string, { ref: PlanRef; name: string; archived: boolean }>();
  const claimed = new Set<string>();
  for (const rec of parsed.schools) {
    const s = bySourcedId.get(rec.sourcedId) ?? (rec.ncesId ? byNces.get(rec.ncesId) : undefined) ?? byName.get(normalizeSchoolName(rec.name));
    if (!s) {
      plans.push({ action: 'create', id: null, record: rec, changed: [] });
      refs.set(rec.sourcedId, { ref: { id: null, sourcedId: rec.sourcedId }, name: rec.name, archived: false });
      continue;
    }
    refs.set(rec.sourcedId, { ref: { id: s.id, sourcedId: rec.sourcedId }, name: s.name, archived: s.archived });
    // An archived school is not revived by a file, and a school two records resolve to is updated once.
    if (s.archived || claimed.has(s.id)) continue;
    claimed.add(s.id);
    const changed: SchoolPlan['changed'] = [];
    if (s.name !== rec.name) changed.push('name');
    if (rec.ncesId && s.ncesId !== rec.ncesId) changed.push('ncesId');
    if (s.sourcedId !== rec.sourcedId) changed.push('sourcedId');
    if (changed.length) plans.push({ action: 'update', id: s.id, record: rec, changed });
  }
  return { plans, refs };
}

/**
 * Plans an import: what the parsed file would create, update, leave unchanged and deactivate in the
 * district, and which rows it rejects, without changing anything (the dry run; apply carries the plan out).
 * Pure: the same file against the same snapshot gives the same plan, and planning the file again against
 * the state after applying it gives nothing but "unchanged".
 *
 * - People are matched by their source id, so a renamed person is an update. A person the file names whose
 *   source id the district does not know is matched by email to an account that has no source id yet (a
 *   self-registered or hand-made account is linked, not duplicated); an email held by someone with another
 *   source id is a rejection, unless that person's own row moves them to another email.
 * - Deactivated: imported people (they have a source id) who are active and either marked inactive in the
 *   file or absent from it. Never people without a source id, and never someone whose row was rejected.
 * - A student's counselor (counselor email) must be a counselor of the file or of the district, active and
 *   assigned to the student's school.
 */
export function planImport(parsed: ParsedRoster, current: RosterSnapshot): ImportPlan {
  const rejected: RosterRejection[] = [...parsed.rejected];
  const schools = planSchools(parsed, current);
  const bySourcedId = new Map<string, SnapshotPerson>();
  const byEmail = new Map<string, SnapshotPerson>();
  for (const p of current.people) {
    if (p.sourcedId) bySourcedId.set(p.sourcedId, p);
    byEmail.set(p.email, p);
  }
  const inFile = new Map(parsed.people.map((p) => [p.sourcedId, p]));
  const protectedIds = new Set(parsed.rejected.flatMap((r) => (r.sourcedId ? [r.sourcedId] : [])));
  const planned = new Map<string, PersonPlan>();
  const rejectedLine = new Map<string, number>();
  const people: PersonPlan[] = [];
  let skippedInactive = 0;

  const reject = (p: RosterPersonRecord, reason: RowReason) => {
    rejected.push({ file: p.file, line: p.line, ...reason, sourcedId: p.sourcedId });
    rejectedLine.set(p.email, p.line);
  };

  /** Someone else holds this email, and keeps it after the import. */
  const emailTaken = (email: string, self: SnapshotPerson | undefined): SnapshotPerson | null => {
    const owner = byEmail.get(email);
    if (!owner || owner === self) return null;
    const moving = owner.sourcedId ? inFile.get(owner.sourcedId) : undefined;
    return moving && moving.active && moving.email !== email ? null : owner;
  };

  /** The student's counselor, or the reason the row is rejected. */
  const counselorOf = (p: RosterPersonRecord, school: PlanRef): PlanRef | RowReason => {
    const email = p.counselorEmail!;
    const fromFile = planned.get(email);
    if (fromFile) {
      if (fromFile.role !== 'counselor') return rowReason('COUNSELOR_ROLE', { email, role: fromFile.role });
      if (!fromFile.active) return rowReason('COUNSELOR_INACTIVE_IN_FILE', { email });
      if (!fromFile.schools.some((s) => refKey(s) === refKey(school))) return rowReason('COUNSELOR_OTHER_SCHOOL', { email });
      return { id: fromFile.id, sourcedId: fromFile.sourcedId };
    }
    const line = rejectedLine.get(email);
    if (line !== undefined) return rowReason('COUNSELOR_REJECTED', { email, line });
    const c = byEmail.get(email);
    if (!c) return rowReason('COUNSELOR_UNKNOWN', { email });
    if (c.role !== 'counselor') return rowReason('COUNSELOR_ROLE', { email, role: c.role });
    if (!c.active) return rowReason('COUNSELOR_INACTIVE', { email });
    if (c.sourcedId && !inFile.has(c.sourcedId) && !protectedIds.has(c.sourcedId)) return rowReason('COUNSELOR_LEAVING', { email });
    if (!school.id || !c.schoolIds.includes(school.id)) return rowReason('COUNSELOR_OTHER_SCHOOL', { email });
    return { id: c.id, sourcedId: c.sourcedId };
  };

  const plan = (p: RosterPersonRecord): void => {
    let existing = bySourcedId.get(p.sourcedId);
    if (!p.active) {
      if (!existing) { skippedInactive++; return; }
      const action = existing.active ? 'deactivate' : 'unchanged';
      const out = fromSnapshot(existing, action, p);
      people.push(out);
      planned.set(p.email, out);
      return;
    }
    const linked = !existing;
    if (!existing) {
      const owner = byEmail.get(p.email);
      if (owner && !owner.sourcedId) existing = owner;
    }
    if (existing && existing.role !== p.role) {
      return reject(p, rowReason('ROLE_CHANGE', { email: p.email, role: existing.role, fileRole: p.role }));
    }
    const taken = emailTaken(p.email, existing);
    if (taken) return reject(p, taken.sourcedId ? rowReason('EMAIL_TAKEN_BY_ID', { email: p.email, id: taken.sourcedId }) : rowReason('EMAIL_TAKEN', { email: p.email }));
    const schoolRefs: PlanRef[] = [];
    for (const sid of p.schoolSourcedIds) {
      const s = schools.refs.get(sid);
      if (!s) return reject(p, rowReason('UNKNOWN_SCHOOL', { value: sid }));
      if (s.archived) return reject(p, rowReason('SCHOOL_ARCHIVED', { school: s.name }));
      schoolRefs.push(s.ref);
    }
    let counselor: PlanRef | null = null;
    if (p.role === 'student' && p.counselorEmail) {
      const c = counselorOf(p, schoolRefs[0]);
      if (isRowReason(c)) return reject(p, c);
      counselor = c;
    }
    const out: PersonPlan = {
      action: 'create', id: existing?.id ?? null, sourcedId: p.sourcedId, role: p.role, firstName: p.firstName, lastName: p.lastName,
      email: p.email, schools: schoolRefs, grade: p.role === 'student' ? p.grade : null, counselor, active: true, changed: [],
      file: p.file, line: p.line,
    };
    if (existing) {
      const was = new Set(existing.schoolIds);
      const changed = out.changed;
      if (linked) changed.push('sourcedId');
      if (existing.firstName !== p.firstName) changed.push('firstName');
      if (existing.lastName !== p.lastName) changed.push('lastName');
      if (existing.email !== p.email) changed.push('email');
      if (schoolRefs.length !== was.size || schoolRefs.some((s) => !s.id || !was.has(s.id))) changed.push('schools');
      if (existing.grade !== out.grade) changed.push('grade');
      if (counselor && counselor.id !== existing.counselorId) changed.push('counselor');
      if (!existing.active) changed.push('active');
      out.action = changed.length ? 'update' : 'unchanged';
    }
    people.push(out);
    planned.set(p.email, out);
  };

  // Staff first: a student's row refers to their counselor's outcome.
  for (const p of parsed.people) if (p.role !== 'student') plan(p);
  for (const p of parsed.people) if (p.role === 'student') plan(p);

  for (const p of current.people) {
    if (p.sourcedId && p.active && !inFile.has(p.sourcedId) && !protectedIds.has(p.sourcedId)) {
      people.push(fromSnapshot(p, 'deactivate', null));
    }
  }
  const districtStudents = new Map(current.people.filter((p) => p.role === 'student' && p.sourcedId && p.active).map((p) => [p.sourcedId!, p.id]));
  const guardians = planGuardians(parsed.guardians ?? [], {
    guardians: current.guardians ?? [], otherEmails: new Set([...current.people, ...people].map((p) => p.email)), student: studentRefs(people, districtStudents),
  }, (r) => rejected.push(r));
  const count = (a: PersonAction) => people.reduce((n, p) => n + (p.action === a ? 1 : 0), 0);
  return {
    schools: schools.plans,
    people,
    guardians: guardians.plans,
    rejected: rejected.sort(byFileAndLine),
    counts: {
      create: count('create'), update: count('update'), unchanged: count('unchanged'), deactivate: count('deactivate'), rejected: rejected.length,
      // Only files that name guardians count them (the preview shows them then).
      ...(parsed.guardians?.length ? { guardians: guardians.counts } : {}),
    },
    skippedInactive,
  };
}

/** A person as the district has them, deactivated (or left as they are). */
function fromSnapshot(p: SnapshotPerson, action: PersonAction, row: RosterPersonRecord | null): PersonPlan {
  return {
    action, id: p.id, sourcedId: p.sourcedId!, role: p.role, firstName: p.firstName ?? '', lastName: p.lastName ?? '', email: p.email,
    schools: p.schoolIds.map((id) => ({ id, sourcedId: null })), grade: p.grade, counselor: null, active: false,
    changed: action === 'deactivate' ? ['active'] : [], file: row?.file ?? null, line: row?.line ?? null,
  };
}
