// `npm run bench`: builds the services if stale, then runs every bench/*.bench.mjs in turn.
// Each bench prints its own report (and writes JSON under test-artifacts/bench/). BENCH_STRICT=1 makes a
// missed target fail the run; `npm run bench -- students` runs only the files whose name contains "students".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const filters = process.argv.slice(2);
ensureBuilt({ web: false });
const files = readdirSync(path.join(root, 'bench'))
  .filter((f) => f.endsWith('.bench.mjs') && (filters.length === 0 || filters.some((x) => f.includes(x))))
  .sort();
if (files.length === 0) {
  console.error('No bench/*.bench.mjs matched.');
  process.exit(1);
}
const failed = [];
for (const f of files) {
  console.log(`\n=== ${f} ===`);
  const r = spawnSync(process.execPath, [path.join(root, 'bench', f)], { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) failed.push(f);
}
console.log(`\nbench: ${files.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length ? 1 : 0);
