import type { SqliteDatabase } from './sqlite.js';

interface Pending { op: () => unknown; resolve: (value: unknown) => void; reject: (err: unknown) => void }

/**
 * Writes to one SQLite file issued in the same turn of the event loop, committed in one transaction: under load
 * many requests each append a row (a chat turn, an access-log entry), and each commit is a write to the WAL of its
 * own. A write's promise settles once its transaction is committed, as if it had been run alone; each runs in a
 * savepoint of its own, so one that throws rolls back only itself and rejects only its own caller.
 */
export class GroupCommit {
  private pending: Pending[] | null = null;

  constructor(private readonly db: SqliteDatabase) {}

  run<T>(op: () => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (!this.pending) {
        this.pending = [];
        setImmediate(() => this.flush());
      }
      this.pending.push({ op, resolve: resolve as (value: unknown) => void, reject });
    });
  }

  /** Commits what is pending now. */
  flush() {
    const batch = this.pending;
    this.pending = null;
    if (!batch) return;
    const outcomes: ({ ok: true; value: unknown } | { ok: false; err: unknown })[] = [];
    try {
      if (!this.db.open) throw new Error('the database is closed');
      this.db.transaction(() => {
        for (const w of batch) {
          try {
            outcomes.push({ ok: true, value: this.db.transaction(w.op)() });
          } catch (err) {
            outcomes.push({ ok: false, err });
          }
        }
      })();
    } catch (err) {
      for (const w of batch) w.reject(err);
      return;
    }
    batch.forEach((w, i) => {
      const o = outcomes[i];
      if (o.ok) w.resolve(o.value);
      else w.reject(o.err);
    });
  }
}

const byDatabase = new WeakMap<SqliteDatabase, GroupCommit>();

/** The one GroupCommit of a database connection, so every writer to the file shares its transactions. */
export function groupCommit(db: SqliteDatabase): GroupCommit {
  let g = byDatabase.get(db);
  if (!g) byDatabase.set(db, (g = new GroupCommit(db)));
  return g;
}
