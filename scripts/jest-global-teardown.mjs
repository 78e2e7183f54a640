// After the run: removes the run's folder of seeded demo data (jest-global-setup.mjs).
import { rmSync } from 'node:fs';

export default function globalTeardown() {
  const dir = process.env.COUNSEL_E2E_TEMPLATES;
  if (dir) rmSync(dir, { recursive: true, force: true });
}
