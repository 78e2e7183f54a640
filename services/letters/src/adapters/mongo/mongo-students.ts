import type { Stage } from '@counsel/kit';
import { MongoStudentProjection } from '@counsel/kit/mongo';
import { listsByStudent, type StudentApplication, type StudentRecord } from '../../domain/student.js';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import { fromDoc, type ApplicationDoc, type LettersModels, type SchoolDoc, type StudentDoc } from './models.js';

const toStudent = (d: StudentDoc): StudentRecord => {
  const s = fromDoc('studentId', d);
  return { studentId: s.studentId, userId: s.userId, schoolId: s.schoolId, counselorUserId: s.counselorUserId ?? null, firstName: s.firstName ?? null, lastName: s.lastName ?? null, grade: s.grade ?? null };
};
const toApplication = (d: ApplicationDoc): StudentApplication => ({
  applicationId: d._id, studentId: d.studentId, collegeId: d.collegeId, collegeName: d.collegeName, plan: d.plan ?? null, deadline: d.deadline ?? null, status: d.status,
});

type ApplicationList = Parameters<StudentWrites['replaceApplications']>[0];

/** The students read model (the kit's projection, in this service's collections) and their applications. */
export class MongoStudents extends MongoStudentProjection<StudentRecord> implements StudentRepository {
  constructor(private readonly models: LettersModels) {
    super(models, toStudent);
  }

  writes(stage: Stage): StudentWrites {
    const m = this.models;
    return {
      ...this.projectionWrites(stage, async (l: ApplicationList, session) => {
        if (l.applications.length) {
          await m.applications.bulkWrite(l.applications.map(({ applicationId, ...a }, position) => ({
            replaceOne: { filter: { _id: applicationId }, replacement: { _id: applicationId, ...a, studentId: l.studentId, position }, upsert: true },
          })), { session });
        }
      }),
      saveSchool: ({ schoolId, name }) => stage((session) => m.schools.replaceOne({ _id: schoolId }, { _id: schoolId, name }, { upsert: true, session })),
    };
  }

  async applicationsOf(studentIds: readonly string[]) {
    if (studentIds.length === 0) return new Map<string, StudentApplication[]>();
    return listsByStudent((await this.models.applications.find({ studentId: { $in: studentIds } }).sort({ studentId: 1, position: 1 }).lean<ApplicationDoc[]>()).map(toApplication));
  }

  async schoolNames(schoolIds: readonly string[]) {
    if (schoolIds.length === 0) return new Map<string, string>();
    return new Map((await this.models.schools.find({ _id: { $in: schoolIds } }).lean<SchoolDoc[]>()).map((d) => [d._id, d.name]));
  }

  async applications(studentId: string) {
    return (await this.models.applications.find({ studentId }).sort({ position: 1 }).lean<ApplicationDoc[]>()).map(toApplication);
  }
}
