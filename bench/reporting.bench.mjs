// The district dashboard (every report of the reporting service, as the dashboard page asks for them) for a district
// of 100,000 students and 1,000,000 applications, with 10 past classes' outcomes (a quarter of the students a class,
// 4 applications each: 1,000,000 outcomes), against one of 1,000 students (10,000 applications, 10,000 outcomes), the
// read models built the way the service builds them: the owning services' events fed through its own handlers, on
// SQLite files. Target: the big district's median within 3x of the small one's (the dashboard reads pre-counted slices).
// Also: the read model rebuilt from the event log from scratch (the big district's events, in order, as the consumers
// deliver them), events per
// second. BENCH_REPORTING_STUDENTS changes the big district's size.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openSqlite } from '@counsel/kit';
import {
  ReportsService, SqliteOutcomeHistory, SqliteReportingStore, outcomeHistoryHandlers, outcomeHistoryMigrations, reportingHandlers, reportingSqliteMigrations,
} from '@counsel/reporting';
import { rng } from './support/seed-students.mjs';
import { inScratchDir, writeBenchResult } from './support/portal-run.mjs';
import { percentile } from './support/timing.mjs';

const BIG = Number(process.env.BENCH_REPORTING_STUDENTS ?? 100_000);
const SMALL = 1_000;
const APPS_PER_STUDENT = 10;
const SCHOOL_SIZE = 2_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 100);
const WARMUP = 10;
const TARGET_RATIO = 3;
const NOW = new Date('2026-11-20T15:00:00.000Z');
const admin = { userId: 'u-admin', email: 'admin@district.org', firstName: null, lastName: null, role: 'admin', sessionId: 's-admin' };
const STATUSES = ['researching', 'planning', 'in_progress', 'submitted', 'submitted', 'admitted', 'waitlisted', 'denied', 'enrolled'];
const TRACKS = ['ON_TRACK', 'ON_TRACK', 'AT_RISK', 'OFF_TRACK'];
const LETTERS = ['requested', 'accepted', 'submitted', 'submitted'];
const PAST_CLASSES = 10;
const OUTCOMES_PER_STUDENT = 4;
const RESULTS = ['ADMITTED', 'ENROLLED', 'WAITLISTED', 'DEFERRED', 'DENIED', 'DENIED'];

/**
 * The district's events, in the order the bus would deliver them: profiles, lists, plans, letters, tasks, meetings,
 * sign-ins, then the past classes' outcomes as the outcomes service reports them (500 rows an event).
 */
