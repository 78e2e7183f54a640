import type { ClientSession } from 'mongoose';
import type { ErasureConfirmation, ErasureTarget, RemovedItem } from '@counsel/kit';
import {
  ALL_CLASSES, countChanges, DISTRICT, ERASED_ITEMS, placed, type ApplicationFact, type CountChange, type Placed, type StudentFacts,
  type StudentRecordFacts,
} from '../../domain/contributions.js';
import type { ReadModel, TaskChange } from '../../ports/reporting-store.js';
import type { ListDoc, PlanDoc, ReportingModels, StudentDoc, TaskDoc } from './models.js';

type Session = ClientSession | undefined;
const opt = (session: Session) => ({ session });
const countKey = (c: Pick<CountChange, 'figure' | 'schoolId' | 'classYear' | 'k1' | 'k2'>) => JSON.stringify([c.figure, c.schoolId, c.classYear, c.k1, c.k2]);
const eq = (v: string) => ({ $eq: v });

/**
 * The read model on MongoDB, for a district that runs several replicas. A change to students is one transaction (the
 * kit's MongoOutbox.inTransaction, on the replica set as deployed): their counts taken away, the facts changed, their
 * counts added back, and each student's document touched, so two changes of one student conflict and one is retried
 * (replicas share the consumers). Within a process the writes go one at a time (a standalone server has no
 * transactions).
 */
export class MongoReadModel implements ReadModel {
  private tail: Promise<unknown> = Promise.resolve();

