import type { StagedWrites } from '@counsel/kit';
import type { EnrollmentQuery, EnrollmentRepository, EnrollmentWrites } from '../../ports/enrollments-repository.js';
import { toEnrollment } from './convert.js';
import type { EnrollmentDoc, RosterModels } from './models.js';

export class MongoEnrollments implements EnrollmentRepository {
  constructor(private readonly models: RosterModels) {}

  writes(uow: StagedWrites): EnrollmentWrites {
    return { save: ({ studentUserId, ...e }) => uow.replace(this.models.enrollments, { _id: studentUserId, ...e }) };
  }

  async get(studentUserId: string) {
    const d = await this.models.enrollments.findById(studentUserId).lean<EnrollmentDoc>();
    return d ? toEnrollment(d) : null;
  }

  async byStudentId(studentId: string) {
    const d = await this.models.enrollments.findOne({ studentId: { $eq: studentId } }).lean<EnrollmentDoc>();
    return d ? toEnrollment(d) : null;
  }

  async list(q: EnrollmentQuery = {}) {
    const filter: Record<string, string> = {};
    if (q.schoolId) filter.schoolId = q.schoolId;
    if (q.status) filter.status = q.status;
    return (await this.models.enrollments.find(filter).sort({ _id: 1 }).lean<EnrollmentDoc[]>()).map(toEnrollment);
  }

  async countActive(schoolId: string) {
    return this.models.enrollments.countDocuments({ schoolId: { $eq: schoolId }, status: 'active' });
  }
}
