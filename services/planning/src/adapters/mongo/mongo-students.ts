import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { StudentRecord } from '../../domain/student.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import type { PlanningModels, StudentDoc } from './models.js';

const toStudent = ({ _id, ...d }: StudentDoc): StudentRecord => ({ ...d, studentId: _id });

/** The student copies. */
export class MongoStudents implements StudentRepository {
  /** `followed` is told of every saved student, in the same unit (the plan's document keeps its school, counselor and name). */
  constructor(private readonly models: PlanningModels, private readonly followed: (s: StudentRecord, session: ClientSession | undefined) => Promise<unknown>) {}

  writes(stage: Stage): StudentWrites {
    return {
      save: (s) => stage(async (session) => {
        const { studentId, ...rest } = s;
        await this.models.students.replaceOne({ _id: studentId }, rest, { upsert: true, session });
        await this.followed(s, session);
      }),
    };
  }

  /** Inside a unit of work: the copy as it reads in its session. */
  async copy(studentId: string, session: ClientSession | undefined): Promise<StudentRecord | null> {
    const s = await this.models.students.findById(studentId, null, { session }).lean<StudentDoc>();
    return s ? toStudent(s) : null;
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.students.deleteMany({ _id: { $eq: studentId } }, { session });
  }

  async get(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async ofSchool(schoolId: string) {
    return (await this.models.students.find({ schoolId: { $eq: schoolId } }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async ofUser(userId: string) {
    return (await this.models.students.find({ userId: { $eq: userId } }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }
}
