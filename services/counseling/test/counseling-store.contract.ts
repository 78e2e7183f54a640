import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Meeting } from '../src/domain/meeting.js';
import type { Note, NoteRevision } from '../src/domain/note.js';
import type { StudentRecord } from '../src/domain/student.js';
import type { Assignment, Task } from '../src/domain/task.js';
import type { CounselingStore } from '../src/ports/counseling-store.js';

const AT = '2026-11-01T00:00:00.000Z';
const student = (studentId: string, over: Partial<StudentRecord> = {}): StudentRecord => ({
  studentId, userId: `u-${studentId}`, schoolId: 'school-a', counselorUserId: 'c-a', firstName: 'Ana', lastName: studentId, grade: '12', status: 'active', ...over,
});
const note = (id: string, studentId: string, createdAt = AT, over: Partial<Note> = {}): Note => ({
  id, studentId, body: `<p>${id}</p>`, pinned: false, tags: ['college'], authorId: 'c-a', authorName: 'Priya', createdAt, updatedAt: createdAt,
  updatedBy: 'c-a', updatedByName: 'Priya', ...over,
});
const revision = (id: string, n: Note, editedAt: string): NoteRevision => ({
  id, noteId: n.id, studentId: n.studentId, previousBody: n.body, previousPinned: n.pinned, previousTags: n.tags, editedAt, editedBy: 'c-a', editedByName: 'Priya',
});
const meeting = (id: string, studentId: string, startsAt: string, over: Partial<Meeting> = {}): Meeting => ({
  id, studentId, counselorUserId: 'c-a', counselorName: 'Priya', startsAt, lengthMinutes: 30, kind: 'individual', topics: ['Essays'], note: null,
  state: 'scheduled', createdAt: AT, updatedAt: AT, ...over,
});
const task = (id: string, dueDate: string, over: Partial<Task> = {}): Task => ({
  id, title: `Task ${id}`, dueDate, applicationId: null, groupSchoolId: null, groupGrade: null, createdBy: 'c-a', createdByName: 'Priya', createdAt: AT, ...over,
});
const open = (taskId: string, studentId: string): Assignment => ({ taskId, studentId, done: false, doneAt: null, doneBy: null });
const done = (taskId: string, studentId: string): Assignment => ({ taskId, studentId, done: true, doneAt: AT, doneBy: `u-${studentId}` });

