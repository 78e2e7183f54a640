import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import path from 'node:path';

export type SqliteDatabase = Database.Database;

/**
 * Opens (or creates) a service's own SQLite file under DATA_DIR with WAL and foreign keys on,
 * then applies any migrations it has not seen yet. Each migration runs in one transaction, so a
 * crash never leaves a half-applied schema.
 */
export function openSqlite(dataDir: string, name: string, migrations: readonly string[]): SqliteDatabase {
  const file = dataDir === ':memory:' ? ':memory:' : path.join(dataDir, `${name}.sqlite`);
  if (file !== ':memory:') mkdirSync(dataDir, { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
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
  const cache = new Map<string, Database.Statement>();
  db.prepare = ((sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = compile(sql);
      if (cache.size >= maxStatements) cache.delete(cache.keys().next().value as string);
      cache.set(sql, statement);
    }
    return statement;
  }) as typeof db.prepare;
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
