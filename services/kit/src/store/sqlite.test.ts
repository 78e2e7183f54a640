import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite, sqliteRevision, SQLITE_CACHE_KB, type SqliteDatabase } from './sqlite.js';

const dirs: string[] = [];
const dbs: SqliteDatabase[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function open(migrations: string[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-sqlite-'));
  dirs.push(dir);
  const db = openSqlite(dir, 'test', migrations);
  dbs.push(db);
  return { db, dir };
}

describe('openSqlite', () => {
  it('applies migrations once, in order, and remembers where it stopped', () => {
    const m = ['CREATE TABLE a (x INTEGER)', 'ALTER TABLE a ADD COLUMN y TEXT'];
    const { db, dir } = open(m);
    expect(db.pragma('user_version', { simple: true })).toBe(2);
    db.close();
    const again = openSqlite(dir, 'test', [...m, "INSERT INTO a (x, y) VALUES (1, 'one')"]);
    dbs.push(again);
    expect(again.prepare('SELECT y FROM a WHERE x = ?').get(1)).toEqual({ y: 'one' });
    expect(again.pragma('user_version', { simple: true })).toBe(3);
  });

  it('compiles a statement once and reuses it, with fresh results each time', () => {
    const { db } = open(['CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)']);
    const sql = 'SELECT v FROM t WHERE id = ?';
    expect(db.prepare(sql)).toBe(db.prepare(sql));
    expect(db.prepare('SELECT 1 AS one')).not.toBe(db.prepare(sql));
    expect(db.prepare(sql).get(1)).toBeUndefined();
    db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(1, 'a');
    db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(2, 'b');
    expect(db.prepare(sql).get(1)).toEqual({ v: 'a' });
    expect(db.prepare(sql).get(2)).toEqual({ v: 'b' });
    expect(db.prepare('SELECT count(*) AS n FROM t').get()).toEqual({ n: 2 });
  });

  it('keeps cached statements correct across a schema change', () => {
    const { db } = open(['CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)']);
    db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(1, 'a');
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1, v: 'a' }]);
    db.exec("ALTER TABLE t ADD COLUMN w TEXT DEFAULT 'z'");
    expect(db.prepare('SELECT * FROM t').all()).toEqual([{ id: 1, v: 'a', w: 'z' }]);
  });

  it('still refuses bad SQL at prepare time', () => {
    const { db } = open([]);
    expect(() => db.prepare('SELEC nonsense')).toThrow(/syntax error/);
  });

  it('bounds each database\'s page cache (the driver\'s own default is 16 MB)', () => {
    const { db } = open([]);
    expect(db.pragma('cache_size', { simple: true })).toBe(-SQLITE_CACHE_KB);
    expect(SQLITE_CACHE_KB).toBeLessThan(16_000);
    const dir = mkdtempSync(path.join(tmpdir(), 'counsel-sqlite-'));
    dirs.push(dir);
    const larger = openSqlite(dir, 'larger', [], { cacheKb: 8192 });
    dbs.push(larger);
    expect(larger.pragma('cache_size', { simple: true })).toBe(-8192);
  });

  it('takes SQLITE_CACHE_KB from the environment for every database, and ignores a value that is not a size', () => {
    const saved = process.env.SQLITE_CACHE_KB;
    try {
      process.env.SQLITE_CACHE_KB = '512';
      expect(open([]).db.pragma('cache_size', { simple: true })).toBe(-512);
      process.env.SQLITE_CACHE_KB = 'lots';
      expect(open([]).db.pragma('cache_size', { simple: true })).toBe(-SQLITE_CACHE_KB);
    } finally {
      if (saved === undefined) delete process.env.SQLITE_CACHE_KB;
      else process.env.SQLITE_CACHE_KB = saved;
    }
  });
});

describe('sqliteRevision', () => {
  it('changes with every change of data, through this connection or another process\'s, and only then', () => {
    const { db, dir } = open(['CREATE TABLE t (x INTEGER PRIMARY KEY, y TEXT)']);
    const revision = sqliteRevision(db);
    const start = revision();
    expect(revision()).toBe(start);
    db.prepare('INSERT INTO t (x, y) VALUES (1, ?)').run('a');
    const afterInsert = revision();
    expect(afterInsert).not.toBe(start);
    // A statement that changes nothing leaves it.
    db.prepare('UPDATE t SET y = ? WHERE x = 99').run('b');
    expect(revision()).toBe(afterInsert);
    // A transaction, as a unit of work commits.
    db.transaction(() => db.prepare('UPDATE t SET y = ? WHERE x = 1').run('c'))();
    const afterUpdate = revision();
    expect(afterUpdate).not.toBe(afterInsert);
    // Another connection to the file (another process of the service).
    const other = openSqlite(dir, 'test', ['CREATE TABLE t (x INTEGER PRIMARY KEY, y TEXT)']);
    dbs.push(other);
    other.prepare('DELETE FROM t').run();
    expect(revision()).not.toBe(afterUpdate);
  });
});
