import type { SqliteDatabase } from '@counsel/kit';

/**
 * Group commit for a SQLite read model: every write joins one open transaction, each in its own savepoint (a write
 * that fails undoes only itself), and the transaction commits once `maxWrites` joined or when the event loop turns.
 * A write resolves only after its commit, so the bus acknowledges an event only once its change is on disk; what
 * batches is what the consumers deliver at once (a replay: many events per commit, instead of one commit each, which
 * wrote the same pages of the counts to the WAL again for every event). `beforeCommit` writes what the writes left
 * for the end of the batch (the read model's count deltas, summed per count).
 */
export class SqliteBatch {
  private open: { writes: number; committed: Promise<void>; resolve: () => void; reject: (err: unknown) => void } | null = null;

  /** `beforeCommit` writes, last in the transaction, what the writes left for it (the read model: its count deltas). */
  constructor(private readonly db: SqliteDatabase, private readonly maxWrites = 1000, private readonly beforeCommit: () => void = () => {}) {}

  /** `joined`: called with the result once the write's savepoint is released (never for a write that failed). */
  run<T>(work: () => T, joined?: (result: T) => void): Promise<T> {
    const batch = this.open ?? this.begin();
    let result: T;
    try {
      result = this.db.transaction(work)();
    } catch (err) {
      return Promise.reject(err);
    }
    joined?.(result);
    if (++batch.writes >= this.maxWrites) this.commit();
    return batch.committed.then(() => result);
  }

  /** Commits what joined so far (before the database closes). */
  commit() {
    const batch = this.open;
    if (!batch) return;
    this.open = null;
    try {
      this.beforeCommit();
      this.db.exec('COMMIT');
      batch.resolve();
    } catch (err) {
      if (this.db.inTransaction) this.db.exec('ROLLBACK');
      batch.reject(err);
    }
  }

  private begin() {
    let resolve!: () => void;
    let reject!: (err: unknown) => void;
    const committed = new Promise<void>((res, rej) => { resolve = res; reject = rej; });
    // A failed commit rejects every write of the batch: each handler sees it and the bus delivers its event again.
    committed.catch(() => {});
    this.db.exec('BEGIN');
    const batch = { writes: 0, committed, resolve, reject };
    this.open = batch;
    setImmediate(() => { if (this.open === batch) this.commit(); });
    return batch;
  }
}
