import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { StudentRecord } from '../../domain/student.js';
import type { Schools } from '../../ports/schools.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { byName, toStudent } from './convert.js';
import type { CounselingModels, StudentDoc } from './models.js';

const schoolFilter = (schools: Schools) => (schools === 'all' ? {} : { schoolId: { $in: schools } });

/** The students read model and which applications are whose. */
export class MongoStudents implements StudentRepository {
  constructor(private readonly models: CounselingModels) {}

  writes(stage: Stage): StudentWrites {
    const m = this.models;
    return {
      save: ({ studentId, ...s }) => stage((session) => m.students.replaceOne({ _id: studentId }, { _id: studentId, ...s }, { upsert: true, session })),
      replaceApplications: (l) => stage(async (session) => {
        if (!await this.newerList(l, session)) return;
        await m.applications.deleteMany({ studentId: l.studentId }, { session });
        if (l.applicationIds.length) {
          await m.applications.bulkWrite(l.applicationIds.map((id) =>
            ({ replaceOne: { filter: { _id: id }, replacement: { _id: id, studentId: l.studentId }, upsert: true } })), { session });
        }
      }),
    };
  }

  /** Whether this list is newer than the one held (and, if so, notes its time). */
  private async newerList(l: { studentId: string; updatedAt: string }, session: ClientSession | undefined): Promise<boolean> {
    const held = await this.models.lists.findById(l.studentId).session(session ?? null).lean<{ updatedAt: string }>();
    if (held && held.updatedAt > l.updatedAt) return false;
    await this.models.lists.replaceOne({ _id: l.studentId }, { _id: l.studentId, updatedAt: l.updatedAt }, { upsert: true, session });
    return true;
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.applications.deleteMany({ studentId }, { session });
    await this.models.lists.deleteOne({ _id: studentId }, { session });
    await this.models.students.deleteOne({ _id: studentId }, { session });
  }

  /** The schools' students by id ('all': every student). */
  async bySchools(schools: Schools, filter: { status?: 'active'; counselorUserId?: string } = {}): Promise<Map<string, StudentRecord>> {
    return new Map((await this.models.students.find({ ...filter, ...schoolFilter(schools) }).lean<StudentDoc[]>()).map((d) => [d._id, toStudent(d)]));
  }

  async get(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async many(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (await this.models.students.find({ _id: { $in: studentIds } }).lean<StudentDoc[]>()).map(toStudent);
  }

  async ofUser(userId: string) {
    return (await this.models.students.find({ userId }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async groupMembers(schoolId: string, grade: string | null) {
    const docs = await this.models.students.find({ schoolId, status: 'active' as const, ...(grade ? { grade: grade as StudentRecord['grade'] } : {}) }).lean<StudentDoc[]>();
    return docs.map(toStudent).sort(byName);
  }

  async applicationStudent(applicationId: string) {
    return (await this.models.applications.findById(applicationId).lean<{ studentId: string }>())?.studentId ?? null;
  }
}
