import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Letter } from '../src/domain/letter.js';
import type { RecommendationRequest } from '../src/domain/request.js';
import type { StudentApplication, StudentRecord } from '../src/domain/student.js';
import type { StaffAccount } from '../src/domain/teacher.js';
import type { LettersStore } from '../src/ports/letters-store.js';

const AT = '2026-11-01T00:00:00.000Z';
const student = (studentId: string, schoolId = 'school-a'): StudentRecord => ({
  studentId, userId: `u-${studentId}`, schoolId, counselorUserId: null, firstName: 'Ana', lastName: studentId, grade: '12',
});
const app = (applicationId: string, studentId: string, deadline: string | null = null): StudentApplication => ({
  applicationId, studentId, collegeId: `c-${applicationId}`, collegeName: `College ${applicationId}`, plan: 'RD', deadline, status: 'planning',
});
const account = (userId: string, over: Partial<StaffAccount> = {}): StaffAccount => ({
  userId, email: `${userId}@example.org`, role: 'teacher', firstName: 'T', lastName: userId, active: true, schoolIds: ['school-a'], ...over,
});
const request = (id: string, studentId: string, teacherUserId: string, over: Partial<RecommendationRequest> = {}): RecommendationRequest => ({
  id, studentId, studentUserId: `u-${studentId}`, schoolId: 'school-a', teacherUserId, applicationIds: [], note: 'Please', waived: false,
  state: 'requested', declineReason: null, schoolYear: '2026-2027', requestedAt: AT, updatedAt: AT, ...over,
});
const letter = (requestId: string, studentId: string, over: Partial<Letter> = {}): Letter => ({
  requestId, studentId, kind: 'text', body: 'Dear committee', blobId: null, fileName: null, fileSize: null, aiDraftUsed: false, submittedAt: AT, submittedBy: 't-1', ...over,
});
const changed = (r: RecommendationRequest) => outboxEvent(Subjects.lettersRequestChanged, {
  requestId: r.id, studentId: r.studentId, studentUserId: r.studentUserId, teacherUserId: r.teacherUserId, applicationIds: r.applicationIds, state: r.state, waived: r.waived, at: r.updatedAt,
});

