import type { SqliteDatabase } from '@counsel/kit';
import type { SchoolRepository, SchoolWrites } from '../../ports/schools-repository.js';
import { schoolParams, toSchool, type SchoolRow } from './rows.js';

const UPSERT_SCHOOL = `INSERT INTO schools (id, name, nces_id, city, state, sourced_id, archived, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET name = excluded.name, nces_id = excluded.nces_id, city = excluded.city, state = excluded.state,
    sourced_id = excluded.sourced_id, archived = excluded.archived, updated_at = excluded.updated_at`;

export class SqliteSchools implements SchoolRepository {
  readonly writes: SchoolWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = { save: (s) => { db.prepare(UPSERT_SCHOOL).run(...schoolParams(s)); } };
  }

  async list(includeArchived: boolean) {
    const sql = includeArchived ? 'SELECT * FROM schools ORDER BY name COLLATE NOCASE, id' : 'SELECT * FROM schools WHERE archived = 0 ORDER BY name COLLATE NOCASE, id';
    return (this.db.prepare(sql).all() as SchoolRow[]).map(toSchool);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM schools WHERE id = ?').get(id) as SchoolRow | undefined;
    return r ? toSchool(r) : null;
  }
}
