// `npm test`: everything that can run on this machine. Builds what is stale (the browser tests need the web app) while
// it checks that generated GraphQL files are current, then runs jest over every workspace, and closes with one plain summary line.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, mkdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuiltConcurrently } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Generated GraphQL types must match the schemas and operations they come from (`npm run codegen`). The check reads
// sources only, so it runs beside the build (the services' tsc -b and the web's vite), each mostly on one core.
const codegen = new Promise((resolve) => {
  spawn(process.execPath, [path.join(root, 'scripts/check-codegen.mjs')], { cwd: root, stdio: 'inherit' }).on('close', resolve);
});
await ensureBuiltConcurrently({ web: true });
const codegenStatus = await codegen;
if (codegenStatus !== 0) process.exit(codegenStatus ?? 1);
mkdirSync(path.join(root, 'test-artifacts'), { recursive: true });
const results = path.join(root, 'test-artifacts', 'jest-results.json');
const args = ['--experimental-vm-modules', path.join(root, 'node_modules/jest/bin/jest.js'), '--json', `--outputFile=${results}`, ...process.argv.slice(2)];
const r = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_OPTIONS: '--no-warnings=ExperimentalWarning' } });
if (existsSync(results)) {
  const j = JSON.parse(readFileSync(results, 'utf8'));
  const skipped = j.numPendingTests + j.numTodoTests;
  console.log(`\ntests: ${j.numPassedTests} passed, ${j.numFailedTests} failed, ${skipped} skipped`);
  if (j.numTotalTests === 0) {
    console.error('No test ran.');
    process.exit(1);
  }
}
process.exit(r.status ?? 1);
