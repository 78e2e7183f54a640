#!/usr/bin/env node
// npm run deploy:check — checks the deployment files with every tool this machine has:
//   1. the jest suite deploy/test (always): files parse, values validate, compose and chart agree with the services
//   2. helm lint + helm template (default, district and chart-testing values) when helm is on PATH
//   3. ct lint when ct (chart-testing) is on PATH
//   4. docker compose config when docker reaches an engine
// A missing tool is reported as skipped, never as passed. Exits non-zero when a check that ran failed.
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chart = 'deploy/helm/counsel';
const results = [];

function onPath(tool) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    try {
      accessSync(path.join(dir, tool), constants.X_OK);
      return true;
    } catch {
      // not in this directory
    }
  }
  return false;
}

/** Runs a command from the repository root, streaming its output; true when it exits 0. */
function run(cmd, args, { quiet = false, probe = false, timeoutMs = 600_000 } = {}) {
  if (!probe) console.log(`$ ${[cmd, ...args].join(' ')}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: quiet || probe ? ['ignore', 'ignore', 'pipe'] : 'inherit', timeout: timeoutMs, encoding: 'utf8' });
  if (probe) return r.status === 0;
  if (r.error) console.error(`  ${r.error.message}`);
  if (quiet && r.status !== 0 && r.stderr) console.error(r.stderr.trim());
  return r.status === 0;
}

function check(name, fn) {
  console.log(`\n== ${name}`);
  let ok = false;
  try {
    ok = fn();
  } catch (err) {
    console.error(`  ${err instanceof Error ? err.message : String(err)}`);
  }
  results.push({ name, status: ok ? 'passed' : 'FAILED' });
}

function skip(name, reason) {
  console.log(`\n== ${name}\nskipped: ${reason} (not counted as passed)`);
  results.push({ name, status: 'skipped', reason });
}

// 1. The jest suite.
check('jest deploy/test', () => run(process.execPath, ['--experimental-vm-modules', 'node_modules/jest/bin/jest.js', 'deploy/test']));

// 2. helm.
if (!onPath('helm')) {
  skip('helm lint / helm template', 'helm not found on PATH');
} else {
  check('helm dependency build', () => {
    const deps = existsSync(path.join(root, chart, 'charts')) ? readdirSync(path.join(root, chart, 'charts')) : [];
    if (deps.filter((f) => f.endsWith('.tgz')).length >= 5) return true;
    // Chart repositories the Chart.yaml refers to by URL (Bitnami charts are OCI and need none).
    return run('helm', ['repo', 'add', 'codecentric', 'https://codecentric.github.io/helm-charts', '--force-update'])
      && run('helm', ['repo', 'add', 'nats', 'https://nats-io.github.io/k8s/helm/charts/', '--force-update'])
      && run('helm', ['dependency', 'build', chart]);
  });
  const valueSets = [[], ['-f', `${chart}/values-district.yaml`], ['-f', `${chart}/ci/trial-values.yaml`]];
  check('helm lint', () => valueSets.every((v) => run('helm', ['lint', chart, ...v])));
  check('helm template', () => valueSets.every((v) => run('helm', ['template', 'counsel', chart, '--namespace', 'counsel', ...v], { quiet: true })));
}

// 3. chart-testing. Locally every chart is linted; the version-bump check needs the target branch, so it runs in CI.
if (!onPath('ct')) {
  skip('ct lint', 'ct not found on PATH');
} else {
  check('ct lint', () => run('ct', ['lint', '--config', 'deploy/helm/ct.yaml', '--all', '--check-version-increment=false']));
}

// 4. docker compose, with .env.example's empty secrets filled by placeholders so required variables resolve.
if (!onPath('docker')) {
  skip('docker compose config', 'docker not found on PATH');
} else if (!run('docker', ['info'], { probe: true, timeoutMs: 20_000 })) {
  skip('docker compose config', 'docker found but no reachable Docker engine (docker info failed)');
} else if (!run('docker', ['compose', 'version'], { probe: true, timeoutMs: 20_000 })) {
  skip('docker compose config', 'the docker compose plugin is not installed');
} else {
  check('docker compose config', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'counsel-deploy-check-'));
    try {
      const envFile = path.join(dir, 'check.env');
      const filled = readFileSync(path.join(root, '.env.example'), 'utf8')
        .split('\n')
        .map((line) => line.replace(/^([A-Z][A-Z0-9_]*)=$/, '$1=deploy-check-placeholder'))
        .join('\n');
      writeFileSync(envFile, filled);
      return run('docker', ['compose', '--env-file', envFile, '-f', 'docker-compose.yml', 'config', '--quiet']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

console.log('\n== summary');
for (const r of results) console.log(r.reason ? `skipped: ${r.name}: ${r.reason} (not counted as passed)` : `${r.status}: ${r.name}`);
const failed = results.filter((r) => r.status === 'FAILED');
process.exitCode = failed.length ? 1 : 0;