function* districtEvents(n, seed) {
  const rand = rng(seed);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const schools = Math.max(1, Math.ceil(n / SCHOOL_SIZE));
  let seq = 0;
  const ev = (subject, data) => ({ id: `e${seed}-${++seq}`, subject, time: NOW.toISOString(), data });
  for (let s = 0; s < schools; s++) yield ev('counsel.roster.school.changed.v1', { schoolId: `school-${s}`, name: `School ${s}`, ncesId: null, city: null, state: null, archived: false });
  const counselorOf = (i) => `u-counselor-${Math.floor(i / 400)}`;
  for (let i = 0; i < n; i += 400) yield ev('counsel.identity.user.created.v1', { userId: counselorOf(i), email: `${counselorOf(i)}@district.org`, role: 'counselor', createdBy: null, firstName: 'Counselor', lastName: String(i / 400) });
  for (let i = 0; i < n; i++) {
    const studentId = `st-${i}`;
    const grade = String(9 + (i % 4));
    yield ev('counsel.students.profile.upserted.v1', {
      studentId, userId: `u-${i}`, schoolId: `school-${Math.floor(i / SCHOOL_SIZE)}`, status: 'active', counselorUserId: counselorOf(i),
      profile: { firstName: 'S', lastName: String(i), email: null, dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null, grade, highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null, internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: NOW.toISOString() },
    });
    const applications = [];
    for (let k = 0; k < APPS_PER_STUDENT; k++) {
      const c = Math.floor(rand() * 2000);
      applications.push({
        applicationId: `a-${i}-${k}`, collegeId: `c-${c}`, collegeName: `College ${c}`, city: null, state: null, plan: null, status: pick(STATUSES),
        deadline: rand() < 0.9 ? new Date(Date.UTC(2026, 9, 1) + Math.floor(rand() * 150) * 86_400_000).toISOString().slice(0, 10) : null,
        missing: [], fit: { level: 'UNKNOWN', reason: '' }, flags: [],
      });
    }
    yield ev('counsel.colleges.list.changed.v1', { studentId, studentUserId: `u-${i}`, applications, updatedAt: NOW.toISOString() });
    yield ev('counsel.planning.plan.changed.v1', { studentId, studentUserId: `u-${i}`, schoolId: `school-${Math.floor(i / SCHOOL_SIZE)}`, status: 'SUBMITTED', track: pick(TRACKS), at: NOW.toISOString() });
    if (rand() < 0.5) yield ev('counsel.letters.request.changed.v1', { requestId: `r-${i}`, studentId, studentUserId: `u-${i}`, teacherUserId: 'u-t', teacherName: 'T', applicationIds: [], state: pick(LETTERS), waived: true, at: NOW.toISOString() });
    if (rand() < 0.3) yield ev('counsel.counseling.meeting.changed.v1', { meetingId: `m-${i}`, studentId, counselorUserId: counselorOf(i), counselorName: 'Counselor', startsAt: NOW.toISOString(), lengthMinutes: 30, change: 'scheduled', at: NOW.toISOString() });
    yield ev('counsel.identity.session.started.v1', { userId: `u-${i}`, role: 'student', at: new Date(NOW.getTime() - Math.floor(rand() * 120) * 86_400_000).toISOString() });
  }
  // Tasks of a caseload (400 students each), some done.
  for (let i = 0; i < n; i += 400) {
    const studentIds = Array.from({ length: Math.min(400, n - i) }, (_, k) => `st-${i + k}`);
    const task = (change, ids, k) => ev('counsel.counseling.task.changed.v1', { taskId: `t-${i}-${k}`, title: 'Essay', dueDate: k === 0 ? '2026-11-01' : '2026-12-01', applicationId: null, studentIds: ids, change, at: NOW.toISOString() });
    for (let k = 0; k < 2; k++) {
      yield task('assigned', studentIds, k);
      for (const id of studentIds) if (rand() < 0.5) yield task('done', [id], k);
    }
  }
  let batch = [];
  for (let y = 0; y < PAST_CLASSES; y++) {
    for (let i = 0; i < n / 4; i++) {
      for (let k = 0; k < OUTCOMES_PER_STUDENT; k++) {
        batch.push({ outcomeId: `o-${y}-${i}-${k}`, schoolId: `school-${Math.floor((i * 4) / SCHOOL_SIZE)}`, classYear: 2016 + y, collegeId: `c-${Math.floor(rand() * 2000)}`, result: pick(RESULTS) });
        if (batch.length === 500) { yield ev('counsel.outcomes.outcomes.recorded.v1', { outcomes: batch }); batch = []; }
      }
    }
  }
  if (batch.length) yield ev('counsel.outcomes.outcomes.recorded.v1', { outcomes: batch });
}

/** The read model and the outcome history as the service opens them, with its handlers (a bus that only records them). */
function readModel(dir, name) {
  const store = new SqliteReportingStore(openSqlite(path.join(dir, name), 'reporting', reportingSqliteMigrations));
  const history = new SqliteOutcomeHistory(openSqlite(path.join(dir, name), 'reporting-history', outcomeHistoryMigrations));
  const handlers = new Map();
  const bus = { subscribe: async (subject, handler) => { handlers.set(subject, [...(handlers.get(subject) ?? []), handler]); return { stop: async () => {} }; } };
  const subscriptions = [...reportingHandlers(store.model), ...outcomeHistoryHandlers(history)];
  return { store, history, handlers, ready: Promise.all(subscriptions.map((h) => h.subscribe(bus))) };
}

/**
 * Feeds the events as the bus delivers a replay: every subject has its own durable consumer, each handling up to
 * CONCURRENCY events at once (the durable local bus's default), so a replay has up to CONCURRENCY times the number of
 * consumers in flight (here in the log's order). A handler's promise settles once its change is committed, as the
 * bus acknowledges an event only then.
 */
const CONCURRENCY = 4;
const PROGRESS_EVERY = 100_000;

/**
 * The process's CPU time since `from`, in seconds: on a machine shared with other jobs the wall time says as much about
 * their load as about this code, the CPU time only about this code.
 */
const cpuSecondsSince = (from) => { const d = process.cpuUsage(from); return (d.user + d.system) / 1e6; };

