// The whole portal in this process (gateway + every service, embedded mode) over a fresh
// data folder, serving the built web app. Browser tests drive it through its real HTTP API.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startPortal } from '@counsel/gateway';
import { prepareDemoData } from '../gateway/test/support/demo-template';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const WEB_DIST = path.join(ROOT, 'web', 'dist');

/** Accounts seeded by DEMO_DATA=1. */
export { DEMO as DEMO_ACCOUNTS } from '../gateway/test/support/client';

export interface WebPortal {
  url: string;
  close(): Promise<void>;
}

/** `npm test` builds the web app first; a bare `jest` run builds it here when it is missing. */
export function ensureWebBuilt() {
  if (existsSync(path.join(WEB_DIST, 'index.html'))) return;
  execFileSync('npm', ['run', 'build', '-w', '@counsel/web', '--silent'], { cwd: ROOT, stdio: 'inherit' });
}

/**
 * The demo portal without its scanned handout (OCR costs ~2 s of CPU per portal; e2e/knowledge OCRs its own scan).
 * `env` adds settings of a test's own (a local SMTP server's address). Over a fresh copy of the run's seeded demo
 * (gateway/test/support/demo-template.ts) unless those settings change what is seeded; else seeded here.
 */
export async function startWebPortal(env: Record<string, string> = {}): Promise<WebPortal> {
  ensureWebBuilt();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-e2e-'));
  const settings = { PORT: '0', DATA_DIR: dataDir, DEMO_DATA: '1', DEMO_OCR: '0', LOG_LEVEL: 'warn', WEB_DIST: WEB_DIST, ...env };
  await prepareDemoData(dataDir, settings, (seedEnv) => startPortal({ env: seedEnv }));
  const portal = await startPortal({ env: settings });
  return {
    url: portal.url.replace(/\/$/, ''),
    close: async () => {
      await portal.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
