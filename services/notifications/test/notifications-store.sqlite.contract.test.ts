import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { createLogger, openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { PENDING_DIGEST_SQL } from '../src/adapters/sqlite/sqlite-inbox.js';
import { openNotificationsStore } from '../src/adapters/open-adapters.js';
import { describeNotificationsStoreContract } from './notifications-store.contract.js';

// Two replicas are two processes' connections to one SQLite file (what two embedded processes on one DATA_DIR would share).
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
describeNotificationsStoreContract('SQLite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'notifications-store-'));
  dirs.push(dir);
  const log = createLogger('test', 'silent');
  return [await openNotificationsStore({ MONGODB_URL: undefined, DATA_DIR: dir }, log), await openNotificationsStore({ MONGODB_URL: undefined, DATA_DIR: dir }, log)];
});

describe('SQLite query plans', () => {
  it("reads one person's digest lines through their own index, not the district's pending rows", () => {
    const db = openSqlite(':memory:', 'notifications', migrations);
    const plan = (db.prepare(`EXPLAIN QUERY PLAN ${PENDING_DIGEST_SQL}`).all('u-1') as { detail: string }[]).map((r) => r.detail).join(' | ');
    expect(plan).toContain('USING INDEX notifications_user_email (user_id=? AND email_state=?)');
    db.close();
  });
});
