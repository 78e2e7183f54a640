import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  DEFAULT_SCHOOL_ID, NotFoundError, ValidationError, phrase, requireRole, requireStaff, type OutboxEvent, type Principal,
} from '@counsel/kit';
import type { CaseloadRule } from '../domain/caseload-rule.js';
import { effectiveCounselor, parseCaseloadRules } from '../domain/caseload-rules.js';
import { sameEnrollment, type Enrollment } from '../domain/enrollment.js';
import { hasSchoolAssignments, isStaffRole } from '../domain/roster-user.js';
import { parseSchoolInput, parseSchoolPatch, parseStaffSchoolIds } from '../domain/school-rules.js';
import type { School } from '../domain/school.js';
import type { CaseloadRuleInput, SchoolInput, SchoolPatch } from '../graphql/generated/resolvers-types.js';
import type { RosterStore, RosterWrites } from '../ports/roster-store.js';
import { callerSchools, inSchools } from './caller-schools.js';
import type { RosterEvents } from './roster-events.js';

export const MESSAGES = {
  schoolNotFound: 'School not found',
  studentNotFound: 'Student not found',
  userNotFound: 'User not found',
  notStaff: 'Only counselors, admins and teachers can be assigned to schools',
  defaultNotArchived: 'The default school cannot be archived: students who sign up join it',
  counselorNotInSchool: 'That counselor is not assigned to the student\'s school',
} as const;

const ID = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** Schools, staff assignments, caseload rules and caseloads: the roster's use cases (imports and rollover are beside). */
export class RosterService {
  constructor(private readonly store: RosterStore, private readonly events: RosterEvents, private readonly now: () => Date = () => new Date()) {}

  /** Admins: every school. Counselors: their own. */
  async schools(p: Principal | null, includeArchived = false): Promise<School[]> {
    const user = requireStaff(p);
    const mine = await callerSchools(this.store, user);
    return (await this.store.schools.list(includeArchived)).filter((s) => inSchools(mine, s.id));
  }

  /**
   * The school of one of a guardian's children (the token's students claim), for the guardian's home to name it; null
   * for any other school. Only the reference resolves it: its other fields stay staff-only, and Query.school too.
   */
  async childSchool(p: Principal | null, id: string): Promise<School | null> {
    if (p?.role !== 'guardian' || !ID.safeParse(id).success) return null;
    for (const userId of p.studentUserIds ?? []) {
      const enrollment = await this.store.enrollments.get(userId);
      // A student the roster never enrolled belongs to the default school (as everywhere).
      if ((enrollment?.schoolId ?? DEFAULT_SCHOOL_ID) === id) return this.store.schools.get(id);
    }
    return null;
  }

  /** One school, or null when it does not exist or is not the caller's. */
  async school(p: Principal | null, id: string): Promise<School | null> {
    const user = requireStaff(p);
    if (!ID.safeParse(id).success) return null;
    const s = await this.store.schools.get(id);
    return s && inSchools(await callerSchools(this.store, user), s.id) ? s : null;
  }

  async createSchool(p: Principal | null, input: SchoolInput): Promise<School> {
    requireRole(p, 'admin');
    const fields = parseSchoolInput(input);
    const at = this.now().toISOString();
    const school: School = { id: randomUUID(), ...fields, sourcedId: null, archived: false, createdAt: at, updatedAt: at };
    await this.commit((w) => w.schools.save(school), [this.events.schoolChanged(school)]);
    return school;
  }

  async updateSchool(p: Principal | null, id: string, patch: SchoolPatch): Promise<School> {
    requireRole(p, 'admin');
    const current = await this.schoolOrThrow(id);
    const changes = parseSchoolPatch(patch);
    if (changes.archived && current.id === DEFAULT_SCHOOL_ID) throw new ValidationError(MESSAGES.defaultNotArchived);
    const next: School = { ...current, ...changes };
    if (JSON.stringify(next) === JSON.stringify(current)) return current;
    next.updatedAt = this.now().toISOString();
    await this.commit((w) => w.schools.save(next), [this.events.schoolChanged(next)]);
    return next;
  }

  /** The staff assigned to a school the caller can see (School.staff; the school was read with the caller's rights). */
  async staffOf(p: Principal | null, school: School): Promise<string[]> {
    requireStaff(p);
    return this.store.staff.of(school.id);
  }

  async studentCount(p: Principal | null, school: School): Promise<number> {
    requireStaff(p);
    return this.store.enrollments.countActive(school.id);
  }

  async caseloadRules(p: Principal | null, school: School): Promise<CaseloadRule[]> {
    requireStaff(p);
    return this.store.rules.of(school.id);
  }

