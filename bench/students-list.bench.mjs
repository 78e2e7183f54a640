// Student list at district scale: seeds 1,000 and then 100,000 students straight into the students
// service's SQLite store (its own adapter and migrations, one transaction), starts the whole portal on
// that data, and times the first page of a search through the gateway as a counselor
// (GET /api/students?q=…&limit=20). Target: the 100,000 case within 3x of the 1,000 case.
import { performance } from 'node:perf_hooks';
import { seedStudents } from './support/seed-students.mjs';
import { asCounselorOnPortal, inScratchDir, measureSizes, writeBenchResult } from './support/portal-run.mjs';
import { percentile } from './support/timing.mjs';

const SIZES = [1_000, 100_000];
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 15;
const TARGET_RATIO = 3;

/** Searches a counselor types: part of a last name, a first name, an email fragment. */
const QUERIES = ['okafor', 'Tanaka', 'priya', 'haddad', 'novak', 'MENSAH', 'gupta', 'ivanov', 'kenji', 'cohen'];

async function measure(n) {
  return inScratchDir(`counsel-bench-${n}-`, async (dataDir) => {
    const seedMs = await seedStudents(dataDir, n);
    return asCounselorOnPortal(dataDir, async ({ url, cookie }) => {
      const page = async (q) => {
        const t = performance.now();
        const res = await fetch(`${url}/api/students?q=${encodeURIComponent(q)}&limit=20`, { headers: { cookie } });
        const body = await res.json();
        const ms = performance.now() - t;
        if (!res.ok || !Array.isArray(body)) throw new Error(`search failed: ${res.status} ${JSON.stringify(body)}`);
        return { ms, rows: body.length, total: Number(res.headers.get('x-total-count')) };
      };
      for (let i = 0; i < WARMUP; i++) await page(QUERIES[i % QUERIES.length]);
      const times = [];
      let matched = 0;
      for (let i = 0; i < RUNS; i++) {
        const r = await page(QUERIES[i % QUERIES.length]);
        if (r.rows === 0) throw new Error(`no student matched "${QUERIES[i % QUERIES.length]}"`);
        times.push(r.ms);
        matched += r.total;
      }
      return { students: n, seedSeconds: +(seedMs / 1000).toFixed(1), runs: RUNS, medianMs: +percentile(times, 50).toFixed(2),
        p95Ms: +percentile(times, 95).toFixed(2), avgMatches: Math.round(matched / RUNS) };
    });
  });
}

const results = await measureSizes(SIZES, measure, (n, r) => console.log(
  `${String(n).padStart(7)} students: median ${r.medianMs} ms, p95 ${r.p95Ms} ms over ${r.runs} searches ` +
  `(~${r.avgMatches} matches each; seeded in ${r.seedSeconds} s)`));
const ratio = +(results[1].medianMs / results[0].medianMs).toFixed(2);
const p95Ratio = +(results[1].p95Ms / results[0].p95Ms).toFixed(2);
const ok = ratio <= TARGET_RATIO;
console.log(`ratio 100k/1k: median ${ratio}x, p95 ${p95Ratio}x (target: within ${TARGET_RATIO}x) -> ${ok ? 'met' : 'MISSED'}`);
writeBenchResult('students-list', { query: 'GET /api/students?q=…&limit=20 (counselor)', results, ratio, p95Ratio, target: TARGET_RATIO, met: ok });
if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
