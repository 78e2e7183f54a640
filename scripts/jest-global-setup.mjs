// Once per jest run, before any worker starts: a folder for the run's seeded demo data (gateway/test/support/demo-template.ts),
// named in the environment that the workers inherit. Removed by jest-global-teardown.mjs.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function globalSetup() {
  process.env.COUNSEL_E2E_TEMPLATES = mkdtempSync(path.join(tmpdir(), 'counsel-e2e-templates-'));
}
