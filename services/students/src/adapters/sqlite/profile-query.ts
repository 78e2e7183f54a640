import { DEFAULT_SCHOOL_ID } from '@counsel/kit';
import type { StudentSort } from '../../domain/student.js';
import type { StudentScopeFilter } from '../../ports/profiles-repository.js';

/** targetColleges as shown (the list's length once there is a list): the very expression students_targets indexes. */
export const SHOWN_TARGETS = 'COALESCE(college_list_count, target_colleges)';

export const ORDER: Record<StudentSort, string> = {
  NAME_ASC: 'sort_name ASC, id ASC',
  NAME_DESC: 'sort_name DESC, id DESC',
  GPA_ASC: 'gpa ASC, sort_name ASC, id ASC',
  GPA_DESC: 'gpa DESC, sort_name ASC, id ASC',
  GRADE_ASC: 'CAST(grade AS INTEGER) ASC, sort_name ASC, id ASC',
  GRADE_DESC: 'CAST(grade AS INTEGER) DESC, sort_name ASC, id ASC',
  COLLEGES_ASC: `${SHOWN_TARGETS} ASC, sort_name ASC, id ASC`,
  COLLEGES_DESC: `${SHOWN_TARGETS} DESC, sort_name ASC, id ASC`,
  UPDATED_DESC: 'updated_at DESC, id ASC',
};

/** An FTS5 phrase: the trigram tokenizer then matches the text as a substring, case-insensitively. */
export const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The student's school with null read as the default school: the very expression students_school indexes. */
const SCHOOL = `COALESCE(school_id, '${DEFAULT_SCHOOL_ID}')`;

/**
 * The conditions of a scope, for a WHERE clause. `fromSearch`: the rows come from the trigram index, so the
 * school and status terms are written (unary +) so that SQLite cannot use their indexes; otherwise it walks the
 * whole school's index checking each row against the search hits (measured 170 ms against 19 ms at 100,000
 * students in one school, bench/students-list.bench.mjs).
 */
export function scopeConditions(f: StudentScopeFilter | undefined, args: unknown[], fromSearch = false): string[] {
  if (!f) return [];
  const out: string[] = [];
  const plain = fromSearch ? '+' : '';
  if (f.schoolIds !== 'all') {
    if (f.schoolIds.length === 0) out.push('0');
    else {
      out.push(`${plain}${SCHOOL} IN (${f.schoolIds.map(() => '?').join(', ')})`);
      args.push(...f.schoolIds);
    }
  }
  if (f.counselorId) {
    out.push('counselor_id = ?');
    args.push(f.counselorId);
  }
  if (!f.includeInactive) out.push(`${plain}status = 'active'`);
  // A record the roster made for a self-registered student is listed once the student saves a profile.
  out.push('(roster_only = 0 OR sourced_id IS NOT NULL)');
  return out;
}

export const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');
