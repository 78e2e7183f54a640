import type { SqliteDatabase } from '@counsel/kit';
import type { OutcomeImport } from '../../domain/outcome-import.js';
import type { ImportRepository, ImportWrites } from '../../ports/imports-repository.js';

/** The imports of past outcomes. Writes run inside the unit of work's transaction. */
export class SqliteImports implements ImportRepository {
  readonly writes: ImportWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (i) => {
        db.prepare('INSERT OR REPLACE INTO outcome_imports (id, school_id, file_hash, status, body_json) VALUES (?, ?, ?, ?, ?)')
          .run(i.id, i.schoolId, i.fileHash, i.status, JSON.stringify(i));
      },
    };
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT body_json FROM outcome_imports WHERE id = ?').get(id) as { body_json: string } | undefined;
    return r ? JSON.parse(r.body_json) as OutcomeImport : null;
  }

  async appliedFile(schoolId: string, fileHash: string) {
    return this.db.prepare('SELECT 1 FROM outcome_imports WHERE school_id = ? AND file_hash = ? AND status = ?').get(schoolId, fileHash, 'APPLIED') !== undefined;
  }
}
