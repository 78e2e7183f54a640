import type { ClientSession } from 'mongoose';
import { ConflictError, type Stage } from '@counsel/kit';
import { ALREADY_ON_LIST } from '../../domain/application-rules.js';
import { isLiveBinding } from '../../domain/flags.js';
import type { ApplicationRepository, ApplicationWrites, BoardEntry, BoardQuery } from '../../ports/applications-repository.js';
import type { ApplicationDoc, ApplicationsModels, ChangeDoc, StudentDoc } from './applications-models.js';
import { byName, deadlineId, toApplication, toChange, toStudent } from './convert.js';
import type { MongoDeadlines } from './mongo-deadlines.js';

/** Applications with their history, and the deadline board. */
export class MongoApplications implements ApplicationRepository {
  constructor(private readonly models: ApplicationsModels, private readonly deadlines: MongoDeadlines) {}

  writes(stage: Stage): ApplicationWrites {
    const m = this.models;
    return {
      add: ({ id, ...a }) => stage(async (session) => {
        if (await m.applications.exists({ studentId: a.studentId, collegeId: a.collegeId, cycle: a.cycle }).session(session ?? null)) throw new ConflictError(ALREADY_ON_LIST);
        try {
          await m.applications.create([{ _id: id, ...a }], { session });
        } catch (err) {
          // The unique index decides a race between two adds of the same college.
          if ((err as { code?: number }).code === 11000) throw new ConflictError(ALREADY_ON_LIST);
          throw err;
        }
      }),
      replace: ({ id, ...a }) => stage((session) => m.applications.replaceOne({ _id: id }, { _id: id, ...a }, { upsert: true, session })),
      remove: (id) => stage((session) => m.applications.deleteOne({ _id: id }, { session })),
      recordChange: ({ id, ...h }) => stage((session) => m.changes.create([{ _id: id, ...h }], { session })),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.changes.deleteMany({ studentId }, { session });
    await this.models.applications.deleteMany({ studentId }, { session });
  }

  /** Every change of the student's applications, also of removed ones, oldest first (an export's history). */
  async changesOf(studentId: string) {
    return (await this.models.changes.find({ studentId }).sort({ at: 1, _id: 1 }).lean<ChangeDoc[]>()).map(toChange);
  }

  async ofStudent(studentId: string) {
    const docs = await this.models.applications.find({ studentId }).sort({ createdAt: 1, _id: 1 }).lean<ApplicationDoc[]>();
    return docs.map(toApplication);
  }

  async get(id: string) {
    const d = await this.models.applications.findById(id).lean<ApplicationDoc>();
    return d ? toApplication(d) : null;
  }

  async history(applicationId: string) {
    return (await this.models.changes.find({ applicationId }).sort({ at: 1, _id: 1 }).lean<ChangeDoc[]>()).map(toChange);
  }

  async hasHistory(studentId: string) {
    return (await this.models.changes.exists({ studentId })) !== null;
  }

  async studentsWithCollege(collegeId: string, cycle: number) {
    return (await this.models.applications.distinct('studentId', { collegeId, cycle })) as string[];
  }

  /** The caseload's or school's students first, then their applications, then the curated dates they need. */
  async board(q: BoardQuery): Promise<BoardEntry[]> {
    const filter: Record<string, unknown> = { status: 'active' };
    if (q.counselorUserId !== null) filter.counselorUserId = q.counselorUserId;
    if (q.schoolIds !== 'all') filter.schoolId = { $in: q.schoolIds };
    const students = new Map((await this.models.students.find(filter).lean<StudentDoc[]>()).map((d) => [d._id, toStudent(d)]));
    if (students.size === 0) return [];
    const apps = (await this.models.applications.find({ studentId: { $in: [...students.keys()] } }).lean<ApplicationDoc[]>()).map(toApplication);
    const curated = new Map((await this.deadlines.curatedFor(apps.filter((a) => a.plan && !a.ownDeadline).map((a) => ({ collegeId: a.collegeId, cycle: a.cycle }))))
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
}
