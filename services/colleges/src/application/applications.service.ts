import { randomUUID } from 'node:crypto';
import { ConflictError, NotFoundError, requireUser, ValidationError, type Principal } from '@counsel/kit';
import type { Application, ApplicationChange } from '../domain/application.js';
import {
  ALREADY_ON_LIST, applyPatch, MAX_LIST_LENGTH, parseAddApplication, parseApplicationPatch, type AddApplicationFields, type ApplicationPatch,
} from '../domain/application-rules.js';
import type { College } from '../domain/college.js';
import type { ApplicationView } from '../domain/application-view.js';
import { cycleFor } from '../domain/cycle.js';
import { lettersFor, refuseTrackedRecommenders } from '../domain/letters.js';
import { addedSummary, changeSummaries, REMOVED_SUMMARY } from '../domain/history.js';
import { defaultMaterials } from '../domain/materials.js';
import type { StudentRecord } from '../domain/student-record.js';
import type { AddApplicationInput, UpdateApplicationInput } from '../graphql/generated/resolvers-types.js';
import { historyRows } from './actor.js';
import type { CollegesEvents } from './colleges-events.js';
import type { ListReads } from './list-reads.js';
import { ListViews, readableStudent, seenStudent, visibleStudent, type ListsDeps } from './list-views.js';
import type { StudentLock } from './student-lock.js';

/**
 * A student's college list: students edit their own, staff those of students of their schools (admins all).
 * Every change writes its history (who, when, what in words) and the whole list as an event, in one transaction.
 * A staff member answered with a student's list or one of its applications is logged first (`reads`); `request`
 * (the resolver's context) logs that once per request and student.
 */
export class ApplicationsService {
  readonly views: ListViews;

  constructor(private readonly deps: ListsDeps & { events: CollegesEvents; lock: StudentLock; reads: ListReads }) {
    this.views = new ListViews(deps);
  }

  /** The student, staff of their school, and a linked guardian (logged as the staff's reads are). */
  async list(p: Principal | null | undefined, studentId: string, request?: object): Promise<ApplicationView[]> {
    const student = await readableStudent(this.deps.store, p, studentId);
    await this.deps.reads.staffRead(p!, studentId, request);
    return this.views.list(student);
  }

  /** A student's list for the Student entity: a student colleges has not heard of yet has none. */
  async listOfEntity(p: Principal | null | undefined, studentId: string, request?: object): Promise<ApplicationView[]> {
    const user = requireUser(p);
    const student = await this.deps.store.students.get(studentId);
    if (!student) return [];
    seenStudent(user, student);
    await this.deps.reads.staffRead(user, studentId, request);
    return this.views.list(student);
  }

  async add(p: Principal | null | undefined, studentId: string, input: AddApplicationInput, request?: object): Promise<ApplicationView> {
    const student = await visibleStudent(this.deps.store, p, studentId);
    const user = requireUser(p);
    const fields = parseAddApplication(input);
    const college = await this.deps.catalog.get(fields.collegeId);
    if (!college) throw new NotFoundError('College not found');
    // Logged before the write: a change whose answer could not be logged is not made.
    await this.deps.reads.staffRead(user, studentId, request);
    return this.deps.lock.run(studentId, () => this.addCollege(user, student, college, fields));
  }

  private async addCollege(user: Principal, student: StudentRecord, college: College, fields: AddApplicationFields): Promise<ApplicationView> {
    const studentId = student.studentId;
    const now = this.views.now();
    const cycle = cycleFor(student.grade, now);
    const current = await this.deps.store.applications.ofStudent(studentId);
    if (current.some((a) => a.collegeId === college.unitid && a.cycle === cycle)) throw new ConflictError(ALREADY_ON_LIST);
    if (current.length >= MAX_LIST_LENGTH) throw new ValidationError(`A list may hold at most ${MAX_LIST_LENGTH} colleges`);
    const at = now.toISOString();
    const app: Application = {
      id: randomUUID(), studentId, collegeId: college.unitid, collegeName: college.name, plan: fields.plan, status: fields.status, cycle,
      ownDeadline: null, materials: defaultMaterials(college.testPolicy), createdAt: at, updatedAt: at,
    };
    const after = [...current, app];
    const list = await this.views.list(student, after);
    await this.deps.store.write((w) => {
      w.applications.add(app);
      for (const h of historyRows(user, app, [addedSummary(app)], at)) w.applications.recordChange(h);
    }, [this.deps.events.listChanged(student, list, now)]);
    this.deps.events.committed();
    return list.find((a) => a.id === app.id)!;
  }

