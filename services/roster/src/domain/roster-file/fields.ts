import type { Grade, RosterPersonRecord, RosterRejection } from '../roster-record.js';
import { rowReason } from './row-reasons.js';

// Deliberately plain: one @, no spaces, a dot in the domain. Deliverability is the mail server's business.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (s: string) => EMAIL.test(s);

export const NCES_ID = /^\d{12}$/;

/** "9", "09", "12" → the grade; anything else (K-8, "13", "senior") → null. */
export function parseGrade(value: string): Grade | null {
  const m = /^0?(9|1[0-2])$/.exec(value.trim());
  return m ? (m[1] as Grade) : null;
}

/** How school names are compared: case, inner and outer spaces ignored. */
export const normalizeSchoolName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The people of one file, checked against each other as rows arrive: a local id or an email seen on an
 * earlier row rejects the later row (the first wins, so the line named is the one to fix).
 */
export class PeopleBook {
  readonly people: RosterPersonRecord[] = [];
  private readonly bySourcedId = new Map<string, number>();
  private readonly byEmail = new Map<string, RosterPersonRecord>();

  constructor(private readonly idColumn: string, private readonly reject: (r: RosterRejection) => void) {}

  add(p: RosterPersonRecord): void {
    const idLine = this.bySourcedId.get(p.sourcedId);
    if (idLine !== undefined) {
      this.reject({ file: p.file, line: p.line, ...rowReason('DUPLICATE', { column: this.idColumn, value: p.sourcedId, line: idLine }), sourcedId: p.sourcedId });
      return;
    }
    const other = this.byEmail.get(p.email);
    if (other) {
      this.reject({ file: p.file, line: p.line, ...rowReason('DUPLICATE', { column: 'email', value: p.email, line: other.line }), sourcedId: p.sourcedId });
      return;
    }
    this.bySourcedId.set(p.sourcedId, p.line);
    this.byEmail.set(p.email, p);
    this.people.push(p);
  }

  byEmailOf(email: string): RosterPersonRecord | undefined {
    return this.byEmail.get(email);
  }

  /**
   * Students whose counselor email names someone of this file who is not a counselor are rejected. A
   * counselor email the file does not contain is kept: the planner looks for it in the district.
   */
  finish(): RosterPersonRecord[] {
    return this.people.filter((p) => {
      if (p.role !== 'student' || !p.counselorEmail) return true;
      const c = this.byEmail.get(p.counselorEmail);
      if (!c || c.role === 'counselor') return true;
      this.reject({ file: p.file, line: p.line, ...rowReason('COUNSELOR_ROLE_LINE', { email: p.counselorEmail, role: c.role, line: c.line }), sourcedId: p.sourcedId });
      return false;
    });
  }
}

export const byFileAndLine = (a: RosterRejection, b: RosterRejection) =>
  a.file === b.file ? a.line - b.line : a.file < b.file ? -1 : 1;
