import { describe, expect, it } from '@jest/globals';
import { openSqlite, type SqliteDatabase } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteSearchIndex } from '../src/adapters/sqlite/sqlite-search-index.js';
import type { IndexedChunk } from '../src/domain/passage.js';

/** Counts the rows the FTS queries hand back to JavaScript (each is a chunk's text copied out of SQLite). */
function countingRows(db: SqliteDatabase): { rows: () => number } {
  let rows = 0;
  const prepare = db.prepare.bind(db);
  // The kit hands out one cached statement per SQL text: each is wrapped once.
  const wrapped = new WeakSet<object>();
  db.prepare = ((sql: string) => {
    const stmt = prepare(sql);
    if (!sql.includes('chunks_fts MATCH') || wrapped.has(stmt)) return stmt;
    wrapped.add(stmt);
    const all = stmt.all.bind(stmt);
    stmt.all = ((...params: unknown[]) => {
      const out = all(...params);
      rows += out.length;
      return out;
    }) as typeof stmt.all;
    return stmt;
  }) as typeof db.prepare;
  return { rows: () => rows };
}

const chunk = (i: number): IndexedChunk => ({
  id: `c${i}`, sourceId: `s${Math.floor(i / 10)}`, sourceType: 'knowledge_base', title: `Deadlines ${i}`, page: null, ordinal: i, tags: i % 2 ? ['odd'] : [], vector: null,
  // Every chunk matches; the ones saying "deadline" more often rank higher.
  text: `${'deadline '.repeat(1 + (i % 7))}for the application number ${i}.`,
});

describe('SqliteSearchIndex without vectors', () => {
  it('reads only the k rows it returns, in the order a full ranking gives', async () => {
    const db = openSqlite(':memory:', 'knowledge', migrations);
    const index = new SqliteSearchIndex(db);
    for (let s = 0; s < 12; s++) await index.replaceSource(`s${s}`, Array.from({ length: 10 }, (_, j) => chunk(s * 10 + j)));
    const full = db.prepare(`SELECT c.id FROM chunks_fts JOIN chunks c ON c.rowid = chunks_fts.rowid
      WHERE chunks_fts MATCH '"deadline"' ORDER BY bm25(chunks_fts, 2.0, 1.0) LIMIT 200`).all() as { id: string }[];
    expect(full).toHaveLength(120);
    const counter = countingRows(db);
    const found = await index.search({ text: 'deadline', vector: null, k: 7, filters: {} });
    expect(found.map((p) => p.id)).toEqual(full.slice(0, 7).map((r) => r.id));
    expect(counter.rows()).toBe(7);
    await index.close();
    db.close();
  });

  it('still applies a tag filter before ranking', async () => {
    const db = openSqlite(':memory:', 'knowledge', migrations);
    const index = new SqliteSearchIndex(db);
    await index.replaceSource('s', Array.from({ length: 30 }, (_, i) => chunk(i)));
    const counter = countingRows(db);
    const found = await index.search({ text: 'deadline', vector: null, k: 5, filters: { tags: ['odd'] } });
    expect(found).toHaveLength(5);
    expect(found.every((p) => Number(p.id.slice(1)) % 2 === 1)).toBe(true);
    expect(counter.rows()).toBe(5);
    await index.close();
    db.close();
  });
});

describe('SqliteSearchIndex full-text segments', () => {
  it('merges the segments each write added once writes stop, and ranks as before', async () => {
    const db = openSqlite(':memory:', 'knowledge', migrations);
    const index = new SqliteSearchIndex(db, { optimizeAfterMs: 20 });
    for (let s = 0; s < 12; s++) await index.replaceSource(`s${s}`, Array.from({ length: 10 }, (_, j) => chunk(s * 10 + j)));
    const segments = () => (db.prepare('SELECT count(*) AS n FROM chunks_fts_data').get() as { n: number }).n;
    const before = segments();
    const ranked = (await index.search({ text: 'deadline application', vector: null, k: 20, filters: {} })).map((p) => p.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(segments()).toBeLessThan(before / 2);
    expect((await index.search({ text: 'deadline application', vector: null, k: 20, filters: {} })).map((p) => p.id)).toEqual(ranked);
    await index.close();
    db.close();
  });

  it('merges in steps with the event loop free between them, down to what a full optimize leaves', async () => {
    const db = openSqlite(':memory:', 'knowledge', migrations);
    const index = new SqliteSearchIndex(db, { optimizeAfterMs: 10 });
    const long = (i: number) => ({ ...chunk(i), text: `${chunk(i).text} ${Array.from({ length: 400 }, (_, w) => `word${(i * 31 + w) % 5000}`).join(' ')}` });
    for (let s = 0; s < 40; s++) await index.replaceSource(`s${s}`, Array.from({ length: 10 }, (_, j) => long(s * 10 + j)));
    const segments = () => (db.prepare('SELECT count(*) AS n FROM chunks_fts_data').get() as { n: number }).n;
    // Each merge step is its own statement on its own turn: counted by the steps the index runs.
    let steps = 0;
    const prepare = db.prepare.bind(db);
    db.prepare = ((sql: string) => {
      if (sql.includes(`'merge'`)) steps += 1;
      return prepare(sql);
    }) as typeof db.prepare;
    // Waits until the merge has stopped changing the index.
    let last = -1;
    for (let i = 0; i < 100 && steps !== last; i++) {
      last = steps;
      await new Promise((r) => setTimeout(r, 100));
    }
    db.prepare = prepare;
    expect(steps).toBeGreaterThan(2);
    const merged = segments();
    db.prepare(`INSERT INTO chunks_fts(chunks_fts) VALUES ('optimize')`).run();
    expect(merged).toBe(segments());
    await index.close();
    db.close();
  });
});
