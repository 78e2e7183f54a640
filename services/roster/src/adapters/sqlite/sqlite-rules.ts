import type { SqliteDatabase } from '@counsel/kit';
import type { RuleRepository, RuleWrites } from '../../ports/rules-repository.js';
import { toRule, type RuleRow } from './rows.js';

export class SqliteRules implements RuleRepository {
  readonly writes: RuleWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      replace: (schoolId, rules) => {
        db.prepare('DELETE FROM caseload_rules WHERE school_id = ?').run(schoolId);
        for (const x of rules) {
          db.prepare('INSERT INTO caseload_rules (id, school_id, counselor_id, grade_from, grade_to, surname_from, surname_to, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
            .run(x.id, schoolId, x.counselorId, x.gradeFrom, x.gradeTo, x.surnameFrom, x.surnameTo, x.position);
        }
      },
    };
  }

  async of(schoolId: string) {
    return (this.db.prepare('SELECT * FROM caseload_rules WHERE school_id = ? ORDER BY position').all(schoolId) as RuleRow[]).map(toRule);
  }
}
