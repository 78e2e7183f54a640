import { randomUUID } from 'node:crypto';
import { ConflictError, ForbiddenError, isStaff, outboxEvent, requireUser, ValidationError, type OutboxEvent, type Principal } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { PLAN_MESSAGES, type Plan, type PlanEntry, type PlanHistoryEntry } from '../domain/plan.js';
import { planInputSchema, type PlanInput } from '../domain/plan-input.js';
import { parseOrRefuse } from '../domain/parse.js';
import type { StudentRecord } from '../domain/student.js';
import { actorName, nowOf, readableStudent, visibleStudent, type PlanningDeps } from './access.js';
import type { PlanChecks, SchoolRules } from './plan-checks.js';
import { planChangedEvent } from './plan-events.js';
import { viewOf, type PlanView } from './plan-view.js';
import type { AcademicPlanInput } from '../graphql/generated/resolvers-types.js';

const REVIEW_DECISIONS = ['APPROVE', 'RETURN'] as const;
const MAX_COMMENT = 2000;

const parseInput = (input: unknown): PlanInput => parseOrRefuse(planInputSchema, input);

/**
 * The student's four-year plan. The student builds, saves and submits it; staff of the student comment on it and
 * approve it or send it back; an approved plan changes only by a new submission. Every change is kept with who and when.
 */
export class PlansService {
  constructor(private readonly deps: PlanningDeps & { checks: PlanChecks }) {}

  /**
   * The plan (an empty draft until the student saves one), its checks run; staff and guardian reads are logged first.
   * A linked guardian reads the plan and its checks only: no comments, no history (as the colleges' list keeps its
   * history from them).
   */
  async get(p: Principal | null, studentId: string): Promise<PlanView> {
    const user = requireUser(p);
    const student = await readableStudent(this.deps.store, user, studentId);
    if (isStaff(user) || user.role === 'guardian') await this.deps.reads.staffRead(user, { studentId, parts: ['academic_plan'] });
    const rules = await this.deps.checks.rulesOf(student.schoolId);
    const held = await this.deps.store.plans.get(studentId);
    const plan = held ? { ...held, ...this.deps.checks.evaluate(held.entries, rules, student.grade) } : this.emptyPlan(student, rules);
    const view = await viewOf(this.deps.store, plan, student, [...rules.catalog.values()]);
    return user.role === 'guardian' ? { ...view, comments: [], history: [] } : view;
  }

  async save(p: Principal | null, studentId: string, input: AcademicPlanInput): Promise<PlanView> {
    const { user, student } = await this.owner(p, studentId);
    const held = await this.deps.store.plans.get(studentId);
    if (held?.status === 'APPROVED') throw new ConflictError(PLAN_MESSAGES.approved);
    const rules = await this.deps.checks.rulesOf(student.schoolId);
    const entries = this.entriesOf(parseInput(input), rules);
    // Saving a submitted plan takes it back to a draft; a returned plan stays returned until it is submitted again.
    const status = held?.status === 'RETURNED' ? 'RETURNED' : 'DRAFT';
    const detail = held?.status === 'SUBMITTED' ? `${entries.length} courses; the submission is withdrawn` : `${entries.length} courses`;
    return this.commit(user, student, rules, { ...this.base(held, student, rules), entries, status }, 'saved', detail);
  }

  async submit(p: Principal | null, studentId: string, input: AcademicPlanInput | null | undefined): Promise<PlanView> {
    const { user, student } = await this.owner(p, studentId);
    const held = await this.deps.store.plans.get(studentId);
    const rules = await this.deps.checks.rulesOf(student.schoolId);
    const entries = input == null ? held?.entries ?? [] : this.entriesOf(parseInput(input), rules);
    const at = nowOf(this.deps);
    return this.commit(user, student, rules, { ...this.base(held, student, rules), entries, status: 'SUBMITTED', submittedAt: at }, 'submitted', `${entries.length} courses`);
  }

