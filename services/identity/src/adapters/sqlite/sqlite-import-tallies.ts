import type { SqliteDatabase } from '@counsel/kit';
import type { ImportOutcome, ImportTally, ImportTallyRepository, ImportTallyWrites } from '../../ports/imports-repository.js';

const OUTCOMES: ImportOutcome[] = ['created', 'updated', 'unchanged', 'disabled', 'refused'];

/** Roster imports' account counts. Writes run inside the unit of work's transaction. */
export class SqliteImportTallies implements ImportTallyRepository {
  readonly writes: ImportTallyWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      count: (importId, outcome) => {
        db.prepare(
          `INSERT INTO import_tallies (import_id, outcome, n) VALUES (?, ?, 1)
           ON CONFLICT (import_id, outcome) DO UPDATE SET n = n + 1`,
        ).run(importId, outcome);
      },
    };
  }

  async tally(importId: string): Promise<ImportTally> {
    const rows = this.db.prepare('SELECT outcome, n FROM import_tallies WHERE import_id = ?').all(importId) as { outcome: ImportOutcome; n: number }[];
    const tally = Object.fromEntries(OUTCOMES.map((o) => [o, 0])) as ImportTally;
    for (const r of rows) tally[r.outcome] = r.n;
    return tally;
  }
}
