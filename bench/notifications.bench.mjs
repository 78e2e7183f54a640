// Notifications at district scale: a district of 100,000 students with 1,000,000 applications (ten each) seeded
// straight into the notifications service's SQLite store (its own adapter and migrations, in bulk transactions), their
// deadlines spread over the next 60 days (the application season). Measured in the same run:
//   - the reminder pass (Reminders.pass: the applications falling due within 14 days, a page at a time, the rule,
//     the audience check, the preferences, the notifications written once each) against reading the same
//     applications page by page without doing anything with them; wall time and the heap's peak growth of each;
//   - daily digests (three notifications each) rendered and handed to a local SMTP server (smtp-server in this
//     process) by EmailDelivery.sendDigests, as emails per second, against handing the server the same number of
//     ready-made messages of the same size through the same mailer.
// BENCH_NOTIFICATIONS_STUDENTS (100,000), BENCH_NOTIFICATIONS_APPS (10 per student) and BENCH_NOTIFICATIONS_DIGESTS set
// the sizes. The digests default to 5,000 to keep `npm run bench` within its time budget (SMTP in one process runs at
// about a hundred messages a second on a shared two-core machine); the full size is
// BENCH_NOTIFICATIONS_DIGESTS=100000. No target in the issue: the ratios are reported.
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';
import { createLogger, openSqlite } from '@counsel/kit';
import {
  DistrictControl, EmailDelivery, Notifier, Reminders, SmtpMailer, SqliteNotificationsStore, notificationsSqliteMigrations,
} from '@counsel/notifications';
import { inScratchDir, writeBenchResult } from './support/portal-run.mjs';

