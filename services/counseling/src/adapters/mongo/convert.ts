import type { Meeting } from '../../domain/meeting.js';
import type { Note, NoteRevision } from '../../domain/note.js';
import type { StudentRecord } from '../../domain/student.js';
import type { Assignment, StudentTask, Task } from '../../domain/task.js';
import type { AssignmentDoc, MeetingDoc, NoteDoc, RevisionDoc, StudentDoc, TaskDoc } from './models.js';

export const toStudent = ({ _id, ...s }: StudentDoc): StudentRecord => ({
  studentId: _id, userId: s.userId, schoolId: s.schoolId, counselorUserId: s.counselorUserId ?? null, firstName: s.firstName ?? null,
  lastName: s.lastName ?? null, grade: s.grade ?? null, status: s.status,
});
export const toNote = ({ _id, seq: _seq, ...n }: NoteDoc): Note => ({ id: _id, ...n });
export const toRevision = ({ _id, seq: _seq, ...r }: RevisionDoc): NoteRevision => ({ id: _id, ...r });
export const toMeeting = ({ _id, ...m }: MeetingDoc): Meeting => ({ id: _id, ...m, note: m.note ?? null });
export const toTask = ({ _id, ...t }: TaskDoc): Task => ({
  id: _id, ...t, applicationId: t.applicationId ?? null, groupSchoolId: t.groupSchoolId ?? null, groupGrade: t.groupGrade ?? null,
});
export const toAssignment = (a: AssignmentDoc): Assignment => ({ taskId: a.taskId, studentId: a.studentId, done: a.done, doneAt: a.doneAt ?? null, doneBy: a.doneBy ?? null });
export const assignmentId = (a: Pick<Assignment, 'taskId' | 'studentId'>) => `${a.taskId}|${a.studentId}`;

export const byName = (a: StudentRecord, b: StudentRecord) =>
  (a.lastName ?? '').localeCompare(b.lastName ?? '', 'en', { sensitivity: 'base' })
  || (a.firstName ?? '').localeCompare(b.firstName ?? '', 'en', { sensitivity: 'base' }) || (a.studentId < b.studentId ? -1 : 1);
export const byDue = (a: StudentTask, b: StudentTask) =>
  (a.task.dueDate < b.task.dueDate ? -1 : a.task.dueDate > b.task.dueDate ? 1 : 0)
  || (a.task.createdAt < b.task.createdAt ? -1 : a.task.createdAt > b.task.createdAt ? 1 : 0) || (a.task.id < b.task.id ? -1 : a.task.id > b.task.id ? 1 : 0);