  async update(p: Principal | null | undefined, id: string, input: UpdateApplicationInput, request?: object): Promise<ApplicationView> {
    const { user, student } = await this.visibleApplication(p, id);
    const patch = parseApplicationPatch(input);
    const hand = patch.materials?.recommendations;
    if (hand?.length) refuseTrackedRecommenders(hand.map((r) => r.name), lettersFor(id, await this.deps.store.letters.requestsOf([student.studentId])));
    await this.deps.reads.staffRead(user, student.studentId, request);
    return this.deps.lock.run(student.studentId, async () => {
      const app = await this.deps.store.applications.get(id);
      if (!app) throw new NotFoundError('Application not found');
      return this.applyChange(user, student, app, patch);
    });
  }

  private async applyChange(user: Principal, student: StudentRecord, app: Application, patch: ApplicationPatch): Promise<ApplicationView> {
    const id = app.id;
    const changed = applyPatch(app, patch);
    const summaries = changeSummaries(app, changed);
    if (summaries.length === 0) return (await this.views.list(student)).find((a) => a.id === id)!;
    const now = this.views.now();
    const at = now.toISOString();
    const next: Application = { ...changed, updatedAt: at };
    const current = await this.deps.store.applications.ofStudent(student.studentId);
    const list = await this.views.list(student, current.map((a) => (a.id === id ? next : a)));
    await this.deps.store.write((w) => {
      w.applications.replace(next);
      for (const h of historyRows(user, next, summaries, at)) w.applications.recordChange(h);
    }, [this.deps.events.listChanged(student, list, now)]);
    this.deps.events.committed();
    return list.find((a) => a.id === id)!;
  }

  /** Removes a college from the list; answers the application as it was (its history is kept). */
  async remove(p: Principal | null | undefined, id: string, request?: object): Promise<ApplicationView> {
    const { user, student } = await this.visibleApplication(p, id);
    await this.deps.reads.staffRead(user, student.studentId, request);
    return this.deps.lock.run(student.studentId, () => this.removeApplication(user, student, id));
  }

  private async removeApplication(user: Principal, student: StudentRecord, id: string): Promise<ApplicationView> {
    const now = this.views.now();
    const current = await this.deps.store.applications.ofStudent(student.studentId);
    const before = await this.views.list(student, current);
    const removed = before.find((a) => a.id === id);
    if (!removed) throw new NotFoundError('Application not found'); // removed meanwhile
    const list = before.filter((a) => a.id !== id);
    await this.deps.store.write((w) => {
      w.applications.remove(id);
      for (const h of historyRows(user, removed, [REMOVED_SUMMARY], now.toISOString())) w.applications.recordChange(h);
    }, [this.deps.events.listChanged(student, list, now)]);
    this.deps.events.committed();
    return removed;
  }

  /** An application's history, oldest first (the caller already saw the application; staff are logged). */
  async history(p: Principal | null | undefined, app: Pick<Application, 'id' | 'studentId'>, request?: object): Promise<ApplicationChange[]> {
    const user = requireUser(p);
    // A guardian sees the list as it stands, not who changed what (the history names staff and their edits).
    if (user.role === 'guardian') return [];
    await this.deps.reads.staffRead(user, app.studentId, request);
    return this.deps.store.applications.history(app.id);
  }

  private async visibleApplication(p: Principal | null | undefined, id: string): Promise<{ user: Principal; student: StudentRecord; app: Application }> {
    const user = requireUser(p);
    const app = await this.deps.store.applications.get(id);
    if (!app) throw new NotFoundError('Application not found');
    const student = await visibleStudent(this.deps.store, user, app.studentId, 'Application not found');
    return { user, student, app };
  }
}