  constructor(private readonly models: ReportingModels) {}

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.tail.then(work, work);
    this.tail = run.catch(() => undefined);
    return run;
  }

  private async placed(studentId: string, session: Session): Promise<Placed | null> {
    const s = await this.models.students.findById(studentId, null, opt(session)).lean<StudentDoc>();
    if (!s) return null;
    const facts: StudentFacts = { studentId, userId: s.userId, schoolId: s.schoolId, classYear: s.classYear ?? null, counselorUserId: s.counselorUserId ?? null, status: s.status };
    if (s.status !== 'active') return placed(facts, null);
    const list = await this.models.lists.findById(studentId, null, opt(session)).lean<ListDoc>();
    const tasks = await this.models.tasks.find({ studentId: eq(studentId) }, null, opt(session)).lean<TaskDoc[]>();
    const letters = await this.models.letters.find({ studentId: eq(studentId) }, null, opt(session)).lean();
    const plan = await this.models.plans.findById(studentId, null, opt(session)).lean<PlanDoc>();
    const meetings = await this.models.meetings.find({ studentId: eq(studentId) }, null, opt(session)).lean();
    const signIns = await this.models.signIns.find({ userId: eq(s.userId), isStudent: true }, null, opt(session)).lean();
    return placed(facts, {
      applications: list?.applications.map(toApplication) ?? [],
      tasks: tasks.map((t) => ({ taskId: t.taskId, dueDate: t.dueDate, done: t.done })),
      letters: letters.map((l) => ({ requestId: l._id, state: l.state })),
      planTrack: plan?.track ?? null,
      meetings: meetings.map((x) => ({ meetingId: x._id, counselorUserId: x.counselorUserId, cancelled: x.cancelled })),
      signinWeeks: signIns.map((x) => x.week),
    });
  }

  private async bump(changes: readonly CountChange[], session: Session) {
    if (!changes.length) return;
    await this.models.counts.bulkWrite(changes.map((c) => ({
      updateOne: {
        filter: { _id: countKey(c) },
        update: { $inc: { n: c.n }, $setOnInsert: { figure: c.figure, schoolId: c.schoolId, classYear: c.classYear, k1: c.k1, k2: c.k2 } },
        upsert: true,
      },
    })), opt(session));
  }

  private async touch(source: string, at: string, session: Session) {
    await this.models.freshness.updateOne({ _id: source }, [{ $set: { at: { $max: [{ $ifNull: ['$at', ''] }, at] } } }], { upsert: true, session });
  }

  /** Runs `write` with the students' counts taken away before and added back after, in one transaction. */
  private change(studentIds: readonly string[], write: (session: Session) => Promise<void>, source: string, at: string): Promise<void> {
    return this.serial(() => this.models.outbox.inTransaction(async (session) => {
      const before: (Placed | null)[] = [];
      for (const id of studentIds) before.push(await this.placed(id, session));
      await write(session);
      const after: (Placed | null)[] = [];
      for (const id of studentIds) after.push(await this.placed(id, session));
      await this.bump(countChanges(before, after), session);
      await this.touch(source, at, session);
      if (studentIds.length) await this.models.students.updateMany({ _id: { $in: [...studentIds] } }, { $inc: { v: 1 } }, opt(session));
    }));
  }

  async upsertStudent(s: StudentFacts, at: string) {
    await this.change([s.studentId], async (session) => {
      await this.models.students.updateOne({ _id: s.studentId }, {
        $set: { userId: s.userId, schoolId: s.schoolId, classYear: s.classYear, counselorUserId: s.counselorUserId, status: s.status },
      }, { upsert: true, session });
    }, 'students', at);
  }

  async replaceApplications(studentId: string, apps: readonly ApplicationFact[], at: string) {
    await this.change([studentId], async (session) => {
      await this.models.lists.replaceOne({ _id: studentId }, { applications: apps.map(toApplication) }, { upsert: true, session });
    }, 'lists', at);
  }

  async applyTask(t: { taskId: string; dueDate: string; studentIds: readonly string[]; change: TaskChange }, at: string) {
    // Edits and removals concern every student holding the task, whoever the event names.
    const holders = t.change === 'edited' || t.change === 'removed' ? await this.models.tasks.distinct('studentId', { taskId: eq(t.taskId) }) : [];
    const ids = [...new Set([...t.studentIds, ...holders.map(String)])];
    const key = (studentId: string) => JSON.stringify([t.taskId, studentId]);
    await this.change(ids, async (session) => {
      const { tasks } = this.models;
      switch (t.change) {
        case 'assigned':
          await tasks.bulkWrite(t.studentIds.map((id) => ({
            updateOne: { filter: { _id: key(id) }, update: { $set: { dueDate: t.dueDate }, $setOnInsert: { taskId: t.taskId, studentId: id, done: false } }, upsert: true },
          })), opt(session));
          break;
        case 'edited': await tasks.updateMany({ taskId: eq(t.taskId) }, { $set: { dueDate: t.dueDate } }, opt(session)); break;
        case 'removed': await tasks.deleteMany({ taskId: eq(t.taskId) }, opt(session)); break;
        case 'done': case 'reopened':
          await tasks.bulkWrite(t.studentIds.map((id) => ({
            updateOne: { filter: { _id: key(id) }, update: { $set: { dueDate: t.dueDate, done: t.change === 'done' }, $setOnInsert: { taskId: t.taskId, studentId: id } }, upsert: true },
          })), opt(session));
          break;
      }
    }, 'tasks', at);
  }

  async setLetter(l: { requestId: string; studentId: string; state: string }, at: string) {
    await this.change([l.studentId], async (session) => {
      await this.models.letters.updateOne({ _id: l.requestId }, { $set: { state: l.state }, $setOnInsert: { studentId: l.studentId } }, { upsert: true, session });
    }, 'letters', at);
  }

  async setPlan(studentId: string, track: string, at: string) {
    await this.change([studentId], async (session) => {
      await this.models.plans.replaceOne({ _id: studentId }, { track }, { upsert: true, session });
    }, 'plans', at);
  }

  async setMeeting(x: { meetingId: string; studentId: string; counselorUserId: string; cancelled: boolean }, at: string) {
    await this.change([x.studentId], async (session) => {
      await this.models.meetings.updateOne({ _id: x.meetingId }, {
        $set: { counselorUserId: x.counselorUserId, cancelled: x.cancelled }, $setOnInsert: { studentId: x.studentId },
      }, { upsert: true, session });
    }, 'meetings', at);
  }

  async addSignIn(eventId: string, userId: string, role: string | null, week: string, at: string) {
    const isStudent = role === 'student';
    const student = isStudent ? await this.models.students.findOne({ userId: eq(userId) }).lean<StudentDoc>() : null;
    await this.change(student ? [student._id] : [], async (session) => {
      const added = await this.models.signIns.updateOne({ _id: eventId }, { $setOnInsert: { userId, week, isStudent } }, { upsert: true, session });
      // Staff belong to no class: their sign-ins count in the district's figure only.
      if (added.upsertedCount > 0 && !isStudent) await this.bump([{ figure: 'signin', schoolId: DISTRICT, classYear: ALL_CLASSES, k1: week, k2: '', n: 1 }], session);
    }, 'signins', at);
  }

  async setName(userId: string, name: string) {
    await this.models.people.updateOne({ _id: userId }, { $set: { name } }, { upsert: true });
  }

  async setSchool(schoolId: string, name: string, at: string) {
    await this.serial(() => this.models.outbox.inTransaction(async (session) => {
      await this.models.schools.updateOne({ _id: schoolId }, { $set: { name } }, { upsert: true, session });
      await this.touch('schools', at, session);
    }));
  }

  async erase(t: ErasureTarget, confirm: ErasureConfirmation): Promise<RemovedItem[]> {
    return this.serial(async () => {
      const done = await this.models.erasures.recorded(t.deletionId);
      if (done) {
        await this.models.outbox.commit([confirm(done)], async () => true);
        return done;
      }
      const byStudent = { studentId: eq(t.studentId) };
      const list = await this.models.lists.findById(t.studentId).lean<ListDoc>();
      const counts = [
        await this.models.students.countDocuments({ _id: eq(t.studentId) }), list?.applications.length ?? 0, await this.models.tasks.countDocuments(byStudent),
        await this.models.letters.countDocuments(byStudent), await this.models.plans.countDocuments({ _id: eq(t.studentId) }), await this.models.meetings.countDocuments(byStudent),
        await this.models.signIns.countDocuments({ userId: eq(t.studentUserId) }),
      ];
      const removed = ERASED_ITEMS.map((item, i) => ({ item, count: counts[i] }));
      await this.models.outbox.commit([confirm(removed)], async (session) => {
        // The ledger's document goes first: a second run of one deletion keeps the first counts.
        await this.models.erasures.record(t, removed, session);
        await this.bump(countChanges([await this.placed(t.studentId, session)], []), session);
        const byId = { _id: eq(t.studentId) };
        await this.models.students.deleteOne(byId, opt(session));
        await this.models.lists.deleteOne(byId, opt(session));
        await this.models.plans.deleteOne(byId, opt(session));
        await this.models.tasks.deleteMany(byStudent, opt(session));
        await this.models.letters.deleteMany(byStudent, opt(session));
        await this.models.meetings.deleteMany(byStudent, opt(session));
        await this.models.signIns.deleteMany({ userId: eq(t.studentUserId) }, opt(session));
        return true;
      });
      return removed;
    });
  }

  isErased(studentId: string) {
    return this.models.erasures.isErased(studentId);
  }

  isUserErased(userId: string) {
    return this.models.erasures.isUserErased(userId);
  }

  async studentRecord(studentId: string): Promise<StudentRecordFacts | null> {
    const s = await this.models.students.findById(studentId).lean<StudentDoc>();
    if (!s) return null;
    const school = await this.models.schools.findById(s.schoolId).lean();
    const list = await this.models.lists.findById(studentId).lean<ListDoc>();
    const tasks = await this.models.tasks.find({ studentId: eq(studentId) }).lean<TaskDoc[]>();
    const plan = await this.models.plans.findById(studentId).lean<PlanDoc>();
    return {
      userId: s.userId, schoolId: s.schoolId, schoolName: school?.name ?? null, classYear: s.classYear ?? null, status: s.status,
      applications: (list?.applications ?? []).map((a) => ({ college: a.collegeName, status: a.status, deadline: a.deadline ?? null })),
      planTrack: plan?.track ?? null,
      counts: {
        tasks: tasks.length, tasksDone: tasks.filter((x) => x.done).length,
        meetings: await this.models.meetings.countDocuments({ studentId: eq(studentId), cancelled: false }),
        letterRequests: await this.models.letters.countDocuments({ studentId: eq(studentId) }),
        signIns: await this.models.signIns.countDocuments({ userId: eq(s.userId), isStudent: true }),
      },
    };
  }

  async updatedAt(sources: readonly string[]) {
    if (!sources.length) return null;
    const docs = await this.models.freshness.find({ _id: { $in: [...sources] } }).lean();
    return docs.reduce<string | null>((max, d) => (max === null || d.at > max ? d.at : max), null);
  }

  async classYears(schoolIds: readonly string[] | 'all') {
    const schools = schoolIds === 'all' ? [DISTRICT] : [...schoolIds];
    const years = await this.models.counts.distinct('classYear', { figure: 'students', schoolId: { $in: schools }, classYear: { $gt: 0 }, n: { $gt: 0 } });
    return years.map(Number).sort((a, b) => b - a);
  }
}

/** An application as stored: every field present (MongoDB drops undefined, and a deadline may be null). */
const toApplication = (a: ApplicationFact): ApplicationFact => ({ applicationId: a.applicationId, collegeId: a.collegeId, collegeName: a.collegeName, status: a.status, deadline: a.deadline ?? null });
