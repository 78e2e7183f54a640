import type { SqliteDatabase } from '@counsel/kit';
import { ALL_CLASSES, DISTRICT, type Figure } from '../../domain/contributions.js';
import type { FigureReader, FigureSum, ReportScope } from '../../domain/reports.js';

/** The counts over a scope: one slice of the counts table (the district's or a school's, one class or every class). */
export class SqliteFigures implements FigureReader {
  constructor(private readonly db: SqliteDatabase) {}

  private where(scope: ReportScope): { sql: string; args: (string | number)[] } {
    const schools = scope.schoolIds === 'all' ? [DISTRICT] : [...scope.schoolIds];
    return {
      sql: `school_id IN (${schools.map(() => '?').join(',')}) AND class_year = ?`,
      args: [...schools, scope.classYear ?? ALL_CLASSES],
    };
  }

  async sums(figure: Figure, scope: ReportScope): Promise<FigureSum[]> {
    const w = this.where(scope);
    return this.db.prepare(`SELECT k1, k2, SUM(n) AS n FROM counts WHERE figure = ? AND ${w.sql} GROUP BY k1, k2 HAVING SUM(n) <> 0`)
      .all(figure, ...w.args) as FigureSum[];
  }

  async sumsBySchool(figure: Figure, scope: ReportScope) {
    const schools = scope.schoolIds === 'all' ? null : [...scope.schoolIds];
    const sql = `SELECT school_id AS schoolId, SUM(n) AS n FROM counts WHERE figure = ? AND class_year = ? AND school_id <> ?
      ${schools ? `AND school_id IN (${schools.map(() => '?').join(',')})` : ''} GROUP BY school_id HAVING SUM(n) <> 0`;
    return this.db.prepare(sql).all(figure, scope.classYear ?? ALL_CLASSES, DISTRICT, ...(schools ?? [])) as { schoolId: string; n: number }[];
  }

  async names(userIds: readonly string[]) {
    if (!userIds.length) return new Map<string, string>();
    const rows = this.db.prepare(`SELECT user_id, name FROM people WHERE user_id IN (${userIds.map(() => '?').join(',')})`).all(...userIds) as { user_id: string; name: string }[];
    return new Map(rows.map((r) => [r.user_id, r.name]));
  }

  async schoolNames() {
    const rows = this.db.prepare('SELECT school_id, name FROM schools').all() as { school_id: string; name: string }[];
    return new Map(rows.map((r) => [r.school_id, r.name]));
  }
}
