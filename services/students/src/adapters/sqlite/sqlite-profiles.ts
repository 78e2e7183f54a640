import { ConflictError, type SqliteDatabase } from '@counsel/kit';
import type { StudentListQuery, StudentPage, StudentScopeFilter, ProfileRepository, ProfileWrites } from '../../ports/profiles-repository.js';
import { WriteRefused } from '../../ports/student-store.js';
import { ORDER, SHOWN_TARGETS, ftsPhrase, likePattern, scopeConditions, whereOf } from './profile-query.js';
import { type StudentRow, COLLEGE_LIST_COLUMNS, COLUMNS, ENROLLMENT_COLUMNS, rowParams, toProfile } from './student-row.js';

// A new row is announced by its own unit's event (or is the roster's, which knows it): never the backfill's.
const INSERT = `INSERT INTO students (${COLUMNS.join(', ')}, roster_announced) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')}, 1)`;
const FIXED_ON_UPDATE = new Set(['id', 'user_id', 'created_at', ...ENROLLMENT_COLUMNS, ...COLLEGE_LIST_COLUMNS]);
const UPDATE = `UPDATE students SET ${COLUMNS.filter((c) => !FIXED_ON_UPDATE.has(c)).map((c) => `${c} = @${c}`).join(', ')} WHERE id = @id`;

/** Student records with their enrollment. Writes run inside the unit of work's transaction. */
export class SqliteProfiles implements ProfileRepository {
  readonly writes: ProfileWrites;

  /** `heldListCount`: the college list recorded for a student before their record was (its length, null when none). */
  constructor(private readonly db: SqliteDatabase, heldListCount: (studentId: string) => number | null) {
    this.readPage = db.transaction((where: string, args: unknown[], q: StudentListQuery) => this.readPageNow(where, args, q));
    this.writes = {
      insert: (p) => {
        try {
          // A college list that arrived before the record (the events of two services keep no order between them).
          db.prepare(INSERT).run({ ...rowParams(p), college_list_count: heldListCount(p.id) });
        } catch (err) {
          if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new ConflictError('A profile already exists for this student');
          throw err;
        }
      },
      update: (p) => {
        if (db.prepare(UPDATE).run(rowParams(p)).changes === 0) throw new WriteRefused('gone');
      },
      setEnrollment: (id, e) => {
        const r = db.prepare('UPDATE students SET school_id = ?, counselor_id = ?, status = ?, sourced_id = ? WHERE id = ?')
          .run(e.schoolId, e.counselorId, e.status, e.sourcedId, id);
        if (r.changes === 0) throw new WriteRefused('gone');
      },
    };
  }

  /** Inside a college list's write: the record shows the list's length (null: the saved targetColleges again). */
  showCollegeList(studentId: string, count: number | null) {
    this.db.prepare('UPDATE students SET college_list_count = ? WHERE id = ?').run(count, studentId);
  }

  /** Inside an erasure. */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM students WHERE id = ?').run(studentId);
  }

  async byId(id: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE id = ?').get(id) as StudentRow | undefined;
    return r ? toProfile(r) : null;
  }

  async byUserId(userId: string) {
    const r = this.db.prepare('SELECT * FROM students WHERE user_id = ?').get(userId) as StudentRow | undefined;
    return r ? toProfile(r) : null;
  }

  async list(q: StudentListQuery): Promise<StudentPage> {
    const needle = q.q?.trim().toLowerCase();
    const args: unknown[] = [];
    const conditions: string[] = [];
    const fromSearch = Boolean(needle && [...needle].length >= 3 && !q.counselorId);
    if (fromSearch && needle) {
      // Trigram index: substring match without scanning the table; the scope then narrows its hits.
      conditions.push('seq IN (SELECT rowid FROM students_search WHERE students_search MATCH ?)');
      args.push(ftsPhrase(needle));
    } else if (needle) {
      // One or two characters are too short for trigrams; a scan of the search column answers them. So is a
      // caseload (a few hundred students, read through its index), whatever the district's size: a common name
      // matches thousands of students in the index, of whom the caseload holds a handful.
      conditions.push(`search LIKE ? ESCAPE '\\'`);
      args.push(likePattern(needle));
    }
    conditions.push(...scopeConditions(q, args, fromSearch));
    return this.readPage(whereOf(conditions), args, q);
  }

  /**
   * The total, the ranked page and its rows in one read transaction: each statement run alone takes and drops
   * SQLite's read lock (file-lock system calls, a visible share of a list's CPU), and one snapshot also keeps the
   * total and the page from disagreeing. Read-only, so it commits nothing; inside a unit of work it nests.
   */
  private readonly readPage: (where: string, args: unknown[], q: StudentListQuery) => StudentPage;

  private readPageNow(where: string, args: unknown[], q: StudentListQuery): StudentPage {
    const total = (this.db.prepare(`SELECT count(*) AS n FROM students ${where}`).get(...args) as { n: number }).n;
    // The page is ranked by row number only, then its rows are read by key: SQLite's bounded sort (ORDER BY with a
    // LIMIT) of whole rows cost several times the narrow one, even for a handful of students.
    const page = (this.db.prepare(`SELECT seq FROM students ${where} ORDER BY ${ORDER[q.sort]} LIMIT ? OFFSET ?`)
      .all(...args, q.limit, q.offset) as { seq: number }[]).map((r) => r.seq);
    if (!page.length) return { items: [], total };
    const bySeq = new Map((this.db.prepare('SELECT * FROM students WHERE seq IN (SELECT value FROM json_each(?))')
      .all(JSON.stringify(page)) as StudentRow[]).map((r) => [r.seq, r]));
    return { items: page.map((seq) => toProfile(bySeq.get(seq)!)), total };
  }

  async count(scope?: StudentScopeFilter) {
    const args: unknown[] = [];
    const where = whereOf(scopeConditions(scope, args));
    return (this.db.prepare(`SELECT count(*) AS n FROM students ${where}`).get(...args) as { n: number }).n;
  }

  async countWithTargetColleges(scope?: StudentScopeFilter) {
    const args: unknown[] = [];
    const where = whereOf([`${SHOWN_TARGETS} > 0`, ...scopeConditions(scope, args)]);
    return (this.db.prepare(`SELECT count(*) AS n FROM students ${where}`).get(...args) as { n: number }).n;
  }
}
