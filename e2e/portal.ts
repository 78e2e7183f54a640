// The whole portal (gateway + every service, embedded mode) over a fresh data folder, serving the built web app,
// started in the jest worker's portal host (gateway/test/support/portal-host.ts): the test file loads none of the
// portal's code. Browser tests drive it through its real HTTP API.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startHostedPortal } from '../gateway/test/support/hosted-portal';

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
 * `env` adds settings of a test's own (a local SMTP server's address): every setting travels with the request, as
 * the host's own environment is not the portal's. Over a fresh copy of the run's seeded demo
 * (gateway/test/support/demo-template.ts) unless those settings change what is seeded; else seeded by the host.
 */
export async function startWebPortal(env: Record<string, string> = {}): Promise<WebPortal> {
  ensureWebBuilt();
  // The defaults (most files) keep a spare started ahead in the host; a file's own settings start theirs when asked.
  const defaults = Object.keys(env).length === 0;
  const portal = await startHostedPortal({ PORT: '0', DEMO_DATA: '1', DEMO_OCR: '0', LOG_LEVEL: 'warn', WEB_DIST, ...env }, 'counsel-e2e-', defaults);
  return { url: portal.url.replace(/\/$/, ''), close: () => portal.close() };
}
