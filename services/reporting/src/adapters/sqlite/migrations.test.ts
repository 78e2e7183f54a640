import { afterEach, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openSqlite } from '@counsel/kit';
import { migrations } from './migrations.js';
import { SqliteReportingStore } from './sqlite-reporting-store.js';

const dir = mkdtempSync(path.join(tmpdir(), 'reporting-migrations-'));
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('carries the students erased before the erasure ledger into it: their late events stay dropped', async () => {
  const old = openSqlite(dir, 'reporting', migrations.slice(0, 1));
  old.prepare('INSERT INTO erasure_tombstones (student_id, user_id) VALUES (?, ?)').run('st-gone', 'u-gone');
  old.close();
  const store = new SqliteReportingStore(openSqlite(dir, 'reporting', migrations));
  expect(await store.model.isErased('st-gone')).toBe(true);
  expect(await store.model.isUserErased('u-gone')).toBe(true);
  expect(await store.model.isErased('st-other')).toBe(false);
  await store.close();
});
