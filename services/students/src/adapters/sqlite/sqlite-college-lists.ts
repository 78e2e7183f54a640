import type { SqliteDatabase } from '@counsel/kit';
import type { CollegeListMirror, CollegeListRepository, CollegeListWrites } from '../../ports/college-lists-repository.js';

/** The college lists' mirrors (college_lists, also for students not stored yet). Writes run inside the unit of work's transaction. */
export class SqliteCollegeLists implements CollegeListRepository {
  readonly writes: CollegeListWrites;

  /** `showOnRecord`: the student's record shows the recorded length (in the same transaction). */
  constructor(private readonly db: SqliteDatabase, showOnRecord: (studentId: string, count: number | null) => void) {
    this.writes = {
      record: (studentId, count, at) => {
        const r = db.prepare(
          `INSERT INTO college_lists (student_id, list_count, updated_at) VALUES (?, ?, ?)
           ON CONFLICT(student_id) DO UPDATE SET list_count = excluded.list_count, updated_at = excluded.updated_at
           WHERE excluded.updated_at >= college_lists.updated_at`,
        ).run(studentId, count, at);
        if (r.changes) showOnRecord(studentId, count);
      },
    };
  }

  /** The length recorded for the student (null when none): a record inserted after its list shows it. */
  heldCount(studentId: string): number | null {
    return this.readMirror(studentId)?.count ?? null;
  }

  /** Inside an erasure. */
  eraseStudent(studentId: string) {
    this.db.prepare('DELETE FROM college_lists WHERE student_id = ?').run(studentId);
  }

  async mirror(studentId: string) {
    return this.readMirror(studentId);
  }

  private readMirror(studentId: string): CollegeListMirror | null {
    const r = this.db.prepare('SELECT list_count, updated_at FROM college_lists WHERE student_id = ?').get(studentId) as
      { list_count: number | null; updated_at: string } | undefined;
    return r ? { count: r.list_count, updatedAt: r.updated_at } : null;
  }
}
