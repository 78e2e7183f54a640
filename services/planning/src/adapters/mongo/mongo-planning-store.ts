import type { Connection } from 'mongoose';
import { commitMongoUnit, type OutboxEvent, type StagedWrites } from '@counsel/kit';
import { worstTrack, type Plan, type PlanComment, type PlanHistoryEntry } from '../../domain/plan.js';
import { studentName, type StudentRecord } from '../../domain/student.js';
import type { CatalogCourse } from '../../domain/course.js';
import type { PlanListFilter, PlanningStore, PlanningWrites } from '../../ports/planning-store.js';
import { planningModels, type CourseDoc, type ImportDoc, type PlanDoc, type PlanningModels, type SetDoc, type StudentDoc } from './models.js';
import { MongoPlanList } from './mongo-plan-list.js';

const toStudent = ({ _id, ...d }: StudentDoc): StudentRecord => ({ ...d, studentId: _id });
const toCourse = ({ _id, ...d }: CourseDoc): CatalogCourse => ({ ...d, id: _id });
/** The plan as stored: entries and lifecycle; its checks are worked out again on every read. */
const fromBody = (d: Pick<PlanDoc, 'body'>): Plan => ({ ...d.body, checks: [], problems: [] });
/** The list's order: the name without case (the SQLite store's NOCASE). */
const nameKey = (name: string) => name.toLowerCase();
const escapeRegex = (q: string) => q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The distributed planning store. A unit of work goes through the kit's MongoOutbox: one transaction with its
 * events where the server has transactions (a replica set, as deployed); on a standalone server the events are
 * written first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoPlanningStore implements PlanningStore {
  private readonly list: MongoPlanList;

  private constructor(private readonly conn: Connection, private readonly models: PlanningModels) {
    this.list = new MongoPlanList(models);
  }

  static async open(conn: Connection): Promise<MongoPlanningStore> {
    const m = planningModels(conn);
    const { outbox, erasures, ...models } = m;
    await Promise.all([...Object.values(models).map((model) => model.init()), outbox.init(), erasures.init()]);
    return new MongoPlanningStore(conn, m);
  }

  get outbox() {
    return this.models.outbox;
  }

  private writes(uow: StagedWrites): PlanningWrites {
    const m = this.models;
    return {
      saveStudent: (s) => uow.stage(async (session) => {
        const { studentId, ...rest } = s;
        await m.students.replaceOne({ _id: studentId }, rest, { upsert: true, session });
        // The list reads school, counselor and name from the plan's document: they follow the student.
        const name = studentName(s);
        await m.plans.updateOne({ _id: studentId }, { $set: { schoolId: s.schoolId, counselorUserId: s.counselorUserId, studentName: name, nameKey: nameKey(name), grade: s.grade } }, { session });
      }),
      saveCourse: (c) => { const { id, ...rest } = c; uow.replace(m.courses, { _id: id, ...rest }); },
      deleteCourse: (id) => uow.stage((session) => m.courses.deleteOne({ _id: { $eq: id } }, { session })),
      saveImport: (i) => uow.replace<ImportDoc>(m.imports, { _id: i.id, schoolId: i.schoolId, body: i }),
      saveSet: (s) => uow.replace<SetDoc>(m.sets, { _id: s.id, schoolId: s.schoolId ?? '', body: s }),
      savePlan: (p) => uow.stage(async (session) => {
        const s = await m.students.findById(p.studentId, null, { session }).lean<StudentDoc>();
        const student = s ? toStudent(s) : null;
        const name = student ? studentName(student) : p.studentId;
        const { checks: _checks, problems: _problems, ...body } = p;
        const doc: PlanDoc = {
          _id: p.studentId, schoolId: p.schoolId, counselorUserId: student?.counselorUserId ?? null, studentName: name, nameKey: nameKey(name),
          grade: student?.grade ?? null, status: p.status, track: worstTrack(p.checks),
          tracks: p.checks.map((c) => ({ setId: c.setId, setName: c.setName, status: c.status })), body, updatedAt: p.updatedAt ?? new Date().toISOString(),
        };
        await m.plans.replaceOne({ _id: p.studentId }, doc, { upsert: true, session });
      }),
      addComment: (studentId, c) => uow.stage((session) => {
        const { id, ...rest } = c;
        return m.comments.create([{ _id: id, studentId, ...rest }], { session });
      }),
      addHistory: (studentId, h) => uow.stage((session) => m.history.create([{ ...h, studentId }], { session })),
      erase: (t, removed) => uow.stage(async (session) => {
        await m.erasures.record(t, removed, session);
        const student = { $eq: t.studentId };
        await m.plans.deleteMany({ _id: student }, { session });
        await m.comments.deleteMany({ studentId: student }, { session });
        await m.history.deleteMany({ studentId: student }, { session });
        await m.students.deleteMany({ _id: student }, { session });
      }),
    };
  }

  async write(work: (w: PlanningWrites) => void, events: readonly OutboxEvent[] = []) {
    await commitMongoUnit(this.models.outbox, (uow) => this.writes(uow), work, events);
  }

  async student(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async studentsOfSchool(schoolId: string) {
    return (await this.models.students.find({ schoolId: { $eq: schoolId } }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async studentsOfUser(userId: string) {
    return (await this.models.students.find({ userId: { $eq: userId } }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async course(id: string) {
    const d = await this.models.courses.findById(id).lean<CourseDoc>();
    return d ? toCourse(d) : null;
  }

  async courseByCode(schoolId: string, code: string) {
    const d = await this.models.courses.findOne({ schoolId: { $eq: schoolId }, code: { $eq: code } }).lean<CourseDoc>();
    return d ? toCourse(d) : null;
  }

  async courses(schoolId: string) {
    return (await this.models.courses.find({ schoolId: { $eq: schoolId } }).sort({ code: 1 }).lean<CourseDoc[]>()).map(toCourse);
  }

  async coursePage(schoolId: string, q: string | null, first: number, offset: number) {
    const like = q ? new RegExp(escapeRegex(q), 'i') : null;
    const filter = like ? { schoolId: { $eq: schoolId }, $or: [{ code: like }, { title: like }] } : { schoolId: { $eq: schoolId } };
    const [items, total] = await Promise.all([
      this.models.courses.find(filter).sort({ subjectArea: 1, code: 1 }).skip(offset).limit(first).lean<CourseDoc[]>(),
      this.models.courses.countDocuments(filter),
    ]);
    return { items: items.map(toCourse), total };
  }

  async courseImport(id: string) {
    return (await this.models.imports.findById(id).lean())?.body ?? null;
  }

  async schoolSets(schoolId: string) {
    return (await this.models.sets.find({ schoolId: { $eq: schoolId } }).sort({ _id: 1 }).lean()).map((d) => d.body);
  }

  async set(id: string) {
    return (await this.models.sets.findById(id).lean())?.body ?? null;
  }

  async plan(studentId: string) {
    const d = await this.models.plans.findById(studentId, { body: 1 }).lean<Pick<PlanDoc, 'body'>>();
    return d ? fromBody(d) : null;
  }

  async plansOfSchool(schoolId: string) {
    return (await this.models.plans.find({ schoolId: { $eq: schoolId } }, { body: 1 }).lean<Pick<PlanDoc, 'body'>[]>()).map(fromBody);
  }

  async comments(studentId: string) {
    return (await this.models.comments.find({ studentId: { $eq: studentId } }).sort({ createdAt: 1, _id: 1 }).lean())
      .map((d): PlanComment => ({ id: d._id, authorUserId: d.authorUserId, authorName: d.authorName, text: d.text, createdAt: d.createdAt }));
  }

  async history(studentId: string) {
    return (await this.models.history.find({ studentId: { $eq: studentId } }).sort({ at: 1, _id: 1 }).lean())
      .map((d): PlanHistoryEntry => ({ at: d.at, actorUserId: d.actorUserId, actorName: d.actorName, action: d.action, detail: d.detail ?? null }));
  }

  async planList(f: PlanListFilter) { return this.list.list(f); }
  async planCounts(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.list.counts(f); }
  async planSets(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.list.sets(f); }
  async erasedDeletion(deletionId: string) { return this.models.erasures.recorded(deletionId); }
  async isErased(studentId: string) { return this.models.erasures.isErased(studentId); }
  async isUserErased(userId: string) { return userId !== '' && this.models.erasures.isUserErased(userId); }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
