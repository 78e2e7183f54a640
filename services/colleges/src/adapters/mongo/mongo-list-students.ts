import { DEFAULT_SCHOOL_ID, type Stage } from '@counsel/kit';
import type { StudentRepository, StudentWrites } from '../../ports/students-repository.js';
import type { ApplicationsModels, StudentDoc } from './applications-models.js';
import { toStudent } from './convert.js';

/** The students read model. */
export class MongoListStudents implements StudentRepository {
  constructor(private readonly models: ApplicationsModels) {}

  writes(stage: Stage): StudentWrites {
    return {
      save: ({ studentId, ...s }) => stage((session) =>
        this.models.students.replaceOne({ _id: studentId }, { _id: studentId, ...s, schoolId: s.schoolId ?? DEFAULT_SCHOOL_ID }, { upsert: true, session })),
    };
  }

  async get(studentId: string) {
    const d = await this.models.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }
}