  async review(p: Principal | null, studentId: string, decision: string, comment: string | null | undefined): Promise<PlanView> {
    const { user, student } = await this.staffOf(p, studentId);
    if (!(REVIEW_DECISIONS as readonly string[]).includes(decision)) throw new ValidationError(PLAN_MESSAGES.decision);
    const text = comment?.trim() ?? '';
    if (text.length > MAX_COMMENT) throw new ValidationError(PLAN_MESSAGES.comment);
    if (decision === 'RETURN' && !text) throw new ValidationError(PLAN_MESSAGES.commentRequired);
    const held = await this.deps.store.plans.get(studentId);
    if (held?.status !== 'SUBMITTED') throw new ConflictError(PLAN_MESSAGES.notSubmitted);
    const rules = await this.deps.checks.rulesOf(student.schoolId);
    const status = decision === 'APPROVE' ? 'APPROVED' : 'RETURNED';
    const at = nowOf(this.deps);
    // Notifications tell the student; the comment stays here (the student reads it on their plan).
    const reviewed = outboxEvent(Subjects.planningPlanReviewed, {
      studentId, studentUserId: student.userId, decision: decision === 'APPROVE' ? 'approve' : 'return', at, reviewerName: actorName(user),
    });
    return this.commit(user, student, rules, { ...held, status, reviewedAt: at }, status === 'APPROVED' ? 'approved' : 'returned', text || null, text, [reviewed]);
  }

  async comment(p: Principal | null, studentId: string, text: string): Promise<PlanView> {
    const { user, student } = await this.staffOf(p, studentId);
    const t = text.trim();
    if (!t || t.length > MAX_COMMENT) throw new ValidationError(PLAN_MESSAGES.text);
    const rules = await this.deps.checks.rulesOf(student.schoolId);
    const held = await this.deps.store.plans.get(studentId);
    return this.commit(user, student, rules, this.base(held, student, rules), 'commented', t, t);
  }

  private async owner(p: Principal | null, studentId: string) {
    const user = requireUser(p);
    const student = await visibleStudent(this.deps.store, user, studentId);
    if (user.role !== 'student') throw new ForbiddenError('Only the student builds and submits their plan');
    return { user, student };
  }

  private async staffOf(p: Principal | null, studentId: string) {
    const user = requireUser(p);
    const student = await visibleStudent(this.deps.store, user, studentId);
    if (!isStaff(user)) throw new ForbiddenError('Only the student\'s counselors and admins review a plan');
    return { user, student };
  }

  private emptyPlan(student: StudentRecord, rules: SchoolRules): Plan {
    return {
      studentId: student.studentId, schoolId: student.schoolId, status: 'DRAFT', entries: [],
      ...this.deps.checks.evaluate([], rules, student.grade), submittedAt: null, reviewedAt: null, updatedAt: null,
    };
  }

  private base(held: Plan | null, student: StudentRecord, rules: SchoolRules): Plan {
    return held ?? this.emptyPlan(student, rules);
  }

  /** The entries, each naming a course of the student's school's catalog (kept with the entry as it reads now). */
  private entriesOf(input: PlanInput, rules: SchoolRules): PlanEntry[] {
    return input.entries.map((e) => {
      const c = rules.catalog.get(e.courseId);
      if (!c) throw new ValidationError(PLAN_MESSAGES.unknownCourse(e.courseId));
      return { courseId: c.id, code: c.code, title: c.title, credits: c.credits, subjectArea: c.subjectArea, grade: e.grade, term: e.term, state: e.state, mark: e.mark };
    });
  }

  /** Checks run again, the plan saved with its history line (and the comment), in one transaction. */
  private async commit(user: Principal, student: StudentRecord, rules: SchoolRules, next: Plan, action: string, detail: string | null, comment?: string, events: readonly OutboxEvent[] = []): Promise<PlanView> {
    const at = nowOf(this.deps);
    const plan: Plan = { ...next, schoolId: student.schoolId, ...this.deps.checks.evaluate(next.entries, rules, student.grade), updatedAt: at };
    const line: PlanHistoryEntry = { at, actorUserId: user.userId, actorName: actorName(user), action, detail };
    await this.deps.store.write((w) => {
      w.plans.save(plan);
      w.plans.addHistory(student.studentId, line);
      if (comment) w.plans.addComment(student.studentId, { id: randomUUID(), authorUserId: user.userId, authorName: actorName(user), text: comment, createdAt: at });
    }, [...events, planChangedEvent(plan, student, new Date(at))]);
    this.deps.events.committed();
    return viewOf(this.deps.store, plan, student, [...rules.catalog.values()]);
  }
}
