import type { Readable } from 'node:stream';
import { ValidationError, phrase } from '@counsel/kit';
import type { ParsedRoster, RosterGuardianRecord, RosterPersonRecord, RosterRejection, RosterRole, RosterSchoolRecord } from '../roster-record.js';
import { readCsvRows, type CsvRow } from './csv-rows.js';
import { byFileAndLine, isEmail, NCES_ID, parseGrade, PeopleBook } from './fields.js';
import { LIMITS, type RosterLimits } from './limits.js';
import { RosterText } from './roster-text.js';
import { isRowReason, rowReason, type RowReason } from './row-reasons.js';
import { ZipEntries, damaged } from './zip-entries.js';

/**
 * OneRoster 1.1 roles → Counsel's. Teachers become teacher accounts (students ask them for letters),
 * with their schools from orgSourcedIds. Parents and guardians become guardian accounts (GUARDIAN_ROLES), linked to
 * their students. Aides, relatives and proctors are valid OneRoster but not Counsel accounts: skipped silently and
 * counted nowhere. 'counselor' is OneRoster 1.2's, accepted as SIS exports often mix it into 1.1 files.
 */
const GUARDIAN_ROLES = new Set(['guardian', 'parent']);
const ROLE_MAP: Record<string, RosterRole | null> = {
  student: 'student', counselor: 'counselor', administrator: 'admin', teacher: 'teacher',
  aide: null, guardian: null, parent: null, relative: null, proctor: null,
};

/** An entry of the zip as text, its encoding checked (roster-text.ts). */
type OpenEntry = (name: string) => Promise<Readable>;

const list = (s: string) => s.split(',').map((x) => x.trim()).filter(Boolean);

/** manifest.csv (optional): a delta export lists only changes, so "absent from the file" would mean nothing. */
async function checkManifest(zip: ZipEntries, open: OpenEntry, limits: RosterLimits): Promise<void> {
  if (!zip.has('manifest.csv')) return;
  const props = new Map<string, string>();
  await readCsvRows(await open('manifest.csv'), { file: 'manifest.csv', required: ['propertyname', 'value'], limits }, (row) => {
    props.set(row.get('propertyname').toLowerCase(), row.get('value').toLowerCase());
  }, () => undefined);
  for (const f of ['orgs', 'users']) {
    const mode = props.get(`file.${f}`);
    if (mode === 'delta') throw new ValidationError(phrase('manifest.csv: {{file}} is a delta export; export the roster in bulk mode (a full roster is needed to know who left)', { file: `${f}.csv` }));
    if (mode === 'absent') throw new ValidationError(phrase('manifest.csv says {{file}} is absent; the roster needs it', { file: `${f}.csv` }));
  }
}

async function readOrgs(open: OpenEntry, limits: RosterLimits, reject: (r: RosterRejection) => void): Promise<{ schools: RosterSchoolRecord[]; rows: number }> {
  const schools = new Map<string, RosterSchoolRecord>();
  const nces = new Map<string, RosterSchoolRecord>();
  const seen = new Map<string, number>();
  const file = 'orgs.csv';
  const rows = await readCsvRows(await open(file), { file, required: ['sourcedid', 'name', 'type'], optional: ['identifier', 'status'], limits }, (row) => {
    const sourcedId = row.get('sourcedid');
    if (!sourcedId) return reject({ file, line: row.line, ...rowReason('MISSING', { column: 'sourcedId' }) });
    const first = seen.get(sourcedId);
    if (first !== undefined) return reject({ file, line: row.line, ...rowReason('DUPLICATE', { column: 'sourcedId', value: sourcedId, line: first }) });
    seen.set(sourcedId, row.line);
    // Districts, departments and the like only group schools; a school marked for deletion is not imported.
    if (row.get('type').toLowerCase() !== 'school' || row.get('status').toLowerCase() === 'tobedeleted') return;
    const name = row.get('name');
    if (!name) return reject({ file, line: row.line, ...rowReason('MISSING', { column: 'name' }) });
    const identifier = row.get('identifier');
    const ncesId = NCES_ID.test(identifier) ? identifier : null;
    const other = ncesId ? nces.get(ncesId) : undefined;
    if (other) return reject({ file, line: row.line, ...rowReason('IDENTIFIER_TAKEN', { value: ncesId!, school: other.name, line: other.line }) });
    const school: RosterSchoolRecord = { file, line: row.line, sourcedId, name, ncesId, city: null, state: null };
    schools.set(sourcedId, school);
    if (ncesId) nces.set(ncesId, school);
  }, reject);
  return { schools: [...schools.values()], rows };
}

