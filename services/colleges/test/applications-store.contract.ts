import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, DEFAULT_SCHOOL_ID, outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Application, ApplicationChange } from '../src/domain/application.js';
import type { LetterRequestCopy, SchoolDocumentCopy } from '../src/domain/letters.js';
import type { HistoryPoint } from '../src/domain/school-history.js';
import type { StudentRecord } from '../src/domain/student-record.js';
import type { BoardQuery } from '../src/ports/applications-repository.js';
import type { ApplicationsStore } from '../src/ports/applications-store.js';

const AT = '2026-11-01T00:00:00.000Z';
const student = (studentId: string, over: Partial<StudentRecord> = {}): StudentRecord => ({
  studentId, userId: `u-${studentId}`, schoolId: 'school-a', counselorUserId: 'c-a', firstName: 'Ana', lastName: 'Lopez', grade: '12', gpa: null,
  satScore: 1300, actScore: null, status: 'active', ...over,
});
const application = (id: string, studentId: string, collegeId: string, over: Partial<Application> = {}): Application => ({
  id, studentId, collegeId, collegeName: `College ${collegeId}`, plan: 'EA', status: 'planning', cycle: 2027, ownDeadline: null,
  materials: { applicationForm: false, essays: true, transcript: 'requested', testScores: 'not_sent', recommendations: [{ name: 'Ms Lee', state: 'requested' }], fee: 'unpaid' },
  createdAt: AT, updatedAt: AT, ...over,
});
const change = (id: string, a: Application, at: string, summary: string): ApplicationChange =>
  ({ id, applicationId: a.id, studentId: a.studentId, at, actorId: 'c-a', actorName: 'Priya Natarajan', summary });
const curated = (collegeId: string, cycle: number, plan: 'EA' | 'RD' | 'ED', date: string) => ({ collegeId, cycle, plan, date, updatedBy: 'c-a', updatedAt: AT });
const board = (over: Partial<BoardQuery> = {}): BoardQuery =>
  ({ from: '2026-11-20', to: '2026-12-20', schoolIds: 'all', counselorUserId: null, status: null, plan: null, limit: 100, ...over });

const letterRequest = (requestId: string, studentId: string, over: Partial<LetterRequestCopy> = {}): LetterRequestCopy => ({
  requestId, studentId, teacherUserId: 't-1', teacherName: 'Zoë Łukasz', applicationIds: ['a1', 'a2'], state: 'requested', at: AT, ...over,
});
const schoolDocument = (studentId: string, kind: SchoolDocumentCopy['kind']): SchoolDocumentCopy => ({ studentId, kind, state: 'draft', at: AT });

