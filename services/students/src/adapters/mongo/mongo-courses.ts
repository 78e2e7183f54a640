import type { Stage } from '@counsel/kit';
import type { Course } from '../../domain/student.js';
import type { CourseRepository, CourseWrites } from '../../ports/courses-repository.js';
import type { StudentModels } from './student-models.js';

/** A student's courses: a list in the student's document (erased with it). */
export class MongoCourses implements CourseRepository {
  constructor(private readonly models: StudentModels) {}

  writes(stage: Stage): CourseWrites {
    const students = this.models.students;
    return {
      replace: (studentId, courses) => stage((session) => students.updateOne({ _id: studentId }, { $set: { courses: [...courses] } }, { session })),
    };
  }

  async ofStudent(studentId: string): Promise<Course[]> {
    const d = await this.models.students.findById(studentId, { courses: 1 }).lean();
    return (d?.courses ?? []).map((c) => ({ courseName: c.courseName, level: c.level, grade: c.grade ?? null }));
  }
}
