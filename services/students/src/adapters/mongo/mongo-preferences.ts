import type { Stage } from '@counsel/kit';
import type { CollegePreferences } from '../../domain/student.js';
import type { PreferenceRepository, PreferenceWrites } from '../../ports/preferences-repository.js';
import type { StudentModels } from './student-models.js';

/** A student's college preferences: a sub-document of the student's document (erased with it). */
export class MongoPreferences implements PreferenceRepository {
  constructor(private readonly models: StudentModels) {}

  writes(stage: Stage): PreferenceWrites {
    const students = this.models.students;
    return {
      save: ({ studentId, ...preferences }) => stage((session) => students.updateOne({ _id: studentId }, { $set: { preferences } }, { session })),
    };
  }

  async ofStudent(studentId: string): Promise<CollegePreferences | null> {
    const d = await this.models.students.findById(studentId, { preferences: 1 }).lean();
    const p = d?.preferences;
    if (!p) return null;
    return {
      studentId, overallFeeling: p.overallFeeling ?? null, concerns: p.concerns ?? null, collegeSearchStarted: p.collegeSearchStarted ?? null,
      collegeSizePreferences: [...(p.collegeSizePreferences ?? [])], locationPreferences: [...(p.locationPreferences ?? [])],
      academicsExtracurricularsPreferences: [...(p.academicsExtracurricularsPreferences ?? [])], updatedAt: p.updatedAt,
    };
  }
}