async function build(dir, name, n, seed) {
  const m = readModel(dir, name);
  await m.ready;
  const window = CONCURRENCY * m.handlers.size;
  const inFlight = new Set();
  let events = 0;
  const started = performance.now();
  const cpu = process.cpuUsage();
  for (const e of districtEvents(n, seed)) {
    for (const handle of m.handlers.get(e.subject)) {
      const p = handle(e).finally(() => inFlight.delete(p));
      inFlight.add(p);
      if (inFlight.size >= window) await Promise.race(inFlight);
    }
    // A full-size replay runs for many minutes on a shared machine: say how far it is (stderr, out of the table).
    if (++events % PROGRESS_EVERY === 0) console.error(`  ${name}: ${events} events in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  await Promise.all(inFlight);
  return { ...m, events, seconds: (performance.now() - started) / 1000, cpuSeconds: cpuSecondsSince(cpu) };
}

async function run(dir) {
  const small = await build(dir, 'small', SMALL, 1);
  console.log(`small district: ${SMALL} students, ${small.events} events in ${small.seconds.toFixed(1)} s`);
  const big = await build(dir, 'big', BIG, 2);
  const rebuildRate = Math.round(big.events / big.seconds);
  const rebuildCpuRate = Math.round(big.events / big.cpuSeconds);
  console.log(`big district: ${BIG} students, ${BIG * APPS_PER_STUDENT} applications, ${(BIG / 4) * PAST_CLASSES * OUTCOMES_PER_STUDENT} past outcomes, ${big.events} events rebuilt from scratch in ${big.seconds.toFixed(1)} s: ${rebuildRate} events/s (${big.cpuSeconds.toFixed(1)} s of CPU: ${rebuildCpuRate} events per CPU second)`);
  const dashboardStarted = performance.now();
  const dashboardCpu = process.cpuUsage();
  const services = {
    small: new ReportsService({ store: small.store, history: small.history, now: () => NOW }),
    big: new ReportsService({ store: big.store, history: big.history, now: () => NOW }),
  };
  const times = { small: [], big: [] };
  let shape;
  for (let r = 0; r < WARMUP + RUNS; r++) {
    for (const which of ['big', 'small']) {
      const t0 = performance.now();
      const reports = await services[which].dashboard(admin, {});
      const ms = performance.now() - t0;
      if (r >= WARMUP) times[which].push(ms);
      if (which === 'big') shape = reports.map((x) => `${x.name}: ${x.rows.length} rows`);
    }
  }
  const med = (xs) => percentile(xs, 50);
  const p95 = (xs) => percentile(xs, 95);
  const ratio = { median: +(med(times.big) / med(times.small)).toFixed(2), p95: +(p95(times.big) / p95(times.small)).toFixed(2) };
  console.log(`dashboard (${shape.length} reports; ${shape.join(', ')})`);
  console.log(`  ${BIG} students: median ${med(times.big).toFixed(3)} ms, p95 ${p95(times.big).toFixed(3)} ms`);
  console.log(`  ${SMALL} students: median ${med(times.small).toFixed(3)} ms, p95 ${p95(times.small).toFixed(3)} ms`);
  const met = ratio.median <= TARGET_RATIO;
  const phases = [
    ['setup: the small district', small.seconds, small.cpuSeconds],
    ['the big district rebuilt from its event log (measured)', big.seconds, big.cpuSeconds],
    [`the dashboards, ${WARMUP + RUNS} runs each (measured)`, (performance.now() - dashboardStarted) / 1000, cpuSecondsSince(dashboardCpu)],
  ];
  console.log('phase'.padEnd(58) + 'wall s'.padStart(10) + 'CPU s'.padStart(10));
  for (const [phase, wall, cpu] of phases) console.log(phase.padEnd(58) + wall.toFixed(1).padStart(10) + cpu.toFixed(1).padStart(10));
  console.log(`ratio ${BIG}/${SMALL} median ${ratio.median}x, p95 ${ratio.p95}x; within ${TARGET_RATIO}x: ${met ? 'met' : 'MISSED'}`);
  for (const m of [small, big]) { await m.store.close(); await m.history.close(); }
  return {
    students: { big: BIG, small: SMALL }, applications: { big: BIG * APPS_PER_STUDENT, small: SMALL * APPS_PER_STUDENT },
    pastOutcomes: { big: (BIG / 4) * PAST_CLASSES * OUTCOMES_PER_STUDENT, small: (SMALL / 4) * PAST_CLASSES * OUTCOMES_PER_STUDENT },
    rebuild: { events: big.events, seconds: +big.seconds.toFixed(2), eventsPerSecond: rebuildRate, cpuSeconds: +big.cpuSeconds.toFixed(2), eventsPerCpuSecond: rebuildCpuRate },
    phases: phases.map(([phase, wall, cpu]) => ({ phase, seconds: +wall.toFixed(2), cpuSeconds: +cpu.toFixed(2) })),
    dashboard: { big: { medianMs: med(times.big), p95Ms: p95(times.big) }, small: { medianMs: med(times.small), p95Ms: p95(times.small) } },
    ratio, target: TARGET_RATIO, met,
  };
}

const result = await inScratchDir('counsel-bench-reporting-', run);
writeBenchResult('reporting', result);
if (!result.met && process.env.BENCH_STRICT === '1') process.exit(1);
