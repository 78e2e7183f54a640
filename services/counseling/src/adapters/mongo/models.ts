import { Schema, type Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import type { Meeting } from '../../domain/meeting.js';
import type { Note, NoteRevision } from '../../domain/note.js';
import type { StudentRecord } from '../../domain/student.js';
import type { Assignment, Task } from '../../domain/task.js';

export type StudentDoc = Omit<StudentRecord, 'studentId'> & { _id: string };
/** _id: the application id. */
export interface ApplicationDoc { _id: string; studentId: string }
export type NoteDoc = Omit<Note, 'id'> & { _id: string; seq: number };
export type RevisionDoc = Omit<NoteRevision, 'id'> & { _id: string; seq: number };
export type MeetingDoc = Omit<Meeting, 'id'> & { _id: string };
export type TaskDoc = Omit<Task, 'id'> & { _id: string };
/** _id: `<taskId>|<studentId>`. */
export type AssignmentDoc = Assignment & { _id: string };
/** _id: the student id; when their list was last taken in. */
export interface ListDoc { _id: string; updatedAt: string }
export interface MarkerDoc { _id: string }

// Documents are written whole by the store; the schemas name the fields and the indexes, nothing more.
const loose = { versionKey: false, strict: false } as const;
const studentSchema = new Schema<StudentDoc>({ _id: String, userId: String, schoolId: String, grade: String, status: String }, loose);
studentSchema.index({ schoolId: 1, grade: 1 });
studentSchema.index({ userId: 1 });
const applicationSchema = new Schema<ApplicationDoc>({ _id: String, studentId: String }, loose);
applicationSchema.index({ studentId: 1 });
const noteSchema = new Schema<NoteDoc>({ _id: String, studentId: String, createdAt: String, seq: Number }, loose);
noteSchema.index({ studentId: 1, createdAt: -1 });
noteSchema.index({ createdAt: -1, seq: -1 });
const revisionSchema = new Schema<RevisionDoc>({ _id: String, noteId: String, studentId: String, editedAt: String, seq: Number }, loose);
revisionSchema.index({ noteId: 1, editedAt: 1 });
revisionSchema.index({ studentId: 1 });
const meetingSchema = new Schema<MeetingDoc>({ _id: String, studentId: String, counselorUserId: String, startsAt: String, state: String }, loose);
meetingSchema.index({ studentId: 1, startsAt: 1 });
meetingSchema.index({ counselorUserId: 1, startsAt: 1 });
const taskSchema = new Schema<TaskDoc>({ _id: String, createdBy: String, dueDate: String, applicationId: String }, loose);
taskSchema.index({ createdBy: 1 });
const assignmentSchema = new Schema<AssignmentDoc>({ _id: String, taskId: String, studentId: String, done: Boolean }, loose);
assignmentSchema.index({ taskId: 1 });
assignmentSchema.index({ studentId: 1, done: 1 });
const listSchema = new Schema<ListDoc>({ _id: String, updatedAt: String }, loose);
const markerSchema = new Schema<MarkerDoc>({ _id: String }, loose);

export function counselingModels(conn: Connection) {
  const outbox = new MongoOutbox(conn);
  return {
    students: conn.model<StudentDoc>('CounselingStudent', studentSchema, 'students'),
    applications: conn.model<ApplicationDoc>('CounselingApplication', applicationSchema, 'student_applications'),
    lists: conn.model<ListDoc>('CounselingApplicationList', listSchema, 'application_lists'),
    notes: conn.model<NoteDoc>('CounselorNote', noteSchema, 'notes'),
    revisions: conn.model<RevisionDoc>('NoteRevision', revisionSchema, 'note_revisions'),
    meetings: conn.model<MeetingDoc>('Meeting', meetingSchema, 'meetings'),
    tasks: conn.model<TaskDoc>('Task', taskSchema, 'tasks'),
    assignments: conn.model<AssignmentDoc>('TaskAssignment', assignmentSchema, 'task_assignments'),
    // The kit's erasure ledger, in the collection this service always kept its tombstones in.
    erasures: new MongoErasures(conn, outbox),
    markers: conn.model<MarkerDoc>('CounselingMarker', markerSchema, 'markers'),
    outbox,
  };
}
export type CounselingModels = ReturnType<typeof counselingModels>;
