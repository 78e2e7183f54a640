// After the run: stops the workers' portal hosts (gateway/test/support/portal-host.ts) and removes the run's folder
// of seeded demo data (jest-global-setup.mjs).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const running = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

export default async function globalTeardown() {
  const dir = process.env.COUNSEL_E2E_TEMPLATES;
  if (!dir) return;
  const hosts = existsSync(dir) ? readdirSync(dir).filter((name) => /^portal-host-.*\.json$/.test(name)) : [];
  const pids = hosts.map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')).pid);
  for (const pid of pids) if (running(pid)) process.kill(pid, 'SIGTERM');
  // Each closes its portals before it leaves: their folders are then gone with the run's.
  const deadline = Date.now() + 10_000;
  while (pids.some(running) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  rmSync(dir, { recursive: true, force: true });
}
