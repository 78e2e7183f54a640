import type { SqliteDatabase } from '@counsel/kit';
import type { ContentPatch, ContentRepository, ContentWrites, NewContentItem } from '../../ports/content-repository.js';
import { WriteRefused } from '../../ports/knowledge-store.js';
import { toContent, type ContentRow } from './knowledge-rows.js';

const COLUMN: Record<keyof ContentPatch, string> = { title: 'title', description: 'description', tags: 'tags', body: 'body', url: 'url', visibleToStudents: 'visible_to_students' };

export class SqliteContent implements ContentRepository {
  readonly writes: ContentWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      add: (item) => this.insert(item),
      update: (id, patch, updatedAt) => {
        const sets: string[] = [];
        const values: unknown[] = [];
        for (const [key, value] of Object.entries(patch) as [keyof ContentPatch, unknown][]) {
          if (value === undefined) continue;
          sets.push(`${COLUMN[key]} = ?`);
          values.push(key === 'tags' ? JSON.stringify(value) : key === 'visibleToStudents' ? (value ? 1 : 0) : value);
        }
        const changed = db.prepare(`UPDATE content_items SET ${[...sets, 'updated_at = ?', 'needs_reindex = 1'].join(', ')} WHERE id = ?`).run(...values, updatedAt, id).changes;
        if (changed === 0) throw new WriteRefused('gone');
      },
      remove: (id) => {
        if (db.prepare('DELETE FROM content_items WHERE id = ?').run(id).changes === 0) throw new WriteRefused('gone');
      },
      setIndexed: (id, chunkCount) => { db.prepare('UPDATE content_items SET chunk_count = ?, needs_reindex = 0 WHERE id = ?').run(chunkCount, id); },
      flagAllForReindex: () => { db.prepare(`UPDATE content_items SET needs_reindex = 1 WHERE type != 'document'`).run(); },
      clearReindexFlag: (id) => { db.prepare('UPDATE content_items SET needs_reindex = 0 WHERE id = ?').run(id); },
    };
  }

  /** Inside a unit of work (a file's document item goes with the file). */
  insert(i: NewContentItem) {
    this.db.prepare(`INSERT INTO content_items (id, type, title, description, tags, body, url, visible_to_students, file_id, created_by, created_at, updated_at, needs_reindex)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`)
      .run(i.id, i.type, i.title, i.description, JSON.stringify(i.tags), i.body, i.url, i.visibleToStudents ? 1 : 0, i.fileId, i.createdBy, i.createdAt, i.updatedAt, i.type === 'document' ? 0 : 1);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM content_items WHERE id = ?').get(id) as ContentRow | undefined;
    return r ? toContent(r) : null;
  }

  async forFile(fileId: string) {
    const r = this.db.prepare('SELECT * FROM content_items WHERE file_id = ?').get(fileId) as ContentRow | undefined;
    return r ? toContent(r) : null;
  }

  async list() {
    return (this.db.prepare('SELECT * FROM content_items ORDER BY created_at DESC, id').all() as ContentRow[]).map(toContent);
  }

  async toIndex() {
    return (this.db.prepare(`SELECT * FROM content_items WHERE needs_reindex = 1 ORDER BY created_at`).all() as ContentRow[]).map(toContent);
  }
}
