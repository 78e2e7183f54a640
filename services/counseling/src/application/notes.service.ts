import { randomUUID } from 'node:crypto';
import { NotFoundError, requireStaff, type Principal } from '@counsel/kit';
import type { Note, NoteRevision, NoteView } from '../domain/note.js';
import { parseLimit, parseNoteInput, parseNotePatch } from '../domain/rules.js';
import type { NoteInput, NotePatch } from '../graphql/generated/resolvers-types.js';
import { actorName, nowOf, schoolsOf, seesNoStaffData, staffVisibleStudent, type CounselingDeps } from './access.js';

const NOTE_NOT_FOUND = 'Note not found';

/**
 * Staff notes on a student: written and read by staff who may see the student, never by the student (404, even
 * for their own). Bodies are sanitized rich text; every edit keeps the note as it was (who, when, previous body).
 */
export class NotesService {
  constructor(private readonly deps: CounselingDeps) {}

  async list(p: Principal | null | undefined, studentId: string, request?: object): Promise<Note[]> {
    const { user } = await staffVisibleStudent(this.deps.store, p, studentId);
    await this.deps.reads.staffRead(user, studentId, 'notes', request);
    return this.deps.store.notes.ofStudent(studentId);
  }

  async create(p: Principal | null | undefined, studentId: string, input: NoteInput, request?: object): Promise<Note> {
    const { user } = await staffVisibleStudent(this.deps.store, p, studentId);
    const fields = parseNoteInput(input);
    await this.deps.reads.staffRead(user, studentId, 'notes', request);
    const at = nowOf(this.deps).toISOString();
    const name = actorName(user);
    const note: Note = { id: randomUUID(), studentId, ...fields, authorId: user.userId, authorName: name, createdAt: at, updatedAt: at, updatedBy: user.userId, updatedByName: name };
    await this.deps.store.write((w) => w.notes.save(note));
    return note;
  }

  async update(p: Principal | null | undefined, id: string, input: NotePatch, request?: object): Promise<Note> {
    const { user, note } = await this.visibleNote(p, id);
    const patch = parseNotePatch(input);
    await this.deps.reads.staffRead(user, note.studentId, 'notes', request);
    const next: Note = { ...note, ...patch };
    if (next.body === note.body && next.pinned === note.pinned && next.tags.join() === note.tags.join()) return note;
    const at = nowOf(this.deps).toISOString();
    const name = actorName(user);
    const noteRevision: NoteRevision = {
      id: randomUUID(), noteId: note.id, studentId: note.studentId, previousBody: note.body, previousPinned: note.pinned, previousTags: note.tags,
      editedAt: at, editedBy: user.userId, editedByName: name,
    };
    const updated = { ...next, updatedAt: at, updatedBy: user.userId, updatedByName: name };
    await this.deps.store.write((w) => {
      w.notes.save(updated);
      w.notes.addRevision(noteRevision);
    });
    return updated;
  }

  /** A hard delete: the note and its history are gone (a counselor deleting a note means it). */
  async remove(p: Principal | null | undefined, id: string, request?: object): Promise<boolean> {
    const { user, note } = await this.visibleNote(p, id);
    await this.deps.reads.staffRead(user, note.studentId, 'notes', request);
    await this.deps.store.write((w) => w.notes.remove(note.id));
    return true;
  }

  /** A note's earlier versions, oldest first (its student's visibility applies). */
  async history(p: Principal | null | undefined, note: Note, request?: object): Promise<NoteRevision[]> {
    const { user } = await staffVisibleStudent(this.deps.store, p, note.studentId);
    await this.deps.reads.staffRead(user, note.studentId, 'notes', request);
    return this.deps.store.notes.history(note.id);
  }

  /** The dashboard's newest notes across the caller's schools (a list across students: not logged per student). */
  async recent(p: Principal | null | undefined, limit: number | null | undefined): Promise<NoteView[]> {
    const user = requireStaff(p);
    return this.deps.store.notes.recent(schoolsOf(user), parseLimit(limit, 10, 50));
  }

  /** A note whose student the caller may see, else not found (students: always not found). */
  private async visibleNote(p: Principal | null | undefined, id: string) {
    if (seesNoStaffData(p)) throw new NotFoundError(NOTE_NOT_FOUND);
    requireStaff(p);
    const note = await this.deps.store.notes.get(id);
    if (!note) throw new NotFoundError(NOTE_NOT_FOUND);
    try {
      return { ...(await staffVisibleStudent(this.deps.store, p, note.studentId)), note };
    } catch (err) {
      if (err instanceof NotFoundError) throw new NotFoundError(NOTE_NOT_FOUND);
      throw err;
    }
  }
}
