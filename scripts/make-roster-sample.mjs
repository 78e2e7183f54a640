// Synthetic roster files, deterministic from a seed: every name, id and email is made up.
//   node scripts/make-roster-sample.mjs               → data/sample-roster/ (the committed sample: 3 schools)
//   node scripts/make-roster-sample.mjs --bench [dir] → the benchmark roster (50,000 students, 60 schools,
//                                                      300 staff) in dir (default: a new temp dir), not committed
// The same people are written twice: a OneRoster 1.1 zip (manifest, orgs, users, enrollments) and the
// equivalent Counsel CSV (local_id = the OneRoster sourcedId, so either file imports the same people).
import { createWriteStream, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import JSZip from 'jszip';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const FIXED_DATE = '2026-08-01T00:00:00Z';

const FIRST = ['Ava', 'Liam', 'Maya', 'Noah', 'Zoe', 'Ethan', 'Isla', 'Mateo', 'Priya', 'Kofi', 'Lena', 'Omar', 'Sofia', 'Jin', 'Amara',
  'Diego', 'Hana', 'Lucas', 'Nia', 'Ravi', 'Elena', 'Tariq', 'Grace', 'Yusuf', 'Chloe', 'Kai', 'Ines', 'Samuel', 'Leila', 'Arjun'];
const LAST = ['Alvarez', 'Brooks', 'Chen', 'Dubois', 'Evans', 'Fischer', 'Garcia', 'Hughes', 'Ibrahim', 'Jensen', 'Kim', 'Lopez', 'Mensah',
  'Nakamura', "O'Brien", 'Patel', 'Quinn', 'Rossi', 'Singh', 'Tanaka', 'Usman', 'Vargas', 'Walsh', 'Xu', 'Yilmaz', 'Zhang', 'Okafor', 'Novak'];
const PLACES = ['Northside', 'Riverside', 'Lakeview', 'Hillcrest', 'Cedar Park', 'Maple Grove', 'Eastwood', 'Westfield', 'Oak Ridge', 'Brookside'];

/** mulberry32: a small seeded generator, so the same seed writes the same files. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * The people of a synthetic district. Students are split between their school's counselors by surname,
 * as counseling offices do; each school has its administrators and teachers.
 */
export function rosterModel({ seed = 16, schools = 3, studentsPerSchool = 110, counselorsPerSchool = 2, adminsPerSchool = 0, districtAdmins = 1, teachersPerSchool = 1 } = {}) {
  const rnd = random(seed);
  const pick = (xs) => xs[Math.floor(rnd() * xs.length)];
  let n = 0;
  const id = (prefix) => `${prefix}-${String(++n).padStart(6, '0')}`;
  const district = { sourcedId: 'district-1', name: 'Synthetic Unified School District' };
  const schoolList = Array.from({ length: schools }, (_, i) => ({
    sourcedId: `org-school-${String(i + 1).padStart(3, '0')}`,
    name: `${PLACES[i % PLACES.length]} High School${i >= PLACES.length ? ` ${Math.floor(i / PLACES.length) + 1}` : ''}`,
    // 12 digits: state 99 (no real state has it), district 00001, school number.
    ncesId: `9900001${String(i + 1).padStart(5, '0')}`,
  }));
  const people = [];
  const person = (role, school, extra = {}) => {
    const firstName = pick(FIRST);
    const lastName = pick(LAST);
    const sourcedId = id(role.slice(0, 3));
    const local = `${firstName}.${lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
    const domain = role === 'student' ? 'students.synthetic-usd.example.org' : 'synthetic-usd.example.org';
    const p = { sourcedId, role, firstName, lastName, email: `${local}.${sourcedId.slice(4)}@${domain}`, schools: school ? [school] : [], grade: null, counselor: null, ...extra };
    people.push(p);
    return p;
  };
  for (let i = 0; i < districtAdmins; i++) person('admin', null);
  for (const school of schoolList) {
    for (let i = 0; i < adminsPerSchool; i++) person('admin', school);
    const counselors = Array.from({ length: counselorsPerSchool }, () => person('counselor', school));
    for (let i = 0; i < teachersPerSchool; i++) person('teacher', school);
    for (let i = 0; i < studentsPerSchool; i++) {
      const s = person('student', school, { grade: String(9 + Math.floor(rnd() * 4)) });
      // Surname ranges split evenly over the alphabet, one per counselor.
      const letter = s.lastName.toUpperCase().charCodeAt(0) - 65;
      s.counselor = counselors[Math.min(counselors.length - 1, Math.floor((letter * counselors.length) / 26))] ?? null;
    }
  }
  return { district, schools: schoolList, people };
}

const cell = (v) => {
  const s = v == null ? '' : String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csv = (header, rows) => [header, ...rows].map((r) => r.map(cell).join(',')).join('\r\n') + '\r\n';

/** The OneRoster 1.1 CSV files of a model (bulk export: manifest, orgs, users, enrollments). */
export function oneRosterFiles(model) {
  const modified = FIXED_DATE;
  const orgs = csv(['sourcedId', 'status', 'dateLastModified', 'name', 'type', 'identifier', 'parentSourcedId'], [
    [model.district.sourcedId, 'active', modified, model.district.name, 'district', '', ''],
    ...model.schools.map((s) => [s.sourcedId, 'active', modified, s.name, 'school', s.ncesId, model.district.sourcedId]),
  ]);
  const roleOf = { student: 'student', counselor: 'counselor', admin: 'administrator', teacher: 'teacher' };
  const users = csv(['sourcedId', 'status', 'dateLastModified', 'enabledUser', 'orgSourcedIds', 'role', 'username', 'userIds', 'givenName', 'familyName', 'middleName', 'identifier', 'email', 'sms', 'phone', 'agentSourcedIds', 'grades', 'password'],
    model.people.map((p) => [
      p.sourcedId, 'active', modified, 'true', (p.schools.length ? p.schools : [model.district]).map((s) => s.sourcedId).join(','), roleOf[p.role],
      p.email, '', p.firstName, p.lastName, '', p.sourcedId.toUpperCase(), p.email, '', '',
      // Counsel reads a counselor among a student's agents as their counselor (docs/roster-import.md).
      p.counselor?.sourcedId ?? '', p.grade ? p.grade.padStart(2, '0') : '', '',
    ]));
  const enrollments = csv(['sourcedId', 'status', 'dateLastModified', 'classSourcedId', 'schoolSourcedId', 'userSourcedId', 'role', 'primary', 'beginDate', 'endDate'],
    model.people.filter((p) => p.role === 'student' || p.role === 'teacher').map((p) => [
      `enr-${p.sourcedId}`, 'active', modified, `homeroom-${p.schools[0].sourcedId}`, p.schools[0].sourcedId, p.sourcedId, p.role, p.role === 'teacher' ? 'true' : 'false', '2026-08-15', '2027-06-15',
    ]));
  const manifest = csv(['propertyName', 'value'], [
    ['manifest.version', '1.0'], ['oneroster.version', '1.1'], ['file.academicSessions', 'absent'], ['file.categories', 'absent'],
    ['file.classes', 'absent'], ['file.classResources', 'absent'], ['file.courses', 'absent'], ['file.courseResources', 'absent'],
    ['file.demographics', 'absent'], ['file.enrollments', 'bulk'], ['file.lineItems', 'absent'], ['file.orgs', 'bulk'],
    ['file.resources', 'absent'], ['file.results', 'absent'], ['file.users', 'bulk'], ['source.systemName', 'Synthetic SIS'],
  ]);
  return { 'manifest.csv': manifest, 'orgs.csv': orgs, 'users.csv': users, 'enrollments.csv': enrollments };
}

/** The Counsel CSV of the same model (the same people, teachers included). */
export function counselCsv(model) {
  return csv(['role', 'local_id', 'first_name', 'last_name', 'email', 'school', 'school_nces_id', 'grade', 'counselor_email'],
    model.people.map((p) => [
      p.role, p.sourcedId, p.firstName, p.lastName, p.email, p.schools.map((s) => s.name).join(';'), p.schools.map((s) => s.ncesId).join(';'),
      p.grade ?? '', p.counselor?.email ?? '',
    ]));
}

/** Writes a zip of the given files (name → text or bytes), deflated, streamed out to disk. */
export async function writeZip(file, entries) {
  const zip = new JSZip();
  for (const [name, data] of Object.entries(entries)) zip.file(name, data, { date: new Date(FIXED_DATE) });
  await pipeline(zip.generateNodeStream({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles: true }), createWriteStream(file));
  return file;
}

/** Writes both files of a model into dir; returns their paths and what they hold. */
export async function writeRoster(model, dir, base) {
  mkdirSync(dir, { recursive: true });
  const zipPath = await writeZip(path.join(dir, `${base}-oneroster.zip`), oneRosterFiles(model));
  const csvPath = path.join(dir, `${base}-counsel.csv`);
  writeFileSync(csvPath, counselCsv(model));
  const count = (role) => model.people.filter((p) => p.role === role).length;
  return { zipPath, csvPath, schools: model.schools.length, students: count('student'), counselors: count('counselor'), admins: count('admin'), teachers: count('teacher') };
}

/** The committed sample: three schools, a few hundred students, six counselors, an admin, three teachers. */
export const writeSampleRoster = (dir = path.join(root, 'data', 'sample-roster')) => writeRoster(rosterModel(), dir, 'sample');

/** The benchmark roster: 50,000 students in 60 schools, 300 staff (4 counselors and 1 administrator per school). */
export function writeBenchRoster(dir = mkdtempSync(path.join(tmpdir(), 'counsel-roster-bench-'))) {
  const model = rosterModel({ seed: 50_000, schools: 60, studentsPerSchool: Math.ceil(50_000 / 60), counselorsPerSchool: 4, adminsPerSchool: 1, districtAdmins: 0, teachersPerSchool: 0 });
  // 60 × 834 = 50,040: trim to exactly 50,000 students from the last schools.
  let extra = model.people.filter((p) => p.role === 'student').length - 50_000;
  for (let i = model.people.length - 1; extra > 0; i--) if (model.people[i].role === 'student') { model.people.splice(i, 1); extra--; }
  return writeRoster(model, dir, 'bench');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--bench');
  const written = i === -1 ? await writeSampleRoster() : await writeBenchRoster(process.argv[i + 1]);
  console.log(JSON.stringify(written, null, 2));
}
