import type { SqliteDatabase } from '@counsel/kit';
import type { OutcomeRepository, OutcomeWrites } from '../../ports/outcomes-repository.js';
import { toOutcome, type OutcomeRow } from './rows.js';

/** The outcomes. Writes run inside the unit of work's transaction. */
export class SqliteOutcomes implements OutcomeRepository {
  readonly writes: OutcomeWrites;

  constructor(private readonly db: SqliteDatabase) {
    const outcome = db.prepare(`INSERT OR IGNORE INTO outcomes (id, school_id, class_year, college_id, plan, result, gpa, sat, act, source, import_id, student_id, application_id)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    this.writes = {
      add: (o) => {
        outcome.run(o.id, o.schoolId, o.classYear, o.collegeId, o.plan, o.result, o.gpa, o.sat, o.act, o.source, o.importId, o.studentId, o.applicationId);
      },
      updateResult: (id, result) => { db.prepare('UPDATE outcomes SET result = ? WHERE application_id = ?').run(result, id); },
    };
  }

  /** The student's outcomes stay, without student or application id (an erasure, inside its transaction). */
  eraseStudent(studentId: string) {
    this.db.prepare('UPDATE outcomes SET student_id = NULL, application_id = NULL WHERE student_id = ?').run(studentId);
  }

  async ofStudent(studentId: string) {
    return (this.db.prepare('SELECT * FROM outcomes WHERE student_id = ? ORDER BY class_year, id').all(studentId) as OutcomeRow[]).map(toOutcome);
  }

  async at(schoolId: string, collegeId: string) {
    return (this.db.prepare('SELECT * FROM outcomes WHERE school_id = ? AND college_id = ? ORDER BY id').all(schoolId, collegeId) as OutcomeRow[]).map(toOutcome);
  }

  async count(schoolId: string) {
    return (this.db.prepare('SELECT COUNT(*) AS n FROM outcomes WHERE school_id = ?').get(schoolId) as { n: number }).n;
  }

  async all() {
    return (this.db.prepare('SELECT * FROM outcomes ORDER BY id').all() as OutcomeRow[]).map(toOutcome);
  }
}
