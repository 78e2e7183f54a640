// Builds what is stale (or everything with --force): the services with tsc -b (or, for `npm start`, with swc:
// JavaScript only, no type-check), then the web app with Vite.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serviceSources = ['proto-events/src', 'services', 'gateway/src'];
const webSources = ['web/src', 'web/index.html', 'web/vite.config.ts', 'web/vite-precompress.ts', 'web/vite-prerender.ts', 'web/prerendered-page-html.ts', 'web/vite-route-hints.ts', 'web/public'];

function newest(p) {
  const abs = path.join(root, p);
  if (!existsSync(abs)) return 0;
  const st = statSync(abs);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const name of readdirSync(abs)) {
    // Dot folders are caches the running portal writes beside its code (.catalog-cache): not sources, and
    // counting them made every second start rebuild the services.
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
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

/** The same, without blocking: resolves when the command succeeded, exits the process when it failed. */
function runAsync(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('close', (code) => {
      if (code === 0) return resolve();
      console.error(`\n${cmd} ${args.join(' ')} failed`);
      process.exit(code ?? 1);
    });
  });
}

const stamp = 'gateway/dist/.build-stamp';

/** tsc -b: type-checks and writes JavaScript and declarations (the tests, lint and the container image). */
const compileServices = [process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-b', 'tsconfig.build.json']];
/** swc, file by file: the same JavaScript without type-checking or declarations, in seconds (`npm start`). */
const transpileServices = [process.execPath, [path.join(root, 'scripts/transpile.mjs')]];

/**
 * What is stale: the services (then their assets and the stamp) and the web app (vite). emit: 'tsc' (default) or
 * 'swc'. The stamp records which one built gateway/dist: a swc build serves a later 'swc' request, but not a 'tsc'
 * one, which wants the type-check and the declarations.
 */
function staleSteps({ force, web, emit }) {
  const steps = [];
  const builtBy = existsSync(path.join(root, stamp)) && readFileSync(path.join(root, stamp), 'utf8').startsWith('swc') ? 'swc' : 'tsc';
  const stale = force || !existsSync(path.join(root, 'gateway/dist/main.js')) || Math.max(...serviceSources.map(newest)) > mtime(stamp);
  if (stale || (emit === 'tsc' && builtBy === 'swc')) {
    steps.push({
      label: emit === 'swc' ? 'Building services (swc, no type-check)…' : 'Building services (tsc -b)…',
      commands: [emit === 'swc' ? transpileServices : compileServices, [process.execPath, [path.join(root, 'scripts/copy-assets.mjs')]]],
      done: () => {
        mkdirSync(path.join(root, 'gateway/dist'), { recursive: true });
        writeFileSync(path.join(root, stamp), `${emit === 'swc' ? 'swc' : 'tsc'} ${new Date().toISOString()}`);
      },
    });
  }
  if (web && (force || !existsSync(path.join(root, 'web/dist/index.html')) || Math.max(...webSources.map(newest)) > mtime('web/dist/index.html'))) {
    steps.push({ label: 'Building the web app (vite)…', commands: [['npm', ['run', 'build', '-w', '@counsel/web', '--silent']]], done: () => undefined });
  }
  return steps;
}

export function ensureBuilt({ force = false, web = true, emit = 'tsc' } = {}) {
  for (const step of staleSteps({ force, web, emit })) {
    console.log(step.label);
    for (const [cmd, args] of step.commands) run(cmd, args);
    step.done();
  }
}

/**
 * The same steps side by side: tsc -b keeps one core busy and vite's bundler mostly another, and neither needs
 * the other's output, so on a fresh clone the build takes about as long as the longer of the two.
 */
export async function ensureBuiltConcurrently({ force = false, web = true, emit = 'tsc' } = {}) {
  await Promise.all(staleSteps({ force, web, emit }).map(async (step) => {
    console.log(step.label);
    for (const [cmd, args] of step.commands) await runAsync(cmd, args);
    step.done();
  }));
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await ensureBuiltConcurrently({ force: process.argv.includes('--force') });
}
