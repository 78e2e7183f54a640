import type { Readable } from 'node:stream';
import type { ParsedRoster, RosterGuardianRecord, RosterPersonRecord, RosterRejection, RosterRole, RosterSchoolRecord } from '../roster-record.js';
import { readCsvRows, type CsvRow } from './csv-rows.js';
import { byFileAndLine, isEmail, NCES_ID, normalizeSchoolName, parseGrade, PeopleBook } from './fields.js';
import type { RosterLimits } from './limits.js';
import { isRowReason, rowReason, type RowReason } from './row-reasons.js';

// The columns (docs/roster-import.md). Header names are case-insensitive, in any order; others are ignored.
const REQUIRED = ['role', 'local_id', 'first_name', 'last_name', 'email', 'school'];
const OPTIONAL = ['school_nces_id', 'grade', 'counselor_email', 'students'];
const ROLES: readonly RosterRole[] = ['student', 'counselor', 'admin', 'teacher'];

interface SchoolSeen { name: string; ncesId: string | null; line: number; ncesLine: number }

/**
 * The schools of a Counsel CSV, derived from its rows. A school is known by its name (case and spacing
 * ignored); its stable id is its NCES id when any row gives one, else the normalized name. A name given two
 * NCES ids, or an NCES id given to two names, rejects the later row.
 */
class SchoolBook {
  private readonly byName = new Map<string, SchoolSeen>();
  private readonly nameOfNces = new Map<string, string>();
  // Most rows repeat a handful of school cells, and a cell's answer never changes once given (names and NCES
  // ids are only ever added, never changed), so each distinct cell pair is worked out once.
  private readonly answers = new Map<string, string[] | RowReason>();

  /** The rows' school keys, or the reason the row is rejected. Registers nothing unless all are valid. */
  take(namesField: string, ncesField: string, line: number): string[] | RowReason {
    const cell = `${namesField}\u0000${ncesField}`;
    let answer = this.answers.get(cell);
    if (answer === undefined) this.answers.set(cell, (answer = this.work(namesField, ncesField, line)));
    return answer;
  }

  private work(namesField: string, ncesField: string, line: number): string[] | RowReason {
    const names = namesField.split(';').map((s) => s.trim()).filter(Boolean);
    const ncesIds = ncesField ? ncesField.split(';').map((s) => s.trim()) : [];
    if (ncesIds.length && ncesIds.length !== names.length) {
      return rowReason('NCES_COUNT', { ids: ncesIds.length, schools: names.length });
    }
    const found: { key: string; name: string; ncesId: string | null }[] = [];
    for (const [i, name] of names.entries()) {
      const key = normalizeSchoolName(name);
      const ncesId = ncesIds[i] || null;
      if (ncesId && !NCES_ID.test(ncesId)) return rowReason('NCES_NOT_12_DIGITS', { value: ncesId });
      const seen = this.byName.get(key);
      if (ncesId) {
        const other = this.nameOfNces.get(ncesId);
        if (other !== undefined && other !== key) {
          const o = this.byName.get(other)!;
          return rowReason('NCES_TAKEN', { value: ncesId, school: o.name, line: o.line });
        }
        if (seen?.ncesId && seen.ncesId !== ncesId) {
          return rowReason('SCHOOL_OTHER_NCES', { school: seen.name, ncesId: seen.ncesId, line: seen.ncesLine, value: ncesId });
        }
      }
      if (!found.some((f) => f.key === key)) found.push({ key, name, ncesId });
    }
    for (const f of found) {
      const seen = this.byName.get(f.key);
      if (!seen) this.byName.set(f.key, { name: f.name, ncesId: f.ncesId, line, ncesLine: line });
      else if (f.ncesId && !seen.ncesId) Object.assign(seen, { ncesId: f.ncesId, ncesLine: line });
      if (f.ncesId) this.nameOfNces.set(f.ncesId, f.key);
    }
    return found.map((f) => f.key);
  }

  sourcedIdOf(key: string): string {
    return this.byName.get(key)!.ncesId ?? key;
  }

  records(file: string): RosterSchoolRecord[] {
    return [...this.byName].map(([key, s]) => ({
      file, line: s.line, sourcedId: s.ncesId ?? key, name: s.name, ncesId: s.ncesId, city: null, state: null,
    }));
  }
}

