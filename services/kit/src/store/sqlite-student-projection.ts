import type { SqliteDatabase } from './sqlite.js';

/**
 * The part of a students read model that services fed by the same student and application-list events share,
 * over the service's own tables `students` and `application_lists` (and its table of application rows): a
 * student by id, the time of the application list taken in last (an older list is ignored), and the erasure of
 * all three. A service extends it with its own rows, writes and queries.
 */
export abstract class SqliteStudentProjection<Row, Student> {
  protected constructor(
    protected readonly db: SqliteDatabase,
    private readonly applicationsTable: 'applications' | 'student_applications',
    private readonly toStudent: (r: Row) => Student,
  ) {}

  /** Whether this list is newer than the one held (and, if so, notes its time). */
  protected newerList(l: { studentId: string; updatedAt: string }): boolean {
    const held = this.db.prepare('SELECT updated_at FROM application_lists WHERE student_id = ?').get(l.studentId) as { updated_at: string } | undefined;
    if (held && held.updated_at > l.updatedAt) return false;
    this.db.prepare('INSERT OR REPLACE INTO application_lists (student_id, updated_at) VALUES (?, ?)').run(l.studentId, l.updatedAt);
    return true;
  }

  /** Inside an erasure's transaction; returns whether a student row went. */
  eraseStudent(studentId: string): number {
    this.db.prepare(`DELETE FROM ${this.applicationsTable} WHERE student_id = ?`).run(studentId);
    this.db.prepare('DELETE FROM application_lists WHERE student_id = ?').run(studentId);
    return this.db.prepare('DELETE FROM students WHERE student_id = ?').run(studentId).changes;
  }

  async get(studentId: string): Promise<Student | null> {
    const r = this.db.prepare('SELECT * FROM students WHERE student_id = ?').get(studentId) as Row | undefined;
    return r ? this.toStudent(r) : null;
  }

  async many(studentIds: readonly string[]): Promise<Student[]> {
    if (studentIds.length === 0) return [];
    return (this.db.prepare('SELECT * FROM students WHERE student_id IN (SELECT value FROM json_each(?))').all(JSON.stringify(studentIds)) as Row[]).map(this.toStudent);
  }
}
