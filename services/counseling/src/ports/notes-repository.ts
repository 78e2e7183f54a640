import type { Note, NoteRevision, NoteView } from '../domain/note.js';
import type { Schools } from './schools.js';

export interface NoteRepository {
  get(id: string): Promise<Note | null>;
  /** Pinned first, then newest first. */
  ofStudent(studentId: string): Promise<Note[]>;
  /** Oldest first. */
  history(noteId: string): Promise<NoteRevision[]>;
  /** Newest first, with the student's name, across the schools' students. */
  recent(schools: Schools, limit: number): Promise<NoteView[]>;
}

export interface NoteWrites {
  /** Upserts by id; an edit keeps the note's place among notes of equal time. */
  save(note: Note): void;
  addRevision(revision: NoteRevision): void;
  /** Removes the note and its history (hard delete: a deleted note is gone, as a person deleting it expects). */
  remove(noteId: string): void;
}
