import type { SqliteDatabase } from '@counsel/kit';
import type { RequirementSet } from '../../domain/requirement-set.js';
import type { RequirementSetRepository, RequirementSetWrites } from '../../ports/requirement-sets-repository.js';

/** The requirement sets. Writes run inside the unit of work's transaction. */
export class SqliteRequirementSets implements RequirementSetRepository {
  readonly writes: RequirementSetWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (s) => { db.prepare('INSERT OR REPLACE INTO requirement_sets (id, school_id, body_json) VALUES (?, ?, ?)').run(s.id, s.schoolId ?? '', JSON.stringify(s)); },
    };
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT body_json FROM requirement_sets WHERE id = ?').get(id) as { body_json: string } | undefined;
    return r ? JSON.parse(r.body_json) as RequirementSet : null;
  }

  async ofSchool(schoolId: string) {
    return (this.db.prepare('SELECT body_json FROM requirement_sets WHERE school_id = ? ORDER BY id').all(schoolId) as { body_json: string }[])
      .map((r) => JSON.parse(r.body_json) as RequirementSet);
  }
}
