// The counselor's deadline board at district scale: seeds 1,000 and then 100,000 students with ten
// applications each (10,000 and 1,000,000 applications) straight into the colleges service's SQLite store (its own
// adapter and migrations, in bulk transactions), with curated deadlines for every college in the catalog file, in
// schools of 2,000; the demo counselor's caseload is the first 400 students in both cases (a caseload does not grow
// with the district; the district does). Times, for each size:
//   - the board through the gateway as that counselor (GraphQL deadlineBoard, caseload scope, next 30 days, with
//     each row's college, deadline, missing materials, letters missing, packet, fit and flags),
//   - the same for the counselor's whole school (scope SCHOOL, 2,000 students),
//   - the store's board query alone (SqliteApplicationsStore.board), without HTTP.
// Each student also has two letter requests (one for every application, one for one of them) and three school
// documents from the letters service's events, so the board's letters missing and packet are read as deployed.
// Target: the caseload board at 100,000 students / 1,000,000 applications within 3x of the 1,000-student case.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { DEFAULT_SCHOOL_ID, openSqlite } from '@counsel/kit';
import { SqliteApplicationsStore, applicationsMigrations } from '@counsel/colleges';
import { FIRST_NAMES, LAST_NAMES, rng } from './support/seed-students.mjs';
import { asCounselorOnPortal, graphql, inScratchDir, measureSizes, writeBenchResult } from './support/portal-run.mjs';
import { COUNSELOR, percentile } from './support/timing.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SIZES = [1_000, 100_000];
const PER_STUDENT = 10;
const CASELOAD = 400;
const SCHOOL_SIZE = 2_000;
const DAYS = 30;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 10;
const TARGET_RATIO = 3;
const PLANS = ['ED', 'ED2', 'EA', 'REA', 'RD', 'ROLLING', 'PRIORITY'];
const STATUSES = ['researching', 'planning', 'in_progress', 'submitted', 'admitted', 'denied'];
const CYCLE = 2027;

/** Every unit id of the shipped catalog (the first column). */
const UNITIDS = readFileSync(path.join(root, 'data', 'colleges', 'colleges.csv'), 'utf8').split('\n').slice(1).map((l) => l.split(',')[0]).filter(Boolean);

const counselorOf = (i) => (i < CASELOAD ? COUNSELOR.id : `c0000000-0000-4000-8000-${Math.floor(i / CASELOAD).toString(16).padStart(12, '0')}`);
const schoolOf = (i) => (i < SCHOOL_SIZE ? DEFAULT_SCHOOL_ID : `school-${Math.floor(i / SCHOOL_SIZE)}`);
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** n students, ten applications each, and a curated date per college and plan within the next 120 days. */
async function seed(dataDir, n) {
  const store = new SqliteApplicationsStore(openSqlite(dataDir, 'colleges', applicationsMigrations));
  const rand = rng(n);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const at = new Date().toISOString();
  const t0 = performance.now();
  for (const collegeId of UNITIDS) {
    const deadlines = PLANS.map((plan) => ({ collegeId, cycle: CYCLE, plan, date: day(Math.floor(rand() * 150) - 30), updatedBy: COUNSELOR.id, updatedAt: at }));
    await store.write((w) => w.deadlines.replace({ collegeId, cycle: CYCLE, deadlines }));
  }
  const BATCH = 2_000;
  for (let start = 0; start < n; start += BATCH) {
    const students = [];
    const apps = [];
    const requests = [];
    const documents = [];
    for (let i = start; i < Math.min(n, start + BATCH); i++) {
      const hex = i.toString(16).padStart(12, '0');
      const studentId = `b0000000-0000-4000-8000-${hex}`;
      students.push({
        studentId, userId: `a0000000-0000-4000-8000-${hex}`, schoolId: schoolOf(i), counselorUserId: counselorOf(i),
        firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES), grade: '12', satScore: 900 + Math.floor(rand() * 700), actScore: null,
        status: rand() < 0.05 ? 'alumni' : 'active',
      });
      const colleges = new Set();
      while (colleges.size < PER_STUDENT) colleges.add(pick(UNITIDS));
      const LETTER_STATES = ['requested', 'accepted', 'submitted', 'declined'];
      requests.push(
        { requestId: `${studentId}-r0`, studentId, teacherUserId: 't-1', teacherName: 'Ms Lee', applicationIds: [], state: pick(LETTER_STATES), at },
        { requestId: `${studentId}-r1`, studentId, teacherUserId: 't-2', teacherName: 'Dr Okafor', applicationIds: [`${studentId}-0`], state: pick(LETTER_STATES), at },
      );
      for (const kind of ['counselor_letter', 'school_report', 'transcript']) documents.push({ studentId, kind, state: pick(['not_started', 'draft', 'ready']), at });
      let k = 0;
      for (const collegeId of colleges) {
        apps.push({
          id: `${studentId}-${k++}`, studentId, collegeId, collegeName: `College ${collegeId}`, plan: rand() < 0.1 ? null : pick(PLANS), status: pick(STATUSES),
          cycle: CYCLE, ownDeadline: rand() < 0.1 ? day(Math.floor(rand() * 120)) : null,
          materials: { applicationForm: rand() < 0.5, essays: rand() < 0.5, transcript: 'requested', testScores: 'not_sent', recommendations: [], fee: 'unpaid' },
          createdAt: at, updatedAt: at,
        });
      }
    }
    await store.write((w) => {
      for (const s of students) w.students.save(s);
      for (const a of apps) w.applications.replace(a);
      for (const r of requests) w.letters.saveRequest(r);
      for (const d of documents) w.letters.saveSchoolDocument(d);
    });
  }
  const ms = performance.now() - t0;
  store.db.exec('ANALYZE');
  await store.close();
  return ms;
}

