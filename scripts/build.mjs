// Builds what is stale (or everything with --force): the services with tsc -b, then the web app with Vite.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serviceSources = ['proto-events/src', 'services', 'gateway/src'];
const webSources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/public'];

function newest(p) {
  const abs = path.join(root, p);
  if (!existsSync(abs)) return 0;
  const st = statSync(abs);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(abs)) {
    if (name === 'node_modules' || name === 'dist') continue;
    max = Math.max(max, newest(path.join(p, name)));
  }
  return max;
}

function mtime(p) {
  const abs = path.join(root, p);
  return existsSync(abs) ? statSync(abs).mtimeMs : 0;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(' ')} failed`);
    process.exit(r.status ?? 1);
  }
}

export function ensureBuilt({ force = false, web = true } = {}) {
  const stamp = 'gateway/dist/.build-stamp';
  if (force || !existsSync(path.join(root, 'gateway/dist/main.js')) || Math.max(...serviceSources.map(newest)) > mtime(stamp)) {
    console.log('Building services (tsc -b)…');
    run(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']);
    run(process.execPath, [path.join(root, 'scripts/copy-assets.mjs')]);
    mkdirSync(path.join(root, 'gateway/dist'), { recursive: true });
    writeFileSync(path.join(root, stamp), new Date().toISOString());
  }
  if (web && (force || !existsSync(path.join(root, 'web/dist/index.html')) || Math.max(...webSources.map(newest)) > mtime('web/dist/index.html'))) {
    console.log('Building the web app (vite)…');
    run('npm', ['run', 'build', '-w', '@counsel/web', '--silent']);
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  ensureBuilt({ force: process.argv.includes('--force') });
}
