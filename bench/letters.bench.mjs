// Letters at district scale: a district of 100,000 students seeded straight into the letters service's
// SQLite store (its own adapter, migrations and repositories, in bulk transactions), each with four applications and a
// recommendation request (a third with a second one), in schools of 2,000 with 20 teachers each; about 130,000 requests.
// Two schools are the bench's own, made through the roster as an admin would: one of 400 students and one of 10, each
// with a teacher and a counselor signed in with passwords (their tokens carry the school). Times, through the gateway
// (GraphQL, as the web asks), each against its small case in the same run, the two taking turns call by call:
//   - the teacher's queue (recommendationRequests(scope: queue)) of 150 requests vs 5, in pages of 25 as the staff
//     list pages (the target), and of 100, what the queue page asks today (reported: its cost is the 100 cards' GraphQL
//     answer, about 0.2 ms a card through the gateway, against 5 cards; the store's part is the same few reads);
//   - the counselor's requests view (scope: caseload, the staff page's 25 a page, with its counts) for a school of
//     400 students vs 10;
//   - the packet PDF (GET /api/students/{id}/packets/{collegeId}.pdf) of a student with 10 documents (school profile,
//     transcript, mid-year and final reports, counselor letter and four teacher letters as PDFs of three pages, and
//     the school report's form) vs reading the same nine files from disk.
// Targets: each list within 3x of its small case (the run fails otherwise). The packet has no target in the issue:
// its ratio is reported.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { DEMO_USERS, LocalBlobStore, openSqlite } from '@counsel/kit';
import { writePdf } from '@counsel/kit/pdf';
import { startPortal } from '@counsel/gateway';
import { PDFDocument } from 'pdf-lib';
import { SqliteLettersStore, lettersSqliteMigrations } from '@counsel/letters';
import { FIRST_NAMES, LAST_NAMES, rng } from './support/seed-students.mjs';
import { graphql, inScratchDir, writeBenchResult } from './support/portal-run.mjs';
import { percentile } from './support/timing.mjs';