const STUDENTS = Number(process.env.BENCH_NOTIFICATIONS_STUDENTS ?? 100_000);
const APPS = Number(process.env.BENCH_NOTIFICATIONS_APPS ?? 10);
const DIGESTS = Number(process.env.BENCH_NOTIFICATIONS_DIGESTS ?? 5_000);
const SEASON_DAYS = 60;
const log = createLogger('notifications-bench', 'silent');
const NOW = new Date();
const TODAY = NOW.toISOString().slice(0, 10);
const day = (offset) => new Date(Date.parse(`${TODAY}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
const MB = (b) => Math.round(b / 1048576);

function seedDistrict(db) {
  const student = db.prepare('INSERT INTO students (student_id, user_id, school_id, counselor_user_id, first_name, last_name) VALUES (?, ?, ?, ?, ?, ?)');
  const person = db.prepare('INSERT INTO recipients (user_id, email, first_name, last_name, role, school_ids_json) VALUES (?, ?, ?, ?, ?, NULL)');
  const app = db.prepare('INSERT INTO applications (application_id, student_id, college_name, deadline, missing_json) VALUES (?, ?, ?, ?, ?)');
  const missing = JSON.stringify(['Essays', 'Recommendation: Ms Lee']);
  const BATCH = 10_000;
  for (let from = 0; from < STUDENTS; from += BATCH) {
    db.transaction(() => {
      for (let i = from; i < Math.min(STUDENTS, from + BATCH); i++) {
        student.run(`st-${i}`, `u-${i}`, `school-${i % 50}`, null, `Zoë${i}`, 'Núñez');
        person.run(`u-${i}`, `student${i}@district.example.org`, `Zoë${i}`, 'Núñez', 'student');
        for (let a = 0; a < APPS; a++) app.run(`a-${i}-${a}`, `st-${i}`, `College ${a}`, day((i * 7 + a * 13) % SEASON_DAYS), missing);
      }
    })();
  }
}

/** Wraps the store's paged read so each page samples the heap: the passes are synchronous SQLite under async calls. */
function heapSampler(directory) {
  const read = directory.applicationsDue.bind(directory);
  const s = { base: 0, peak: 0, pages: 0 };
  directory.applicationsDue = async (...args) => {
    const page = await read(...args);
    s.pages += 1;
    s.peak = Math.max(s.peak, process.memoryUsage().heapUsed);
    return page;
  };
  return {
    start() { globalThis.gc?.(); s.base = process.memoryUsage().heapUsed; s.peak = s.base; s.pages = 0; },
    growth() { return s.peak - s.base; },
  };
}

async function reminderPass(dataDir) {
  const db = openSqlite(dataDir, 'notifications', notificationsSqliteMigrations);
  const started = performance.now();
  seedDistrict(db);
  const seedMs = performance.now() - started;
  const store = new SqliteNotificationsStore(db);
  const sampler = heapSampler(store.directory);
  // Baseline: the same applications, read the same way, nothing done with them.
  sampler.start();
  let t0 = performance.now();
  let read = 0;
  let after = null;
  for (;;) {
    const page = await store.directory.applicationsDue(TODAY, day(14), after, 5_000);
    if (page.length === 0) break;
    read += page.length;
    after = page[page.length - 1];
  }
  const readMs = performance.now() - t0;
  const readHeap = sampler.growth();
  const reminders = new Reminders({ store, notifier: new Notifier({ store, log, emailEnabled: false, now: () => NOW }) });
  sampler.start();
  t0 = performance.now();
  const pass = await reminders.pass(TODAY);
  const passMs = performance.now() - t0;
  const passHeap = sampler.growth();
  // Again: every occasion is known, nothing is added (what each later round of the day costs).
  t0 = performance.now();
  const again = await reminders.pass(TODAY);
  const againMs = performance.now() - t0;
  await store.close();
  return { seedMs, read, readMs, readHeap, pass, passMs, passHeap, again, againMs };
}

async function smtpServer() {
  let received = 0;
  const server = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'], logger: false, disableReverseLookup: true,
    onData(stream, _session, cb) { stream.on('data', () => {}); stream.on('end', () => { received += 1; cb(); }); },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, received: () => received, close: () => new Promise((r) => server.close(r)) };
}

async function digests(dataDir) {
  const db = openSqlite(dataDir, 'digests', notificationsSqliteMigrations);
  const person = db.prepare('INSERT INTO recipients (user_id, email, first_name, last_name, role, school_ids_json) VALUES (?, ?, ?, ?, ?, NULL)');
  const note = db.prepare(`INSERT INTO notifications (id, user_id, kind, key, title, body, link, student_id, created_at, email_state)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending_digest')`);
  db.transaction(() => {
    for (let i = 0; i < DIGESTS; i++) {
      person.run(`u-${i}`, `student${i}@district.example.org`, `Zoë${i}`, 'Núñez', 'student');
      note.run(`n-${i}-1`, `u-${i}`, 'DEADLINE_REMINDER', `d-${i}`, `Rice University: deadline in 7 days (${day(7)})`, 'Still missing: Essays, Recommendation: Ms Lee.', '/student/my-colleges', `st-${i}`, NOW.toISOString());
      note.run(`n-${i}-2`, `u-${i}`, 'TASK_ASSIGNED', `t-${i}`, 'New task: Send your SAT scores', `Due ${day(9)}.`, '/student', `st-${i}`, NOW.toISOString());
      note.run(`n-${i}-3`, `u-${i}`, 'LETTER_ACCEPTED', `l-${i}`, 'Daniel Okafor accepted your letter request', 'See your recommendation letters.', '/student/letters/r', `st-${i}`, NOW.toISOString());
    }
  })();
  const store = new SqliteNotificationsStore(db);
  const server = await smtpServer();
  const mailer = new SmtpMailer(server.url, 'Counsel <no-reply@district.example.org>');
  try {
    const control = new DistrictControl(store.control, { timeZone: 'UTC', digestHour: 0, secret: 'bench-secret' });
    const delivery = new EmailDelivery({ store, mailer, control, publicUrl: 'https://counsel.district.example.org', log });
    // Baseline: the same number of ready-made messages of a digest's size, four in flight as the digests go.
    const sample = { to: 'student0@district.example.org', subject: 'Counsel: your daily summary (3)', text: 'x'.repeat(1_100), headers: { 'List-Unsubscribe': '<https://counsel.district.example.org/api/notifications/unsubscribe?token=abc>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
    let t0 = performance.now();
    let next = 0;
    await Promise.all(Array.from({ length: 4 }, async () => { while (next++ < DIGESTS) await mailer.send(sample); }));
    const rawMs = performance.now() - t0;
    t0 = performance.now();
    const sent = await delivery.sendDigests(NOW);
    const digestMs = performance.now() - t0;
    return { sent, received: server.received(), rawMs, digestMs };
  } finally {
    await mailer.close();
    await server.close();
    await store.close();
  }
}

await inScratchDir('counsel-notifications-bench-', async (dataDir) => {
  const r = await reminderPass(dataDir);
  console.log(`district: ${STUDENTS.toLocaleString('en-US')} students, ${(STUDENTS * APPS).toLocaleString('en-US')} applications (seeded in ${(r.seedMs / 1000).toFixed(1)} s)`);
  console.log(`  read the ${r.read.toLocaleString('en-US')} applications due within 14 days: ${(r.readMs / 1000).toFixed(2)} s, heap +${MB(r.readHeap)} MB`);
  console.log(`  reminder pass over them:     ${(r.passMs / 1000).toFixed(2)} s, heap +${MB(r.passHeap)} MB, ${r.pass.added.toLocaleString('en-US')} notifications (${(r.passMs / r.readMs).toFixed(1)}x the read)`);
  console.log(`  the same pass again (nothing new): ${(r.againMs / 1000).toFixed(2)} s (${(r.againMs / r.readMs).toFixed(1)}x the read)`);
  const d = await digests(dataDir);
  const rawRate = DIGESTS / (d.rawMs / 1000);
  const digestRate = d.sent / (d.digestMs / 1000);
  console.log(`digests: ${d.sent.toLocaleString('en-US')} sent (${d.received.toLocaleString('en-US')} received by the SMTP server, with the baseline's)`);
  console.log(`  ready-made messages: ${Math.round(rawRate)} emails/s; digests rendered and sent: ${Math.round(digestRate)} emails/s (${(digestRate / rawRate).toFixed(2)}x)`);
  writeBenchResult('notifications', {
    students: STUDENTS, applications: STUDENTS * APPS, dueWithin14Days: r.read, seedMs: r.seedMs,
    readMs: r.readMs, readHeapMB: MB(r.readHeap), passMs: r.passMs, passHeapMB: MB(r.passHeap), notificationsAdded: r.pass.added, passVsRead: r.passMs / r.readMs,
    againMs: r.againMs, digests: d.sent, rawEmailsPerSecond: rawRate, digestEmailsPerSecond: digestRate, digestVsRaw: digestRate / rawRate,
    maxRssMB: MB(process.resourceUsage().maxRSS * 1024),
  });
});
