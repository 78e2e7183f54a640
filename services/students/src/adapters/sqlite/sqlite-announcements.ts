import type { SqliteDatabase } from '@counsel/kit';
import type { AnnouncementRepository, AnnouncementWrites } from '../../ports/announcements-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import { toProfile, type StudentRow } from './student-row.js';

const MARK = 'UPDATE students SET roster_announced = 1 WHERE id = ? AND roster_announced = 0';

/** Whether the roster was told of each record (students.roster_announced). Writes run inside the unit of work's transaction. */
export class SqliteAnnouncements implements AnnouncementRepository {
  readonly writes: AnnouncementWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      mark: (studentId) => { db.prepare(MARK).run(studentId); },
      markWaiting: (studentIds) => {
        const mark = db.prepare(MARK);
        for (const id of studentIds) if (mark.run(id).changes === 0) throw new WriteRefused('announced');
      },
    };
  }

  async unannounced(limit: number) {
    const rows = this.db.prepare('SELECT * FROM students WHERE roster_announced = 0 AND roster_only = 0 ORDER BY seq LIMIT ?').all(limit) as StudentRow[];
    return rows.map(toProfile);
  }
}
