// The counselor dashboard's counseling cards for a caseload of 10 and of 400 students, 20 tasks each.
// Seeds straight into the counseling service's SQLite store (its own adapter and migrations) before the portal
// starts: students in its read model with the demo counselor as their counselor (default school), 20 tasks per
// student from that counselor (due from 30 days ago to 60 days ahead, about 40% done), 3 notes and 1 meeting
// each (some today). Times one GraphQL request through the gateway as the counselor: todaysMeetings,
// overdueTasks, recentNotes and tasks(scope: MINE), the dashboard's one call. Target: 400 within 3x of 10.
// The bench seeds through the very adapter the service uses.
import { performance } from 'node:perf_hooks';
import { DEFAULT_SCHOOL_ID, openSqlite } from '@counsel/kit';
import { SqliteCounselingStore, counselingMigrations as migrations } from '@counsel/counseling';
import { FIRST_NAMES, LAST_NAMES, rng } from './support/seed-students.mjs';
import { asCounselorOnPortal, graphql, inScratchDir, measureSizes, writeBenchResult } from './support/portal-run.mjs';
import { COUNSELOR, percentile } from './support/timing.mjs';


const SIZES = [10, 400];
const TASKS_PER_STUDENT = 20;
const NOTES_PER_STUDENT = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 10;
const TARGET_RATIO = 3;
const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** n students of the demo counselor, with their tasks, notes and a meeting each; answers the time it took. */
async function seed(dataDir, n) {
  const store = new SqliteCounselingStore(openSqlite(dataDir, 'counseling', migrations));
  const rand = rng(n);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const t0 = performance.now();
  const students = [];
  for (let i = 0; i < n; i++) {
    const hex = i.toString(16).padStart(12, '0');
    students.push({
      studentId: `d0000000-0000-4000-8000-${hex}`, userId: `e0000000-0000-4000-8000-${hex}`, schoolId: DEFAULT_SCHOOL_ID,
      counselorUserId: COUNSELOR.id, firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES), grade: '12', status: 'active',
    });
  }
  await store.write((w) => { for (const s of students) w.students.save(s); });
  const name = `${COUNSELOR.firstName ?? 'Demo'} ${COUNSELOR.lastName ?? 'Counselor'}`;
  const now = Date.now();
  let k = 0;
  for (const s of students) {
    for (let t = 0; t < TASKS_PER_STUDENT; t++) {
      const at = new Date(now - (k++ % 10_000) * 1000).toISOString();
      const task = {
        id: `${s.studentId}-t${t}`, title: `Task ${t + 1}`, dueDate: day(Math.floor(rand() * 90) - 30), applicationId: null,
        groupSchoolId: null, groupGrade: null, createdBy: COUNSELOR.id, createdByName: name, createdAt: at,
      };
      const done = rand() < 0.4;
      await store.write((w) => w.tasks.create(task, [{ taskId: task.id, studentId: s.studentId, done, doneAt: done ? at : null, doneBy: done ? s.userId : null }]));
    }
    for (let j = 0; j < NOTES_PER_STUDENT; j++) {
      const at = new Date(now - Math.floor(rand() * 90 * 86_400_000)).toISOString();
      await store.write((w) => w.notes.save({
        id: `${s.studentId}-n${j}`, studentId: s.studentId, body: `<p>Note ${j + 1} on essays and the college list.</p>`, pinned: j === 0,
        tags: ['college'], authorId: COUNSELOR.id, authorName: name, createdAt: at, updatedAt: at, updatedBy: COUNSELOR.id, updatedByName: name,
      }));
    }
    // One meeting each, within a week either side of today (about one in seven today).
    const startsAt = new Date(now + (Math.floor(rand() * 15) - 7) * 86_400_000).toISOString();
    await store.write((w) => w.meetings.save({
      id: `${s.studentId}-m`, studentId: s.studentId, counselorUserId: COUNSELOR.id, counselorName: name, startsAt, lengthMinutes: 30,
      kind: 'individual', topics: ['college list'], note: null, state: 'scheduled', createdAt: startsAt, updatedAt: startsAt,
    }));
  }
  const ms = performance.now() - t0;
  store.db.exec('ANALYZE');
  await store.close();
  return ms;
}

/** Median and p95 of RUNS timed calls after WARMUP untimed ones; `call()` answers the number of rows. */
async function timed(call) {
  for (let i = 0; i < WARMUP; i++) await call();
  const times = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    rows += await call();
    times.push(performance.now() - t);
  }
  return { medianMs: +percentile(times, 50).toFixed(3), p95Ms: +percentile(times, 95).toFixed(3), avgRows: Math.round(rows / RUNS) };
}

const DASHBOARD = `query CounselorDashboard {
  todaysMeetings { id studentId studentName startsAt lengthMinutes kind topics state }
  overdueTasks { taskId studentId studentName title dueDate done overdue }
  recentNotes { id studentId studentName body pinned tags createdAt authorName }
  tasks(scope: MINE) { id title dueDate doneCount total overdueCount }
}`;

async function measure(n) {
  return inScratchDir(`counsel-bench-dashboard-${n}-`, async (dataDir) => {
    const seedMs = await seed(dataDir, n);
    const out = { students: n, tasks: n * TASKS_PER_STUDENT, notes: n * NOTES_PER_STUDENT, meetings: n, seedSeconds: +(seedMs / 1000).toFixed(1) };
    await asCounselorOnPortal(dataDir, async (session) => {
      const dashboard = async () => {
        const d = await graphql(session, DASHBOARD, undefined, 'dashboard');
        if (d.overdueTasks.length === 0 || d.tasks.length === 0 || d.recentNotes.length === 0) throw new Error(`dashboard was empty: ${JSON.stringify(d).slice(0, 300)}`);
        return d.todaysMeetings.length + d.overdueTasks.length + d.recentNotes.length + d.tasks.length;
      };
      out.dashboard = await timed(dashboard);
    });
    return out;
  });
}

const results = await measureSizes(SIZES, measure, (n, r) => {
  console.log(`caseload ${n}: ${r.tasks} tasks, ${r.notes} notes, ${r.meetings} meetings (seeded in ${r.seedSeconds} s), ${RUNS} calls:`);
  console.log(`  dashboard (gateway)  median ${r.dashboard.medianMs} ms, p95 ${r.dashboard.p95Ms} ms (~${r.dashboard.avgRows} rows)`);
});
const ratio = {
  median: +(results[1].dashboard.medianMs / results[0].dashboard.medianMs).toFixed(2),
  p95: +(results[1].dashboard.p95Ms / results[0].dashboard.p95Ms).toFixed(2),
};
const ok = ratio.median <= TARGET_RATIO;
console.log(`ratio 400/10 median ${ratio.median}x, p95 ${ratio.p95}x; within ${TARGET_RATIO}x: ${ok ? 'met' : 'MISSED'}`);
writeBenchResult('counselor-dashboard', {
  query: 'GraphQL todaysMeetings, overdueTasks, recentNotes, tasks(scope: MINE) (the demo counselor)',
  tasksPerStudent: TASKS_PER_STUDENT, notesPerStudent: NOTES_PER_STUDENT, results, ratio, target: TARGET_RATIO, met: ok,
});
if (!ok && process.env.BENCH_STRICT === '1') process.exit(1);