/** Who a users.csv row is (any role): source id, names and email, or the reason the row is rejected. */
function identityOf(row: CsvRow): { sourcedId: string; firstName: string; lastName: string; email: string } | RowReason {
  const sourcedId = row.get('sourcedid');
  if (!sourcedId) return rowReason('MISSING', { column: 'sourcedId' });
  const firstName = row.get('givenname');
  const lastName = row.get('familyname');
  if (!firstName) return rowReason('MISSING', { column: 'givenName' });
  if (!lastName) return rowReason('MISSING', { column: 'familyName' });
  // email is optional in OneRoster 1.1 and username required; many districts' usernames are the email.
  const username = row.get('username');
  const email = (row.get('email') || (isEmail(username) ? username : '')).toLowerCase();
  if (!email) return rowReason('MISSING', { column: 'email' });
  if (!isEmail(email)) return rowReason('INVALID_EMAIL', { column: 'email', value: row.get('email') });
  return { sourcedId, firstName, lastName, email };
}

/** One users.csv row → a person, null for a role Counsel does not import, or the reason it is rejected. */
function toPerson(row: CsvRow, schools: Map<string, RosterSchoolRecord>): RosterPersonRecord | null | RowReason {
  const roleText = row.get('role').toLowerCase();
  if (!(roleText in ROLE_MAP)) return roleText ? rowReason('UNKNOWN_ROLE', { value: row.get('role') }) : rowReason('MISSING', { column: 'role' });
  const role = ROLE_MAP[roleText];
  if (!role) return null;
  const who = identityOf(row);
  if (isRowReason(who)) return who;
  const { sourcedId, firstName, lastName, email } = who;
  const orgs = list(row.get('orgsourcedids'));
  const own = orgs.filter((o) => schools.has(o));
  if (role !== 'admin' && own.length === 0) {
    return orgs.length ? rowReason('ORGS_NOT_SCHOOLS', { value: orgs.join(', ') }) : rowReason('MISSING', { column: 'orgSourcedIds' });
  }
  let grade = null;
  if (role === 'student') {
    const grades = list(row.get('grades'));
    grade = grades.map(parseGrade).find((g) => g !== null) ?? null;
    if (!grade) return grades.length ? rowReason('GRADES_NOT_HIGH_SCHOOL', { value: grades.join(',') }) : rowReason('MISSING_GRADES');
  }
  const active = row.get('status').toLowerCase() !== 'tobedeleted' && row.get('enableduser').toLowerCase() !== 'false';
  return {
    file: row.file, line: row.line, sourcedId, role, firstName, lastName, email,
    // A student enrolled at several schools belongs to the first one listed.
    schoolSourcedIds: role === 'student' ? own.slice(0, 1) : own,
    grade, counselorEmail: null, active,
  };
}

/**
 * A parent or guardian of users.csv: their own agentSourcedIds may name their students (the students' may name them,
 * which parseOneRosterZip adds). No school is needed: a guardian belongs to their students' schools.
 */
function toGuardian(row: CsvRow): RosterGuardianRecord | RowReason {
  const who = identityOf(row);
  if (isRowReason(who)) return who;
  const active = row.get('status').toLowerCase() !== 'tobedeleted' && row.get('enableduser').toLowerCase() !== 'false';
  return { file: row.file, line: row.line, ...who, studentSourcedIds: list(row.get('agentsourcedids')), active };
}

/**
 * Reads a OneRoster 1.1 CSV zip from a file: manifest.csv (optional; delta exports refused), then orgs.csv
 * (schools), then users.csv (students, counselors, administrators, teachers). enrollments.csv holds class sections,
 * which Counsel has no use for: it is not read. A student's counselor is the first of their agentSourcedIds
 * that is a counselor in the same file (agents are usually parents, who are skipped); otherwise caseload
 * rules or a manual assignment give them one.
 */
