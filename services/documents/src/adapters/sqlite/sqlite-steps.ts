import type { SqliteDatabase } from '@counsel/kit';
import type { StepRepository, StepWrites } from '../../ports/steps-repository.js';

/** One-time steps that ran. Writes run inside the unit of work's transaction. */
export class SqliteSteps implements StepRepository {
  readonly writes: StepWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      markDone: (step) => {
        db.prepare('INSERT INTO done_steps (step, at) VALUES (?, ?) ON CONFLICT(step) DO NOTHING').run(step, new Date().toISOString());
      },
    };
  }

  async isDone(step: string) {
    return this.db.prepare('SELECT 1 FROM done_steps WHERE step = ?').get(step) !== undefined;
  }
}