const STUDENTS = 100_000;
const SCHOOL_SIZE = 2_000;
const TEACHERS_PER_SCHOOL = 20;
const APPLICATIONS = 4;
const QUEUE = { big: 150, small: 5 };
const CASELOAD = { big: 400, small: 10 };
const TEACHER_LETTERS = 4;
const PDF_PAGES = 3;
const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const WARMUP = 10;
const PACKET_RUNS = Number(process.env.BENCH_PACKET_RUNS ?? 10);
const TARGET_RATIO = 3;
const PASSWORD = 'bench-letters-1';
const ADMIN = DEMO_USERS.find((u) => u.role === 'admin');
const NOW = new Date();
const schoolYearOf = (at) => {
  const start = at.getUTCMonth() >= 6 ? at.getUTCFullYear() : at.getUTCFullYear() - 1;
  return `${start}-${start + 1}`;
};
const day = (offset) => new Date(NOW.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const env = (dataDir) => ({ PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DEMO_DATA: '1', NODE_ENV: 'test' });

async function login(url, email, password) {
  const res = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!res.ok) throw new Error(`login ${email}: ${res.status} ${await res.text()}`);
  return { url, cookie: res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ') };
}

async function until(what, check, ms = 60_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The bench's two schools and their staff, made as an admin makes them (roster's schools and assignments, identity's
 * accounts), on a first run of the portal; answers their ids. Each account's next sign-in carries its school.
 */
async function makeStaff(dataDir) {
  const portal = await startPortal({ env: env(dataDir) });
  try {
    const admin = await login(portal.url, ADMIN.email, ADMIN.password);
    const school = async (name) => (await graphql(admin, 'mutation($i: SchoolInput!) { createSchool(input: $i) { id } }',
      { i: { name, city: 'Sacramento', state: 'CA' } }, 'createSchool')).createSchool.id;
    const big = await school('Jefferson High School');
    const small = await school('Escuela Pequeña');
    const account = async (tag, role, schoolId, [firstName, lastName]) => {
      const email = `bench-${tag}@letters.example.org`;
      const res = await fetch(`${portal.url}/api/auth/register-counselor`, {
        method: 'POST', headers: { 'content-type': 'application/json', cookie: admin.cookie },
        body: JSON.stringify({ email, password: PASSWORD, firstName, lastName, role }),
      });
      if (res.status !== 201) throw new Error(`register ${tag}: ${res.status} ${await res.text()}`);
      const { id } = await res.json();
      await graphql(admin, 'mutation($u: ID!, $s: [ID!]!) { setStaffSchools(userId: $u, schoolIds: $s) { id } }', { u: id, s: [schoolId] }, 'setStaffSchools');
      await until(`${tag}'s school in their token`, async () => {
        const me = await graphql(await login(portal.url, email, PASSWORD), 'query { me { schoolIds } }', {}, 'me');
        return me.me?.schoolIds?.includes(schoolId);
      });
      return { id, email, schoolId, firstName, lastName, role };
    };
    return {
      schools: { big, small }, names: { [big]: 'Jefferson High School', [small]: 'Escuela Pequeña' },
      teacherBig: await account('teacher-150', 'teacher', big, ['Hannah', 'Weiß']),
      teacherSmall: await account('teacher-5', 'teacher', small, ['Tomás', 'Ortega']),
      counselorBig: await account('counselor-400', 'counselor', big, ['Grace', 'Adeyemi']),
      counselorSmall: await account('counselor-10', 'counselor', small, ['Kenji', 'Mori']),
    };
  } finally {
    await portal.close();
  }
}

const pageCount = async (bytes) => (await PDFDocument.load(bytes)).getPageCount();

/** A PDF of about PDF_PAGES pages of text, as a school's documents are. */
async function pdfFile(dir, title) {
  const paragraph = (i) => `${title}, part ${i + 1}. ${'Coursework, grades and the context a reader needs to weigh them. '.repeat(12)}`;
  const bytes = await writePdf({ title }, [{ kind: 'heading', level: 1, text: title }, ...Array.from({ length: 4 * PDF_PAGES }, (_, i) => ({ kind: 'paragraph', text: paragraph(i) }))]);
  const file = path.join(dir, `${title.replace(/\W+/g, '-')}.pdf`);
  writeFileSync(file, bytes);
  return file;
}

/**
 * The district: students (the bench's two schools first: 400 and 10 students, then schools of 2,000), their
 * applications and requests, the teachers of every school, schools' names, and the packet student's documents.
 */
async function seed(dataDir, staff, filesDir) {
  const store = new SqliteLettersStore(openSqlite(dataDir, 'letters', lettersSqliteMigrations));
  const blobs = LocalBlobStore.forService(dataDir, 'letters');
  const rand = rng(STUDENTS);
  const pick = (xs) => xs[Math.floor(rand() * xs.length)];
  const at = NOW.toISOString();
  const schoolYear = schoolYearOf(NOW);
  const t0 = performance.now();
  const schoolOf = (i) => (i < CASELOAD.big ? staff.schools.big : i < CASELOAD.big + CASELOAD.small ? staff.schools.small
    : `school-${Math.floor((i - CASELOAD.big - CASELOAD.small) / SCHOOL_SIZE)}`);
  const teacherId = (schoolId, k) => `t-${schoolId}-${k}`;
  const schools = [...new Set(Array.from({ length: STUDENTS }, (_, i) => schoolOf(i)))];
  await store.write((w) => {
    for (const s of [staff.teacherBig, staff.teacherSmall, staff.counselorBig, staff.counselorSmall]) {
      w.accounts.save({ userId: s.id, email: s.email, role: s.role, firstName: s.firstName, lastName: s.lastName, active: true, schoolIds: [s.schoolId] });
    }
    for (const schoolId of schools) {
      // The bench's two schools are named by the roster's events too (the same names, whichever lands first).
      w.students.saveSchool({ schoolId, name: staff.names[schoolId] ?? `${pick(LAST_NAMES)} High School` });
      for (let k = 0; k < TEACHERS_PER_SCHOOL; k++) {
        const [firstName, lastName] = [pick(FIRST_NAMES), pick(LAST_NAMES)];
        w.accounts.save({ userId: teacherId(schoolId, k), email: `${firstName}.${lastName}.${k}@district.example`.toLowerCase(), role: 'teacher', firstName, lastName, active: true, schoolIds: [schoolId] });
      }
    }
  });
  // Each student asks one teacher; the first 150 of the big school and the first 5 of the small one ask the bench's
  // teachers (all active requests); a third ask a second teacher. States: requested, accepted, submitted, declined.
  const STATES = ['requested', 'requested', 'accepted', 'accepted', 'submitted', 'submitted', 'declined', 'cancelled'];
  const BATCH = 2_000;
  let requests = 0;
  for (let start = 0; start < STUDENTS; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(STUDENTS, start + BATCH); i++) {
      const hex = i.toString(16).padStart(12, '0');
      const studentId = `b0000000-0000-4000-8000-${hex}`;
      const userId = `a0000000-0000-4000-8000-${hex}`;
      const schoolId = schoolOf(i);
      const student = { studentId, userId, schoolId, counselorUserId: null, firstName: pick(FIRST_NAMES), lastName: pick(LAST_NAMES), grade: '12' };
      const applications = Array.from({ length: APPLICATIONS }, (_, k) => ({
        applicationId: `${studentId}-a${k}`, studentId, collegeId: `college-${Math.floor(rand() * 3_000)}-${k}`, collegeName: `College ${k + 1} of ${studentId.slice(-4)}`,
        plan: pick(['ED', 'EA', 'RD']), deadline: day(Math.floor(rand() * 120) - 10), status: 'planning',
      }));
      const own = (i < QUEUE.big && staff.teacherBig.id) || (i >= CASELOAD.big && i < CASELOAD.big + QUEUE.small && staff.teacherSmall.id) || null;
      const asked = [own ?? teacherId(schoolId, Math.floor(rand() * TEACHERS_PER_SCHOOL))];
      if (rand() < 0.33) asked.push(teacherId(schoolId, (TEACHERS_PER_SCHOOL + i) % TEACHERS_PER_SCHOOL));
      const reqs = asked.map((teacherUserId, k) => {
        const state = teacherUserId === own ? pick(STATES.slice(0, 6)) : pick(STATES);
        const requestedAt = new Date(NOW.getTime() - Math.floor(rand() * 60 * 86_400_000)).toISOString();
        return {
          id: `${studentId}-r${k}`, studentId, studentUserId: userId, schoolId, teacherUserId, applicationIds: k === 0 ? [] : [applications[k].applicationId],
          note: 'I loved your class; could you write about my project?', waived: rand() < 0.8, state, declineReason: state === 'declined' ? 'My list is full this year' : null,
          schoolYear, requestedAt, updatedAt: requestedAt,
        };
      });
      rows.push({ student, applications, reqs });
    }
    await store.write((w) => {
      for (const { student, applications, reqs } of rows) {
        w.students.save(student);
        w.students.replaceApplications({ studentId: student.studentId, applications, updatedAt: at });
        for (const r of reqs) {
          w.requests.save(r);
          if (r.state === 'submitted') {
            w.letters.save({ requestId: r.id, studentId: r.studentId, kind: 'text', body: 'A letter of a few paragraphs.', blobId: null, fileName: null, fileSize: null,
              aiDraftUsed: false, submittedAt: r.updatedAt, submittedBy: r.teacherUserId });
          }
        }
      }
    });
    requests += rows.reduce((n, r) => n + r.reqs.length, 0);
  }

  // The packet's student: the big school's 200th (not in the teacher's queue), with every document ready.
  const hex = (200).toString(16).padStart(12, '0');
  const studentId = `b0000000-0000-4000-8000-${hex}`;
  const files = [];
  const put = async (title) => {
    const file = await pdfFile(filesDir, title);
    files.push(file);
    const meta = await blobs.put(Readable.from(readFileSync(file)), { maxBytes: 10 * 1024 * 1024, accept: ['pdf'] });
    return { blobId: meta.id, fileName: path.basename(file), fileSize: meta.size };
  };
  const doc = (kind, content) => ({ studentId, kind, state: 'ready', text: null, form: null, blobId: null, fileName: null, fileSize: null, updatedAt: at, updatedBy: staff.counselorBig.id, ...content });
  const profile = await put('Jefferson High School profile');
  const documents = [
    doc('transcript', await put('Official transcript')), doc('mid_year_report', await put('Mid-year report')), doc('final_report', await put('Final report')),
    doc('counselor_letter', await put('Counselor letter')),
    doc('school_report', { form: { gpa: 3.87, gpaScale: 4, rank: '12 of 400', courseRigor: 'most_demanding', ratings: [{ category: 'overall', level: 'outstanding' }] } }),
  ];
  const letters = [];
  for (let k = 0; k < TEACHER_LETTERS; k++) {
    const file = await put(`Teacher letter ${k + 1}`);
    const r = {
      id: `${studentId}-packet-${k}`, studentId, studentUserId: `a0000000-0000-4000-8000-${hex}`, schoolId: staff.schools.big, teacherUserId: teacherId(staff.schools.big, k),
      applicationIds: [], note: 'For every college, please', waived: true, state: 'submitted', declineReason: null, schoolYear, requestedAt: at, updatedAt: at,
    };
    letters.push({ r, letter: { requestId: r.id, studentId, kind: 'pdf', body: null, ...file, aiDraftUsed: false, submittedAt: at, submittedBy: r.teacherUserId } });
  }
  await store.write((w) => {
    w.schoolDocuments.saveProfile({ schoolId: staff.schools.big, schoolYear, ...profile, uploadedAt: at, uploadedBy: ADMIN.id });
    for (const d of documents) w.schoolDocuments.save(d);
    for (const { r, letter } of letters) { w.requests.save(r); w.letters.save(letter); }
  });
  const collegeId = (await store.students.applications(studentId))[0].collegeId;
  const seedMs = performance.now() - t0;
  store.db.exec('ANALYZE');
  await blobs.close();
  await store.close();
  return { seedSeconds: +(seedMs / 1000).toFixed(1), requests: requests + TEACHER_LETTERS, packet: { studentId, collegeId, files } };
}