export async function parseOneRosterZip(path: string, opts: { limits?: Partial<RosterLimits>; text?: RosterText } = {}): Promise<ParsedRoster> {
  const limits = { ...LIMITS, ...opts.limits };
  const zip = await ZipEntries.open(path, limits.maxEntryBytes);
  // Each entry is checked on its own: an export may mix a UTF-8 orgs.csv with a Windows-1252 users.csv.
  const text = opts.text ?? new RosterText();
  const open: OpenEntry = (name) => text.open(name, () => zip.stream(name));
  try {
    if (!zip.has('users.csv')) throw new ValidationError('The zip has no users.csv; a OneRoster 1.1 export holds orgs.csv, users.csv and enrollments.csv');
    if (!zip.has('orgs.csv')) throw new ValidationError('The zip has no orgs.csv; a OneRoster 1.1 export holds orgs.csv, users.csv and enrollments.csv');
    const rejected: RosterRejection[] = [];
    const reject = (r: RosterRejection) => { rejected.push(r); };
    await checkManifest(zip, open, limits);
    const orgs = await readOrgs(open, limits, reject);
    const schools = new Map(orgs.schools.map((s) => [s.sourcedId, s]));
    const people = new PeopleBook('sourcedId', reject);
    const agents = new Map<RosterPersonRecord, string[]>();
    const guardians = new Map<string, RosterGuardianRecord>();
    const file = 'users.csv';
    await readCsvRows(await open(file), {
      file, required: ['sourcedid', 'role', 'givenname', 'familyname', 'email', 'orgsourcedids'], idColumn: 'sourcedid',
      optional: ['status', 'enableduser', 'username', 'grades', 'agentsourcedids'],
      listColumns: ['orgsourcedids', 'agentsourcedids', 'grades'], limits, rowsBefore: orgs.rows,
    }, (row) => {
      if (GUARDIAN_ROLES.has(row.get('role').toLowerCase())) {
        const g = toGuardian(row);
        if (isRowReason(g)) return reject({ file, line: row.line, ...g });
        if (guardians.has(g.sourcedId)) return reject({ file, line: row.line, ...rowReason('DUPLICATE', { column: 'sourcedId', value: g.sourcedId, line: guardians.get(g.sourcedId)!.line }) });
        if (g.active) guardians.set(g.sourcedId, g);
        return;
      }
      const p = toPerson(row, schools);
      if (isRowReason(p)) return reject({ file, line: row.line, ...p, ...(row.get('sourcedid') ? { sourcedId: row.get('sourcedid') } : {}) });
      if (!p) return;
      people.add(p);
      const a = list(row.get('agentsourcedids'));
      if (p.role === 'student' && a.length) agents.set(p, a);
    }, reject);
    const bySourcedId = new Map(people.people.map((p) => [p.sourcedId, p]));
    for (const [student, ids] of agents) {
      const counselor = ids.map((id) => bySourcedId.get(id)).find((c) => c?.role === 'counselor');
      if (counselor) student.counselorEmail = counselor.email;
      // A student's agents that are guardians of the file: the link, however the file states it (on either side).
      for (const id of ids) {
        const g = guardians.get(id);
        if (g && !g.studentSourcedIds.includes(student.sourcedId)) g.studentSourcedIds.push(student.sourcedId);
      }
    }
    // A guardian's own agents may name other family members: only the file's students are theirs to see.
    for (const g of guardians.values()) g.studentSourcedIds = g.studentSourcedIds.filter((id) => bySourcedId.get(id)?.role === 'student');
    return { schools: orgs.schools, people: people.finish(), guardians: [...guardians.values()], rejected: rejected.sort(byFileAndLine) };
  } catch (e) {
    // An entry whose compressed bytes are damaged fails while being read (zlib, yauzl's size checks), not
    // when the zip is opened. Programming errors stay what they are.
    if (e instanceof ValidationError || e instanceof TypeError || e instanceof ReferenceError) throw e;
    throw damaged(e as Error);
  } finally {
    zip.close();
  }
}
