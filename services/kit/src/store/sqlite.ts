import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { BoundedCache } from '../bounded-memo.js';

export type SqliteDatabase = Database.Database;

/**
 * Page cache per database, in KiB. better-sqlite3 is built with a 16 MB default, and the portal opens a database
 * per service (about twenty in one process): under load each fills its cache as the outboxes, the bus and the access
 * log grow, hundreds of MB the allocator then keeps. The files stay in the kernel's page cache, so a page read again
 * is a copy from memory, not a disk read. SQLITE_CACHE_KB changes it for every database.
 */
export const SQLITE_CACHE_KB = 2048;

export interface SqliteOptions {
  /** This database's page cache in KiB (a store whose hot pages are larger may ask for more). */
  cacheKb?: number;
}

function cacheKb(requested: number | undefined): number {
  const fromEnv = Number(process.env.SQLITE_CACHE_KB);
  if (Number.isInteger(fromEnv) && fromEnv > 0) return fromEnv;
  return requested ?? SQLITE_CACHE_KB;
}

/**
 * Opens (or creates) a service's own SQLite file under DATA_DIR with WAL and foreign keys on,
 * then applies any migrations it has not seen yet. Each migration runs in one transaction, so a
 * crash never leaves a half-applied schema.
 */
export function openSqlite(dataDir: string, name: string, migrations: readonly string[], opts: SqliteOptions = {}): SqliteDatabase {
  const file = dataDir === ':memory:' ? ':memory:' : path.join(dataDir, `${name}.sqlite`);
  if (file !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  // Negative: a size in KiB rather than in pages.
  db.pragma(`cache_size = -${cacheKb(opts.cacheKb)}`);
  // Deleted rows are overwritten on disk, not left in free pages: a deleted student's data is gone from the file.
  db.pragma('secure_delete = ON');
  migrate(db, migrations);
  cachePreparedStatements(db);
  return db;
}

/**
 * Adapters call `db.prepare(sql)` where they use it; compiling the same SQL on every call was a visible
 * share of a read's CPU. Statements are reusable as long as nobody iterates one while reusing it or
 * changes its mode (`pluck`, `raw`, `expand`), and the stores do neither; SQLite recompiles a cached
 * statement by itself if the schema changes.
 */
function cachePreparedStatements(db: SqliteDatabase, maxStatements = 1_000) {
  const compile = db.prepare.bind(db);
  const cache = new BoundedCache<string, Database.Statement>(maxStatements);
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = compile(sql);
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
}

/**
 * A revision of everything in one SQLite database, read where it is needed (a prepared statement, microseconds):
 * `data_version` changes when another connection (another process) commits to the file, and `total_changes()`
 * counts every row this connection inserts, updates or deletes, whatever the code path (a unit of work, an event's
 * handler, a relay). Any committed change of data therefore gives another revision before the next read; a write
 * that changes nothing may give one too (a kept answer is then merely worked out again). better-sqlite3 runs a
 * transaction synchronously, so no read sees a revision in the middle of one.
 */
export function sqliteRevision(db: SqliteDatabase): () => string {
  // Two plain statements, each a single value: a third cheaper than one SELECT over the pragma_data_version table
  // (it is read on every kept read). total_changes() is this connection's alone, so nothing can come between them.
  const dataVersion = db.prepare('PRAGMA data_version').pluck();
  const totalChanges = db.prepare('SELECT total_changes()').pluck();
  return () => `${dataVersion.get() as number}.${totalChanges.get() as number}`;
}

function migrate(db: SqliteDatabase, migrations: readonly string[]) {
  const current = db.pragma('user_version', { simple: true }) as number;
  for (let v = current; v < migrations.length; v++) {
    db.transaction(() => {
      db.exec(migrations[v]);
      db.pragma(`user_version = ${v + 1}`);
    })();
  }
}