/**
 * Median and p95 of `runs` timed calls of each case after `warmup` untimed ones, the cases taking turns call by call
 * (a machine shared with other work slows both alike, not one of them); `call()` answers what `check` verifies.
 */
async function timed(cases, runs = RUNS, warmup = WARMUP) {
  for (let i = 0; i < warmup; i++) for (const c of cases) c.check(await c.call());
  const times = cases.map(() => []);
  for (let i = 0; i < runs; i++) {
    for (const [k, c] of cases.entries()) {
      const t = performance.now();
      const r = await c.call();
      times[k].push(performance.now() - t);
      c.check(r);
    }
  }
  return times.map((ts) => ({ medianMs: +percentile(ts, 50).toFixed(3), p95Ms: +percentile(ts, 95).toFixed(3) }));
}

const LIST = `query Requests($scope: RecommendationRequestScope, $filter: RecommendationRequestFilter) {
  recommendationRequests(scope: $scope, filter: $filter) { total pending done page pageSize items {
    id studentId state waived note declineReason requestedAt updatedAt applicationIds earliestDeadline
    applications { applicationId collegeId collegeName plan deadline status }
    student { studentId name grade schoolId schoolName } teacher { userId name email } letter { kind submittedAt aiDraftUsed } } } }`;

async function run(dataDir) {
  const staff = await makeStaff(dataDir);
  const filesDir = path.join(dataDir, 'bench-files');
  mkdirSync(filesDir, { recursive: true });
  const seeded = await seed(dataDir, staff, filesDir);
  console.log(`seeded ${STUDENTS.toLocaleString('en')} students, ${seeded.requests.toLocaleString('en')} requests in ${seeded.seedSeconds} s`);
  const portal = await startPortal({ env: env(dataDir) });
  try {
    const session = async (who) => login(portal.url, who.email, PASSWORD);
    const list = (s, scope, pageSize) => async () => (await graphql(s, LIST, { scope, filter: { pageSize } }, `${scope} list`)).recommendationRequests;
    const expectTotal = (total, rows) => (page) => {
      if (page.total !== total || page.items.length !== rows) throw new Error(`expected ${total} requests (${rows} rows), got ${page.total} (${page.items.length})`);
      if (page.items.some((r) => !r.student.schoolName)) throw new Error('a card without its school name');
    };
    const out = { students: STUDENTS, requests: seeded.requests, seedSeconds: seeded.seedSeconds };
    const [teacherSmall, teacherBig] = [await session(staff.teacherSmall), await session(staff.teacherBig)];
    [out.queueSmall, out.queueBig, out.queueBig100] = await timed([
      { call: list(teacherSmall, 'queue', 25), check: expectTotal(QUEUE.small, QUEUE.small) },
      { call: list(teacherBig, 'queue', 25), check: expectTotal(QUEUE.big, 25) },
      { call: list(teacherBig, 'queue', 100), check: expectTotal(QUEUE.big, 100) },
    ]);
    const caseload = (n) => (page) => { if (page.total < n || page.items.length !== Math.min(25, page.total)) throw new Error(`caseload of ${n}: ${page.total} requests`); };
    [out.caseloadSmall, out.caseloadBig] = await timed([
      { call: list(await session(staff.counselorSmall), 'caseload', 25), check: caseload(CASELOAD.small) },
      { call: list(await session(staff.counselorBig), 'caseload', 25), check: caseload(CASELOAD.big) },
    ]);

    const counselor = await session(staff.counselorBig);
    const packetUrl = `${portal.url}/api/students/${seeded.packet.studentId}/packets/${encodeURIComponent(seeded.packet.collegeId)}.pdf`;
    const packet = async () => {
      const res = await fetch(packetUrl, { headers: { cookie: counselor.cookie } });
      if (!res.ok) throw new Error(`packet: ${res.status} ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    };
    // The cover, every file's pages, the school report's page at least.
    let filePages = 0;
    for (const f of seeded.packet.files) filePages += await pageCount(readFileSync(f));
    const pages = await pageCount(await packet());
    if (pages < filePages + 2) throw new Error(`packet of ${pages} pages; the files alone have ${filePages}`);
    [out.packet, out.files] = await timed([
      { call: packet, check: (b) => { if (b.length < 1_000) throw new Error('packet: too short'); } },
      { call: () => Promise.all(seeded.packet.files.map((f) => readFile(f))), check: (bs) => { if (bs.length !== seeded.packet.files.length) throw new Error('files'); } },
    ], PACKET_RUNS, 2);
    out.packet = { ...out.packet, pages, filePages };
    return out;
  } finally {
    await portal.close();
  }
}

const r = await inScratchDir('counsel-bench-letters-', run);
const ratio = (big, small) => +(big.medianMs / small.medianMs).toFixed(2);
const line = (name, m) => `  ${name.padEnd(46)} median ${String(m.medianMs).padStart(9)} ms, p95 ${String(m.p95Ms).padStart(9)} ms`;
console.log(`${STUDENTS.toLocaleString('en')} students, ${r.requests.toLocaleString('en')} requests; ${RUNS} calls each (${PACKET_RUNS} for the packet):`);
console.log(line(`teacher queue of ${QUEUE.small}`, r.queueSmall));
console.log(line(`teacher queue of ${QUEUE.big} (first 25)`, r.queueBig));
console.log(line(`teacher queue of ${QUEUE.big} (first 100)`, r.queueBig100));
console.log(line(`counselor requests, school of ${CASELOAD.small}`, r.caseloadSmall));
console.log(line(`counselor requests, school of ${CASELOAD.big} (first 25)`, r.caseloadBig));
console.log(line(`packet PDF, 10 documents (${r.packet.pages} pages)`, r.packet));
console.log(line(`reading the same ${TEACHER_LETTERS + 5} files`, r.files));
const ratios = { queue: ratio(r.queueBig, r.queueSmall), queue100: ratio(r.queueBig100, r.queueSmall), caseload: ratio(r.caseloadBig, r.caseloadSmall), packet: ratio(r.packet, r.files) };
const met = { queue: ratios.queue <= TARGET_RATIO, caseload: ratios.caseload <= TARGET_RATIO };
console.log(`ratio queue ${QUEUE.big}/${QUEUE.small}, 25 a page: ${ratios.queue}x (target ${TARGET_RATIO}x: ${met.queue ? 'met' : 'MISSED'})`);
console.log(`ratio queue ${QUEUE.big}/${QUEUE.small}, 100 a page (what the queue page asked before it paged by 25): ${ratios.queue100}x (reported)`);
console.log(`ratio caseload ${CASELOAD.big}/${CASELOAD.small}: ${ratios.caseload}x (target ${TARGET_RATIO}x: ${met.caseload ? 'met' : 'MISSED'})`);
console.log(`ratio packet/files: ${ratios.packet}x (no target)`);
writeBenchResult('letters', { ...r, ratios, target: TARGET_RATIO, met, at: NOW.toISOString() });
if (!met.queue || !met.caseload) process.exit(1);
