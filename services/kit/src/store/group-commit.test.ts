import { afterEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { groupCommit } from './group-commit.js';
import { openSqlite, type SqliteDatabase } from './sqlite.js';

const dirs: string[] = [];
const dbs: SqliteDatabase[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) if (db.open) db.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function open() {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-group-commit-'));
  dirs.push(dir);
  const db = openSqlite(dir, 'test', ['CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT NOT NULL)']);
  dbs.push(db);
  return db;
}
/** Pages written to the WAL since it was last emptied: every commit writes the pages it changed once more. */
const walFrames = (db: SqliteDatabase) => (db.pragma('wal_checkpoint(PASSIVE)') as { log: number }[])[0].log;

describe('groupCommit', () => {
  it('commits the writes of one turn of the event loop together', async () => {
    const db = open();
    const insert = (i: number) => groupCommit(db).run(() => Number(db.prepare('INSERT INTO t (id, v) VALUES (?, ?)').run(i, `v${i}`).lastInsertRowid));
    db.pragma('wal_checkpoint(TRUNCATE)');
    expect(await Promise.all(Array.from({ length: 20 }, (_, i) => insert(i + 1)))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const batched = walFrames(db);
    db.pragma('wal_checkpoint(TRUNCATE)');
    for (let i = 21; i <= 40; i++) await insert(i);
    const oneByOne = walFrames(db);
    // One page changed: written once for the batch, once per write when each turn has one.
    expect(batched).toBeLessThanOrEqual(2);
    expect(oneByOne).toBeGreaterThanOrEqual(20);
    expect((db.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n).toBe(40);
  });

  it('rejects only the write that throws; the others of its batch are kept', async () => {
    const db = open();
    db.prepare("INSERT INTO t (id, v) VALUES (1, 'first')").run();
    const results = await Promise.allSettled([
      groupCommit(db).run(() => db.prepare("INSERT INTO t (id, v) VALUES (2, 'two')").run()),
      groupCommit(db).run(() => {
        db.prepare("INSERT INTO t (id, v) VALUES (3, 'three')").run();
        db.prepare("INSERT INTO t (id, v) VALUES (1, 'again')").run(); // primary key taken: this write fails whole
      }),
      groupCommit(db).run(() => db.prepare("INSERT INTO t (id, v) VALUES (4, 'four')").run()),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((db.prepare('SELECT id FROM t ORDER BY id').all() as { id: number }[]).map((r) => r.id)).toEqual([1, 2, 4]);
  });

  it('rejects what is pending when the database closed before the batch ran', async () => {
    const db = open();
    const pending = groupCommit(db).run(() => db.prepare("INSERT INTO t (id, v) VALUES (1, 'x')").run());
    db.close();
    await expect(pending).rejects.toThrow('closed');
  });
});
