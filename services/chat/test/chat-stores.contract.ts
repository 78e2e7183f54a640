import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { ChatStores } from '../src/adapters/open-adapters.js';
import type { StudentPreferences, StudentProfileData } from '../src/domain/student-context.js';
import type { ChatTurnRecord } from '../src/ports/chat-log.js';

const turn = (id: string, at: string, over: Partial<ChatTurnRecord> = {}): ChatTurnRecord => ({
  id, at, actorId: 'u-1', actorRole: 'counselor', studentId: 's-1', provider: 'gemini', answeredBy: 'offline',
  latencyMs: 120, promptTokens: 10, completionTokens: 20, sources: [], outcome: 'ok', ...over,
});

const profile = (over: Partial<StudentProfileData> = {}): StudentProfileData => ({
  firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', grade: '11', gpa: 3.9, satScore: 1500, actScore: null,
  classRank: '3/300', highSchoolName: 'North', highSchoolLocation: null, targetColleges: 4, apIbHonors: null,
  activitiesOutsideSchool: null, clubs: 'Math', internshipsVolunteer: null, leadership: null,
  courses: [{ courseName: 'AP Calc', level: 'AP', grade: null }], activities: [{ name: 'Chess', role: 'Captain', years: '2', hoursPerWeek: 3.5 }],
  ...over,
});

const prefs = (overallFeeling: string): StudentPreferences => ({
  overallFeeling, concerns: null, collegeSearchStarted: 'Yes', collegeSizePreferences: ['Small'], locationPreferences: [], academicsExtracurricularsPreferences: ['Lab'],
});

const t = (day: number, hour = 0) => new Date(Date.UTC(2026, 2, day, hour)).toISOString();
const doc = (documentId: string, fileName = `${documentId}.pdf`) => ({ documentId, fileName, fileType: 'application/pdf' });

