import type { SqliteDatabase } from '@counsel/kit';
import { PLANS } from '../../domain/application.js';
import type { DeadlineRepository, DeadlineWrites } from '../../ports/deadlines-repository.js';
import { toDeadline, type DeadlineRow } from './applications-rows.js';

/** Curated deadlines. Writes run inside the unit of work's transaction. */
export class SqliteDeadlines implements DeadlineRepository {
  readonly writes: DeadlineWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      replace: ({ collegeId, cycle, deadlines }) => {
        db.prepare('DELETE FROM curated_deadlines WHERE college_id = ? AND cycle = ?').run(collegeId, cycle);
        for (const d of deadlines) {
          db.prepare('INSERT INTO curated_deadlines (college_id, cycle, plan, date, updated_by, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
            .run(collegeId, cycle, d.plan, d.date, d.updatedBy, d.updatedAt);
        }
      },
    };
  }

  async ofCollege(collegeId: string, cycle: number | null) {
    const rows = (cycle === null
      ? this.db.prepare('SELECT * FROM curated_deadlines WHERE college_id = ?').all(collegeId)
      : this.db.prepare('SELECT * FROM curated_deadlines WHERE college_id = ? AND cycle = ?').all(collegeId, cycle)) as DeadlineRow[];
    return rows.map(toDeadline).sort((a, b) => a.cycle - b.cycle || PLANS.indexOf(a.plan) - PLANS.indexOf(b.plan));
  }

  async curatedFor(keys: readonly { collegeId: string; cycle: number }[]) {
    if (keys.length === 0) return [];
    const rows = this.db.prepare(`SELECT c.* FROM json_each(?) k
      JOIN curated_deadlines c ON c.college_id = json_extract(k.value, '$.collegeId') AND c.cycle = json_extract(k.value, '$.cycle')`)
      .all(JSON.stringify(keys.map((k) => ({ collegeId: k.collegeId, cycle: k.cycle })))) as DeadlineRow[];
    return rows.map(toDeadline);
  }
}
