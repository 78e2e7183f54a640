// Summarises a V8 CPU profile (`node --cpu-prof`, e.g. the portal under `npm run bench:load` with
// BENCH_PORTAL_ARGS="--cpu-prof --cpu-prof-dir=DIR"): self time by package (node_modules/<name>), by the repo's
// own workspaces, Node internals and the rest, then the heaviest functions.
// Usage: node scripts/profile-summary.mjs FILE.cpuprofile [--top=N] [--last=SECONDS] [--skip-end=SECONDS]
// --last keeps only the profile's final SECONDS (the load, without the start-up before it); --skip-end drops the final
// SECONDS (what came after the route of interest: bench:load's closing bare-server run and the shutdown).
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith('--'));
const option = (name, fallback) => Number(args.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
if (!file) {
  console.error('usage: node scripts/profile-summary.mjs FILE.cpuprofile [--top=N] [--last=SECONDS] [--skip-end=SECONDS]');
  process.exit(2);
}
const top = option('top', 25);
const lastUs = option('last', Infinity) * 1e6;
const skipEndUs = option('skip-end', 0) * 1e6;
const profile = JSON.parse(readFileSync(file, 'utf8'));
const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
const selfUs = new Map();
const until = profile.endTime - skipEndUs;
const from = until - lastUs;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (at >= from && at <= until) selfUs.set(profile.samples[i], (selfUs.get(profile.samples[i]) ?? 0) + dt);
}

/** Where a function lives: a package, one of the repo's workspaces, Node itself, or V8/native. */
function owner(url, name) {
  if (!url) return name === '(garbage collector)' ? '(gc)' : name === '(idle)' || name === '(program)' ? name : '(native/V8)';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return 'node: (internals)';
  const ws = /\/(services\/[^/]+|gateway|scripts)\//.exec(url);
  return ws ? `repo: ${ws[1]}` : url;
}

const byOwner = new Map();
const byFunction = new Map();
let total = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = nodes.get(id);
  const o = owner(callFrame.url, callFrame.functionName);
  total += us;
  byOwner.set(o, (byOwner.get(o) ?? 0) + us);
  const fn = `${callFrame.functionName || '(anonymous)'} ${o}${callFrame.url ? `:${callFrame.lineNumber + 1}` : ''}`;
  byFunction.set(fn, (byFunction.get(fn) ?? 0) + us);
}
const busy = total - (byOwner.get('(idle)') ?? 0);
const pct = (us) => `${((us / busy) * 100).toFixed(1)}%`.padStart(6);
console.log(`${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy (percentages of busy time)\n\nself time by package:`);
for (const [o, us] of [...byOwner].filter(([o]) => o !== '(idle)').sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${o}`);
console.log('\nheaviest functions (self):');
for (const [fn, us] of [...byFunction].filter(([fn]) => !fn.startsWith('(idle)')).sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${pct(us)}  ${fn}`);
