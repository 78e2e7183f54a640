export const NOTE_TAGS = ['academic', 'college', 'personal', 'family_contact'] as const;
export type NoteTag = (typeof NOTE_TAGS)[number];

/** A staff note on a student: sanitized rich text, never shown to the student. */
export interface Note {
  id: string;
  studentId: string;
  body: string;
  pinned: boolean;
  tags: NoteTag[];
  authorId: string;
  authorName: string;
  createdAt: string;
  updatedAt: string;
  updatedBy: string;
  updatedByName: string;
}

/** The note as it was before one edit: who changed it and when, and the previous body, pin and tags. */
export interface NoteRevision {
  id: string;
  noteId: string;
  studentId: string;
  previousBody: string;
  previousPinned: boolean;
  previousTags: NoteTag[];
  editedAt: string;
  editedBy: string;
  editedByName: string;
}

/** A note with its student's name, for lists across students (the dashboard's recent notes). */
export type NoteView = Note & { studentName?: string | null };
