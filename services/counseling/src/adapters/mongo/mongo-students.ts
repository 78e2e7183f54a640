import type { Stage } from '@counsel/kit';
import { MongoStudentProjection } from '@counsel/kit/mongo';
import type { StudentRecord } from '../../domain/student.js';
import type { Schools } from '../../ports/schools.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { byName, toStudent } from './convert.js';
import type { CounselingModels, StudentDoc } from './models.js';

const schoolFilter = (schools: Schools) => (schools === 'all' ? {} : { schoolId: { $in: schools } });

type ApplicationList = Parameters<StudentWrites['replaceApplications']>[0];

/** The students read model (the kit's projection, in this service's collections) and which applications are whose. */
export class MongoStudents extends MongoStudentProjection<StudentRecord> implements StudentRepository {
  constructor(private readonly models: CounselingModels) {
    super(models, toStudent);
  }

  writes(stage: Stage): StudentWrites {
    return this.projectionWrites(stage, async (l: ApplicationList, session) => {
      if (l.applicationIds.length) {
        await this.models.applications.bulkWrite(l.applicationIds.map((id) =>
          ({ replaceOne: { filter: { _id: id }, replacement: { _id: id, studentId: l.studentId }, upsert: true } })), { session });
      }
    });
  }

  /** The schools' students by id ('all': every student). */
  async bySchools(schools: Schools, filter: { status?: 'active'; counselorUserId?: string } = {}): Promise<Map<string, StudentRecord>> {
    return new Map((await this.models.students.find({ ...filter, ...schoolFilter(schools) }).lean<StudentDoc[]>()).map((d) => [d._id, toStudent(d)]));
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
