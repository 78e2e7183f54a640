// Academic planning at district scale: 100,000 students, each with a four-year plan of about 26 courses drawn from
// the demo school's catalog of 68 (completed years with marks, later years planned), checked against its three
// requirement sets (the school's graduation requirements, UC/CSU a-g, NCAA Division I).
//   - Checking every plan again, as after a catalog change (the service's PlanChecks.evaluate, the code the
//     catalog's recheck runs): plans per second, against parsing the same stored plans in the same run (the
//     baseline: every recheck reads them back). Reported: plans/s of each and the ratio.
//   - The counselor's "Off track" list (GraphQL plans(track: OFF_TRACK, scope: MINE) through the gateway, as the web
//     asks, with its counts) for a caseload of 400 against one of 10 in the same district (schools of 2,000; the two
//     caseloads' counselors are accounts an admin made, the district seeded through the planning store's own writes),
//     the two taking turns call by call. Target: within 3x (status per set stored with the plan: an index read).
import { performance } from 'node:perf_hooks';
import { DEFAULT_SCHOOL_ID, DEMO_USERS, openSqlite } from '@counsel/kit';
import { startPortal } from '@counsel/gateway';
import { PlanChecks, SqlitePlanningStore, planningSqliteMigrations, seedDemoCatalog } from '@counsel/planning';
import { FIRST_NAMES, LAST_NAMES, rng } from './support/seed-students.mjs';
import { graphql, inScratchDir, writeBenchResult } from './support/portal-run.mjs';
import { percentile } from './support/timing.mjs';

