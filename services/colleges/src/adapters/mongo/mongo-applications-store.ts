import { randomBytes } from 'node:crypto';
import type { ClientSession, Connection } from 'mongoose';
import { ConflictError, DEFAULT_SCHOOL_ID, type OutboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { PLANS, type Application, type ApplicationChange, type CuratedDeadline } from '../../domain/application.js';
import { ALREADY_ON_LIST } from '../../domain/application-rules.js';
import { isLiveBinding } from '../../domain/flags.js';
import type { StudentRecord } from '../../domain/student-record.js';
import type {
  ApplicationsChange, ApplicationsStore, BoardEntry, BoardQuery, CalendarFeedRecord, StudentErasure, StudentHoldings,
} from '../../ports/applications-store.js';
import { applicationsModels, type ApplicationDoc, type ApplicationsModels, type ChangeDoc, type DeadlineDoc, type FeedDoc, type StudentDoc } from './applications-models.js';

const toStudent = ({ _id, ...s }: StudentDoc): StudentRecord => ({
  studentId: _id, userId: s.userId, schoolId: s.schoolId ?? DEFAULT_SCHOOL_ID, counselorUserId: s.counselorUserId ?? null, firstName: s.firstName ?? null,
  lastName: s.lastName ?? null, grade: s.grade ?? null, satScore: s.satScore ?? null, actScore: s.actScore ?? null, status: s.status ?? 'active',
});
const toApplication = ({ _id, ...a }: ApplicationDoc): Application => ({
  id: _id, studentId: a.studentId, collegeId: a.collegeId, collegeName: a.collegeName, plan: a.plan ?? null, status: a.status, cycle: a.cycle,
  ownDeadline: a.ownDeadline ?? null, materials: a.materials, createdAt: a.createdAt, updatedAt: a.updatedAt,
});
const toChange = ({ _id, ...c }: ChangeDoc): ApplicationChange => ({
  id: _id, applicationId: c.applicationId, studentId: c.studentId, at: c.at, actorId: c.actorId, actorName: c.actorName ?? null, summary: c.summary,
});
const toDeadline = (d: DeadlineDoc): CuratedDeadline => ({
  collegeId: d.collegeId, cycle: d.cycle, plan: d.plan, date: d.date, updatedBy: d.updatedBy ?? null, updatedAt: d.updatedAt,
});
const toFeed = ({ _id, ...f }: FeedDoc): CalendarFeedRecord => ({ studentId: _id, feedId: f.feedId, tokenHash: f.tokenHash, createdAt: f.createdAt, revokedAt: f.revokedAt ?? null });
const deadlineId = (collegeId: string, cycle: number, plan: string) => `${collegeId}|${cycle}|${plan}`;
const byName = (a: StudentRecord, b: StudentRecord) =>
  (a.lastName ?? '').localeCompare(b.lastName ?? '', 'en', { sensitivity: 'base' }) || (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' });

/**
 * The distributed lists store. A change goes through the kit's MongoOutbox: one transaction with its events
 * where the server has transactions (a replica set, as deployed); on a standalone server the events are written
 * first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoApplicationsStore implements ApplicationsStore {
  private constructor(private readonly conn: Connection, private readonly m: ApplicationsModels) {}

  static async open(conn: Connection): Promise<MongoApplicationsStore> {
    const m = applicationsModels(conn);
    await Promise.all([m.students.init(), m.applications.init(), m.changes.init(), m.deadlines.init(), m.feeds.init(), m.keys.init(), m.erasures.init(), m.outbox.init()]);
    await m.keys.updateOne({ _id: 'feed' }, { $setOnInsert: { key: randomBytes(32).toString('hex') } }, { upsert: true });
    return new MongoApplicationsStore(conn, m);
  }

  async commit(c: ApplicationsChange, events: readonly OutboxEvent[] = []) {
    if (c.add) {
      const a = c.add;
      if (await this.m.applications.exists({ studentId: a.studentId, collegeId: a.collegeId, cycle: a.cycle })) throw new ConflictError(ALREADY_ON_LIST);
    }
    try {
      await this.m.outbox.commit(events, async (session) => {
        await this.write(c, session);
        return true;
      });
    } catch (err) {
      // The unique index decides a race between two adds of the same college.
      if ((err as { code?: number }).code === 11000 && c.add) throw new ConflictError(ALREADY_ON_LIST);
      throw err;
    }
  }

  private async write(c: ApplicationsChange, session: ClientSession | undefined) {
    const m = this.m;
    const opts = { session };
    if (c.students?.length) {
      await m.students.bulkWrite(c.students.map(({ studentId, ...s }) =>
        ({ replaceOne: { filter: { _id: studentId }, replacement: { _id: studentId, ...s, schoolId: s.schoolId ?? DEFAULT_SCHOOL_ID }, upsert: true } })), opts);
    }
    if (c.add) {
      const { id, ...a } = c.add;
      await m.applications.create([{ _id: id, ...a }], opts);
    }
    if (c.update?.length) {
      await m.applications.bulkWrite(c.update.map(({ id, ...a }) => ({ replaceOne: { filter: { _id: id }, replacement: { _id: id, ...a }, upsert: true } })), opts);
    }
    if (c.remove?.length) await m.applications.deleteMany({ _id: { $in: c.remove } }, opts);
    if (c.history?.length) await m.changes.insertMany(c.history.map(({ id, ...h }) => ({ _id: id, ...h })), opts);
    if (c.deadlines) {
      const { collegeId, cycle, deadlines } = c.deadlines;
      await m.deadlines.deleteMany({ collegeId, cycle }, opts);
      if (deadlines.length) await m.deadlines.insertMany(deadlines.map((d) => ({ _id: deadlineId(collegeId, cycle, d.plan), ...d })), opts);
    }
    if (c.feed) {
      const { studentId, ...f } = c.feed;
      await m.feeds.replaceOne({ _id: studentId }, { _id: studentId, ...f }, { upsert: true, session });
    }
    if (c.erase) await this.erase(c.erase, session);
  }

  /** The erasure's document goes first: its _id refuses a second run of one deletion (duplicate key). */
  private async erase(e: StudentErasure, session: ClientSession | undefined) {
    const m = this.m;
    const opts = { session };
    await m.erasures.create([{ _id: e.deletionId, studentId: e.studentId, at: e.at }], opts);
    const byStudent = { studentId: e.studentId };
    await m.changes.deleteMany(byStudent, opts);
    await m.applications.deleteMany(byStudent, opts);
    await m.feeds.deleteMany({ _id: e.studentId }, opts);
    await m.students.deleteMany({ _id: e.studentId }, opts);
    // The student's list events not yet relayed: the payload is JSON text, so they are found by reading it.
    const pending = await m.outbox.model.find({ subject: Subjects.collegesListChanged }, { payload: 1 }, opts).lean<{ _id: string; payload: string }[]>();
    const theirs = pending.filter((d) => (JSON.parse(d.payload) as { studentId?: string }).studentId === e.studentId).map((d) => d._id);
    if (theirs.length) await m.outbox.model.deleteMany({ _id: { $in: theirs } }, opts);
  }

  async holdings(studentId: string): Promise<StudentHoldings> {
    const changes = await this.m.changes.find({ studentId }).sort({ at: 1, _id: 1 }).lean<ChangeDoc[]>();
    return {
      student: await this.student(studentId), applications: await this.applications(studentId), changes: changes.map(toChange), feed: await this.feed(studentId),
    };
  }

  async erasureDone(deletionId: string) {
    return (await this.m.erasures.exists({ _id: deletionId })) !== null;
  }

  async wasErased(studentId: string) {
    return (await this.m.erasures.exists({ studentId })) !== null;
  }

  async student(studentId: string) {
    const d = await this.m.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async applications(studentId: string) {
    const docs = await this.m.applications.find({ studentId }).sort({ createdAt: 1, _id: 1 }).lean<ApplicationDoc[]>();
    return docs.map(toApplication);
  }

  async application(id: string) {
    const d = await this.m.applications.findById(id).lean<ApplicationDoc>();
    return d ? toApplication(d) : null;
  }

  async history(applicationId: string) {
    return (await this.m.changes.find({ applicationId }).sort({ at: 1, _id: 1 }).lean<ChangeDoc[]>()).map(toChange);
  }

  async hasHistory(studentId: string) {
    return (await this.m.changes.exists({ studentId })) !== null;
  }

  async collegeDeadlines(collegeId: string, cycle: number | null) {
    const docs = await this.m.deadlines.find(cycle === null ? { collegeId } : { collegeId, cycle }).lean<DeadlineDoc[]>();
    return docs.map(toDeadline).sort((a, b) => a.cycle - b.cycle || PLANS.indexOf(a.plan) - PLANS.indexOf(b.plan));
  }

  async curatedFor(keys: readonly { collegeId: string; cycle: number }[]) {
    if (keys.length === 0) return [];
    const docs = await this.m.deadlines.find({ $or: keys.map((k) => ({ collegeId: k.collegeId, cycle: k.cycle })) }).lean<DeadlineDoc[]>();
    return docs.map(toDeadline);
  }

  async studentsWithCollege(collegeId: string, cycle: number) {
    return (await this.m.applications.distinct('studentId', { collegeId, cycle })) as string[];
  }

  /** The caseload's or school's students first, then their applications, then the curated dates they need. */
  async board(q: BoardQuery): Promise<BoardEntry[]> {
    const filter: Record<string, unknown> = { status: 'active' };
    if (q.counselorUserId !== null) filter.counselorUserId = q.counselorUserId;
    if (q.schoolIds !== 'all') filter.schoolId = { $in: q.schoolIds };
    const students = new Map((await this.m.students.find(filter).lean<StudentDoc[]>()).map((d) => [d._id, toStudent(d)]));
    if (students.size === 0) return [];
    const apps = (await this.m.applications.find({ studentId: { $in: [...students.keys()] } }).lean<ApplicationDoc[]>()).map(toApplication);
    const curated = new Map((await this.curatedFor(apps.filter((a) => a.plan && !a.ownDeadline).map((a) => ({ collegeId: a.collegeId, cycle: a.cycle }))))
      .map((d) => [deadlineId(d.collegeId, d.cycle, d.plan), d.date]));
    const binding = new Map<string, number>();
    for (const a of apps) if (isLiveBinding(a)) binding.set(a.studentId, (binding.get(a.studentId) ?? 0) + 1);
    const rows: BoardEntry[] = [];
    for (const a of apps) {
      if ((q.status && a.status !== q.status) || (q.plan && a.plan !== q.plan)) continue;
      const due = a.ownDeadline ?? (a.plan ? curated.get(deadlineId(a.collegeId, a.cycle, a.plan)) : undefined);
      if (!due || due < q.from || due > q.to) continue;
      rows.push({ application: a, student: students.get(a.studentId)!, deadline: due, liveBindingCount: binding.get(a.studentId) ?? 0 });
    }
    rows.sort((x, y) => (x.deadline < y.deadline ? -1 : x.deadline > y.deadline ? 1 : 0) || byName(x.student, y.student)
      || x.application.collegeName.localeCompare(y.application.collegeName, 'en', { sensitivity: 'base' }) || (x.application.id < y.application.id ? -1 : 1));
    return rows.slice(0, q.limit);
  }

  async feed(studentId: string) {
    const d = await this.m.feeds.findById(studentId).lean<FeedDoc>();
    return d ? toFeed(d) : null;
  }

  async feedByTokenHash(tokenHash: string) {
    const d = await this.m.feeds.findOne({ tokenHash }).lean<FeedDoc>();
    return d ? toFeed(d) : null;
  }

  async feedKey() {
    return (await this.m.keys.findById('feed').lean<{ key: string }>())!.key;
  }

  pendingEvents(limit: number) {
    return this.m.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.m.outbox.eventPublished(id);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
