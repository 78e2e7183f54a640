import type { SqliteDatabase } from '@counsel/kit';
import { countChanges } from '../../domain/outcome-counts.js';
import {
  EVERY, type ClassResultCount, type CollegeResultCount, type HistoryScope, type OutcomeFact, type OutcomeHistory, type OutcomeResult,
} from '../../ports/outcome-history.js';

interface FactRow { outcome_id: string; school_id: string; class_year: number; college_id: string; result: OutcomeResult; at: string }

/** The schools a scope reads: the district's slice, or the schools' own (none: nothing to read). */
const schoolsOf = (scope: Pick<HistoryScope, 'schoolIds'>) => (scope.schoolIds === 'all' ? [EVERY.school] : [...scope.schoolIds]);
const marks = (xs: readonly unknown[]) => xs.map(() => '?').join(',');

/**
 * Outcomes by class over `schools` schools: the every-college rows, named literally so that SQLite reads them through
 * their partial index (a bound value is unknown when the plan is made, so the planner could not use it).
 */
export const byClassSql = (schools: number, classYear: number | null) => `SELECT class_year AS classYear, result, SUM(n) AS n
  FROM outcome_counts WHERE school_id IN (${marks(Array.from({ length: schools }))}) AND college_id = '${EVERY.college}'
  AND ${classYear === null ? 'class_year <> ?' : 'class_year = ?'} GROUP BY class_year, result HAVING SUM(n) <> 0`;

/** The history on SQLite: a batch of outcomes is one transaction (rows and counts together). */
export class SqliteOutcomeHistory implements OutcomeHistory {
  private readonly q;

  constructor(private readonly db: SqliteDatabase) {
    this.q = {
      fact: db.prepare('SELECT * FROM outcome_facts WHERE outcome_id = ?'),
      save: db.prepare(`INSERT INTO outcome_facts (outcome_id, school_id, class_year, college_id, result, at) VALUES (?, ?, ?, ?, ?, ?)
        ON CONFLICT (outcome_id) DO UPDATE SET school_id = excluded.school_id, class_year = excluded.class_year, college_id = excluded.college_id,
        result = excluded.result, at = excluded.at`),
      bump: db.prepare(`INSERT INTO outcome_counts (school_id, class_year, college_id, result, n) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (school_id, class_year, college_id, result) DO UPDATE SET n = n + excluded.n`),
      touch: db.prepare('INSERT INTO history_freshness (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = max(at, excluded.at)'),
      name: db.prepare('INSERT INTO college_names (college_id, name) VALUES (?, ?) ON CONFLICT (college_id) DO UPDATE SET name = excluded.name WHERE name <> excluded.name'),
    };
  }

  async record(outcomes: readonly OutcomeFact[], at: string) {
    this.db.transaction(() => {
      const held = new Map<string, OutcomeFact & { at: string }>();
      for (const o of outcomes) {
        const r = this.q.fact.get(o.outcomeId) as FactRow | undefined;
        if (r) held.set(r.outcome_id, { outcomeId: r.outcome_id, schoolId: r.school_id, classYear: r.class_year, collegeId: r.college_id, result: r.result, at: r.at });
      }
      const { rows, delta } = countChanges(outcomes, held, at);
      for (const o of rows) this.q.save.run(o.outcomeId, o.schoolId, o.classYear, o.collegeId, o.result, at);
      for (const { key, n } of delta.values()) this.q.bump.run(key.schoolId, key.classYear, key.collegeId, key.result, n);
      this.q.touch.run(at);
    })();
  }

  async nameColleges(names: readonly { collegeId: string; name: string }[]) {
    if (!names.length) return;
    this.db.transaction(() => { for (const c of names) this.q.name.run(c.collegeId, c.name); })();
  }

  async byClass(scope: HistoryScope) {
    const schools = schoolsOf(scope);
    if (!schools.length) return [];
    return this.db.prepare(byClassSql(schools.length, scope.classYear)).all(...schools, scope.classYear ?? EVERY.classYear) as ClassResultCount[];
  }

  async byCollege(scope: HistoryScope) {
    const schools = schoolsOf(scope);
    if (!schools.length) return [];
    return this.db.prepare(`SELECT college_id AS collegeId, result, SUM(n) AS n FROM outcome_counts
      WHERE school_id IN (${marks(schools)}) AND class_year = ? AND college_id <> ? GROUP BY college_id, result HAVING SUM(n) <> 0`)
      .all(...schools, scope.classYear ?? EVERY.classYear, EVERY.college) as CollegeResultCount[];
  }

  async collegeNames(collegeIds: readonly string[]) {
    const out = new Map<string, string>();
    const q = this.db.prepare('SELECT name FROM college_names WHERE college_id = ?');
    for (const id of new Set(collegeIds)) {
      const r = q.get(id) as { name: string } | undefined;
      if (r) out.set(id, r.name);
    }
    return out;
  }

  async classYears(schoolIds: readonly string[] | 'all') {
    const schools = schoolsOf({ schoolIds });
    if (!schools.length) return [];
    const rows = this.db.prepare(`SELECT DISTINCT class_year AS y FROM outcome_counts
      WHERE school_id IN (${marks(schools)}) AND college_id = ? AND class_year <> ? AND n > 0 ORDER BY class_year DESC`)
      .all(...schools, EVERY.college, EVERY.classYear) as { y: number }[];
    return rows.map((r) => r.y);
  }

  async updatedAt() {
    return (this.db.prepare('SELECT at FROM history_freshness WHERE id = 1').get() as { at: string } | undefined)?.at ?? null;
  }

  ready() { return this.db.open; }
  async close() { this.db.close(); }
}
