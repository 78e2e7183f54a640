import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import { worstTrack, type Plan, type PlanComment, type PlanHistoryEntry } from '../../domain/plan.js';
import { studentName, type StudentRecord } from '../../domain/student.js';
import type { PlanListFilter, PlanRepository, PlanWrites } from '../../ports/plans-repository.js';
import type { PlanDoc, PlanningModels } from './models.js';
import { MongoPlanList } from './mongo-plan-list.js';

/** The plan as stored: entries and lifecycle; its checks are worked out again on every read. */
const fromBody = (d: Pick<PlanDoc, 'body'>): Plan => ({ ...d.body, checks: [], problems: [] });
/** The list's order: the name without case (the SQLite store's NOCASE). */
const nameKey = (name: string) => name.toLowerCase();

/** Plans with their comments and history, and the staff's lists. */
export class MongoPlans implements PlanRepository {
  private readonly lists: MongoPlanList;

  /** `studentOf` reads the student's copy in the unit's session (the document keeps its counselor, name and grade for the list). */
  constructor(private readonly models: PlanningModels,
    private readonly studentOf: (studentId: string, session: ClientSession | undefined) => Promise<StudentRecord | null>) {
    this.lists = new MongoPlanList(models);
  }

  writes(stage: Stage): PlanWrites {
    const m = this.models;
    return {
      save: (p) => stage(async (session) => {
        const student = await this.studentOf(p.studentId, session);
        const name = student ? studentName(student) : p.studentId;
        const { checks: _checks, problems: _problems, ...body } = p;
        const doc: PlanDoc = {
          _id: p.studentId, schoolId: p.schoolId, counselorUserId: student?.counselorUserId ?? null, studentName: name, nameKey: nameKey(name),
          grade: student?.grade ?? null, status: p.status, track: worstTrack(p.checks),
          tracks: p.checks.map((c) => ({ setId: c.setId, setName: c.setName, status: c.status })), body, updatedAt: p.updatedAt ?? new Date().toISOString(),
        };
        await m.plans.replaceOne({ _id: p.studentId }, doc, { upsert: true, session });
      }),
      addComment: (studentId, c) => stage((session) => {
        const { id, ...rest } = c;
        return m.comments.create([{ _id: id, studentId, ...rest }], { session });
      }),
      addHistory: (studentId, h) => stage((session) => m.history.create([{ ...h, studentId }], { session })),
    };
  }

  /** Inside the student's save: the list reads school, counselor and name from the plan's document, so they follow the student. */
  async followStudent(s: StudentRecord, session: ClientSession | undefined) {
    const name = studentName(s);
    await this.models.plans.updateOne({ _id: s.studentId },
      { $set: { schoolId: s.schoolId, counselorUserId: s.counselorUserId, studentName: name, nameKey: nameKey(name), grade: s.grade } }, { session });
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    const student = { $eq: studentId };
    await this.models.plans.deleteMany({ _id: student }, { session });
    await this.models.comments.deleteMany({ studentId: student }, { session });
    await this.models.history.deleteMany({ studentId: student }, { session });
  }

  async get(studentId: string) {
    const d = await this.models.plans.findById(studentId, { body: 1 }).lean<Pick<PlanDoc, 'body'>>();
    return d ? fromBody(d) : null;
  }

  async ofSchool(schoolId: string) {
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

  async list(f: PlanListFilter) { return this.lists.list(f); }
  async counts(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.lists.counts(f); }
  async sets(f: Omit<PlanListFilter, 'first' | 'offset'>) { return this.lists.sets(f); }
}