/** Who a row is (any role): local id, names and email, or the reason the row is rejected. */
function identityOf(row: CsvRow): { sourcedId: string; firstName: string; lastName: string; email: string } | RowReason {
  const sourcedId = row.get('local_id');
  if (!sourcedId) return rowReason('MISSING', { column: 'local_id' });
  const firstName = row.get('first_name');
  const lastName = row.get('last_name');
  if (!firstName) return rowReason('MISSING', { column: 'first_name' });
  if (!lastName) return rowReason('MISSING', { column: 'last_name' });
  const email = row.get('email').toLowerCase();
  if (!email) return rowReason('MISSING', { column: 'email' });
  if (!isEmail(email)) return rowReason('INVALID_EMAIL', { column: 'email', value: row.get('email') });
  return { sourcedId, firstName, lastName, email };
}

/** One row → a person, or the reason it is rejected. School keys are resolved to source ids at the end. */
function toPerson(row: CsvRow, schools: SchoolBook): RosterPersonRecord | RowReason {
  const roleText = row.get('role').toLowerCase();
  const role = ROLES.find((r) => r === roleText);
  if (!role) return roleText ? rowReason('UNKNOWN_ROLE_EXPECTED', { value: row.get('role') }) : rowReason('MISSING', { column: 'role' });
  const who = identityOf(row);
  if (isRowReason(who)) return who;
  const { sourcedId, firstName, lastName, email } = who;

  let grade = null;
  let counselorEmail = null;
  if (role === 'student') {
    const g = row.get('grade');
    if (!g) return rowReason('MISSING_GRADE');
    grade = parseGrade(g);
    if (!grade) return rowReason('GRADE_OUT_OF_RANGE', { value: g });
    counselorEmail = row.get('counselor_email').toLowerCase() || null;
    if (counselorEmail && !isEmail(counselorEmail)) return rowReason('INVALID_EMAIL', { column: 'counselor_email', value: row.get('counselor_email') });
    if (counselorEmail === email) return rowReason('OWN_COUNSELOR');
  }
  const schoolField = row.get('school');
  if (!schoolField && role !== 'admin') return rowReason('MISSING_SCHOOL', { role });
  if (role === 'student' && schoolField.includes(';')) return rowReason('ONE_SCHOOL');
  const keys = schools.take(schoolField, row.get('school_nces_id'), row.line);
  if (isRowReason(keys)) return keys;
  return {
    file: row.file, line: row.line, sourcedId, role, firstName, lastName, email,
    schoolSourcedIds: keys, grade, counselorEmail, active: true,
  };
}

/** A `guardian` row: a family member linked to the students whose local ids `students` lists (`;` between them). */
function toGuardian(row: CsvRow): RosterGuardianRecord | RowReason {
  const who = identityOf(row);
  if (isRowReason(who)) return who;
  const studentSourcedIds = [...new Set(row.get('students').split(';').map((x) => x.trim()).filter(Boolean))];
  if (!studentSourcedIds.length) return rowReason('MISSING_STUDENTS');
  return { file: row.file, line: row.line, ...who, studentSourcedIds, active: true };
}

/** Reads a Counsel CSV (one row per person) as a stream. */
export async function parseCounselCsv(source: Readable, opts: { file?: string; limits?: Partial<RosterLimits> } = {}): Promise<ParsedRoster> {
  const file = opts.file ?? 'roster.csv';
  const rejected: RosterRejection[] = [];
  const reject = (r: RosterRejection) => { rejected.push(r); };
  const schools = new SchoolBook();
  const people = new PeopleBook('local_id', reject);
  const guardians = new Map<string, RosterGuardianRecord>();
  await readCsvRows(source, { file, required: REQUIRED, optional: OPTIONAL, idColumn: 'local_id', listColumns: ['school', 'school_nces_id', 'students'], limits: opts.limits }, (row) => {
    if (row.get('role').toLowerCase() === 'guardian') {
      const g = toGuardian(row);
      const first = isRowReason(g) ? undefined : guardians.get(g.sourcedId);
      if (isRowReason(g)) reject({ file, line: row.line, ...g });
      else if (first) reject({ file, line: row.line, ...rowReason('DUPLICATE', { column: 'local_id', value: g.sourcedId, line: first.line }) });
      else guardians.set(g.sourcedId, g);
      return;
    }
    const p = toPerson(row, schools);
    if (isRowReason(p)) reject({ file, line: row.line, ...p, ...(row.get('local_id') ? { sourcedId: row.get('local_id') } : {}) });
    else people.add(p);
  }, reject);
  const kept = people.finish();
  for (const p of kept) p.schoolSourcedIds = p.schoolSourcedIds.map((k) => schools.sourcedIdOf(k));
  return { schools: schools.records(file), people: kept, guardians: [...guardians.values()], rejected: rejected.sort(byFileAndLine) };
}
