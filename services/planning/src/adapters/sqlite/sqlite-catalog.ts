import type { SqliteDatabase } from '@counsel/kit';
import type { CourseImport } from '../../domain/course-import.js';
import type { CatalogRepository, CatalogWrites } from '../../ports/catalog-repository.js';
import { courseParams, toCourse, type CourseRow } from './rows.js';

const UPSERT_COURSE = `INSERT OR REPLACE INTO courses (id, school_id, code, title, subject_area, credits, grade_levels_json, level,
  prerequisites_json, entrance_areas_json, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** The schools' course catalogs and their imports. Writes run inside the unit of work's transaction. */
export class SqliteCatalog implements CatalogRepository {
  readonly writes: CatalogWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      saveCourse: (c) => { db.prepare(UPSERT_COURSE).run(...courseParams(c)); },
      deleteCourse: (id) => { db.prepare('DELETE FROM courses WHERE id = ?').run(id); },
      saveImport: (i) => { db.prepare('INSERT OR REPLACE INTO course_imports (id, school_id, body_json) VALUES (?, ?, ?)').run(i.id, i.schoolId, JSON.stringify(i)); },
    };
  }

  async course(id: string) {
    const r = this.db.prepare('SELECT * FROM courses WHERE id = ?').get(id) as CourseRow | undefined;
    return r ? toCourse(r) : null;
  }

  async courseByCode(schoolId: string, code: string) {
    const r = this.db.prepare('SELECT * FROM courses WHERE school_id = ? AND code = ?').get(schoolId, code) as CourseRow | undefined;
    return r ? toCourse(r) : null;
  }

  async courses(schoolId: string) {
    return (this.db.prepare('SELECT * FROM courses WHERE school_id = ? ORDER BY code').all(schoolId) as CourseRow[]).map(toCourse);
  }

  async coursePage(schoolId: string, q: string | null, first: number, offset: number) {
    const like = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const where = like ? "WHERE school_id = ? AND (code LIKE ? ESCAPE '\\' OR title LIKE ? ESCAPE '\\')" : 'WHERE school_id = ?';
    const params = like ? [schoolId, like, like] : [schoolId];
    const items = (this.db.prepare(`SELECT * FROM courses ${where} ORDER BY subject_area, code LIMIT ? OFFSET ?`).all(...params, first, offset) as CourseRow[]).map(toCourse);
    const total = (this.db.prepare(`SELECT COUNT(*) AS n FROM courses ${where}`).get(...params) as { n: number }).n;
    return { items, total };
  }

  async courseImport(id: string) {
    const r = this.db.prepare('SELECT body_json FROM course_imports WHERE id = ?').get(id) as { body_json: string } | undefined;
    return r ? JSON.parse(r.body_json) as CourseImport : null;
  }
}