/** One behaviour for every LettersStore adapter (its repositories and unit of work): each test gets a fresh, empty store. */
export function describeLettersStoreContract(name: string, openStore: () => Promise<LettersStore>) {
  describe(`LettersStore contract: ${name}`, () => {
    let store: LettersStore;
    beforeEach(async () => { store = await openStore(); });
    afterEach(async () => store?.close());

    it('keeps students and their lists in order, and ignores a list older than the one held', async () => {
      expect(store.ready()).toBe(true);
      await store.write((w) => { w.students.save(student('s1')); w.students.save(student('s2', 'school-b')); });
      await store.write((w) => w.students.replaceApplications({ studentId: 's1', applications: [app('a2', 's1', '2027-01-01'), app('a1', 's1')], updatedAt: '2026-11-02T00:00:00Z' }));
      await store.write((w) => w.students.replaceApplications({ studentId: 's1', applications: [], updatedAt: '2026-11-01T00:00:00Z' }));
      expect(await store.students.get('s1')).toEqual(student('s1'));
      expect((await store.students.many(['s1', 's2', 'nope'])).map((s) => s.studentId).sort()).toEqual(['s1', 's2']);
      expect(await store.students.applications('s1')).toEqual([app('a2', 's1', '2027-01-01'), app('a1', 's1')]);
      await store.write((w) => w.students.replaceApplications({ studentId: 's1', applications: [app('a3', 's1')], updatedAt: '2026-11-03T00:00:00Z' }));
      expect((await store.students.applications('s1')).map((a) => a.applicationId)).toEqual(['a3']);
      await store.write((w) => w.students.replaceApplications({ studentId: 's2', applications: [app('b2', 's2'), app('b1', 's2')], updatedAt: '2026-11-03T00:00:00Z' }));
      const lists = await store.students.applicationsOf(['s1', 's2', 'nope']);
      expect([...lists.keys()].sort()).toEqual(['s1', 's2']);
      expect([lists.get('s1')!.map((a) => a.applicationId), lists.get('s2')!.map((a) => a.applicationId)]).toEqual([['a3'], ['b2', 'b1']]);
      expect(await store.students.applicationsOf([])).toEqual(new Map());
    });

    it('keeps schools\' names, the last one announced, and leaves out a school never named', async () => {
      await store.write((w) => { w.students.saveSchool({ schoolId: 'school-a', name: 'Lakeside High' }); w.students.saveSchool({ schoolId: 'school-b', name: 'Rivière École' }); });
      await store.write((w) => w.students.saveSchool({ schoolId: 'school-a', name: 'Lakeside High School' }));
      expect(await store.students.schoolNames(['school-a', 'school-b', 'school-c'])).toEqual(new Map([['school-a', 'Lakeside High School'], ['school-b', 'Rivière École']]));
      expect(await store.students.schoolNames([])).toEqual(new Map());
    });

    it('finds the active teachers of a school by name; an account with no school is the default school\'s', async () => {
      await store.write((w) => {
        w.accounts.save(account('t-b', { lastName: 'Berg' }));
        w.accounts.save(account('t-a', { lastName: 'abbott' }));
        w.accounts.save(account('t-gone', { active: false }));
        w.accounts.save(account('c-1', { role: 'counselor' }));
        w.accounts.save(account('t-other', { schoolIds: ['school-b'] }));
        w.accounts.save(account('t-none', { schoolIds: [] }));
      });
      expect((await store.accounts.teachersOf('school-a')).map((a) => a.userId)).toEqual(['t-a', 't-b']);
      expect((await store.accounts.teachersOf('school-default')).map((a) => a.userId)).toEqual(['t-none']);
      expect(await store.accounts.get('t-b')).toEqual(account('t-b', { lastName: 'Berg' }));
      await store.write((w) => w.accounts.save(account('t-b', { lastName: 'Berg', schoolIds: ['school-b'] })));
      expect((await store.accounts.teachersOf('school-b')).map((a) => a.userId).sort()).toEqual(['t-b', 't-other']);
      expect((await store.accounts.many(['t-a', 'c-1'])).map((a) => a.userId).sort()).toEqual(['c-1', 't-a']);
    });

    it('saves requests with their events in one unit, and reads them by student, teacher, year and school', async () => {
      const r1 = request('r1', 's1', 't-1', { applicationIds: ['a1'] });
      const r2 = request('r2', 's1', 't-1', { state: 'cancelled', requestedAt: '2026-11-02T00:00:00.000Z' });
      const r3 = request('r3', 's2', 't-1', { state: 'submitted', schoolId: 'school-b', requestedAt: '2026-11-03T00:00:00.000Z' });
      const r4 = request('r4', 's2', 't-2', { schoolYear: '2025-2026', requestedAt: '2025-11-03T00:00:00.000Z', schoolId: 'school-b' });
      await store.write((w) => { for (const r of [r1, r2, r3, r4]) w.requests.save(r); }, [changed(r1)]);
      expect(await store.outbox.pendingEvents(10)).toHaveLength(1);
      expect(await store.requests.get('r1')).toEqual(r1);
      expect((await store.requests.ofStudent('s1')).map((r) => r.id)).toEqual(['r2', 'r1']);
      expect((await store.requests.ofStudentUser('u-s2')).map((r) => r.id)).toEqual(['r3', 'r4']);
      expect((await store.requests.ofTeacher('t-1', ['requested', 'submitted'])).map((r) => r.id)).toEqual(['r1', 'r3']);
      expect((await store.requests.activeWith('s1', 't-1')).map((r) => r.id)).toEqual(['r1']);
      expect(await store.requests.countThisYear(['t-1', 't-2'], '2026-2027')).toEqual(new Map([['t-1', 2]]));
      const page = await store.requests.staffPage({ schools: ['school-a'], state: null, pendingSince: null, teacherUserId: null, offset: 0, limit: 10 });
      expect([page.items.map((r) => r.id), page.total]).toEqual([['r2', 'r1'], 2]);
      const pending = await store.requests.staffPage({ schools: 'all', state: null, pendingSince: '2026-01-01T00:00:00.000Z', teacherUserId: null, offset: 0, limit: 10 });
      expect(pending.items.map((r) => r.id)).toEqual(['r4']);
      const byTeacher = await store.requests.staffPage({ schools: 'all', state: 'submitted', pendingSince: null, teacherUserId: 't-1', offset: 0, limit: 0 });
      expect([byTeacher.items, byTeacher.total]).toEqual([[], 1]);
      const second = await store.requests.staffPage({ schools: 'all', state: null, pendingSince: null, teacherUserId: null, offset: 1, limit: 2 });
      expect([second.items.map((r) => r.id), second.total]).toEqual([['r2', 'r1'], 4]);
      // The counts per state, under the same filters.
      expect(await store.requests.staffCounts({ schools: 'all', pendingSince: null, teacherUserId: null }))
        .toEqual(new Map([['requested', 2], ['cancelled', 1], ['submitted', 1]]));
      expect(await store.requests.staffCounts({ schools: ['school-b'], pendingSince: null, teacherUserId: 't-1' })).toEqual(new Map([['submitted', 1]]));
      expect(await store.requests.staffCounts({ schools: 'all', pendingSince: '2026-01-01T00:00:00.000Z', teacherUserId: null })).toEqual(new Map([['requested', 1]]));
      expect(await store.requests.staffCounts({ schools: ['school-c'], pendingSince: null, teacherUserId: null })).toEqual(new Map());
      await store.write((w) => w.requests.save({ ...r1, state: 'declined', declineReason: 'Full', updatedAt: '2026-11-05T00:00:00.000Z' }));
      expect(await store.requests.get('r1')).toMatchObject({ state: 'declined', declineReason: 'Full' });
    });

    it('keeps one letter per request', async () => {
      await store.write((w) => { w.letters.save(letter('r1', 's1')); w.letters.save(letter('r1', 's1', { body: 'Second', aiDraftUsed: true })); });
      expect(await store.letters.get('r1')).toEqual(letter('r1', 's1', { body: 'Second', aiDraftUsed: true }));
      expect(await store.letters.ofStudent('s1')).toHaveLength(1);
      expect(await store.letters.get('r2')).toBeNull();
      await store.write((w) => w.letters.save(letter('r3', 's2')));
      expect((await store.letters.many(['r1', 'r2', 'r3'])).map((l) => [l.requestId, l.body]).sort()).toEqual([['r1', 'Second'], ['r3', 'Dear committee']]);
      expect(await store.letters.many([])).toEqual([]);
    });

    it('erases a student with the ledger row, keeps the tombstone, and rolls a failed unit back whole', async () => {
      await store.write((w) => {
        w.students.save(student('s1'));
        w.students.save(student('s2'));
        w.students.replaceApplications({ studentId: 's1', applications: [app('a1', 's1')], updatedAt: AT });
        w.requests.save(request('r1', 's1', 't-1'));
        w.requests.save(request('r2', 's2', 't-1'));
        w.letters.save(letter('r1', 's1', { blobId: 'blob-1', kind: 'pdf', body: null, fileName: 'letter.pdf', fileSize: 10 }));
      });
      expect(await store.erasures.heldBlobIds('s1')).toEqual(['blob-1']);
      const removed = [{ item: 'recommendation requests', count: 1 }];
      await store.write((w) => w.erasures.erase({ deletionId: 'd1', studentId: 's1', studentUserId: 'u-s1' }, removed));
      expect(await store.erasures.recorded('d1')).toEqual(removed);
      expect(await store.erasures.recorded('d2')).toBeNull();
      expect([await store.erasures.isErased('s1'), await store.erasures.isUserErased('u-s1'), await store.erasures.isErased('s2')]).toEqual([true, true, false]);
      expect([await store.students.get('s1'), await store.requests.get('r1'), await store.letters.get('r1')]).toEqual([null, null, null]);
      expect(await store.students.applications('s1')).toEqual([]);
      expect(await store.requests.get('r2')).not.toBeNull();

      await store.write((w) => w.markers.mark('job'));
      // The driver's error may come from another test file's realm (one native module per worker): matched by its message.
      await expect(store.write((w) => { w.requests.save(request('r9', 's2', 't-1')); w.markers.mark('job'); }, [changed(request('r9', 's2', 't-1'))]))
        .rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|duplicate key/i));
      expect(await store.requests.get('r9')).toBeNull();
      expect(await store.markers.has('job')).toBe(true);
    });
  });
}
