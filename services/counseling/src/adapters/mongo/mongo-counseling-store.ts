import type { ClientSession, Connection } from 'mongoose';
import type { OutboxEvent } from '@counsel/kit';
import type { Meeting, MeetingView } from '../../domain/meeting.js';
import type { Note, NoteRevision, NoteView } from '../../domain/note.js';
import { studentName, type StudentRecord } from '../../domain/student.js';
import type { Assignment, StudentTask, Task, TaskSummary } from '../../domain/task.js';
import type { CounselingChange, CounselingStore, Schools, StudentErasure, StudentHoldings, TaskQuery } from '../../ports/counseling-store.js';
import {
  counselingModels, type AssignmentDoc, type CounselingModels, type MeetingDoc, type NoteDoc, type RevisionDoc, type StudentDoc, type TaskDoc,
} from './models.js';

let lastSeq = 0;
/** Insert order: strictly increasing in this process (ties of equal timestamps list the latest first, as SQLite's rowid does). */
const nextSeq = () => (lastSeq = Math.max(lastSeq + 1, Date.now() * 1000));

const toStudent = ({ _id, ...s }: StudentDoc): StudentRecord => ({
  studentId: _id, userId: s.userId, schoolId: s.schoolId, counselorUserId: s.counselorUserId ?? null, firstName: s.firstName ?? null,
  lastName: s.lastName ?? null, grade: s.grade ?? null, status: s.status,
});
const toNote = ({ _id, seq: _seq, ...n }: NoteDoc): Note => ({ id: _id, ...n });
const toRevision = ({ _id, seq: _seq, ...r }: RevisionDoc): NoteRevision => ({ id: _id, ...r });
const toMeeting = ({ _id, ...m }: MeetingDoc): Meeting => ({ id: _id, ...m, note: m.note ?? null });
const toTask = ({ _id, ...t }: TaskDoc): Task => ({
  id: _id, ...t, applicationId: t.applicationId ?? null, groupSchoolId: t.groupSchoolId ?? null, groupGrade: t.groupGrade ?? null,
});
const toAssignment = (a: AssignmentDoc): Assignment => ({ taskId: a.taskId, studentId: a.studentId, done: a.done, doneAt: a.doneAt ?? null, doneBy: a.doneBy ?? null });
const assignmentId = (a: Pick<Assignment, 'taskId' | 'studentId'>) => `${a.taskId}|${a.studentId}`;
const byName = (a: StudentRecord, b: StudentRecord) =>
  (a.lastName ?? '').localeCompare(b.lastName ?? '', 'en', { sensitivity: 'base' })
  || (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' }) || (a.studentId < b.studentId ? -1 : 1);
const byDue = (a: StudentTask, b: StudentTask) =>
  (a.task.dueDate < b.task.dueDate ? -1 : a.task.dueDate > b.task.dueDate ? 1 : 0)
  || (a.task.createdAt < b.task.createdAt ? -1 : a.task.createdAt > b.task.createdAt ? 1 : 0) || (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0);
const schoolFilter = (schools: Schools) => (schools === 'all' ? {} : { schoolId: { $in: schools } });

/**
 * The distributed counseling store. A change goes through the kit's MongoOutbox: one transaction with its events
 * where the server has transactions (a replica set, as deployed); on a standalone server the events are written
 * first and the documents after (MongoOutbox explains why that is the safe side).
 */
export class MongoCounselingStore implements CounselingStore {
  private constructor(private readonly conn: Connection, private readonly m: CounselingModels) {}

  static async open(conn: Connection): Promise<MongoCounselingStore> {
    const m = counselingModels(conn);
    await Promise.all([
      m.students.init(), m.applications.init(), m.notes.init(), m.revisions.init(), m.meetings.init(), m.tasks.init(), m.assignments.init(),
      m.erasures.init(), m.markers.init(), m.lists.init(), m.outbox.init(),
    ]);
    return new MongoCounselingStore(conn, m);
  }

  async commit(c: CounselingChange, events: readonly OutboxEvent[] = []) {
    await this.m.outbox.commit(events, async (session) => {
      await this.write(c, session);
      return true;
    });
  }

  private async write(c: CounselingChange, session: ClientSession | undefined) {
    const m = this.m;
    const opts = { session };
    // The marker goes first: its _id refuses a second run (duplicate key), as SQLite's primary key does.
    if (c.marker) await m.markers.create([{ _id: c.marker }], opts);
    if (c.students?.length) {
      await m.students.bulkWrite(c.students.map(({ studentId, ...s }) =>
        ({ replaceOne: { filter: { _id: studentId }, replacement: { _id: studentId, ...s }, upsert: true } })), opts);
    }
    if (c.applications && await this.newerList(c.applications, session)) {
      const { studentId, applicationIds } = c.applications;
      await m.applications.deleteMany({ studentId }, opts);
      if (applicationIds.length) {
        await m.applications.bulkWrite(applicationIds.map((id) =>
          ({ replaceOne: { filter: { _id: id }, replacement: { _id: id, studentId }, upsert: true } })), opts);
      }
    }
    if (c.note) {
      const { id, ...n } = c.note;
      // An edit keeps the note's place among equal timestamps (seq is set once).
      await m.notes.updateOne({ _id: id }, { $set: n, $setOnInsert: { seq: nextSeq() } }, { upsert: true, session });
    }
    if (c.noteRevision) {
      const { id, ...r } = c.noteRevision;
      await m.revisions.create([{ _id: id, ...r, seq: nextSeq() }], opts);
    }
    if (c.deleteNote) {
      await m.revisions.deleteMany({ noteId: c.deleteNote }, opts);
      await m.notes.deleteOne({ _id: c.deleteNote }, opts);
    }
    if (c.meeting) {
      const { id, ...rest } = c.meeting;
      await m.meetings.replaceOne({ _id: id }, { _id: id, ...rest }, { upsert: true, session });
    }
    if (c.deleteMeeting) await m.meetings.deleteOne({ _id: c.deleteMeeting }, opts);
    if (c.taskEdit) await m.tasks.updateOne({ _id: c.taskEdit.id }, { $set: { title: c.taskEdit.title, dueDate: c.taskEdit.dueDate } }, opts);
    if (c.deleteTask) {
      await m.assignments.deleteMany({ taskId: c.deleteTask }, opts);
      await m.tasks.deleteOne({ _id: c.deleteTask }, opts);
    }
    if (c.task) {
      const { id, ...t } = c.task.task;
      await m.tasks.create([{ _id: id, ...t }], opts);
      if (c.task.assignments.length) await m.assignments.insertMany(c.task.assignments.map((a) => ({ _id: assignmentId(a), ...a })), opts);
    }
    if (c.assignment) {
      const a = c.assignment;
      await m.assignments.replaceOne({ _id: assignmentId(a) }, { _id: assignmentId(a), ...a }, { upsert: true, session });
    }
    if (c.erase) await this.erase(c.erase, session);
  }

  /** Whether this list is newer than the one held (and, if so, notes its time). */
  private async newerList(l: { studentId: string; updatedAt: string }, session: ClientSession | undefined): Promise<boolean> {
    const held = await this.m.lists.findById(l.studentId).session(session ?? null).lean<{ updatedAt: string }>();
    if (held && held.updatedAt > l.updatedAt) return false;
    await this.m.lists.replaceOne({ _id: l.studentId }, { _id: l.studentId, updatedAt: l.updatedAt }, { upsert: true, session });
    return true;
  }

  /** The erasure's document goes first: its _id refuses a second run of one deletion (duplicate key). */
  private async erase(e: StudentErasure, session: ClientSession | undefined) {
    const m = this.m;
    const opts = { session };
    await m.erasures.create([{ _id: e.deletionId, studentId: e.studentId, at: e.at }], opts);
    const taskIds = (await m.assignments.find({ studentId: e.studentId }, { taskId: 1 }, opts).lean<{ taskId: string }[]>()).map((a) => a.taskId);
    const byStudent = { studentId: e.studentId };
    await m.revisions.deleteMany(byStudent, opts);
    await m.notes.deleteMany(byStudent, opts);
    await m.meetings.deleteMany(byStudent, opts);
    await m.assignments.deleteMany(byStudent, opts);
    await m.applications.deleteMany(byStudent, opts);
    await m.lists.deleteOne({ _id: e.studentId }, opts);
    await m.students.deleteOne({ _id: e.studentId }, opts);
    // A task with nobody left goes too.
    const kept = new Set((await m.assignments.distinct('taskId', { taskId: { $in: taskIds } }).session(session ?? null)) as string[]);
    const orphans = taskIds.filter((id) => !kept.has(id));
    if (orphans.length) await m.tasks.deleteMany({ _id: { $in: orphans } }, opts);
  }

  async holdings(studentId: string): Promise<StudentHoldings> {
    const m = this.m;
    const revisions = (await m.revisions.find({ studentId }).sort({ editedAt: 1, seq: 1 }).lean<RevisionDoc[]>()).map(toRevision);
    const assignments = await this.studentTasks(studentId);
    const shared = new Set((await m.assignments.distinct('taskId', { taskId: { $in: assignments.map((a) => a.taskId) }, studentId: { $ne: studentId } })) as string[]);
    return {
      student: await this.student(studentId), notes: await this.notes(studentId), revisions, meetings: await this.meetings(studentId),
      assignments, soleTasks: assignments.filter((a) => !shared.has(a.taskId)).length,
    };
  }

  async erasureDone(deletionId: string) {
    return (await this.m.erasures.exists({ _id: deletionId })) !== null;
  }

  async wasErased(studentId: string) {
    return (await this.m.erasures.exists({ studentId })) !== null;
  }

  async hasMarker(key: string) {
    return (await this.m.markers.exists({ _id: key })) !== null;
  }

  async student(studentId: string) {
    const d = await this.m.students.findById(studentId).lean<StudentDoc>();
    return d ? toStudent(d) : null;
  }

  async students(studentIds: readonly string[]) {
    if (studentIds.length === 0) return [];
    return (await this.m.students.find({ _id: { $in: studentIds } }).lean<StudentDoc[]>()).map(toStudent);
  }

  async studentsOfUser(userId: string) {
    return (await this.m.students.find({ userId }).sort({ _id: 1 }).lean<StudentDoc[]>()).map(toStudent);
  }

  async groupMembers(schoolId: string, grade: string | null) {
    const docs = await this.m.students.find({ schoolId, status: 'active' as const, ...(grade ? { grade: grade as StudentRecord['grade'] } : {}) }).lean<StudentDoc[]>();
    return docs.map(toStudent).sort(byName);
  }

  async applicationStudent(applicationId: string) {
    return (await this.m.applications.findById(applicationId).lean<{ studentId: string }>())?.studentId ?? null;
  }

  async note(id: string) {
    const d = await this.m.notes.findById(id).lean<NoteDoc>();
    return d ? toNote(d) : null;
  }

  async notes(studentId: string) {
    return (await this.m.notes.find({ studentId }).sort({ pinned: -1, createdAt: -1, seq: -1 }).lean<NoteDoc[]>()).map(toNote);
  }

  async noteHistory(noteId: string) {
    return (await this.m.revisions.find({ noteId }).sort({ editedAt: 1, seq: 1 }).lean<RevisionDoc[]>()).map(toRevision);
  }

  /** The schools' students first, then their newest notes. */
  async recentNotes(schools: Schools, limit: number): Promise<NoteView[]> {
    const students = await this.studentsOf(schools);
    const docs = await this.m.notes.find(schools === 'all' ? {} : { studentId: { $in: [...students.keys()] } })
      .sort({ createdAt: -1, seq: -1 }).limit(limit).lean<NoteDoc[]>();
    return docs.filter((d) => students.has(d.studentId)).map((d) => ({ ...toNote(d), studentName: studentName(students.get(d.studentId)!) }));
  }

  async meeting(id: string) {
    const d = await this.m.meetings.findById(id).lean<MeetingDoc>();
    return d ? toMeeting(d) : null;
  }

  async meetings(studentId: string) {
    return (await this.m.meetings.find({ studentId }).sort({ startsAt: 1, createdAt: 1 }).lean<MeetingDoc[]>()).map(toMeeting);
  }

  async counselorMeetings(counselorUserId: string, from: string, to: string): Promise<MeetingView[]> {
    const meetings = (await this.m.meetings.find({ counselorUserId, startsAt: { $gte: from, $lt: to } }).sort({ startsAt: 1, createdAt: 1 }).lean<MeetingDoc[]>()).map(toMeeting);
    const students = new Map((await this.students([...new Set(meetings.map((x) => x.studentId))])).map((s) => [s.studentId, s]));
    return meetings.map((x) => ({ ...x, studentName: students.has(x.studentId) ? studentName(students.get(x.studentId)!) : x.studentId }));
  }

  async scheduledMeetings(studentId: string, from: string) {
    return (await this.m.meetings.find({ studentId, state: 'scheduled', startsAt: { $gte: from } }).sort({ startsAt: 1, createdAt: 1 }).lean<MeetingDoc[]>()).map(toMeeting);
  }

  async task(id: string) {
    const d = await this.m.tasks.findById(id).lean<TaskDoc>();
    return d ? toTask(d) : null;
  }

  async assignment(taskId: string, studentId: string) {
    const d = await this.m.assignments.findById(assignmentId({ taskId, studentId })).lean<AssignmentDoc>();
    return d ? toAssignment(d) : null;
  }

  async taskSummaries(q: TaskQuery): Promise<TaskSummary[]> {
    const tasks = (await this.m.tasks.find(q.createdBy !== null ? { createdBy: q.createdBy } : {}).lean<TaskDoc[]>()).map(toTask);
    const students = await this.studentsOf(q.schools);
    const assignments = (await this.m.assignments.find({ taskId: { $in: tasks.map((t) => t.id) } }).lean<AssignmentDoc[]>())
      .filter((a) => students.has(a.studentId));
    const out: TaskSummary[] = [];
    for (const task of tasks) {
      const mine = assignments.filter((a) => a.taskId === task.id);
      if (mine.length === 0) continue;
      const done = mine.filter((a) => a.done).length;
      out.push({ task, total: mine.length, done, overdue: task.dueDate < q.today ? mine.length - done : 0 });
    }
    out.sort((a, b) => (a.task.dueDate < b.task.dueDate ? -1 : a.task.dueDate > b.task.dueDate ? 1 : 0)
      || (a.task.createdAt < b.task.createdAt ? -1 : a.task.createdAt > b.task.createdAt ? 1 : 0) || (a.task.id < b.task.id ? -1 : 1));
    return out.slice(0, q.limit);
  }

  async taskAssignments(taskId: string, schools: Schools) {
    const task = await this.task(taskId);
    if (!task) return [];
    const docs = await this.m.assignments.find({ taskId }).lean<AssignmentDoc[]>();
    const students = new Map((await this.students(docs.map((d) => d.studentId)))
      .filter((s) => schools === 'all' || schools.includes(s.schoolId)).map((s) => [s.studentId, s]));
    return docs.filter((d) => students.has(d.studentId))
      .sort((a, b) => byName(students.get(a.studentId)!, students.get(b.studentId)!))
      .map((d) => ({ ...toAssignment(d), task, studentName: studentName(students.get(d.studentId)!) }));
  }

  async studentTasks(studentId: string, applicationId?: string) {
    const docs = await this.m.assignments.find({ studentId }).lean<AssignmentDoc[]>();
    const tasks = new Map((await this.m.tasks.find({ _id: { $in: docs.map((d) => d.taskId) }, ...(applicationId !== undefined ? { applicationId } : {}) })
      .lean<TaskDoc[]>()).map((t) => [t._id, toTask(t)]));
    return docs.filter((d) => tasks.has(d.taskId)).map((d) => ({ ...toAssignment(d), task: tasks.get(d.taskId)! })).sort(byDue);
  }

  async overdue(q: { schools: Schools; counselorUserId: string | null; today: string; limit: number }) {
    const filter = { status: 'active' as const, ...schoolFilter(q.schools), ...(q.counselorUserId !== null ? { counselorUserId: q.counselorUserId } : {}) };
    const students = new Map((await this.m.students.find(filter).lean<StudentDoc[]>()).map((d) => [d._id, toStudent(d)]));
    const open = await this.m.assignments.find({ studentId: { $in: [...students.keys()] }, done: false }).lean<AssignmentDoc[]>();
    const tasks = new Map((await this.m.tasks.find({ _id: { $in: [...new Set(open.map((a) => a.taskId))] }, dueDate: { $lt: q.today } })
      .lean<TaskDoc[]>()).map((t) => [t._id, toTask(t)]));
    return open.filter((a) => tasks.has(a.taskId))
      .map((a) => ({ ...toAssignment(a), task: tasks.get(a.taskId)!, studentName: studentName(students.get(a.studentId)!) }))
      .sort((a, b) => (byDue(a, b) === 0 || a.task.id === b.task.id ? byName(students.get(a.studentId)!, students.get(b.studentId)!) : byDue(a, b)))
      .slice(0, q.limit);
  }

  /** The schools' students by id ('all': every student). */
  private async studentsOf(schools: Schools): Promise<Map<string, StudentRecord>> {
    return new Map((await this.m.students.find(schoolFilter(schools)).lean<StudentDoc[]>()).map((d) => [d._id, toStudent(d)]));
  }

  pendingEvents(limit: number) {
    return this.m.outbox.pendingEvents(limit);
  }

  eventPublished(id: string) {
    return this.m.outbox.eventPublished(id);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
