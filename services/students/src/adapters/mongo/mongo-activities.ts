import type { Stage } from '@counsel/kit';
import type { Activity } from '../../domain/student.js';
import type { ActivityRepository, ActivityWrites } from '../../ports/activities-repository.js';
import type { StudentModels } from './student-models.js';

/** A student's activities: a list in the student's document (erased with it). */
export class MongoActivities implements ActivityRepository {
  constructor(private readonly models: StudentModels) {}

  writes(stage: Stage): ActivityWrites {
    const students = this.models.students;
    return {
      replace: (studentId, activities) => stage((session) => students.updateOne({ _id: studentId }, { $set: { activities: [...activities] } }, { session })),
    };
  }

  async ofStudent(studentId: string): Promise<Activity[]> {
    const d = await this.models.students.findById(studentId, { activities: 1 }).lean();
    return (d?.activities ?? []).map((a) => ({ name: a.name, role: a.role ?? null, years: a.years ?? null, hoursPerWeek: a.hoursPerWeek ?? null }));
  }
}
