import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { startPortal } from '../src/portal.js';
import { Client, DEMO } from './support/portal.js';

// NODE_ENV=production is what the container image and the Helm chart set.
const dirs: string[] = [];
const dataDir = () => { const d = mkdtempSync(path.join(tmpdir(), 'counsel-prod-')); dirs.push(d); return d; };
const start = (dir: string, env: Record<string, string>) =>
  startPortal({ env: { PORT: '0', DATA_DIR: dir, LOG_LEVEL: 'silent', DEMO_OCR: '0', ...env } });
afterAll(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('demo data in production', () => {
  it('is off unless DEMO_DATA asks for it: no account with a published password exists', async () => {
    const portal = await start(dataDir(), { NODE_ENV: 'production' });
    try {
      const res = await new Client(portal.url).post('/api/auth/login', DEMO.admin);
      expect(res.status).toBe(401);
    } finally {
      await portal.close();
    }
  }, 60_000);

  it('stays on by default in development', async () => {
    const portal = await start(dataDir(), { NODE_ENV: 'development' });
    try {
      expect((await new Client(portal.url).login(DEMO.admin)).role).toBe('admin');
    } finally {
      await portal.close();
    }
  }, 60_000);

  it('start-up refuses while a demo account has its published password, naming the accounts', async () => {
    await expect(start(dataDir(), { NODE_ENV: 'production', DEMO_DATA: 'true' }))
      .rejects.toThrow(/refusing to start in production: .*admin@counsel\.local.*published/);
    // Seeded earlier (a trial in development), then deployed with the same data: refused as well.
    const dir = dataDir();
    await (await start(dir, { NODE_ENV: 'development' })).close();
    await expect(start(dir, { NODE_ENV: 'production', DEMO_DATA: '0' })).rejects.toThrow(/refusing to start in production/);
  }, 90_000);
});
