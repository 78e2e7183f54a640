import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from '@jest/globals';
import { createLogger } from '@counsel/kit';
import { openPlanningStore } from '../src/adapters/open-adapters.js';
import { describePlanningStoreContract } from './planning-store.contract.js';

// Two replicas are two processes' connections to one SQLite file (what two embedded processes on one DATA_DIR would share).
const dirs: string[] = [];
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });
describePlanningStoreContract('SQLite', async () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'planning-store-'));
  dirs.push(dir);
  const log = createLogger('test', 'silent');
  return [await openPlanningStore({ MONGODB_URL: undefined, DATA_DIR: dir }, log), await openPlanningStore({ MONGODB_URL: undefined, DATA_DIR: dir }, log)];
});
