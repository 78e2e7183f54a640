import type { SqliteDatabase } from '@counsel/kit';
import type { Note, NoteRevision, NoteView } from '../../domain/note.js';
import type { NoteRepository, NoteWrites } from '../../ports/notes-repository.js';
import type { Schools } from '../../ports/schools.js';
import { noteParams, revisionParams, toNote, toRevision, type NoteRow, type RevisionRow } from './rows.js';
import { schoolFilter, schoolParams } from './school-filter.js';

const UPSERT_NOTE = `INSERT OR REPLACE INTO notes (id, student_id, body, pinned, tags, author_id, author_name, created_at, updated_at, updated_by, updated_by_name)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;
const INSERT_REVISION = `INSERT INTO note_revisions (id, note_id, student_id, previous_body, previous_pinned, previous_tags, edited_at, edited_by, edited_by_name)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Notes and their history. Writes run inside the unit of work's transaction. */
export class SqliteNotes implements NoteRepository {
  readonly writes: NoteWrites;

  constructor(private readonly db: SqliteDatabase) {
    this.writes = {
      save: (note) => { db.prepare(UPSERT_NOTE).run(...noteParams(note)); },
      addRevision: (r) => { db.prepare(INSERT_REVISION).run(...revisionParams(r)); },
      remove: (noteId) => {
        db.prepare('DELETE FROM note_revisions WHERE note_id = ?').run(noteId);
        db.prepare('DELETE FROM notes WHERE id = ?').run(noteId);
      },
    };
  }

  /** Inside an erasure's transaction. */
  eraseStudent(studentId: string) {
    for (const table of ['note_revisions', 'notes']) this.db.prepare(`DELETE FROM ${table} WHERE student_id = ?`).run(studentId);
  }

  /** Every revision of the student's notes, oldest first (an export's history). */
  async revisionsOf(studentId: string): Promise<NoteRevision[]> {
    return (this.db.prepare('SELECT * FROM note_revisions WHERE student_id = ? ORDER BY edited_at, rowid').all(studentId) as RevisionRow[]).map(toRevision);
  }

  async get(id: string) {
    const r = this.db.prepare('SELECT * FROM notes WHERE id = ?').get(id) as NoteRow | undefined;
    return r ? toNote(r) : null;
  }

  async ofStudent(studentId: string): Promise<Note[]> {
    return (this.db.prepare('SELECT * FROM notes WHERE student_id = ? ORDER BY pinned DESC, created_at DESC, rowid DESC').all(studentId) as NoteRow[]).map(toNote);
  }

  async history(noteId: string) {
    return (this.db.prepare('SELECT * FROM note_revisions WHERE note_id = ? ORDER BY edited_at, rowid').all(noteId) as RevisionRow[]).map(toRevision);
  }

  async recent(schools: Schools, limit: number): Promise<NoteView[]> {
    const rows = this.db.prepare(`SELECT n.*, s.first_name AS s_first_name, s.last_name AS s_last_name FROM students s
      CROSS JOIN notes n ON n.student_id = s.student_id
      WHERE 1 = 1 ${schoolFilter(schools)}
      ORDER BY n.created_at DESC, n.rowid DESC LIMIT @limit`).all({ ...schoolParams(schools), limit }) as (NoteRow & { s_first_name: string | null; s_last_name: string | null })[];
    return rows.map((r) => ({ ...toNote(r), studentName: [r.s_first_name, r.s_last_name].filter(Boolean).join(' ').trim() || r.student_id }));
  }
}
