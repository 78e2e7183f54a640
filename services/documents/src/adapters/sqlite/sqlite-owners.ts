import type { SqliteDatabase } from '@counsel/kit';
import type { OwnerRepository, OwnerWrites } from '../../ports/owners-repository.js';

/** Who owns each student profile. Writes run inside the unit of work's transaction. */
export class SqliteOwners implements OwnerRepository {
  readonly writes: OwnerWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      set: (studentId, { userId, schoolId }) => {
        db.prepare(`INSERT INTO student_owners (student_id, user_id, school_id) VALUES (?, ?, ?)
          ON CONFLICT(student_id) DO UPDATE SET user_id = excluded.user_id, school_id = excluded.school_id`).run(studentId, userId, schoolId);
      },
    };
  }

  async get(studentId: string) {
    const r = this.db.prepare('SELECT user_id, school_id FROM student_owners WHERE student_id = ?').get(studentId) as { user_id: string; school_id: string | null } | undefined;
    return r ? { userId: r.user_id, schoolId: r.school_id } : null;
  }

  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM student_owners WHERE student_id = ?').run(studentId);
  }
}
