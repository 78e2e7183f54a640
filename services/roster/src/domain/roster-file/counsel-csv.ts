import type { Readable } from 'node:stream';
import type { ParsedRoster, RosterGuardianRecord, RosterPersonRecord, RosterRejection, RosterRole, RosterSchoolRecord } from '../roster-record.js';
import { readCsvRows, type CsvRow } from './csv-rows.js';
import { byFileAndLine, isEmail, NCES_ID, normalizeSchoolName, parseGrade, PeopleBook } from './fields.js';
import type { RosterLimits } from './limits.js';

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
  private readonly answers = new Map<string, string[] | string>();

  /** The rows' school keys, or the reason the row is rejected. Registers nothing unless all are valid. */
  take(namesField: string, ncesField: string, line: number): string[] | string {
    const cell = `${namesField}\u0000${ncesField}`;
    let answer = this.answers.get(cell);
    if (answer === undefined) this.answers.set(cell, (answer = this.work(namesField, ncesField, line)));
    return answer;
  }

  private work(namesField: string, ncesField: string, line: number): string[] | string {
    const names = namesField.split(';').map((s) => s.trim()).filter(Boolean);
    const ncesIds = ncesField ? ncesField.split(';').map((s) => s.trim()) : [];
    if (ncesIds.length && ncesIds.length !== names.length) {
      return `school_nces_id lists ${ncesIds.length} id${ncesIds.length > 1 ? 's' : ''} for ${names.length} school${names.length > 1 ? 's' : ''}`;
    }
    const found: { key: string; name: string; ncesId: string | null }[] = [];
    for (const [i, name] of names.entries()) {
      const key = normalizeSchoolName(name);
      const ncesId = ncesIds[i] || null;
      if (ncesId && !NCES_ID.test(ncesId)) return `school_nces_id ${ncesId} is not 12 digits`;
      const seen = this.byName.get(key);
      if (ncesId) {
        const other = this.nameOfNces.get(ncesId);
        if (other !== undefined && other !== key) {
          const o = this.byName.get(other)!;
          return `school_nces_id ${ncesId} is already the id of school "${o.name}" (line ${o.line})`;
        }
        if (seen?.ncesId && seen.ncesId !== ncesId) {
          return `school "${seen.name}" has NCES id ${seen.ncesId} on line ${seen.ncesLine}, not ${ncesId}`;
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
function identityOf(row: CsvRow): { sourcedId: string; firstName: string; lastName: string; email: string } | string {
  const sourcedId = row.get('local_id');
  if (!sourcedId) return 'missing local_id';
  const firstName = row.get('first_name');
  const lastName = row.get('last_name');
  if (!firstName) return 'missing first_name';
  if (!lastName) return 'missing last_name';
  const email = row.get('email').toLowerCase();
  if (!email) return 'missing email';
  if (!isEmail(email)) return `invalid email "${row.get('email')}"`;
  return { sourcedId, firstName, lastName, email };
}

/** One row → a person, or the reason it is rejected. School keys are resolved to source ids at the end. */
function toPerson(row: CsvRow, schools: SchoolBook): RosterPersonRecord | string {
  const roleText = row.get('role').toLowerCase();
  const role = ROLES.find((r) => r === roleText);
  if (!role) return roleText ? `unknown role "${row.get('role')}" (expected student, counselor, admin, teacher or guardian)` : 'missing role';
  const who = identityOf(row);
  if (typeof who === 'string') return who;
  const { sourcedId, firstName, lastName, email } = who;

  let grade = null;
  let counselorEmail = null;
  if (role === 'student') {
    const g = row.get('grade');
    if (!g) return 'missing grade (students need 9 to 12)';
    grade = parseGrade(g);
    if (!grade) return `grade "${g}" is out of range (9 to 12)`;
    counselorEmail = row.get('counselor_email').toLowerCase() || null;
    if (counselorEmail && !isEmail(counselorEmail)) return `invalid counselor_email "${row.get('counselor_email')}"`;
    if (counselorEmail === email) return 'a student cannot be their own counselor';
  }
  const schoolField = row.get('school');
  if (!schoolField && role !== 'admin') return `missing school (a ${role} belongs to at least one)`;
  if (role === 'student' && schoolField.includes(';')) return 'a student belongs to exactly one school';
  const keys = schools.take(schoolField, row.get('school_nces_id'), row.line);
  if (typeof keys === 'string') return keys;
  return {
    file: row.file, line: row.line, sourcedId, role, firstName, lastName, email,
    schoolSourcedIds: keys, grade, counselorEmail, active: true,
  };
}

/** A `guardian` row: a family member linked to the students whose local ids `students` lists (`;` between them). */
function toGuardian(row: CsvRow): RosterGuardianRecord | string {
  const who = identityOf(row);
  if (typeof who === 'string') return who;
  const studentSourcedIds = [...new Set(row.get('students').split(';').map((x) => x.trim()).filter(Boolean))];
  if (!studentSourcedIds.length) return 'missing students (a guardian names the local ids of their students)';
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
      const first = typeof g === 'string' ? undefined : guardians.get(g.sourcedId);
      if (typeof g === 'string') reject({ file, line: row.line, reason: g });
      else if (first) reject({ file, line: row.line, reason: `duplicate local_id ${g.sourcedId} (first on line ${first.line})` });
      else guardians.set(g.sourcedId, g);
      return;
    }
    const p = toPerson(row, schools);
    if (typeof p === 'string') reject({ file, line: row.line, reason: p, ...(row.get('local_id') ? { sourcedId: row.get('local_id') } : {}) });
    else people.add(p);
  }, reject);
  const kept = people.finish();
  for (const p of kept) p.schoolSourcedIds = p.schoolSourcedIds.map((k) => schools.sourcedIdOf(k));
  return { schools: schools.records(file), people: kept, guardians: [...guardians.values()], rejected: rejected.sort(byFileAndLine) };
}
