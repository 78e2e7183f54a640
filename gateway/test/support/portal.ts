import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startPortal, type PortalOptions, type RunningPortal } from '../../src/portal.js';
import { prepareDemoData } from './demo-template.js';

export { Client, clientsFor, DEMO, type ApiResponse } from './client.js';

export interface TestPortal extends RunningPortal {
  dataDir: string;
}

/**
 * The whole portal in this process on free ports, over a fresh data folder, with the demo data but its scanned
 * handout (OCR takes ~2 s of CPU per portal; the knowledge service's tests and e2e/knowledge cover OCR). Over a copy
 * of the run's seeded demo (demo-template.ts) when its settings seed alike and it shares no bus or log with the test,
 * which may be watching what the seeding publishes.
 */
export async function startTestPortal(env: Record<string, string> = {}, shared: Pick<PortalOptions, 'log' | 'bus'> = {}): Promise<TestPortal> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-test-'));
  const settings = { PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', DEMO_OCR: '0', NODE_ENV: 'test', ...env };
  if (!shared.bus && !shared.log) await prepareDemoData(dataDir, settings, (seedEnv) => startPortal({ env: seedEnv }));
  const portal = await startPortal({ env: settings, ...shared });
  return {
    ...portal,
    dataDir,
    close: async () => {
      await portal.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
