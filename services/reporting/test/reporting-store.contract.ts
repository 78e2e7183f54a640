import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { StudentFacts } from '../src/domain/contributions.js';
import type { ReportScope } from '../src/domain/reports.js';
import type { ReportingStore } from '../src/ports/reporting-store.js';

const AT = '2026-11-10T09:00:00.000Z';
const LATER = '2026-11-12T09:00:00.000Z';
const zoe: StudentFacts = { studentId: 'st-zoe', userId: 'u-zoe', schoolId: 'school-a', classYear: 2027, counselorUserId: 'u-priya', status: 'active' };
const ana: StudentFacts = { studentId: 'st-ana', userId: 'u-ana', schoolId: 'school-b', classYear: 2028, counselorUserId: null, status: 'active' };
const app = (id: string, status: string, deadline: string | null = '2026-11-01', collegeName = 'Universidad de Puerto Rico') =>
  ({ applicationId: id, collegeId: `c-${id}`, collegeName, status, deadline });

const DISTRICT: ReportScope = { schoolIds: 'all', classYear: null };
const scope = (schoolIds: string[] | 'all', classYear: number | null = null): ReportScope => ({ schoolIds, classYear });

/** The expectations every adapter of ReportingStore meets (the read model, its counts and its erasure ledger). */
export function describeReportingStoreContract(name: string, open: () => Promise<ReportingStore>) {
  describe(`ReportingStore contract: ${name}`, () => {
    let store: ReportingStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => { await store.close(); });
    const sums = async (figure: Parameters<ReportingStore['figures']['sums']>[0], sc = DISTRICT) =>
      Object.fromEntries((await store.figures.sums(figure, sc)).map((r) => [`${r.k1}|${r.k2}`, r.n]));

    it('counts each student in their school and class, the district and every class, whatever order the facts come in', async () => {
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'submitted'), app('a2', 'admitted'), app('a3', 'researching', null)], AT);
      await store.model.upsertStudent(zoe, AT);
      await store.model.upsertStudent(ana, AT);
      await store.model.setPlan(ana.studentId, 'OFF_TRACK', AT);
      expect(await sums('students')).toEqual({ 'u-priya|': 1, '|': 1 });
      expect(await sums('funnel', scope(['school-a']))).toEqual({ 'researching|u-priya': 1, 'submitted|u-priya': 1, 'admitted|u-priya': 1 });
      expect(await sums('funnel', scope(['school-b']))).toEqual({});
      expect(await sums('deadline', scope('all', 2027))).toEqual({ '2026-11-01|submitted': 2 });
      expect(await sums('admit', scope(['school-a'], 2027))).toEqual({ 'c-a2|Universidad de Puerto Rico': 1 });
      expect(await sums('plan', scope('all', 2028))).toEqual({ 'OFF_TRACK|': 1 });
      expect(await sums('plan', scope('all', 2027))).toEqual({});
      expect(await store.figures.sumsBySchool('admits', DISTRICT)).toEqual([{ schoolId: 'school-a', n: 1 }]);
      expect(await store.figures.sumsBySchool('students', scope(['school-b']))).toEqual([{ schoolId: 'school-b', n: 1 }]);
      expect(await store.model.classYears('all')).toEqual([2028, 2027]);
      expect(await store.model.classYears(['school-a'])).toEqual([2027]);
      expect(await store.model.updatedAt(['lists', 'plans'])).toBe(AT);
      expect(await store.model.updatedAt(['meetings'])).toBeNull();
    });

    it('moves everything of a student who changes school, and counts an alumnus in no figure', async () => {
      await store.model.upsertStudent(zoe, AT);
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'admitted')], AT);
      await store.model.setMeeting({ meetingId: 'm-1', studentId: zoe.studentId, counselorUserId: 'u-priya', cancelled: false }, AT);
      await store.model.upsertStudent({ ...zoe, schoolId: 'school-b', counselorUserId: 'u-carl' }, LATER);
      expect(await sums('admits', scope(['school-a']))).toEqual({});
      expect(await sums('admits', scope(['school-b']))).toEqual({ '|': 1 });
      expect(await sums('meeting', scope(['school-b']))).toEqual({ 'u-priya|': 1 });
      expect(await sums('students', scope(['school-b']))).toEqual({ 'u-carl|': 1 });
      expect(await store.model.updatedAt(['students'])).toBe(LATER);
      await store.model.upsertStudent({ ...zoe, status: 'alumni' }, LATER);
      for (const figure of ['students', 'admits', 'meeting', 'funnel'] as const) expect(await sums(figure)).toEqual({});
    });

    it('keeps tasks, letters, meetings and sign-ins as their last event says, a redelivery changing nothing', async () => {
      await store.model.upsertStudent(zoe, AT);
      await store.model.upsertStudent(ana, AT);
      const task = { taskId: 't-1', dueDate: '2026-12-01', studentIds: [zoe.studentId, ana.studentId] };
      await store.model.applyTask({ ...task, change: 'assigned' }, AT);
      await store.model.applyTask({ ...task, studentIds: [zoe.studentId], change: 'done' }, AT);
      await store.model.applyTask({ ...task, studentIds: [zoe.studentId], change: 'done' }, AT);
      expect(await sums('task')).toEqual({ '2026-12-01|done': 1, '2026-12-01|open': 1 });
      await store.model.applyTask({ ...task, dueDate: '2026-11-20', studentIds: [], change: 'edited' }, AT);
      expect(await sums('task')).toEqual({ '2026-11-20|done': 1, '2026-11-20|open': 1 });
      await store.model.applyTask({ ...task, studentIds: [], change: 'removed' }, AT);
      expect(await sums('task')).toEqual({});
      await store.model.setLetter({ requestId: 'r-1', studentId: zoe.studentId, state: 'requested' }, AT);
      await store.model.setLetter({ requestId: 'r-1', studentId: zoe.studentId, state: 'accepted' }, AT);
      expect(await sums('letter')).toEqual({ 'accepted|': 1 });
      await store.model.setMeeting({ meetingId: 'm-1', studentId: ana.studentId, counselorUserId: 'u-carl', cancelled: false }, AT);
      await store.model.setMeeting({ meetingId: 'm-1', studentId: ana.studentId, counselorUserId: 'u-carl', cancelled: true }, AT);
      expect(await sums('meeting')).toEqual({});
      await store.model.addSignIn('e-1', zoe.userId, 'student', '2026-11-09', AT);
      await store.model.addSignIn('e-1', zoe.userId, 'student', '2026-11-09', AT);
      await store.model.addSignIn('e-2', 'u-priya', 'counselor', '2026-11-09', AT);
      await store.model.addSignIn('e-2', 'u-priya', 'counselor', '2026-11-09', AT);
      expect(await sums('signin')).toEqual({ '2026-11-09|': 2 });
      // Staff count in the district's figure only.
      expect(await sums('signin', scope(['school-a']))).toEqual({ '2026-11-09|': 1 });
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'submitted')], AT);
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'submitted')], AT);
      expect(await sums('funnel')).toEqual({ 'researching|u-priya': 1, 'submitted|u-priya': 1 });
    });

    it('counts after a run of changes to every kind of fact what a store given only the last facts counts, in every slice', async () => {
      const moved = { ...zoe, schoolId: 'school-b', classYear: 2028, counselorUserId: 'u-carl' };
      const t1 = { taskId: 't-1', dueDate: '2026-12-01', studentIds: [zoe.studentId, ana.studentId] };
      await store.model.setPlan(ana.studentId, 'ON_TRACK', AT);
      await store.model.upsertStudent(zoe, AT);
      await store.model.upsertStudent(ana, AT);
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'submitted'), app('a2', 'researching', '2026-12-15')], AT);
      await store.model.applyTask({ ...t1, change: 'assigned' }, AT);
      await store.model.applyTask({ ...t1, studentIds: [zoe.studentId], change: 'done' }, AT);
      await store.model.setLetter({ requestId: 'r-1', studentId: zoe.studentId, state: 'requested' }, AT);
      await store.model.setPlan(zoe.studentId, 'ON_TRACK', AT);
      await store.model.setMeeting({ meetingId: 'm-1', studentId: zoe.studentId, counselorUserId: 'u-priya', cancelled: false }, AT);
      await store.model.addSignIn('e-1', zoe.userId, 'student', '2026-11-09', AT);
      await store.model.upsertStudent(moved, LATER);
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'admitted'), app('a3', 'denied', '2027-01-01', 'Zürich Hochschule')], LATER);
      await store.model.applyTask({ ...t1, dueDate: '2026-11-25', studentIds: [], change: 'edited' }, LATER);
      await store.model.setLetter({ requestId: 'r-1', studentId: zoe.studentId, state: 'submitted' }, LATER);
      await store.model.setPlan(zoe.studentId, 'OFF_TRACK', LATER);
      await store.model.addSignIn('e-2', zoe.userId, 'student', '2026-11-16', LATER);
      await store.model.upsertStudent({ ...ana, status: 'alumni' }, LATER);
      await store.model.setMeeting({ meetingId: 'm-2', studentId: ana.studentId, counselorUserId: 'u-priya', cancelled: false }, LATER);
      await store.model.upsertStudent(ana, LATER);

      const fresh = await open();
      try {
        await fresh.model.upsertStudent(moved, AT);
        await fresh.model.upsertStudent(ana, AT);
        await fresh.model.replaceApplications(zoe.studentId, [app('a1', 'admitted'), app('a3', 'denied', '2027-01-01', 'Zürich Hochschule')], AT);
        await fresh.model.applyTask({ ...t1, dueDate: '2026-11-25', change: 'assigned' }, AT);
        await fresh.model.applyTask({ ...t1, dueDate: '2026-11-25', studentIds: [zoe.studentId], change: 'done' }, AT);
        await fresh.model.setLetter({ requestId: 'r-1', studentId: zoe.studentId, state: 'submitted' }, AT);
        await fresh.model.setPlan(zoe.studentId, 'OFF_TRACK', AT);
        await fresh.model.setPlan(ana.studentId, 'ON_TRACK', AT);
        await fresh.model.setMeeting({ meetingId: 'm-1', studentId: zoe.studentId, counselorUserId: 'u-priya', cancelled: false }, AT);
        await fresh.model.setMeeting({ meetingId: 'm-2', studentId: ana.studentId, counselorUserId: 'u-priya', cancelled: false }, AT);
        await fresh.model.addSignIn('e-1', zoe.userId, 'student', '2026-11-09', AT);
        await fresh.model.addSignIn('e-2', zoe.userId, 'student', '2026-11-16', AT);
        const figures = ['students', 'funnel', 'deadline', 'admit', 'admits', 'task', 'letter', 'plan', 'meeting', 'signin'] as const;
        const scopes = [DISTRICT, scope('all', 2027), scope('all', 2028), scope(['school-a']), scope(['school-b'], 2028), scope(['school-a', 'school-b'], 2027)];
        const everything = async (s: ReportingStore) => {
          const out: Record<string, unknown> = {};
          for (const figure of figures) {
            for (const [i, sc] of scopes.entries()) {
              const rows = await s.figures.sums(figure, sc);
              out[`${figure} ${i}`] = Object.fromEntries(rows.map((r) => [`${r.k1}|${r.k2}`, r.n]));
              out[`${figure} ${i} by school`] = await s.figures.sumsBySchool(figure, sc);
            }
          }
          return out;
        };
        const got = await everything(store);
        expect(got).toEqual(await everything(fresh));
        // The comparison has something to compare: the moved student's last facts, where they are now.
        expect(got['admit 4']).toEqual({ 'c-a1|Universidad de Puerto Rico': 1 });
        expect(got['task 0']).toEqual({ '2026-11-25|done': 1, '2026-11-25|open': 1 });
        expect(got['meeting 4']).toEqual({ 'u-priya|': 2 });
      } finally {
        await fresh.close();
      }
    });

    it('names counselors and schools as announced (Unicode kept)', async () => {
      await store.model.setName('u-pat', 'Pat Ó Briain');
      await store.model.setName('u-pat', 'Pat Ó Briain-Núñez');
      await store.model.setSchool('school-b', 'Escuela Núñez', AT);
      expect(await store.figures.names(['u-pat', 'u-nobody'])).toEqual(new Map([['u-pat', 'Pat Ó Briain-Núñez']]));
      expect(await store.figures.names([])).toEqual(new Map());
      expect(await store.figures.schoolNames()).toEqual(new Map([['school-b', 'Escuela Núñez']]));
      expect(await store.model.updatedAt(['schools'])).toBe(AT);
    });

    it('holds the student\'s record, and erases it once: counts, facts, a ledger row and the confirmation in the outbox', async () => {
      await store.model.setSchool('school-a', 'Lincoln High', AT);
      await store.model.upsertStudent(zoe, AT);
      await store.model.upsertStudent(ana, AT);
      await store.model.replaceApplications(zoe.studentId, [app('a1', 'admitted', '2026-11-01', 'Rice University'), app('a2', 'denied')], AT);
      await store.model.setPlan(zoe.studentId, 'AT_RISK', AT);
      await store.model.applyTask({ taskId: 't-1', dueDate: '2026-12-01', studentIds: [zoe.studentId], change: 'assigned' }, AT);
      await store.model.setLetter({ requestId: 'r-1', studentId: zoe.studentId, state: 'requested' }, AT);
      await store.model.setMeeting({ meetingId: 'm-1', studentId: zoe.studentId, counselorUserId: 'u-priya', cancelled: false }, AT);
      await store.model.addSignIn('e-1', zoe.userId, 'student', '2026-11-09', AT);
      expect(await store.model.studentRecord(zoe.studentId)).toEqual({
        userId: zoe.userId, schoolId: 'school-a', schoolName: 'Lincoln High', classYear: 2027, status: 'active',
        applications: [{ college: 'Rice University', status: 'admitted', deadline: '2026-11-01' }, { college: 'Universidad de Puerto Rico', status: 'denied', deadline: '2026-11-01' }],
        planTrack: 'AT_RISK', counts: { tasks: 1, tasksDone: 0, meetings: 1, letterRequests: 1, signIns: 1 },
      });
      expect(await store.model.studentRecord('st-nobody')).toBeNull();

      const target = { deletionId: 'del-1', studentId: zoe.studentId, studentUserId: zoe.userId };
      const confirm = (removed: { item: string; count: number }[]) => outboxEvent(Subjects.reportingRecordErased, { deletionId: 'del-1', studentId: zoe.studentId, removed });
      const removed = await store.model.erase(target, confirm);
      expect(removed).toEqual([
        { item: 'dashboard student record', count: 1 }, { item: 'application statuses', count: 2 }, { item: 'task assignments', count: 1 },
        { item: 'letter requests', count: 1 }, { item: 'plans', count: 1 }, { item: 'meetings', count: 1 }, { item: 'sign-ins', count: 1 },
      ]);
      expect(await store.model.studentRecord(zoe.studentId)).toBeNull();
      expect(await sums('students')).toEqual({ '|': 1 });
      for (const figure of ['funnel', 'admit', 'plan', 'task', 'letter', 'meeting', 'signin'] as const) expect(await sums(figure)).toEqual({});
      expect(await store.model.isErased(zoe.studentId)).toBe(true);
      expect(await store.model.isUserErased(zoe.userId)).toBe(true);
      expect(await store.model.isErased(ana.studentId)).toBe(false);
      // A redelivered request erases nothing more and confirms the first counts again.
      expect(await store.model.erase(target, confirm)).toEqual(removed);
      const pending = await store.outbox.pendingEvents(10);
      expect(pending.map((e) => [e.subject, e.data])).toEqual([
        [Subjects.reportingRecordErased, { deletionId: 'del-1', studentId: zoe.studentId, removed }],
        [Subjects.reportingRecordErased, { deletionId: 'del-1', studentId: zoe.studentId, removed }],
      ]);
    });
  });
}
