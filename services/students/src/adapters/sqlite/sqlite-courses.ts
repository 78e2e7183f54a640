import type { SqliteDatabase } from '@counsel/kit';
import type { Course } from '../../domain/student.js';
import type { CourseRepository, CourseWrites } from '../../ports/courses-repository.js';

/** A student's courses (student_courses, by position). Writes run inside the unit of work's transaction. */
export class SqliteCourses implements CourseRepository {
  readonly writes: CourseWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      replace: (studentId, courses) => {
        this.eraseStudent(studentId);
        const ins = db.prepare('INSERT INTO student_courses (student_id, position, course_name, level, grade) VALUES (?, ?, ?, ?, ?)');
        courses.forEach((c, i) => ins.run(studentId, i, c.courseName, c.level, c.grade));
      },
    };
  }

  /** Inside a write (a replacement or an erasure). */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM student_courses WHERE student_id = ?').run(studentId);
  }

  async ofStudent(studentId: string): Promise<Course[]> {
    const rows = this.db.prepare('SELECT course_name, level, grade FROM student_courses WHERE student_id = ? ORDER BY position').all(studentId) as
      { course_name: string; level: Course['level']; grade: string | null }[];
    return rows.map((r) => ({ courseName: r.course_name, level: r.level, grade: r.grade }));
  }
}
