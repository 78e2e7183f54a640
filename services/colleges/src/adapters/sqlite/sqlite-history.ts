import type { SqliteDatabase } from '@counsel/kit';
import type { HistoryPoint } from '../../domain/school-history.js';
import type { HistoryRepository, HistoryWrites } from '../../ports/history-repository.js';

interface PointRow { outcome_id: string; school_id: string; college_id: string; result: string; gpa: number | null; sat: number | null; act: number | null }

const toPoint = (r: PointRow): HistoryPoint => ({
  outcomeId: r.outcome_id, schoolId: r.school_id, collegeId: r.college_id, result: r.result as HistoryPoint['result'], gpa: r.gpa, sat: r.sat, act: r.act,
});

/** The schools' history points and the rules; many schools and colleges are read in one query through json_each. */
export class SqliteHistory implements HistoryRepository {
  readonly writes: HistoryWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      savePoints: (points) => {
        const upsert = db.prepare('INSERT OR REPLACE INTO history_points (outcome_id, school_id, college_id, result, gpa, sat, act) VALUES (?, ?, ?, ?, ?, ?, ?)');
        for (const p of points) upsert.run(p.outcomeId, p.schoolId, p.collegeId, p.result, p.gpa, p.sat, p.act);
      },
      saveRules: (r) => {
        db.prepare('INSERT OR REPLACE INTO history_rules (id, minimum_applicants, students_may_see) VALUES (1, ?, ?)').run(r.minimumApplicants, r.studentsMaySee ? 1 : 0);
      },
    };
  }

  async pointsAt(schoolIds: readonly string[], collegeIds: readonly string[]) {
    if (schoolIds.length === 0 || collegeIds.length === 0) return [];
    return (this.db.prepare(`SELECT * FROM history_points WHERE school_id IN (SELECT value FROM json_each(?)) AND college_id IN (SELECT value FROM json_each(?))
      ORDER BY outcome_id`).all(JSON.stringify(schoolIds), JSON.stringify(collegeIds)) as PointRow[]).map(toPoint);
  }

  async rules() {
    const r = this.db.prepare('SELECT * FROM history_rules WHERE id = 1').get() as { minimum_applicants: number; students_may_see: number } | undefined;
    return r ? { minimumApplicants: r.minimum_applicants, studentsMaySee: r.students_may_see === 1 } : null;
  }
}
