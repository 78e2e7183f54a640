import type { SqliteDatabase } from '@counsel/kit';
import type { Activity } from '../../domain/student.js';
import type { ActivityRepository, ActivityWrites } from '../../ports/activities-repository.js';

/** A student's activities (student_activities, by position). Writes run inside the unit of work's transaction. */
export class SqliteActivities implements ActivityRepository {
  readonly writes: ActivityWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      replace: (studentId, activities) => {
        this.eraseStudent(studentId);
        const ins = db.prepare('INSERT INTO student_activities (student_id, position, name, role, years, hours_per_week) VALUES (?, ?, ?, ?, ?, ?)');
        activities.forEach((a, i) => ins.run(studentId, i, a.name, a.role, a.years, a.hoursPerWeek));
      },
    };
  }

  /** Inside a write (a replacement or an erasure). */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM student_activities WHERE student_id = ?').run(studentId);
  }

  async ofStudent(studentId: string): Promise<Activity[]> {
    const rows = this.db.prepare('SELECT name, role, years, hours_per_week FROM student_activities WHERE student_id = ? ORDER BY position').all(studentId) as
      { name: string; role: string | null; years: number | null; hours_per_week: number | null }[];
    return rows.map((r) => ({ name: r.name, role: r.role, years: r.years, hoursPerWeek: r.hours_per_week }));
  }
}