/** One behaviour for every CounselingStore adapter (its repositories and unit of work): each test gets a fresh, empty store. */
export function describeCounselingStoreContract(name: string, openStore: () => Promise<CounselingStore>) {
  describe(`CounselingStore contract: ${name}`, () => {
    let store: CounselingStore;
    beforeEach(async () => { store = await openStore(); });
    const saveStudents = (...list: StudentRecord[]) => store.write((w) => { for (const s of list) w.students.save(s); });
    afterEach(async () => store?.close());

    it('keeps the students read model and finds a group\'s active members by name', async () => {
      expect(store.ready()).toBe(true);
      await saveStudents(student('s1', { lastName: 'Zed' }), student('s2', { lastName: 'Abe' }), student('s3', { status: 'inactive' }), student('s4', { grade: '11' }), student('s5', { schoolId: 'school-b' }));
      expect(await store.students.get('s1')).toEqual(student('s1', { lastName: 'Zed' }));
      expect(await store.students.get('nobody')).toBeNull();
      expect((await store.students.groupMembers('school-a', '12')).map((s) => s.studentId)).toEqual(['s2', 's1']);
      expect((await store.students.groupMembers('school-a', null)).map((s) => s.studentId)).toEqual(['s2', 's4', 's1']);
      expect((await store.students.many(['s1', 's5', 'nobody'])).map((s) => s.studentId).sort()).toEqual(['s1', 's5']);
      expect((await store.students.ofUser('u-s1')).map((s) => s.studentId)).toEqual(['s1']);
      await saveStudents(student('s1', { status: 'alumni' }));
      expect((await store.students.get('s1'))!.status).toBe('alumni');
    });

    it('replaces a student\'s applications whole, and drops a list older than the one held', async () => {
      await store.write((w) => w.students.replaceApplications({ studentId: 's1', applicationIds: ['a1', 'a2'], updatedAt: '2026-11-01T00:00:00.000Z' }));
      expect(await store.students.applicationStudent('a1')).toBe('s1');
      await store.write((w) => w.students.replaceApplications({ studentId: 's1', applicationIds: ['a2'], updatedAt: '2026-11-02T00:00:00.000Z' }));
      expect(await store.students.applicationStudent('a1')).toBeNull();
      expect(await store.students.applicationStudent('a2')).toBe('s1');
      await store.write((w) => w.students.replaceApplications({ studentId: 's1', applicationIds: ['a1'], updatedAt: '2026-11-01T12:00:00.000Z' }));
      expect(await store.students.applicationStudent('a1')).toBeNull();
      expect(await store.students.applicationStudent('a2')).toBe('s1');
    });

    it('keeps notes (pinned first, newest first), their history, recent notes by school, and deletes a note with its history', async () => {
      await saveStudents(student('s1'), student('s2', { schoolId: 'school-b' }));
      const n1 = note('n1', 's1', '2026-11-01T00:00:00.000Z');
      await store.write((w) => w.notes.save(n1));
      await store.write((w) => w.notes.save(note('n2', 's1', '2026-11-02T00:00:00.000Z')));
      await store.write((w) => w.notes.save(note('n3', 's1', '2026-11-03T00:00:00.000Z', { pinned: true, tags: [] })));
      await store.write((w) => w.notes.save(note('n4', 's2', '2026-11-04T00:00:00.000Z')));
      expect((await store.notes.ofStudent('s1')).map((n) => n.id)).toEqual(['n3', 'n2', 'n1']);
      expect(await store.notes.get('n3')).toEqual(note('n3', 's1', '2026-11-03T00:00:00.000Z', { pinned: true, tags: [] }));
      const edited = { ...n1, body: '<p>v2</p>', updatedAt: '2026-11-05T00:00:00.000Z' };
      await store.write((w) => { w.notes.save(edited); w.notes.addRevision(revision('r1', n1, '2026-11-05T00:00:00.000Z')); });
      await store.write((w) => { w.notes.save({ ...edited, body: '<p>v3</p>' }); w.notes.addRevision(revision('r2', edited, '2026-11-06T00:00:00.000Z')); });
      expect((await store.notes.history('n1')).map((r) => [r.id, r.previousBody])).toEqual([['r1', '<p>n1</p>'], ['r2', '<p>v2</p>']]);
      expect((await store.notes.ofStudent('s1')).map((n) => n.id)).toEqual(['n3', 'n2', 'n1']); // an edit does not move a note
      expect((await store.notes.recent(['school-a'], 2)).map((n) => [n.id, n.studentName])).toEqual([['n3', 'Ana s1'], ['n2', 'Ana s1']]);
      expect((await store.notes.recent('all', 10)).map((n) => n.id)).toEqual(['n4', 'n3', 'n2', 'n1']);
      await store.write((w) => w.notes.remove('n1'));
      expect(await store.notes.get('n1')).toBeNull();
      expect(await store.notes.history('n1')).toEqual([]);
    });

    it('keeps meetings: a student\'s, a counselor\'s in a range with names, and scheduled ones from an instant', async () => {
      await saveStudents(student('s1'));
      await store.write((w) => w.meetings.save(meeting('m1', 's1', '2026-11-20T10:00:00.000Z')));
      await store.write((w) => w.meetings.save(meeting('m2', 's1', '2026-11-19T10:00:00.000Z', { state: 'held', note: 'went well' })));
      await store.write((w) => w.meetings.save(meeting('m3', 's1', '2026-11-20T12:00:00.000Z', { counselorUserId: 'c-b' })));
      expect((await store.meetings.ofStudent('s1')).map((m) => m.id)).toEqual(['m2', 'm1', 'm3']);
      expect(await store.meetings.get('m2')).toEqual(meeting('m2', 's1', '2026-11-19T10:00:00.000Z', { state: 'held', note: 'went well' }));
      expect((await store.meetings.ofCounselor('c-a', '2026-11-20T00:00:00.000Z', '2026-11-21T00:00:00.000Z')).map((m) => [m.id, m.studentName])).toEqual([['m1', 'Ana s1']]);
      expect((await store.meetings.scheduled('s1', '2026-11-20T00:00:00.000Z')).map((m) => m.id)).toEqual(['m1', 'm3']);
      await store.write((w) => w.meetings.save({ ...meeting('m1', 's1', '2026-11-20T10:00:00.000Z'), state: 'cancelled' }));
      expect((await store.meetings.scheduled('s1', '')).map((m) => m.id)).toEqual(['m3']);
      await store.write((w) => w.meetings.remove('m3'));
      expect(await store.meetings.get('m3')).toBeNull();
    });

    it('keeps tasks with per-student assignments: summaries by school and creator, assignees by name, a student\'s, overdue', async () => {
      await saveStudents(student('s1', { lastName: 'B' }), student('s2', { lastName: 'A' }), student('s3', { schoolId: 'school-b' }), student('s4', { status: 'inactive' }));
      await store.write((w) => w.tasks.create(task('t1', '2026-11-10'), [done('t1', 's1'), open('t1', 's2'), open('t1', 's3'), open('t1', 's4')]));
      await store.write((w) => w.tasks.create(task('t2', '2026-12-10', { createdBy: 'c-b', applicationId: 'app-1' }), [open('t2', 's1')]));
      const q = { createdBy: null, schools: ['school-a'], today: '2026-11-20', limit: 10 };
      expect((await store.tasks.summaries(q)).map((s) => [s.task.id, s.done, s.total, s.overdue])).toEqual([['t1', 1, 3, 2], ['t2', 0, 1, 0]]);
      expect((await store.tasks.summaries({ ...q, schools: 'all' })).map((s) => s.total)).toEqual([4, 1]);
      expect((await store.tasks.summaries({ ...q, createdBy: 'c-b' })).map((s) => s.task.id)).toEqual(['t2']);
      expect(await store.tasks.summaries({ ...q, schools: ['school-c'] })).toEqual([]);
      expect((await store.tasks.assignees('t1', ['school-a'])).map((a) => [a.studentId, a.studentName, a.done])).toEqual([['s2', 'Ana A', false], ['s1', 'Ana B', true], ['s4', 'Ana s4', false]]);
      expect((await store.tasks.ofStudent('s1')).map((a) => [a.task.id, a.done])).toEqual([['t1', true], ['t2', false]]);
      expect((await store.tasks.ofStudent('s1', 'app-1')).map((a) => a.task.id)).toEqual(['t2']);
      expect(await store.tasks.assignment('t1', 's1')).toEqual(done('t1', 's1'));
      expect(await store.tasks.get('t2')).toEqual(task('t2', '2026-12-10', { createdBy: 'c-b', applicationId: 'app-1' }));
      const overdue = { schools: ['school-a'], counselorUserId: null, today: '2026-11-20', limit: 10 } as const;
      expect((await store.tasks.overdue({ ...overdue, schools: ['school-a'] })).map((a) => [a.task.id, a.studentName])).toEqual([['t1', 'Ana A']]);
      expect((await store.tasks.overdue({ ...overdue, schools: 'all' })).map((a) => a.studentId)).toEqual(['s2', 's3']);
      await store.write((w) => w.tasks.setAssignment(done('t1', 's2')));
      expect((await store.tasks.overdue({ ...overdue, schools: ['school-a'] }))).toEqual([]);
    });

    it('changes a task\'s title and due date (assignees and completion kept), and removes a task with its assignments and counts', async () => {
      await saveStudents(student('s1'), student('s2'));
      await store.write((w) => w.tasks.create(task('t1', '2026-12-10'), [done('t1', 's1'), open('t1', 's2')]));
      await store.write((w) => w.tasks.create(task('t2', '2026-12-10'), [open('t2', 's1')]));
      await store.write((w) => w.tasks.edit({ ...task('t1', '2026-11-10'), title: 'Renamed' }));
      expect(await store.tasks.get('t1')).toMatchObject({ title: 'Renamed', dueDate: '2026-11-10' });
      const q = { createdBy: null, schools: ['school-a'], today: '2026-11-20', limit: 10 };
      expect((await store.tasks.summaries(q)).find((s) => s.task.id === 't1')).toMatchObject({ done: 1, total: 2, overdue: 1, task: { title: 'Renamed' } });
      await store.write((w) => w.tasks.remove('t1'));
      expect(await store.tasks.get('t1')).toBeNull();
      expect(await store.tasks.assignment('t1', 's1')).toBeNull();
      expect((await store.tasks.ofStudent('s1')).map((a) => a.taskId)).toEqual(['t2']);
      expect((await store.tasks.summaries(q)).map((s) => s.task.id)).toEqual(['t2']);
      expect(await store.tasks.assignees('t1', 'all')).toEqual([]);
    });

    it('counts a student who changed school for the new school, and lists overdue by task then name', async () => {
      await saveStudents(student('s1', { lastName: 'B' }), student('s2', { lastName: 'A' }), student('s3', { lastName: 'C' }));
      await store.write((w) => w.tasks.create(task('t1', '2026-11-10'), [done('t1', 's1'), open('t1', 's2'), open('t1', 's3')]));
      await store.write((w) => w.tasks.create(task('t0', '2026-11-10', { createdAt: '2026-10-01T00:00:00.000Z' }), [open('t0', 's3')]));
      await saveStudents(student('s1', { lastName: 'B', schoolId: 'school-b' }));
      const q = { createdBy: null, schools: ['school-a'], today: '2026-11-20', limit: 10 };
      expect((await store.tasks.summaries(q)).map((s) => [s.task.id, s.done, s.total, s.overdue])).toEqual([['t0', 0, 1, 1], ['t1', 0, 2, 2]]);
      expect((await store.tasks.summaries({ ...q, schools: ['school-b'] })).map((s) => [s.task.id, s.done, s.total, s.overdue])).toEqual([['t1', 1, 1, 0]]);
      const overdue = { schools: ['school-a'], counselorUserId: null, today: '2026-11-20', limit: 10 };
      expect((await store.tasks.overdue(overdue)).map((a) => [a.task.id, a.studentId])).toEqual([['t0', 's3'], ['t1', 's2'], ['t1', 's3']]);
      expect((await store.tasks.overdue({ ...overdue, limit: 2 })).map((a) => [a.task.id, a.studentId])).toEqual([['t0', 's3'], ['t1', 's2']]);
      await store.write((w) => w.tasks.setAssignment(done('t1', 's1'))); // unchanged: counts stay
      await store.write((w) => w.tasks.setAssignment(open('t1', 's1')));
      expect((await store.tasks.summaries({ ...q, schools: 'all' })).map((s) => [s.task.id, s.done, s.total])).toEqual([['t0', 0, 1], ['t1', 0, 3]]);
    });

    it('erases one student (tasks left with nobody too) with its event, once per deletion, and remembers the tombstone', async () => {
      await store.write((w) => { for (const s of [student('s1'), student('s2')]) w.students.save(s); w.students.replaceApplications({ studentId: 's1', applicationIds: ['a1'], updatedAt: AT }); });
      const n = note('n1', 's1');
      await store.write((w) => { w.notes.save(n); w.notes.addRevision(revision('r1', n, AT)); });
      await store.write((w) => w.notes.save(note('n2', 's2')));
      await store.write((w) => w.meetings.save(meeting('m1', 's1', AT)));
      await store.write((w) => w.tasks.create(task('t1', '2026-12-01'), [open('t1', 's1'), open('t1', 's2')]));
      await store.write((w) => w.tasks.create(task('t2', '2026-12-01'), [open('t2', 's1')]));
      const held = await store.erasures.holdings('s1');
      expect([held.notes.length, held.revisions.length, held.meetings.length, held.assignments.length, held.soleTasks]).toEqual([1, 1, 1, 2, 1]);
      expect(await store.erasures.isErased('s1')).toBe(false);
      const e = outboxEvent(Subjects.counselingRecordErased, { deletionId: 'd1', studentId: 's1', removed: [] });
      const target = { deletionId: 'd1', studentId: 's1', studentUserId: 'u-s1' };
      const removed = [{ item: 'notes', count: 1 }];
      await store.write((w) => w.erasures.erase(target, removed), [e]);
      expect(await store.erasures.holdings('s1')).toEqual({ student: null, notes: [], revisions: [], meetings: [], assignments: [], soleTasks: 0 });
      expect(await store.students.applicationStudent('a1')).toBeNull();
      expect(await store.tasks.get('t2')).toBeNull();
      expect(await store.tasks.get('t1')).not.toBeNull();
      expect((await store.tasks.summaries({ createdBy: null, schools: 'all', today: AT, limit: 10 })).map((x) => [x.task.id, x.total])).toEqual([['t1', 1]]);
      expect((await store.notes.ofStudent('s2')).map((x) => x.id)).toEqual(['n2']);
      expect(await store.erasures.recorded('d1')).toEqual(removed);
      expect(await store.erasures.isUserErased('u-s1')).toBe(true);
      expect(await store.erasures.isErased('s1')).toBe(true);
      expect((await store.outbox.pendingEvents(10)).map((x) => x.id)).toEqual([e.id]);
      await expect(store.write((w) => w.erasures.erase(target, removed))).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|duplicate key/));
      await store.outbox.eventPublished(e.id);
      expect(await store.outbox.pendingEvents(10)).toEqual([]);
    });

    it('refuses a unit of work that is not synchronous (its writes would miss the transaction), and writes nothing', async () => {
      await expect(store.write(async (w) => { w.notes.save(note('n1', 's1')); })).rejects.toThrow(/synchronously/);
      expect(await store.notes.get('n1')).toBeNull();
    });

    it('marks one-time jobs: a second mark of the same key is refused and its change rolls back', async () => {
      expect(await store.markers.has('demo')).toBe(false);
      await store.write((w) => { w.markers.mark('demo'); w.notes.save(note('n1', 's1')); });
      expect(await store.markers.has('demo')).toBe(true);
      await expect(store.write((w) => { w.markers.mark('demo'); w.notes.save(note('n2', 's1')); })).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|duplicate key/));
      expect(await store.notes.get('n2')).toBeNull();
    });
  });
}
