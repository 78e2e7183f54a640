// The counselor's caseload list at district scale: seeds 1,000 and then 100,000 students straight
// into the students service's SQLite store (its own adapter and migrations, one transaction), in schools of
// 2,000 with caseloads of 300 (a counselor's caseload does not grow with the district; the district does), the
// demo counselor holding the first caseload in the default school. Times, for each size:
//   - the caseload's first page through the gateway as that counselor (GET /api/students?scope=caseload&pageSize=20),
//   - a search within the caseload (…&q=…), and the counselor's whole school (scope=school),
//   - the store's caseload query alone (the SqliteStudentStore's profiles.list with the caseload scope), without HTTP.
// Target: the caseload list at 100,000 students within 3x of the 1,000 case.
import { performance } from 'node:perf_hooks';
import { DEFAULT_SCHOOL_ID, openSqlite } from '@counsel/kit';
import { SqliteStudentStore, studentsSqliteMigrations } from '@counsel/students';
import { seedStudents } from './support/seed-students.mjs';
import { asCounselorOnPortal, inScratchDir, measureSizes, writeBenchResult } from './support/portal-run.mjs';
import { COUNSELOR, percentile } from './support/timing.mjs';

const SIZES = [1_000, 100_000];
const CASELOAD = 300;
const SCHOOL_SIZE = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 15;
const TARGET_RATIO = 3;

/** Searches a counselor types within their caseload: common surnames, which match thousands in a big district. */
const QUERIES = ['okafor', 'garcia', 'patel', 'nguyen', 'smith', 'lopez'];

/** Student i: caseload floor(i / 300) (the first is the demo counselor's), school floor(i / 2000) (the first is the default). */
const counselorOf = (i) => (i < CASELOAD ? COUNSELOR.id : `c0000000-0000-4000-8000-${Math.floor(i / CASELOAD).toString(16).padStart(12, '0')}`);
const schoolOf = (i) => (i < SCHOOL_SIZE ? DEFAULT_SCHOOL_ID : `school-${Math.floor(i / SCHOOL_SIZE)}`);

/** Median and p95 of RUNS timed calls after WARMUP untimed ones; `call(i)` answers { rows, total }. */
async function timed(call, check) {
  for (let i = 0; i < WARMUP; i++) await call(i);
  const times = [];
  let total = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await call(i);
    times.push(performance.now() - t);
    check(r, i);
    total += r.total;
  }
  return { medianMs: +percentile(times, 50).toFixed(3), p95Ms: +percentile(times, 95).toFixed(3), avgTotal: Math.round(total / RUNS) };
}

async function measure(n) {
  return inScratchDir(`counsel-bench-caseload-${n}-`, async (dataDir) => {
    const seedMs = await seedStudents(dataDir, n, (i, rand) => ({ schoolId: schoolOf(i), counselorId: counselorOf(i), status: rand() < 0.05 ? 'alumni' : 'active', sourcedId: `sis-${i}`, rosterOnly: false }));
    const out = { students: n, seedSeconds: +(seedMs / 1000).toFixed(1) };

    // The store's query alone: the caseload's first page and its count, in the default school.
    const store = new SqliteStudentStore(openSqlite(dataDir, 'students', studentsSqliteMigrations));
    out.store = await timed(
      async () => { const p = await store.profiles.list({ sort: 'NAME_ASC', limit: 20, offset: 0, schoolIds: [DEFAULT_SCHOOL_ID], counselorId: COUNSELOR.id }); return { rows: p.items.length, total: p.total }; },
      (r) => { if (r.rows !== 20) throw new Error(`store caseload page had ${r.rows} rows`); },
    );
    await store.close();

    await asCounselorOnPortal(dataDir, async ({ url, cookie }) => {
      const get = async (query) => {
        const res = await fetch(`${url}/api/students?${query}`, { headers: { cookie } });
        const body = await res.json();
        if (!res.ok || !Array.isArray(body)) throw new Error(`list failed: ${res.status} ${JSON.stringify(body)}`);
        return { rows: body.length, total: Number(res.headers.get('x-total-count')) };
      };
      out.caseload = await timed(() => get('scope=caseload&pageSize=20'), (r) => {
        if (r.rows !== 20 || r.total < CASELOAD * 0.9 || r.total > CASELOAD + 2) throw new Error(`caseload page: ${r.rows} rows of ${r.total}`);
      });
      out.caseloadSearch = await timed((i) => get(`scope=caseload&pageSize=20&q=${QUERIES[i % QUERIES.length]}`), (r) => {
        if (r.total > CASELOAD) throw new Error(`a caseload search found ${r.total}: more than the caseload`);
      });
      out.school = await timed(() => get('scope=school&pageSize=20'), (r) => {
        if (r.rows !== 20 || r.total > Math.min(n, SCHOOL_SIZE) + 2) throw new Error(`school page: ${r.rows} rows of ${r.total}`);
      });
    });
    return out;
  });
}

const results = await measureSizes(SIZES, measure, (n, r) => {
  const line = (name, m) => `  ${name.padEnd(34)} median ${String(m.medianMs).padStart(7)} ms, p95 ${String(m.p95Ms).padStart(7)} ms (~${m.avgTotal} students)`;
  console.log(`${n} students (seeded in ${r.seedSeconds} s), ${RUNS} calls each:`);
  console.log(line('caseload page (gateway)', r.caseload));
  console.log(line('caseload search (gateway)', r.caseloadSearch));
  console.log(line('whole school page (gateway)', r.school));
  console.log(line('caseload query (store only)', r.store));
});
const ratioOf = (key) => ({ median: +(results[1][key].medianMs / results[0][key].medianMs).toFixed(2), p95: +(results[1][key].p95Ms / results[0][key].p95Ms).toFixed(2) });
const ratios = { caseload: ratioOf('caseload'), caseloadSearch: ratioOf('caseloadSearch'), school: ratioOf('school'), store: ratioOf('store') };
const ok = ratios.caseload.median <= TARGET_RATIO;
for (const [k, r] of Object.entries(ratios)) console.log(`ratio 100k/1k ${k.padEnd(15)} median ${r.median}x, p95 ${r.p95}x`);
console.log(`caseload list within ${TARGET_RATIO}x: ${ok ? 'met' : 'MISSED'} (${ratios.caseload.median}x)`);
writeBenchResult('caseload', { query: 'GET /api/students?scope=caseload&pageSize=20 (counselor)', caseloadSize: CASELOAD, schoolSize: SCHOOL_SIZE, results, ratios, target: TARGET_RATIO, met: ok });
if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
