import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { StudentRecord, TrackedApplication } from '../../domain/student.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { put, type ApplicationDoc, type OutcomesModels, type StudentDoc } from './models.js';

const toStudent = ({ _id, ...d }: StudentDoc): StudentRecord => ({ studentId: _id, userId: d.userId, schoolId: d.schoolId, status: d.status, gpa: d.gpa, sat: d.sat, act: d.act });
const toApplication = ({ _id, ...d }: ApplicationDoc): TrackedApplication => ({
  applicationId: _id, studentId: d.studentId, collegeId: d.collegeId, plan: d.plan, status: d.status, submittedAt: d.submittedAt, gpa: d.gpa, sat: d.sat, act: d.act,
});

/** The student copies with their tracked applications. */
export class MongoStudents implements StudentRepository {
  constructor(private readonly models: OutcomesModels) {}

  writes(stage: Stage): StudentWrites {
    const m = this.models;
    return {
      save: ({ studentId, ...s }) => stage(put(m.students, { _id: studentId, ...s })),
      saveApplication: ({ applicationId, ...a }) => stage(put(m.applications, { _id: applicationId, ...a })),
      removeApplication: (id) => stage((session) => m.applications.deleteOne({ _id: { $eq: id } }, { session })),
    };
  }

  /** The student's applications and copy go (an erasure, inside its unit of work). */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    const student = { $eq: studentId };
    await this.models.applications.deleteMany({ studentId: student }, { session });
    await this.models.students.deleteMany({ _id: student }, { session });
  }

  async get(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async ofUser(userId: string) {
    return (await this.models.students.find({ userId: { $eq: userId } }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async applications(studentId: string) {
    return (await this.models.applications.find({ studentId: { $eq: studentId } }).sort({ _id: 1 }).lean<ApplicationDoc[]>()).map(toApplication);
  }
}
