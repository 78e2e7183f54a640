import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite, type SqliteDatabase } from '@counsel/kit';
import { SqliteBatch } from './sqlite-batch.js';

const MIGRATIONS = ['CREATE TABLE facts (id TEXT PRIMARY KEY, n INTEGER NOT NULL)'];

describe('SqliteBatch', () => {
  let dir: string;
  let db: SqliteDatabase;
  /** A second connection to the same file: it sees only what was committed. */
  let reader: SqliteDatabase;
  const seen = () => (reader.prepare('SELECT id FROM facts ORDER BY id').all() as { id: string }[]).map((r) => r.id);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'reporting-batch-'));
    db = openSqlite(dir, 'batch', MIGRATIONS);
    reader = openSqlite(dir, 'batch', MIGRATIONS);
  });
  afterEach(() => { db.close(); reader.close(); rmSync(dir, { recursive: true, force: true }); });

  it('commits the writes made in one turn of the event loop together, and resolves each only once committed', async () => {
    const batch = new SqliteBatch(db);
    const put = (id: string) => batch.run(() => db.prepare('INSERT INTO facts (id, n) VALUES (?, 1)').run(id).changes);
    const writes = [put('a'), put('b'), put('c')];
    expect(seen()).toEqual([]);
    expect(await Promise.all(writes)).toEqual([1, 1, 1]);
    expect(seen()).toEqual(['a', 'b', 'c']);
    await put('d');
    expect(seen()).toEqual(['a', 'b', 'c', 'd']);
  });

  it('undoes only the write that failed, and commits at once when the batch is full', async () => {
    const batch = new SqliteBatch(db, 2);
    const ok = batch.run(() => db.prepare('INSERT INTO facts (id, n) VALUES (?, 1)').run('a'));
    const failed = batch.run(() => {
      db.prepare('INSERT INTO facts (id, n) VALUES (?, 1)').run('b');
      throw new Error('no such student yet');
    });
    await expect(failed).rejects.toThrow('no such student yet');
    const second = batch.run(() => db.prepare('INSERT INTO facts (id, n) VALUES (?, 1)').run('c'));
    // Two writes joined: committed before the event loop turned.
    expect(seen()).toEqual(['a', 'c']);
    await Promise.all([ok, second]);
    expect(db.inTransaction).toBe(false);
  });

  it('runs beforeCommit last in each batch\'s transaction, and tells a write that joined, never one that failed', async () => {
    const joined: string[] = [];
    let commits = 0;
    const batch = new SqliteBatch(db, 1000, () => { commits++; db.prepare('INSERT OR REPLACE INTO facts (id, n) VALUES (?, ?)').run('total', joined.length); });
    const put = (id: string, fail = false) => batch.run(() => {
      db.prepare('INSERT INTO facts (id, n) VALUES (?, 1)').run(id);
      if (fail) throw new Error('refused');
      return id;
    }, (id) => joined.push(id));
    const writes = [put('a'), put('b', true), put('c')];
    await expect(writes[1]).rejects.toThrow('refused');
    await Promise.all([writes[0], writes[2]]);
    expect(joined).toEqual(['a', 'c']);
    expect(commits).toBe(1);
    expect(reader.prepare('SELECT id, n FROM facts ORDER BY id').all()).toEqual([{ id: 'a', n: 1 }, { id: 'c', n: 1 }, { id: 'total', n: 2 }]);
  });
});
