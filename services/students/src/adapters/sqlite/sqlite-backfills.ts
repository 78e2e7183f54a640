import { isDeepStrictEqual } from 'node:util';
import type { SqliteDatabase } from '@counsel/kit';
import type { StudentProfile } from '../../domain/student.js';
import type { BackfillProgress, BackfillRepository, BackfillWrites } from '../../ports/backfills-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import { toProfile, type StudentRow } from './student-row.js';

// A roster-made record is published once imported (sourced_id) or once its student saves (roster_only 0).
const PUBLISHED = '(roster_only = 0 OR sourced_id IS NOT NULL)';

/** One-time publications (the backfills table). Writes run inside the unit of work's transaction. */
export class SqliteBackfills implements BackfillRepository {
  readonly writes: BackfillWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      advance: (name, batch) => {
        const read = db.prepare('SELECT * FROM students WHERE id = ?');
        for (const p of batch) {
          const row = read.get(p.id) as StudentRow | undefined;
          if (!row || !isDeepStrictEqual(toProfile(row), p)) throw new WriteRefused('changed');
        }
        const last = batch.at(-1);
        if (last) db.prepare('INSERT INTO backfills (name, after) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET after = excluded.after').run(name, last.id);
      },
      finish: (name, at) => {
        db.prepare('INSERT INTO backfills (name, done_at) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET done_at = COALESCE(done_at, excluded.done_at)').run(name, at);
      },
    };
  }

  async progress(name: string): Promise<BackfillProgress> {
    const r = this.db.prepare('SELECT after, done_at FROM backfills WHERE name = ?').get(name) as { after: string | null; done_at: string | null } | undefined;
    return r?.done_at ? { done: true } : { done: false, after: r?.after ?? null };
  }

  async publishedAfter(after: string | null, limit: number): Promise<StudentProfile[]> {
    // Every id is a non-empty string, so '' stands for "from the first"; the unique index on id serves the order.
    const rows = this.db.prepare(`SELECT * FROM students WHERE ${PUBLISHED} AND id > ? ORDER BY id LIMIT ?`).all(after ?? '', limit) as StudentRow[];
    return rows.map(toProfile);
  }
}
