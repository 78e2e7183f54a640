import type { SqliteDatabase } from '@counsel/kit';
import { DEFAULT_RULES, type ScattergramRules } from '../../domain/scattergram.js';
import type { SettingsRepository, SettingsWrites } from '../../ports/settings-repository.js';

/** The scattergram rules and the one-time backfills. Writes run inside the unit of work's transaction. */
export class SqliteSettings implements SettingsRepository {
  readonly writes: SettingsWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      saveRules: (r) => {
        db.prepare('INSERT OR REPLACE INTO rules (id, minimum_applicants, students_may_see) VALUES (1, ?, ?)').run(r.minimumApplicants, r.studentsMaySee ? 1 : 0);
      },
      markBackfilled: (name, at) => { db.prepare('INSERT OR IGNORE INTO backfills (name, at) VALUES (?, ?)').run(name, at); },
    };
  }

  async rules(): Promise<ScattergramRules> {
    const r = this.db.prepare('SELECT * FROM rules WHERE id = 1').get() as { minimum_applicants: number; students_may_see: number } | undefined;
    return r ? { minimumApplicants: r.minimum_applicants, studentsMaySee: r.students_may_see === 1 } : DEFAULT_RULES;
  }

  async backfilled(name: string) {
    return this.db.prepare('SELECT 1 FROM backfills WHERE name = ?').get(name) !== undefined;
  }
}
