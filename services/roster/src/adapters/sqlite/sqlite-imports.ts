import type { SqliteDatabase } from '@counsel/kit';
import type { ImportRepository, ImportWrites } from '../../ports/imports-repository.js';
import { importParams, toImport, type ImportRow } from './rows.js';

const UPSERT_IMPORT = `INSERT INTO roster_imports (id, format, status, file_name, file_hash, counts, rejected, created_by_id, created_at, applied_at,
    applied_with_rejections, upload_id, blob_id, new_accounts, encoding) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
  ON CONFLICT(id) DO UPDATE SET status = excluded.status, counts = excluded.counts, rejected = excluded.rejected,
    applied_at = excluded.applied_at, applied_with_rejections = excluded.applied_with_rejections, new_accounts = excluded.new_accounts,
    encoding = excluded.encoding`;

export class SqliteImports implements ImportRepository {
  readonly writes: ImportWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (i) => { db.prepare(UPSERT_IMPORT).run(...importParams(i)); },
      registerUpload: (uploadId, at) => { db.prepare('UPDATE uploads SET registered_at = ? WHERE upload_id = ? AND registered_at IS NULL').run(at, uploadId); },
    };
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM roster_imports WHERE id = ?').get(id) as ImportRow | undefined;
    return r ? toImport(r) : null;
  }

  async page(limit: number, offset: number) {
    const total = (this.db.prepare('SELECT count(*) AS n FROM roster_imports').get() as { n: number }).n;
    const rows = this.db.prepare('SELECT * FROM roster_imports ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?').all(limit, offset) as ImportRow[];
    return { items: rows.map(toImport), total };
  }
}