const STUDENTS = Number(process.env.BENCH_PLANNING_STUDENTS ?? 100_000);
const CASELOAD = { big: 400, small: 10 };
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_RATIO = 3;
const BATCH = 2_000;
const SCHOOL_SIZE = 2_000;
const PASSWORD = 'bench-planning-1';
const ADMIN = DEMO_USERS.find((u) => u.role === 'admin');
const env = (dataDir) => ({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test' });
const silent = { info() {}, warn() {}, error() {}, debug() {}, child() { return silent; } };

/** A student's plan: per grade up to now completed with marks, the rest planned; a few gaps and low marks at random. */
function planFor(i, rand, bySubject, grade) {
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const marks = ['A', 'A-', 'B+', 'B', 'B-', 'C+', 'C', 'C-', 'D'];
  const entries = [];
  for (let g = 9; g <= 12; g++) {
    const subjects = ['01', '02', '03', '04', rand() < 0.8 ? '24' : '05', '05', g <= 10 ? '08' : pick(['10', '21', '04'])];
    for (const area of subjects) {
      const offered = bySubject.get(area).filter((c) => c.gradeLevels.includes(g) && !entries.some((e) => e.courseId === c.id));
      if (offered.length === 0 || rand() < 0.05) continue;
      const c = pick(offered);
      const done = g < grade;
      entries.push({
        courseId: c.id, code: c.code, title: c.title, credits: c.credits, subjectArea: c.subjectArea, grade: g, term: 'FULL_YEAR',
        state: done ? 'COMPLETED' : 'PLANNED', mark: done ? pick(marks) : null,
      });
    }
  }
  return entries;
}

async function login(url, email, password) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return { url, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

/** The two counselors (of the demo school), made by the admin on a first run of the portal; answers their ids. */
async function makeCounselors(dataDir) {
  const portal = await startPortal({ env: env(dataDir) });
  try {
    const admin = await login(portal.url, ADMIN.email, ADMIN.password);
    const account = async (tag, firstName, lastName) => {
      const res = await fetch(`${portal.url}/api/auth/register-counselor`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify({ email: `bench-${tag}@planning.example.org`, password: PASSWORD, firstName, lastName, role: 'counselor' }),
      });
      if (res.status !== 201) throw new Error(`register ${tag}: ${res.status} ${await res.text()}`);
      return { id: (await res.json()).id, email: `bench-${tag}@planning.example.org` };
    };
    return { big: await account('counselor-400', 'Grace', 'Adeyemi'), small: await account('counselor-10', 'Kenji', 'Mori') };
  } finally {
    await portal.close();
  }
}

async function run(dataDir) {
  const staff = await makeCounselors(dataDir);
  const store = new SqlitePlanningStore(openSqlite(dataDir, 'planning', planningSqliteMigrations));
  await seedDemoCatalog(store, silent);
  const checks = new PlanChecks(store);
  const rules = await checks.rulesOf(DEFAULT_SCHOOL_ID);
  const bySubject = new Map();
  for (const c of rules.catalog.values()) bySubject.set(c.subjectArea, [...(bySubject.get(c.subjectArea) ?? []), c]);
  const rand = rng(STUDENTS);
  const counselorOf = (i) => (i < CASELOAD.big ? staff.big.id : i < CASELOAD.big + CASELOAD.small ? staff.small.id : `c-${Math.floor(i / 400)}`);
  // The two caseloads in the demo school (the counselors' school), the rest of the district in schools of 2,000.
  const schoolOf = (i) => (i < SCHOOL_SIZE ? DEFAULT_SCHOOL_ID : `school-${Math.floor(i / SCHOOL_SIZE)}`);

  // The district's plans as a recheck reads them back: one stored JSON row each.
  const t0 = performance.now();
  const students = [];
  const stored = [];
  for (let i = 0; i < STUDENTS; i++) {
    const grade = 9 + (i % 4);
    students.push({
      studentId: `s-${i}`, userId: `u-${i}`, schoolId: schoolOf(i), counselorUserId: counselorOf(i), status: 'active', courses: [],
      firstName: FIRST_NAMES[i % FIRST_NAMES.length], lastName: LAST_NAMES[(i * 7) % LAST_NAMES.length], grade,
    });
    stored.push(JSON.stringify({ studentId: `s-${i}`, schoolId: schoolOf(i), status: 'SUBMITTED', entries: planFor(i, rand, bySubject, grade), submittedAt: null, reviewedAt: null, updatedAt: new Date().toISOString() }));
  }
  console.log(`generated ${STUDENTS.toLocaleString('en-US')} plans in ${Math.round(performance.now() - t0)} ms (${Math.round(stored.reduce((s, x) => s + x.length, 0) / STUDENTS)} bytes each)`);

  // Baseline and measure alternate twice, so neither alone meets a busier machine.
  const parseMs = [];
  const checkMs = [];
  const evaluated = new Array(STUDENTS);
  for (let round = 0; round < 2; round++) {
    let t = performance.now();
    for (let i = 0; i < STUDENTS; i++) JSON.parse(stored[i]);
    parseMs.push(performance.now() - t);
    t = performance.now();
    for (let i = 0; i < STUDENTS; i++) {
      const p = JSON.parse(stored[i]);
      evaluated[i] = { ...p, ...checks.evaluate(p.entries, rules, students[i].grade) };
    }
    checkMs.push(performance.now() - t);
  }
  const perSecond = (ms) => Math.round(STUDENTS / (ms / 1000));
  const parse = Math.min(...parseMs);
  const check = Math.min(...checkMs);
  const tracks = { ON_TRACK: 0, AT_RISK: 0, OFF_TRACK: 0 };
  for (const p of evaluated) for (const c of p.checks) tracks[c.status]++;
  console.log(`checking: ${perSecond(check).toLocaleString('en-US')} plans/s against 3 sets; parsing alone ${perSecond(parse).toLocaleString('en-US')} plans/s; checking costs ${(check / parse).toFixed(1)}x parsing`);
  console.log(`statuses over ${STUDENTS * 3} plan × set checks: ${JSON.stringify(tracks)}`);

  // The district in the store, through its own writes (student, plan, status per set), in batches.
  const t1 = performance.now();
  for (let i = 0; i < STUDENTS; i += BATCH) {
    await store.write((w) => {
      for (let k = i; k < Math.min(STUDENTS, i + BATCH); k++) { w.students.save(students[k]); w.plans.save(evaluated[k]); }
    });
  }
  console.log(`stored ${STUDENTS.toLocaleString('en-US')} plans in ${Math.round(performance.now() - t1)} ms`);

  await store.close();

  const portal = await startPortal({ env: env(dataDir) });
  const big = [];
  const small = [];
  try {
    const sessions = { big: await login(portal.url, staff.big.email, PASSWORD), small: await login(portal.url, staff.small.email, PASSWORD) };
    const QUERY = 'query { plans(track: OFF_TRACK, scope: MINE, first: 50) { total needingReview offTrack atRisk items { studentId studentName grade status track tracks { setName status } } } }';
    const offTrackList = async (session) => {
      const t = performance.now();
      const data = await graphql(session, QUERY, {}, 'plans');
      return { ms: performance.now() - t, items: data.plans.items.length, total: data.plans.total };
    };
    for (let r = 0; r < WARMUP + RUNS; r++) {
      const b = await offTrackList(sessions.big);
      const s = await offTrackList(sessions.small);
      if (r >= WARMUP) { big.push(b); small.push(s); }
    }
  } finally {
    await portal.close();
  }
  const med = (xs) => percentile(xs.map((x) => x.ms), 50);
  const p95 = (xs) => percentile(xs.map((x) => x.ms), 95);
  const ratio = { median: +(med(big) / med(small)).toFixed(2), p95: +(p95(big) / p95(small)).toFixed(2) };
  console.log(`off-track list, caseload 400: ${big[0].total} off track, median ${med(big).toFixed(3)} ms, p95 ${p95(big).toFixed(3)} ms`);
  console.log(`off-track list, caseload 10: ${small[0].total} off track, median ${med(small).toFixed(3)} ms, p95 ${p95(small).toFixed(3)} ms`);
  const ok = ratio.median <= TARGET_RATIO;
  console.log(`ratio 400/10 median ${ratio.median}x, p95 ${ratio.p95}x; within ${TARGET_RATIO}x: ${ok ? 'met' : 'MISSED'}`);
  return {
    students: STUDENTS, sets: rules.sets.map((s) => s.name),
    checking: { plansPerSecond: perSecond(check), parsingPlansPerSecond: perSecond(parse), costOverParsing: +(check / parse).toFixed(2) },
    tracks, offTrackList: { big: { medianMs: med(big), p95Ms: p95(big), offTrack: big[0].total }, small: { medianMs: med(small), p95Ms: p95(small), offTrack: small[0].total } },
    ratio, target: TARGET_RATIO, met: ok,
  };
}

const result = await inScratchDir('counsel-bench-planning-', run);
writeBenchResult('planning', result);
if (!result.met && process.env.BENCH_STRICT === '1') process.exit(1);
