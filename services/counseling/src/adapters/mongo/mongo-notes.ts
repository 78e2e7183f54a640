import type { ClientSession } from 'mongoose';
import type { Stage } from '@counsel/kit';
import type { NoteRevision, NoteView } from '../../domain/note.js';
import { studentName } from '../../domain/student.js';
import type { NoteRepository, NoteWrites } from '../../ports/notes-repository.js';
import type { Schools } from '../../ports/schools.js';
import { toNote, toRevision } from './convert.js';
import type { CounselingModels, NoteDoc, RevisionDoc } from './models.js';
import type { MongoStudents } from './mongo-students.js';

let lastSeq = 0;
/** Insert order: strictly increasing in this process (ties of equal timestamps list the latest first, as SQLite's rowid does). */
const nextSeq = () => (lastSeq = Math.max(lastSeq + 1, Date.now() * 1000));

/** Notes and their history. */
export class MongoNotes implements NoteRepository {
  constructor(private readonly models: CounselingModels, private readonly students: MongoStudents) {}

  writes(stage: Stage): NoteWrites {
    const m = this.models;
    return {
      // An edit keeps the note's place among equal timestamps (seq is set once).
      save: ({ id, ...n }) => stage((session) => m.notes.updateOne({ _id: id }, { $set: n, $setOnInsert: { seq: nextSeq() } }, { upsert: true, session })),
      addRevision: ({ id, ...r }) => stage((session) => m.revisions.create([{ _id: id, ...r, seq: nextSeq() }], { session })),
      remove: (noteId) => stage(async (session) => {
        await m.revisions.deleteMany({ noteId }, { session });
        await m.notes.deleteOne({ _id: noteId }, { session });
      }),
    };
  }

  /** Inside an erasure. */
  async eraseStudent(studentId: string, session: ClientSession | undefined) {
    await this.models.revisions.deleteMany({ studentId }, { session });
    await this.models.notes.deleteMany({ studentId }, { session });
  }

  /** Every revision of the student's notes, oldest first (an export's history). */
  async revisionsOf(studentId: string): Promise<NoteRevision[]> {
    return (await this.models.revisions.find({ studentId }).sort({ editedAt: 1, seq: 1 }).lean<RevisionDoc[]>()).map(toRevision);
  }

  async get(id: string) {
    const d = await this.models.notes.findById(id).lean<NoteDoc>();
    return d ? toNote(d) : null;
  }

  async ofStudent(studentId: string) {
    return (await this.models.notes.find({ studentId }).sort({ pinned: -1, createdAt: -1, seq: -1 }).lean<NoteDoc[]>()).map(toNote);
  }

  async history(noteId: string) {
    return (await this.models.revisions.find({ noteId }).sort({ editedAt: 1, seq: 1 }).lean<RevisionDoc[]>()).map(toRevision);
  }

  /** The schools' students first, then their newest notes. */
  async recent(schools: Schools, limit: number): Promise<NoteView[]> {
    const students = await this.students.bySchools(schools);
    const docs = await this.models.notes.find(schools === 'all' ? {} : { studentId: { $in: [...students.keys()] } })
      .sort({ createdAt: -1, seq: -1 }).limit(limit).lean<NoteDoc[]>();
    return docs.filter((d) => students.has(d.studentId)).map((d) => ({ ...toNote(d), studentName: studentName(students.get(d.studentId)!) }));
  }
}
