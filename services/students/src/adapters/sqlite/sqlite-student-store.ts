import { ConflictError, DEFAULT_SCHOOL_ID, SqliteErasures, SqliteOutbox, type ErasureTarget, type OutboxEvent, type SqliteDatabase } from '@counsel/kit';
import { type Activity, type CollegePreferences, type Course, type Enrollment, type StudentProfile, type StudentSort } from '../../domain/student.js';
import type { CollegeListMirror, ErasedItem, RosterAnnouncement, StudentListQuery, StudentPage, StudentScopeFilter, StudentStore } from '../../ports/student-store.js';
import { type StudentRow, COLLEGE_LIST_COLUMNS, COLUMNS, ENROLLMENT_COLUMNS, rowParams, toProfile } from './student-row.js';

/** targetColleges as shown (the list's length once there is a list): the very expression students_targets indexes. */
const SHOWN_TARGETS = 'COALESCE(college_list_count, target_colleges)';

const ORDER: Record<StudentSort, string> = {
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
const ftsPhrase = (q: string) => `"${q.replace(/"/g, '""')}"`;
const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The student's school with null read as the default school: the very expression students_school indexes. */
const SCHOOL = `COALESCE(school_id, '${DEFAULT_SCHOOL_ID}')`;

/**
 * The conditions of a scope, for a WHERE clause. `fromSearch`: the rows come from the trigram index, so the
 * school and status terms are written (unary +) so that SQLite cannot use their indexes; otherwise it walks the
 * whole school's index checking each row against the search hits (measured 170 ms against 19 ms at 100,000
 * students in one school, bench/students-list.bench.mjs).
 */
function scopeConditions(f: StudentScopeFilter | undefined, args: unknown[], fromSearch = false): string[] {
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

const whereOf = (conditions: string[]) => (conditions.length ? `WHERE ${conditions.join(' AND ')}` : '');

/** The embedded adapter: one SQLite file under DATA_DIR (better-sqlite3, WAL). */
export class SqliteStudentStore implements StudentStore {
  private readonly outbox: SqliteOutbox;
  private readonly erasures: SqliteErasures;

  constructor(private readonly db: SqliteDatabase) {
    this.outbox = new SqliteOutbox(db);
    this.erasures = new SqliteErasures(db, this.outbox);
  }

  async insert(p: StudentProfile, events: readonly OutboxEvent[] = []) {
    try {
      this.db.transaction(() => {
        // A new row is announced by its own events (or is the roster's, which knows it): never the backfill's.
        this.db.prepare(`INSERT INTO students (${COLUMNS.join(', ')}, roster_announced) VALUES (${COLUMNS.map((c) => `@${c}`).join(', ')}, 1)`).run(rowParams(p));
        // A college list that arrived before the record (the events of two services keep no order between them).
        this.db.prepare('UPDATE students SET college_list_count = (SELECT list_count FROM college_lists WHERE student_id = ?) WHERE id = ?').run(p.id, p.id);
        this.outbox.append(events);
      })();
    } catch (err) {
      if ((err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) throw new ConflictError('A profile already exists for this student');
      throw err;
    }
    return this.byId(p.id) as Promise<StudentProfile>;
  }

  async update(p: StudentProfile, events: readonly OutboxEvent[] = []) {
    const fixed = new Set(['id', 'user_id', 'created_at', ...ENROLLMENT_COLUMNS, ...COLLEGE_LIST_COLUMNS]);
    const sets = COLUMNS.filter((c) => !fixed.has(c)).map((c) => `${c} = @${c}`).join(', ');
    const changed = this.db.transaction(() => {
      const r = this.db.prepare(`UPDATE students SET ${sets} WHERE id = @id`).run(rowParams(p));
      if (r.changes) this.appendProfileEvents(p.id, events);
      return r.changes > 0;
    })();
    return changed ? this.byId(p.id) : null;
  }

  async setEnrollment(id: string, e: Enrollment, events: readonly OutboxEvent[] = []) {
    const changed = this.db.transaction(() => {
      const r = this.db.prepare('UPDATE students SET school_id = ?, counselor_id = ?, status = ?, sourced_id = ? WHERE id = ?')
        .run(e.schoolId, e.counselorId, e.status, e.sourcedId, id);
      if (r.changes) this.appendProfileEvents(id, events);
      return r.changes > 0;
    })();
    return changed ? this.byId(id) : null;
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
    const where = whereOf(conditions);
    const total = (this.db.prepare(`SELECT count(*) AS n FROM students ${where}`).get(...args) as { n: number }).n;
    const rows = this.db.prepare(`SELECT * FROM students ${where} ORDER BY ${ORDER[q.sort]} LIMIT ? OFFSET ?`).all(...args, q.limit, q.offset) as StudentRow[];
    return { items: rows.map(toProfile), total };
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

  async setCollegeListCount(studentId: string, count: number | null, at: string) {
    this.db.transaction(() => {
      const r = this.db.prepare(
        `INSERT INTO college_lists (student_id, list_count, updated_at) VALUES (?, ?, ?)
         ON CONFLICT(student_id) DO UPDATE SET list_count = excluded.list_count, updated_at = excluded.updated_at
         WHERE excluded.updated_at >= college_lists.updated_at`,
      ).run(studentId, count, at);
      if (r.changes) this.db.prepare('UPDATE students SET college_list_count = ? WHERE id = ?').run(count, studentId);
    })();
  }

  async setCourses(studentId: string, courses: Course[], events: readonly OutboxEvent[] = []) {
    this.db.transaction(() => {
      this.appendProfileEvents(studentId, events);
      this.db.prepare('DELETE FROM student_courses WHERE student_id = ?').run(studentId);
      const ins = this.db.prepare('INSERT INTO student_courses (student_id, position, course_name, level, grade) VALUES (?, ?, ?, ?, ?)');
      courses.forEach((c, i) => ins.run(studentId, i, c.courseName, c.level, c.grade));
    })();
  }

  async courses(studentId: string): Promise<Course[]> {
    const rows = this.db.prepare('SELECT course_name, level, grade FROM student_courses WHERE student_id = ? ORDER BY position').all(studentId) as
      { course_name: string; level: Course['level']; grade: string | null }[];
    return rows.map((r) => ({ courseName: r.course_name, level: r.level, grade: r.grade }));
  }

  async setActivities(studentId: string, activities: Activity[], events: readonly OutboxEvent[] = []) {
    this.db.transaction(() => {
      this.appendProfileEvents(studentId, events);
      this.db.prepare('DELETE FROM student_activities WHERE student_id = ?').run(studentId);
      const ins = this.db.prepare('INSERT INTO student_activities (student_id, position, name, role, years, hours_per_week) VALUES (?, ?, ?, ?, ?, ?)');
      activities.forEach((a, i) => ins.run(studentId, i, a.name, a.role, a.years, a.hoursPerWeek));
    })();
  }

  async activities(studentId: string): Promise<Activity[]> {
    const rows = this.db.prepare('SELECT name, role, years, hours_per_week FROM student_activities WHERE student_id = ? ORDER BY position').all(studentId) as
      { name: string; role: string | null; years: number | null; hours_per_week: number | null }[];
    return rows.map((r) => ({ name: r.name, role: r.role, years: r.years, hoursPerWeek: r.hours_per_week }));
  }

  async savePreferences(p: CollegePreferences, events: readonly OutboxEvent[] = []) {
    this.db.transaction(() => this.savePreferencesRow(p, events))();
  }

  private savePreferencesRow(p: CollegePreferences, events: readonly OutboxEvent[]) {
    this.outbox.append(events);
    this.db.prepare(
      `INSERT INTO college_preferences (student_id, overall_feeling, concerns, college_search_started, college_size, location, academics, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT(student_id) DO UPDATE SET overall_feeling = excluded.overall_feeling, concerns = excluded.concerns,
         college_search_started = excluded.college_search_started, college_size = excluded.college_size,
         location = excluded.location, academics = excluded.academics, updated_at = excluded.updated_at`,
    ).run(p.studentId, p.overallFeeling, p.concerns, p.collegeSearchStarted, JSON.stringify(p.collegeSizePreferences),
      JSON.stringify(p.locationPreferences), JSON.stringify(p.academicsExtracurricularsPreferences), p.updatedAt);
  }

  async preferences(studentId: string): Promise<CollegePreferences | null> {
    const r = this.db.prepare('SELECT * FROM college_preferences WHERE student_id = ?').get(studentId) as {
      student_id: string; overall_feeling: string | null; concerns: string | null; college_search_started: string | null;
      college_size: string; location: string; academics: string; updated_at: string;
    } | undefined;
    if (!r) return null;
    return {
      studentId: r.student_id, overallFeeling: r.overall_feeling, concerns: r.concerns, collegeSearchStarted: r.college_search_started,
      collegeSizePreferences: JSON.parse(r.college_size) as string[], locationPreferences: JSON.parse(r.location) as string[],
      academicsExtracurricularsPreferences: JSON.parse(r.academics) as string[], updatedAt: r.updated_at,
    };
  }

  async unannounced(limit: number) {
    const rows = this.db.prepare('SELECT * FROM students WHERE roster_announced = 0 AND roster_only = 0 ORDER BY seq LIMIT ?').all(limit) as StudentRow[];
    return rows.map(toProfile);
  }

  async markAnnounced(announcements: readonly RosterAnnouncement[]) {
    const mark = this.db.prepare('UPDATE students SET roster_announced = 1 WHERE id = ? AND roster_announced = 0');
    return this.db.transaction(() => {
      let marked = 0;
      for (const a of announcements) {
        if (mark.run(a.id).changes === 0) continue; // announced meanwhile, with newer data than this event's
        this.outbox.append([a.event]);
        marked++;
      }
      return marked;
    })();
  }

  async collegeListMirror(studentId: string): Promise<CollegeListMirror | null> {
    const r = this.db.prepare('SELECT list_count, updated_at FROM college_lists WHERE student_id = ?').get(studentId) as
      { list_count: number | null; updated_at: string } | undefined;
    return r ? { count: r.list_count, updatedAt: r.updated_at } : null;
  }

  async erase(t: ErasureTarget, confirm: (removed: ErasedItem[]) => readonly OutboxEvent[]) {
    // Children first and counted before they go (the profile's delete would cascade them uncounted).
    const remove = (item: string, table: string, column: string) =>
      ({ item, count: this.db.prepare(`DELETE FROM ${table} WHERE ${column} = ?`).run(t.studentId).changes });
    return this.db.transaction(() => {
      const removed = this.erasures.recorded(t.deletionId) ?? this.erasures.record(t, [
        remove('courses', 'student_courses', 'student_id'),
        remove('activities', 'student_activities', 'student_id'),
        remove('college preferences', 'college_preferences', 'student_id'),
        remove('college list count', 'college_lists', 'student_id'),
        remove('profile', 'students', 'id'),
      ]);
      this.outbox.append(confirm(removed));
      return removed;
    })();
  }

  async isUserErased(studentUserId: string) {
    return this.erasures.isUserErased(studentUserId);
  }

  /** Inside a write's transaction: its events (the profile's event) go out, so the roster hears of the row. */
  private appendProfileEvents(id: string, events: readonly OutboxEvent[]) {
    if (events.length === 0) return;
    this.outbox.append(events);
    this.db.prepare('UPDATE students SET roster_announced = 1 WHERE id = ? AND roster_announced = 0').run(id);
  }

  pendingEvents(limit: number) {
    return this.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.outbox.eventPublished(id);
  }

  async close() {
    if (this.db.open) this.db.close();
  }
}

