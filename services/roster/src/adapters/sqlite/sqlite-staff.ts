import type { SqliteDatabase } from '@counsel/kit';
import type { StaffRepository, StaffWrites } from '../../ports/staff-repository.js';

export class SqliteStaff implements StaffRepository {
  readonly writes: StaffWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      assign: (userId, schoolIds) => {
        db.prepare('DELETE FROM staff_schools WHERE user_id = ?').run(userId);
        for (const schoolId of new Set(schoolIds)) db.prepare('INSERT INTO staff_schools (user_id, school_id) VALUES (?, ?)').run(userId, schoolId);
      },
    };
  }

  async schoolsOf(userId: string) {
    return (this.db.prepare('SELECT school_id FROM staff_schools WHERE user_id = ? ORDER BY school_id').all(userId) as { school_id: string }[]).map((r) => r.school_id);
  }

  async of(schoolId: string) {
    return (this.db.prepare('SELECT user_id FROM staff_schools WHERE school_id = ? ORDER BY user_id').all(schoolId) as { user_id: string }[]).map((r) => r.user_id);
  }

  async all() {
    const byUser = new Map<string, string[]>();
    for (const r of this.db.prepare('SELECT user_id, school_id FROM staff_schools ORDER BY user_id, school_id').all() as { user_id: string; school_id: string }[]) {
      byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r.school_id]);
    }
    return [...byUser].map(([userId, schoolIds]) => ({ userId, schoolIds }));
  }
}