/** Median and p95 of RUNS timed calls after WARMUP untimed ones; `call()` answers the number of rows. */
async function timed(call, check) {
  for (let i = 0; i < WARMUP; i++) await call();
  const times = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    const r = await call();
    times.push(performance.now() - t);
    check(r);
    rows += r;
  }
  return { medianMs: +percentile(times, 50).toFixed(3), p95Ms: +percentile(times, 95).toFixed(3), avgRows: Math.round(rows / RUNS) };
}

const BOARD = `query Board($input: DeadlineBoardInput) { deadlineBoard(input: $input) {
  studentName grade schoolId packet { kind state }
  application { id collegeName plan status deadline deadlineSource missing lettersMissing letters { teacherName state } fit { level reason } flags { code } } } }`;

async function measure(n) {
  return inScratchDir(`counsel-bench-board-${n}-`, async (dataDir) => {
    const seedMs = await seed(dataDir, n);
    const out = { students: n, applications: n * PER_STUDENT, seedSeconds: +(seedMs / 1000).toFixed(1) };

    const store = new SqliteApplicationsStore(openSqlite(dataDir, 'colleges', applicationsMigrations));
    const today = day(0);
    out.store = await timed(async () => (await store.applications.board({
      from: today, to: day(DAYS), schoolIds: [DEFAULT_SCHOOL_ID], counselorUserId: COUNSELOR.id, status: null, plan: null, limit: 2_000,
    })).length, (rows) => { if (rows === 0) throw new Error('the caseload board was empty'); });
    await store.close();

    await asCounselorOnPortal(dataDir, async (session) => {
      const board = async (input) => (await graphql(session, BOARD, { input }, 'board')).deadlineBoard.length;
      out.caseload = await timed(() => board({ scope: 'CASELOAD', dueWithinDays: DAYS }), (rows) => {
        if (rows === 0 || rows > CASELOAD * PER_STUDENT) throw new Error(`caseload board: ${rows} rows`);
      });
      out.school = await timed(() => board({ scope: 'SCHOOL', dueWithinDays: DAYS }), (rows) => {
        if (rows === 0) throw new Error('school board was empty');
      });
    });
    return out;
  });
}

const results = await measureSizes(SIZES, measure, (n, r) => {
  const line = (name, m) => `  ${name.padEnd(34)} median ${String(m.medianMs).padStart(8)} ms, p95 ${String(m.p95Ms).padStart(8)} ms (~${m.avgRows} rows)`;
  console.log(`${n} students, ${r.applications} applications (seeded in ${r.seedSeconds} s), ${RUNS} calls each:`);
  console.log(line('caseload board, 30 days (gateway)', r.caseload));
  console.log(line('school board, 30 days (gateway)', r.school));
  console.log(line('caseload board (store only)', r.store));
});
const ratioOf = (key) => ({ median: +(results[1][key].medianMs / results[0][key].medianMs).toFixed(2), p95: +(results[1][key].p95Ms / results[0][key].p95Ms).toFixed(2) });
const ratios = { caseload: ratioOf('caseload'), school: ratioOf('school'), store: ratioOf('store') };
const ok = ratios.caseload.median <= TARGET_RATIO;
for (const [k, r] of Object.entries(ratios)) console.log(`ratio 100k/1k ${k.padEnd(9)} median ${r.median}x, p95 ${r.p95}x`);
console.log(`caseload board within ${TARGET_RATIO}x: ${ok ? 'met' : 'MISSED'} (${ratios.caseload.median}x)`);
writeBenchResult('deadline-board', { query: 'GraphQL deadlineBoard(input: { scope: CASELOAD, dueWithinDays: 30 }) (counselor)', caseloadSize: CASELOAD, schoolSize: SCHOOL_SIZE, applicationsPerStudent: PER_STUDENT, results, ratios, target: TARGET_RATIO, met: ok });
if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