  /**
   * Admins: a staff member's (or a teacher's) schools, in full. Leaving a school also takes the member out of its
   * caseload rules and hand assignments there (a counselor only holds caseloads where they work).
   */
  async setStaffSchools(p: Principal | null, userId: string, schoolIdsInput: readonly string[]): Promise<School[]> {
    requireRole(p, 'admin');
    const schoolIds = parseStaffSchoolIds(schoolIdsInput);
    const target = ID.safeParse(userId).success ? await this.store.users.get(userId) : null;
    if (!target) throw new NotFoundError(MESSAGES.userNotFound);
    if (!hasSchoolAssignments(target.role)) throw new ValidationError(MESSAGES.notStaff);
    const schools = await this.assignableSchools(schoolIds);
    const before = await this.store.staff.schoolsOf(userId);
    const left = before.filter((id) => !schoolIds.includes(id));
    const events: OutboxEvent[] = [this.events.staffAssigned(userId, schoolIds)];
    const leftRules: { schoolId: string; rules: CaseloadRule[] }[] = [];
    const moved: Enrollment[] = [];
    for (const schoolId of left) {
      const rules = (await this.store.rules.of(schoolId)).filter((r) => r.counselorId !== userId);
      leftRules.push({ schoolId, rules });
      moved.push(...await this.recomputed(schoolId, rules, (e) => (e.manualCounselorId === userId ? { ...e, manualCounselorId: null } : e)));
    }
    events.push(...moved.map((e) => this.events.enrollmentChanged(e)));
    if (before.join() === schoolIds.join()) return schools;
    await this.commit((w) => {
      w.staff.assign(userId, schoolIds);
      for (const r of leftRules) w.rules.replace(r.schoolId, r.rules);
      for (const e of moved) w.enrollments.save(e);
    }, events);
    return schools;
  }

  /** Admins: replaces a school's rules and moves the students they now place (an event for each one that moved). */
  async setCaseloadRules(p: Principal | null, schoolId: string, input: readonly CaseloadRuleInput[]): Promise<CaseloadRule[]> {
    requireRole(p, 'admin');
    const school = await this.schoolOrThrow(schoolId);
    const fields = parseCaseloadRules(input);
    const staff = new Set(await this.store.staff.of(school.id));
    for (const [i, r] of fields.entries()) {
      const u = staff.has(r.counselorId) ? await this.store.users.get(r.counselorId) : null;
      if (!u || !isStaffRole(u.role)) throw new ValidationError(phrase('Rule {{rule}}: the counselor is not assigned to this school', { rule: i + 1 }));
    }
    const rules: CaseloadRule[] = fields.map((r, position) => ({ id: randomUUID(), schoolId: school.id, ...r, position }));
    const moved = await this.recomputed(school.id, rules);
    await this.commit((w) => {
      w.rules.replace(school.id, rules);
      for (const e of moved) w.enrollments.save(e);
    }, moved.map((e) => this.events.enrollmentChanged(e)));
    return rules;
  }

  /** Admins, or a counselor of the student's school: a caseload by hand (null clears it, and the rules apply again). */
  async assignCounselor(p: Principal | null, studentId: string, counselorId: string | null | undefined): Promise<boolean> {
    const user = requireStaff(p);
    const current = ID.safeParse(studentId).success ? await this.store.enrollments.byStudentId(studentId) : null;
    if (!current || !inSchools(await callerSchools(this.store, user), current.schoolId)) throw new NotFoundError(MESSAGES.studentNotFound);
    const manual = counselorId ?? null;
    if (manual !== null) {
      const ok = ID.safeParse(manual).success && (await this.store.staff.schoolsOf(manual)).includes(current.schoolId);
      const u = ok ? await this.store.users.get(manual) : null;
      if (!u || !isStaffRole(u.role)) throw new ValidationError(MESSAGES.counselorNotInSchool);
    }
    const rules = await this.store.rules.of(current.schoolId);
    const next = { ...current, manualCounselorId: manual };
    next.counselorId = effectiveCounselor(next, rules);
    if (sameEnrollment(next, current)) return true;
    next.updatedAt = this.now().toISOString();
    await this.commit((w) => w.enrollments.save(next), [this.events.enrollmentChanged(next)]);
    return true;
  }

  /** A school's enrollments whose caseload the rules (and `edit`) now change, ready to write. */
  private async recomputed(schoolId: string, rules: readonly CaseloadRule[], edit: (e: Enrollment) => Enrollment = (e) => e): Promise<Enrollment[]> {
    const at = this.now().toISOString();
    const out: Enrollment[] = [];
    for (const e of await this.store.enrollments.list({ schoolId })) {
      const next = edit({ ...e });
      next.counselorId = effectiveCounselor(next, rules);
      if (!sameEnrollment(next, e)) out.push({ ...next, updatedAt: at });
    }
    return out;
  }

  private async schoolOrThrow(id: string): Promise<School> {
    const s = ID.safeParse(id).success ? await this.store.schools.get(id) : null;
    if (!s) throw new NotFoundError(MESSAGES.schoolNotFound);
    return s;
  }

  /** Every id a known, non-archived school (in the order given). */
  private async assignableSchools(ids: readonly string[]): Promise<School[]> {
    const out: School[] = [];
    for (const id of ids) {
      const s = await this.store.schools.get(id);
      if (!s) throw new ValidationError(phrase('School not found: {{school}}', { school: id }));
      if (s.archived) throw new ValidationError(phrase('School "{{name}}" is archived and cannot be assigned', { name: s.name }));
      out.push(s);
    }
    return out;
  }

  private async commit(work: (w: RosterWrites) => void, events: OutboxEvent[]) {
    await this.store.write(work, events);
    if (events.length) this.events.committed();
  }
}