/** One behaviour for every adapter of chat's stores: each test gets fresh, empty stores. */
export function describeChatStoresContract(name: string, open: () => Promise<ChatStores>) {
  describe(`chat stores contract: ${name}`, () => {
    let s: ChatStores;
    beforeEach(async () => { s = await open(); });
    afterEach(async () => s?.close());

    it('is ready once open', () => {
      expect(s.ready()).toBe(true);
    });

    describe('ChatLog', () => {
      it('keeps every field of a turn, with latency rounded to whole milliseconds', async () => {
        const r = turn('t1', t(1), { studentId: null, latencyMs: 12.6, outcome: 'error', sources: [{ type: 'knowledge_base', sourceId: 'k-9' }, { type: 'student_profile', sourceId: null }] });
        await s.chatLog.append(r);
        expect(await s.chatLog.list(10, 0)).toEqual({ items: [{ ...r, latencyMs: 13 }], total: 1 });
      });

      it('lists newest first, equal times by id, and pages with a total', async () => {
        for (const r of [turn('b', t(2)), turn('d', t(1)), turn('c', t(3)), turn('a', t(2)), turn('e', t(4), { outcome: 'error' })]) await s.chatLog.append(r);
        expect((await s.chatLog.list(10, 0)).items.map((r) => r.id)).toEqual(['e', 'c', 'a', 'b', 'd']);
        expect(await s.chatLog.list(2, 1)).toEqual({ items: [expect.objectContaining({ id: 'c' }), expect.objectContaining({ id: 'a' })], total: 5 });
        expect(await s.chatLog.list(2, 10)).toEqual({ items: [], total: 5 });
      });

      it('records a turn appended twice once, keeping the first', async () => {
        await s.chatLog.append(turn('t1', t(1), { promptTokens: 1 }));
        await s.chatLog.append(turn('t1', t(2), { promptTokens: 2 }));
        expect(await s.chatLog.list(10, 0)).toEqual({ items: [turn('t1', t(1), { promptTokens: 1 })], total: 1 });
        expect(await s.chatLog.usage(t(1))).toEqual({ queriesThisMonth: 1, totalQueries: 1 });
      });

      it('counts successful turns in total and from the month start on, inclusive', async () => {
        expect(await s.chatLog.usage('2026-02-01T00:00:00.000Z')).toEqual({ queriesThisMonth: 0, totalQueries: 0 });
        await s.chatLog.append(turn('jan', '2026-01-31T23:59:59.999Z'));
        await s.chatLog.append(turn('feb-first', '2026-02-01T00:00:00.000Z'));
        await s.chatLog.append(turn('feb', '2026-02-15T12:00:00.000Z'));
        await s.chatLog.append(turn('feb-failed', '2026-02-16T12:00:00.000Z', { outcome: 'error' }));
        expect(await s.chatLog.usage('2026-02-01T00:00:00.000Z')).toEqual({ queriesThisMonth: 2, totalQueries: 3 });
        expect(await s.chatLog.usage('2026-03-01T00:00:00.000Z')).toEqual({ queriesThisMonth: 0, totalQueries: 3 });
        expect((await s.chatLog.list(10, 0)).total).toBe(4);
      });
    });

    describe('StudentContextStore', () => {
      it('has no context for an unknown student', async () => {
        expect(await s.contexts.get('nobody')).toBeNull();
      });

      it('keeps the profile as given, with no preferences or documents yet', async () => {
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        expect(await s.contexts.get('s-1')).toEqual({ studentId: 's-1', userId: 'u-1', schoolId: null, profile: profile(), preferences: null, documents: [], collegeList: [], academicPlan: null });
      });

      it('keeps the newest academic plan whole, one that comes before the profile too; an older one is not applied', async () => {
        const plan = (status: 'DRAFT' | 'APPROVED', missing: string[]) => ({
          status, track: missing.length ? 'AT_RISK' as const : 'ON_TRACK' as const, completedCourses: 12, plannedCourses: 14, problems: [], updatedAt: t(2),
          sets: [{ setId: 'ag', setName: 'UC/CSU a–g', status: missing.length ? 'AT_RISK' as const : 'ON_TRACK' as const, summary: 'a–g', missing: missing.map((label) => ({ label, summary: `${label}: 1 of 2 years` })) }],
        });
        await s.contexts.saveAcademicPlan('s-1', plan('DRAFT', ['Laboratory science']), t(2));
        expect(await s.contexts.get('s-1')).toBeNull();
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        expect((await s.contexts.get('s-1'))?.academicPlan).toEqual(plan('DRAFT', ['Laboratory science']));
        await s.contexts.saveAcademicPlan('s-1', plan('APPROVED', []), t(4));
        await s.contexts.saveAcademicPlan('s-1', plan('DRAFT', ['Laboratory science']), t(3));
        expect((await s.contexts.get('s-1'))?.academicPlan).toEqual(plan('APPROVED', []));
        await s.contexts.upsertProfile('s-1', 'u-1', profile({ gpa: 3.1 }), t(5));
        expect((await s.contexts.get('s-1'))?.academicPlan).toEqual(plan('APPROVED', []));
      });

      it('keeps the newest college list whole: a later one replaces it, an older one is not applied, an empty one clears it', async () => {
        const app = (n: number) => ({
          applicationId: `a-${n}`, collegeId: String(n), collegeName: `College ${n}`, city: 'Town', state: null, plan: n % 2 ? 'RD' as const : null,
          status: 'planning' as const, deadline: n % 2 ? '2026-12-01' : null, missing: ['Essays'], fit: { level: 'MATCH' as const, reason: 'SAT 1400 is between' }, flags: [],
        });
        // A list may come before the profile: kept, not a context until the profile comes.
        await s.contexts.saveCollegeList('s-1', [app(1), app(2)], t(2));
        expect(await s.contexts.get('s-1')).toBeNull();
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        expect((await s.contexts.get('s-1'))?.collegeList).toEqual([app(1), app(2)]);
        await s.contexts.saveCollegeList('s-1', [app(3)], t(3));
        await s.contexts.saveCollegeList('s-1', [app(1), app(2)], t(2));
        expect((await s.contexts.get('s-1'))?.collegeList).toEqual([app(3)]);
        await s.contexts.saveCollegeList('s-1', [app(3)], t(3));
        expect((await s.contexts.get('s-1'))?.collegeList).toEqual([app(3)]);
        await s.contexts.upsertProfile('s-1', 'u-1', profile({ gpa: 3.1 }), t(4));
        expect((await s.contexts.get('s-1'))?.collegeList).toEqual([app(3)]);
        await s.contexts.saveCollegeList('s-1', [], t(5));
        expect((await s.contexts.get('s-1'))?.collegeList).toEqual([]);
      });

      it('keeps the student\'s school from the newest profile', async () => {
        await s.contexts.upsertProfile('s-school', 'u-1', profile(), t(2), 'school-a');
        await s.contexts.upsertProfile('s-school', 'u-1', profile(), t(1), 'school-stale');
        expect((await s.contexts.get('s-school'))?.schoolId).toBe('school-a');
        await s.contexts.upsertProfile('s-school', 'u-1', profile(), t(3), 'school-b');
        expect((await s.contexts.get('s-school'))?.schoolId).toBe('school-b');
      });

      it('applies a profile only when it is not older than the one held', async () => {
        await s.contexts.upsertProfile('s-1', 'u-1', profile({ gpa: 3.5 }), t(2));
        await s.contexts.upsertProfile('s-1', 'u-stale', profile({ gpa: 2.0 }), t(1));
        expect(await s.contexts.get('s-1')).toMatchObject({ userId: 'u-1', profile: { gpa: 3.5 } });
        await s.contexts.upsertProfile('s-1', 'u-1', profile({ gpa: 3.6 }), t(2));
        expect((await s.contexts.get('s-1'))?.profile.gpa).toBe(3.6);
        await s.contexts.upsertProfile('s-1', 'u-2', profile({ gpa: 3.7, courses: [] }), t(3));
        expect(await s.contexts.get('s-1')).toMatchObject({ userId: 'u-2', profile: { gpa: 3.7, courses: [] } });
      });

      it('ends with the newest profile when events race in any order', async () => {
        const days = [5, 2, 9, 1, 7, 3, 8, 4, 6];
        await Promise.all(days.map((d) => s.contexts.upsertProfile('s-race', 'u-1', profile({ satScore: 1000 + d }), t(d))));
        expect((await s.contexts.get('s-race'))?.profile.satScore).toBe(1009);
      });

      it('applies newer preferences only, and keeps them across profile updates', async () => {
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        await s.contexts.savePreferences('s-1', prefs('Excited'), t(3));
        await s.contexts.savePreferences('s-1', prefs('Stale'), t(2));
        expect((await s.contexts.get('s-1'))?.preferences).toEqual(prefs('Excited'));
        await s.contexts.savePreferences('s-1', prefs('Calm'), t(4));
        await s.contexts.upsertProfile('s-1', 'u-1', profile({ grade: '12' }), t(5));
        expect(await s.contexts.get('s-1')).toMatchObject({ profile: { grade: '12' }, preferences: prefs('Calm') });
      });

      it('holds preferences that arrive before the profile, showing them once it comes', async () => {
        await s.contexts.savePreferences('s-1', prefs('Early'), t(2));
        expect(await s.contexts.get('s-1')).toBeNull();
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        expect(await s.contexts.get('s-1')).toEqual({ studentId: 's-1', userId: 'u-1', schoolId: null, profile: profile(), preferences: prefs('Early'), documents: [], collegeList: [], academicPlan: null });
      });

      it('lists a student\'s documents oldest first, once each, and no one else\'s', async () => {
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        await s.contexts.addDocument('s-1', doc('d-late'), t(3));
        await s.contexts.addDocument('s-1', doc('d-early'), t(2));
        await s.contexts.addDocument('s-1', doc('d-late', 'renamed.pdf'), t(4));
        await s.contexts.addDocument('s-2', doc('d-other'), t(2));
        expect((await s.contexts.get('s-1'))?.documents).toEqual([doc('d-early'), doc('d-late')]);
      });

      it('hides a removed document, and a late "created" never brings it back', async () => {
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        await s.contexts.addDocument('s-1', doc('d-1'), t(2));
        await s.contexts.addDocument('s-1', doc('d-2'), t(2, 1));
        await s.contexts.removeDocument('s-1', 'd-1', t(3));
        await s.contexts.removeDocument('s-1', 'd-1', t(3));
        await s.contexts.addDocument('s-1', doc('d-1'), t(2));
        await s.contexts.removeDocument('s-1', 'd-3', t(4));
        await s.contexts.addDocument('s-1', doc('d-3'), t(3));
        expect((await s.contexts.get('s-1'))?.documents).toEqual([doc('d-2')]);
      });

      it('ends removed when a document\'s "created" and "deleted" race', async () => {
        await s.contexts.upsertProfile('s-1', 'u-1', profile(), t(1));
        await Promise.all([s.contexts.removeDocument('s-1', 'd-race', t(3)), s.contexts.addDocument('s-1', doc('d-race'), t(2))]);
        expect((await s.contexts.get('s-1'))?.documents).toEqual([]);
      });

      it('shows no context for documents alone', async () => {
        await s.contexts.addDocument('s-9', doc('d-9'), t(1));
        expect(await s.contexts.get('s-9')).toBeNull();
      });
    });

    describe('ChatRecordStore', () => {
      const confirm = (removed: { item: string; count: number }[]) => outboxEvent(Subjects.chatRecordErased, { deletionId: 'del-1', studentId: 's-1', removed });

      it('reads and erases everything held on one student, once per deletion, and nothing of another', async () => {
        await s.contexts.upsertProfile('s-1', 'u-s1', profile(), t(1));
        await s.contexts.addDocument('s-1', doc('d-1'), t(1));
        await s.contexts.upsertProfile('s-2', 'u-s2', profile({ firstName: 'Grace' }), t(1));
        await s.chatLog.append(turn('about', t(2), { studentId: 's-1', question: 'Q?', answer: 'A.' }));
        await s.chatLog.append(turn('asked', t(2), { actorId: 'u-s1', actorRole: 'student', studentId: null }));
        await s.chatLog.append(turn('other', t(2), { studentId: 's-2' }));
        await s.answers.rate('about', { helpful: true, reason: null, at: t(3) });
        const held = await s.records.studentRecord('s-1', 'u-s1');
        expect(held.turnsAbout.map((x) => [x.id, x.question, x.answer, x.rating?.helpful])).toEqual([['about', 'Q?', 'A.', true]]);
        expect(held.turnsAsked.map((x) => x.id)).toEqual(['asked']);
        expect(held.context).toMatchObject({ userId: 'u-s1', profile: { firstName: 'Ada' } });
        expect(held.documents.map((d) => d.documentId)).toEqual(['d-1']);
        expect((await s.contexts.get('s-1'))?.profile.firstName).toBe('Ada');
        for (const e of await s.records.outbox.pendingEvents(10)) await s.records.outbox.eventPublished(e.id);

        const target = { deletionId: 'del-1', studentId: 's-1', studentUserId: 'u-s1' };
        const removed = await s.records.eraseStudent(target, confirm);
        expect(removed.map((r) => r.count)).toEqual([1, 1, 1, 1, 1]);
        expect(await s.records.studentRecord('s-1', 'u-s1')).toEqual({ turnsAsked: [], turnsAbout: [], context: null, documents: [] });
        expect(await s.contexts.get('s-1')).toBeNull();
        expect(await s.records.isErased('s-1')).toBe(true);
        expect(await s.records.isErased('s-2')).toBe(false);
        expect((await s.chatLog.list(10, 0)).items.map((x) => x.id)).toEqual(['other']);
        expect((await s.contexts.get('s-2'))?.profile.firstName).toBe('Grace');
        expect(await s.records.eraseStudent(target, confirm)).toEqual(removed);
        expect((await s.records.outbox.pendingEvents(10)).map((e) => e.subject)).toEqual([Subjects.chatRecordErased, Subjects.chatRecordErased]);
      });

      it('deletes turns logged before a cutoff, with their ratings', async () => {
        await s.chatLog.append(turn('old', t(1)));
        await s.chatLog.append(turn('new', t(5)));
        await s.answers.rate('old', { helpful: false, reason: null, at: t(2) });
        expect(await s.records.deleteTurnsBefore(t(3))).toEqual({ turns: 1, ratings: 1 });
        expect((await s.chatLog.list(10, 0)).items.map((x) => x.id)).toEqual(['new']);
      });
    });
  });
}