/** One behaviour for every ApplicationsStore adapter: each test gets a fresh store. */
export function describeApplicationsStoreContract(name: string, open: () => Promise<ApplicationsStore>) {
  describe(`ApplicationsStore contract: ${name}`, () => {
    let store: ApplicationsStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => store?.close());

    it('keeps students (no school: the default one), applications and their history, with the events of each change', async () => {
      expect(store.ready()).toBe(true);
      await store.write((w) => { for (const s of [student('s1'), student('s2', { schoolId: null, counselorUserId: null })]) w.students.save(s); });
      expect(await store.students.get('s1')).toEqual(student('s1'));
      expect((await store.students.get('s2'))!.schoolId).toBe(DEFAULT_SCHOOL_ID);
      await store.write((w) => w.students.save(student('s1', { gpa: 3.75 })));
      expect(await store.students.get('s1')).toEqual(student('s1', { gpa: 3.75 }));
      expect(await store.students.get('nobody')).toBeNull();
      const a = application('a1', 's1', '100');
      const e = outboxEvent(Subjects.collegesListChanged, { studentId: 's1', studentUserId: 'u-s1', applications: [], updatedAt: AT });
      await store.write((w) => { w.applications.add(a); w.applications.recordChange(change('h1', a, AT, 'Added')); }, [e]);
      expect(await store.applications.get('a1')).toEqual(a);
      expect(await store.applications.ofStudent('s1')).toEqual([a]);
      expect((await store.outbox.pendingEvents(10)).map((x) => x.id)).toEqual([e.id]);
      await store.outbox.eventPublished(e.id);
      expect(await store.outbox.pendingEvents(10)).toEqual([]);
      const b = { ...a, status: 'submitted' as const, ownDeadline: '2026-12-01', updatedAt: '2026-11-02T00:00:00.000Z' };
      await store.write((w) => { w.applications.replace(b); w.applications.recordChange(change('h2', b, '2026-11-02T00:00:00.000Z', 'Status')); });
      expect(await store.applications.get('a1')).toEqual(b);
      expect((await store.applications.history('a1')).map((h) => h.summary)).toEqual(['Added', 'Status']);
      expect(await store.applications.hasHistory('s1')).toBe(true);
      expect(await store.applications.hasHistory('s2')).toBe(false);
      await store.write((w) => w.applications.remove('a1'));
      expect(await store.applications.get('a1')).toBeNull();
      expect(await store.applications.history('a1')).toHaveLength(2);
    });

    it('refuses a unit of work that is not synchronous (its writes would miss the transaction), and writes nothing', async () => {
      await expect(store.write(async (w) => { w.applications.add(application('a1', 's1', '100')); })).rejects.toThrow(/synchronously/);
      expect(await store.applications.get('a1')).toBeNull();
    });

    it('refuses a college twice in a cycle, and writes nothing of that change', async () => {
      await store.write((w) => w.applications.add(application('a1', 's1', '100')));
      const e = outboxEvent(Subjects.collegesListChanged, { studentId: 's1', studentUserId: 'u-s1', applications: [], updatedAt: AT });
      await expect(store.write((w) => { w.applications.add(application('a2', 's1', '100')); w.applications.recordChange(change('h', application('a2', 's1', '100'), AT, 'x')); }, [e]))
        .rejects.toEqual(new ConflictError('This college is already on the list'));
      expect(await store.applications.get('a2')).toBeNull();
      expect(await store.outbox.pendingEvents(10)).toEqual([]);
      await store.write((w) => w.applications.add(application('a3', 's1', '100', { cycle: 2028 })));
      await store.write((w) => w.applications.add(application('a4', 's2', '100')));
      expect((await store.applications.studentsWithCollege('100', 2027)).sort()).toEqual(['s1', 's2']);
    });

    it('replaces a college\'s curated set per cycle and finds them by college and cycle', async () => {
      await store.write((w) => w.deadlines.replace({ collegeId: '100', cycle: 2027, deadlines: [curated('100', 2027, 'RD', '2027-01-01'), curated('100', 2027, 'ED', '2026-11-01')] }));
      await store.write((w) => w.deadlines.replace({ collegeId: '100', cycle: 2028, deadlines: [curated('100', 2028, 'EA', '2027-11-01')] }));
      expect((await store.deadlines.ofCollege('100', null)).map((d) => `${d.cycle} ${d.plan}`)).toEqual(['2027 ED', '2027 RD', '2028 EA']);
      await store.write((w) => w.deadlines.replace({ collegeId: '100', cycle: 2027, deadlines: [curated('100', 2027, 'EA', '2026-11-15')] }));
      expect(await store.deadlines.ofCollege('100', 2027)).toEqual([curated('100', 2027, 'EA', '2026-11-15')]);
      expect((await store.deadlines.curatedFor([{ collegeId: '100', cycle: 2028 }, { collegeId: '200', cycle: 2027 }])).map((d) => d.date)).toEqual(['2027-11-01']);
      expect(await store.deadlines.curatedFor([])).toEqual([]);
    });

    it('answers the board: deadline in force in the window, scoped and filtered, by deadline then name', async () => {
      await store.write((w) => { for (const s of [
        student('s1', { lastName: 'Young' }), student('s2', { lastName: 'Adams', counselorUserId: 'c-b' }),
        student('s3', { schoolId: 'school-b', counselorUserId: 'c-b' }), student('s4', { status: 'alumni' }),
      ]) w.students.save(s); });
      await store.write((w) => w.deadlines.replace({ collegeId: '100', cycle: 2027, deadlines: [curated('100', 2027, 'EA', '2026-11-20'), curated('100', 2027, 'ED', '2026-11-01')] }));
      for (const a of [
        application('a1', 's1', '100'), application('a2', 's2', '100'), application('a3', 's3', '100'), application('a4', 's4', '100'),
        application('a5', 's1', '200', { plan: 'ED', ownDeadline: '2026-12-20' }), application('a6', 's2', '200', { plan: 'RD' }),
        application('a7', 's2', '300', { plan: 'ED', status: 'submitted', ownDeadline: '2026-12-21' }), application('a8', 's1', '100', { plan: 'ED', cycle: 2028, status: 'denied' }),
      ]) await store.write((w) => w.applications.add(a));
      const ids = async (q: Partial<BoardQuery>) => (await store.applications.board(board(q))).map((r) => r.application.id);
      expect(await ids({})).toEqual(['a2', 'a3', 'a1', 'a5']);
      expect(await ids({ schoolIds: ['school-a'] })).toEqual(['a2', 'a1', 'a5']);
      expect(await ids({ schoolIds: ['school-b', 'school-a'] })).toEqual(['a2', 'a3', 'a1', 'a5']);
      expect(await ids({ schoolIds: ['school-b'] })).toEqual(['a3']);
      expect(await ids({ schoolIds: [] })).toEqual([]);
      expect(await ids({ counselorUserId: 'c-b' })).toEqual(['a2', 'a3']);
      expect(await ids({ counselorUserId: 'c-b', schoolIds: ['school-a'] })).toEqual(['a2']);
      expect(await ids({ plan: 'ED' })).toEqual(['a5']);
      expect(await ids({ status: 'submitted', to: '2026-12-31' })).toEqual(['a7']);
      expect(await ids({ limit: 2 })).toEqual(['a2', 'a3']);
      const [row] = await store.applications.board(board({ plan: 'ED' }));
      expect(row).toEqual({ application: application('a5', 's1', '200', { plan: 'ED', ownDeadline: '2026-12-20' }), student: student('s1', { lastName: 'Young' }), deadline: '2026-12-20', liveBindingCount: 1 });
      expect((await store.applications.board(board({ counselorUserId: 'c-b', to: '2026-12-31' }))).map((r) => r.liveBindingCount)).toEqual([1, 0, 1]);
    });

    it('keeps calendar feeds by student and by token hash, and one feed key', async () => {
      const feed = { studentId: 's1', feedId: 'f1', tokenHash: 'a'.repeat(64), createdAt: AT, revokedAt: null };
      await store.write((w) => w.feeds.save(feed));
      expect(await store.feeds.ofStudent('s1')).toEqual(feed);
      expect(await store.feeds.byTokenHash('a'.repeat(64))).toEqual(feed);
      await store.write((w) => w.feeds.save({ ...feed, revokedAt: AT }));
      expect((await store.feeds.ofStudent('s1'))!.revokedAt).toBe(AT);
      await store.write((w) => w.feeds.save({ ...feed, feedId: 'f2', tokenHash: 'b'.repeat(64) }));
      expect(await store.feeds.byTokenHash('a'.repeat(64))).toBeNull();
      const key = await store.feeds.key();
      expect(key).toMatch(/^[0-9a-f]{64}$/);
      expect(await store.feeds.key()).toBe(key);
    });

    it('keeps the schools\' history points by outcome id and the scattergram rules, and reads many schools and colleges at once', async () => {
      const point = (outcomeId: string, schoolId: string, collegeId: string, over: Partial<HistoryPoint> = {}): HistoryPoint =>
        ({ outcomeId, schoolId, collegeId, result: 'DENIED', gpa: 3.5, sat: 1300, act: null, ...over });
      expect(await store.history.rules()).toBeNull();
      await store.write((w) => w.history.savePoints([point('o1', 'school-a', '100'), point('o2', 'school-a', '200'), point('o3', 'school-b', '100', { gpa: null, sat: null, act: 30 })]));
      // A later decision comes again under the same id.
      await store.write((w) => w.history.savePoints([point('o1', 'school-a', '100', { result: 'ADMITTED' })]));
      expect(await store.history.pointsAt(['school-a'], ['100'])).toEqual([point('o1', 'school-a', '100', { result: 'ADMITTED' })]);
      expect((await store.history.pointsAt(['school-a', 'school-b'], ['100', '200'])).map((p) => p.outcomeId)).toEqual(['o1', 'o2', 'o3']);
      expect(await store.history.pointsAt(['school-b'], ['100'])).toEqual([point('o3', 'school-b', '100', { gpa: null, sat: null, act: 30 })]);
      expect(await store.history.pointsAt([], ['100'])).toEqual([]);
      await store.write((w) => w.history.saveRules({ minimumApplicants: 5, studentsMaySee: true }));
      await store.write((w) => w.history.saveRules({ minimumApplicants: 8, studentsMaySee: false }));
      expect(await store.history.rules()).toEqual({ minimumApplicants: 8, studentsMaySee: false });
    });

    it('keeps the letters service\'s requests and school document states, upserted, and reads many students at once', async () => {
      await store.write((w) => { w.letters.saveRequest(letterRequest('r1', 's1')); w.letters.saveRequest(letterRequest('r2', 's2', { applicationIds: [] })); });
      await store.write((w) => w.letters.saveRequest(letterRequest('r1', 's1', { state: 'submitted', at: '2026-11-03T00:00:00.000Z', teacherName: null })));
      expect(await store.letters.request('r1')).toEqual(letterRequest('r1', 's1', { state: 'submitted', at: '2026-11-03T00:00:00.000Z', teacherName: null }));
      expect(await store.letters.request('nope')).toBeNull();
      expect((await store.letters.requestsOf(['s1', 's2', 's3'])).map((r) => [r.requestId, r.applicationIds])).toEqual([['r1', ['a1', 'a2']], ['r2', []]]);
      expect(await store.letters.requestsOf([])).toEqual([]);
      await store.write((w) => { w.letters.saveSchoolDocument(schoolDocument('s1', 'transcript')); w.letters.saveSchoolDocument(schoolDocument('s1', 'counselor_letter')); });
      await store.write((w) => w.letters.saveSchoolDocument({ ...schoolDocument('s1', 'transcript'), state: 'ready' }));
      expect(await store.letters.schoolDocument('s1', 'transcript')).toEqual({ ...schoolDocument('s1', 'transcript'), state: 'ready' });
      expect(await store.letters.schoolDocument('s1', 'final_report')).toBeNull();
      expect((await store.letters.schoolDocumentsOf(['s1', 's2'])).map((d) => `${d.kind} ${d.state}`).sort()).toEqual(['counselor_letter draft', 'transcript ready']);
    });

    it('holds everything on a student and erases it whole, with the confirmation, once per deletion', async () => {
      await store.write((w) => { for (const s of [student('s1'), student('s2')]) w.students.save(s); });
      const a1 = application('a1', 's1', '100');
      const gone = application('a2', 's1', '200');
      const other = application('b1', 's2', '100');
      await store.write((w) => { w.applications.add(a1); w.applications.recordChange(change('h1', a1, AT, 'Added')); });
      await store.write((w) => { w.applications.add(gone); w.applications.recordChange(change('h2', gone, AT, 'Added')); });
      await store.write((w) => { w.applications.remove('a2'); w.applications.recordChange(change('h3', gone, '2026-11-02T00:00:00.000Z', 'Removed')); });
      await store.write((w) => { w.applications.add(other); w.applications.recordChange(change('h4', other, AT, 'Added')); });
      await store.write((w) => w.feeds.save({ studentId: 's1', feedId: 'f1', tokenHash: 'a'.repeat(64), createdAt: AT, revokedAt: null }));
      await store.write((w) => w.feeds.save({ studentId: 's2', feedId: 'f2', tokenHash: 'b'.repeat(64), createdAt: AT, revokedAt: null }));
      await store.write((w) => w.deadlines.replace({ collegeId: '100', cycle: 2027, deadlines: [curated('100', 2027, 'EA', '2026-11-20')] }));
      await store.write((w) => { w.letters.saveRequest(letterRequest('r1', 's1')); w.letters.saveRequest(letterRequest('r2', 's2')); });
      await store.write((w) => { w.letters.saveSchoolDocument(schoolDocument('s1', 'transcript')); w.letters.saveSchoolDocument(schoolDocument('s2', 'transcript')); });
      const list = (studentId: string) => outboxEvent(Subjects.collegesListChanged, { studentId, studentUserId: `u-${studentId}`, applications: [], updatedAt: AT });
      const [pending1, pending2] = [list('s1'), list('s2')];
      await store.write(() => undefined, [pending1]);
      await store.write(() => undefined, [pending2]);

      const held = await store.erasures.holdings('s1');
      expect(held.student).toEqual(student('s1'));
      expect(held.applications).toEqual([a1]);
      expect(held.changes.map((h) => h.id)).toEqual(['h1', 'h2', 'h3']);
      expect(held.feed?.feedId).toBe('f1');
      expect([held.letterRequests.map((r) => r.requestId), held.schoolDocuments.map((d) => d.kind)]).toEqual([['r1'], ['transcript']]);
      expect(await store.erasures.isErased('s1')).toBe(false);

      const erasure = { deletionId: 'd1', studentId: 's1', studentUserId: 'u-s1' };
      const removed = [{ item: 'applications', count: 1 }];
      const confirm = outboxEvent(Subjects.collegesRecordErased, { deletionId: 'd1', studentId: 's1', removed: [] });
      await store.write((w) => w.erasures.erase(erasure, removed), [confirm]);
      expect(await store.erasures.holdings('s1')).toEqual({ student: null, applications: [], changes: [], feed: null, letterRequests: [], schoolDocuments: [] });
      expect(await store.erasures.recorded('d1')).toEqual(removed);
      expect(await store.erasures.isUserErased('u-s1')).toBe(true);
      expect(await store.erasures.isErased('s1')).toBe(true);
      // The student's list event still waiting is gone with them; another student's and the confirmation stay.
      expect((await store.outbox.pendingEvents(10)).map((e) => e.id)).toEqual([pending2.id, confirm.id]);
      // Nothing of another student, nor the district's curated deadlines.
      expect((await store.erasures.holdings('s2')).applications).toEqual([other]);
      expect((await store.erasures.holdings('s2')).changes.map((h) => h.id)).toEqual(['h4']);
      expect(await store.feeds.ofStudent('s2')).not.toBeNull();
      expect(await store.letters.requestsOf(['s2'])).toEqual([letterRequest('r2', 's2')]);
      expect(await store.letters.schoolDocumentsOf(['s2'])).toHaveLength(1);
      expect(await store.deadlines.ofCollege('100', 2027)).toHaveLength(1);
      expect(await store.erasures.isErased('s2')).toBe(false);

      // The same deletion again is refused and writes nothing (not even its event).
      const again = outboxEvent(Subjects.collegesRecordErased, { deletionId: 'd1', studentId: 's1', removed: [] });
      // (Refused with the driver's own duplicate-key error, whose class need not be this realm's Error.)
      expect(await store.write((w) => w.erasures.erase(erasure, removed), [again]).then(() => 'written', () => 'refused')).toBe('refused');
      expect((await store.outbox.pendingEvents(10)).map((e) => e.id)).toEqual([pending2.id, confirm.id]);
    });
  });
}
