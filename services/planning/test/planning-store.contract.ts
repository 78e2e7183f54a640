import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import type { OutboxEvent } from '@counsel/kit';
import type { CatalogCourse } from '../src/domain/course.js';
import type { CourseImport } from '../src/domain/course-import.js';
import type { Plan, Track } from '../src/domain/plan.js';
import type { RequirementSet } from '../src/domain/requirement-set.js';
import type { StudentRecord } from '../src/domain/student.js';
import type { PlanningStore } from '../src/ports/planning-store.js';

/** Two replicas of the service on one store: `open()` twice returns two connections to the same data. */
export type OpenReplicas = () => Promise<[PlanningStore, PlanningStore]>;

const AT = '2026-11-20T15:00:00.000Z';
const student = (studentId: string, over: Partial<StudentRecord> = {}): StudentRecord => ({
  studentId, userId: `u-${studentId}`, schoolId: 'school-a', counselorUserId: null, firstName: studentId, lastName: null, grade: 10,
  status: 'active', courses: [{ courseName: 'English 9', level: 'Regular', mark: 'A' }], ...over,
});
const course = (id: string, code: string, over: Partial<CatalogCourse> = {}): CatalogCourse => ({
  id, schoolId: 'school-a', code, title: `Course ${code}`, subjectArea: '01', credits: 1, gradeLevels: [9, 10], level: 'STANDARD',
  prerequisites: [], entranceAreas: ['ag:b'], updatedAt: AT, ...over,
});
const check = (setId: string, setName: string, status: Track) => ({ setId, setName, status, summary: `${setName}: ${status}`, requirements: [] });
const plan = (studentId: string, over: Partial<Plan> = {}): Plan => ({
  studentId, schoolId: 'school-a', status: 'DRAFT', checks: [], problems: [], submittedAt: null, reviewedAt: null, updatedAt: AT,
  entries: [{ courseId: 'c-eng9', code: 'ENG9', title: 'English 9', credits: 1, subjectArea: '01', grade: 9, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'A' }],
  ...over,
});
const set = (id: string, schoolId: string | null): RequirementSet => ({
  id, schoolId, name: `Set ${id}`, kind: 'GRADUATION', source: null, builtIn: schoolId === null, unit: 'credit', minimumMark: 'D',
  minimumTotalCredits: 22, minimumGpa: null, earlyCore: null, updatedAt: AT,
  requirements: [{ key: 'english', label: 'English', areas: ['sced:01'], credits: 4, courseCodes: [] }],
});
const event = (id: string) => ({ id, subject: 'planning.record.erased', time: AT, data: { probe: id } }) as unknown as OutboxEvent;
const list = { schools: 'all' as const, counselorUserId: null, status: null, track: null, first: 50, offset: 0 };

/** One behaviour for every PlanningStore adapter: each test gets fresh, empty replicas. */
export function describePlanningStoreContract(name: string, open: OpenReplicas) {
  describe(`PlanningStore contract: ${name}`, () => {
    let a: PlanningStore;
    let b: PlanningStore;
    beforeEach(async () => { [a, b] = await open(); });
    afterEach(async () => { await a?.close(); await b?.close(); });

    it('keeps students from the profile events, by school and by account, Unicode names whole', async () => {
      await a.write((w) => {
        w.students.save(student('st-2', { firstName: 'Zoë', lastName: 'Łukasiewicz' }));
        w.students.save(student('st-1', { userId: 'u-shared' }));
        w.students.save(student('st-3', { schoolId: 'school-b', userId: 'u-shared' }));
      });
      await a.write((w) => w.students.save(student('st-1', { userId: 'u-shared', grade: 11, counselorUserId: 'c-a' })));
      expect(await b.students.get('st-1')).toMatchObject({ grade: 11, counselorUserId: 'c-a', courses: [{ courseName: 'English 9', mark: 'A' }] });
      expect(await b.students.get('st-2')).toMatchObject({ firstName: 'Zoë', lastName: 'Łukasiewicz' });
      expect(await b.students.get('nobody')).toBeNull();
      expect((await b.students.ofSchool('school-a')).map((s) => s.studentId)).toEqual(['st-1', 'st-2']);
      expect((await b.students.ofUser('u-shared')).map((s) => s.studentId)).toEqual(['st-1', 'st-3']);
    });

    it('keeps a school\'s catalog: by id and code, in code order, a searched page, and a deleted course gone', async () => {
      await a.write((w) => {
        w.catalog.saveCourse(course('c-geo', 'GEO', { title: 'Geometry', subjectArea: '02', prerequisites: ['ALG1'] }));
        w.catalog.saveCourse(course('c-alg', 'ALG1', { title: 'Algebra I', subjectArea: '02' }));
        w.catalog.saveCourse(course('c-eng', 'ENG9', { title: 'English 9 (100%_honors.*)' }));
        w.catalog.saveCourse(course('c-other', 'ENG9', { schoolId: 'school-b' }));
      });
      expect(await b.catalog.course('c-geo')).toEqual(course('c-geo', 'GEO', { title: 'Geometry', subjectArea: '02', prerequisites: ['ALG1'] }));
      expect((await b.catalog.courseByCode('school-b', 'ENG9'))?.id).toBe('c-other');
      expect(await b.catalog.courseByCode('school-b', 'GEO')).toBeNull();
      expect((await b.catalog.courses('school-a')).map((c) => c.code)).toEqual(['ALG1', 'ENG9', 'GEO']);
      const page = await b.catalog.coursePage('school-a', null, 2, 0);
      expect({ codes: page.items.map((c) => c.code), total: page.total }).toEqual({ codes: ['ENG9', 'ALG1'], total: 3 });
      expect((await b.catalog.coursePage('school-a', null, 2, 2)).items.map((c) => c.code)).toEqual(['GEO']);
      expect((await b.catalog.coursePage('school-a', 'algebra', 10, 0)).items.map((c) => c.code)).toEqual(['ALG1']);
      // A search's wildcard characters are text, not patterns.
      expect((await b.catalog.coursePage('school-a', '0%_h', 10, 0)).items.map((c) => c.code)).toEqual(['ENG9']);
      expect((await b.catalog.coursePage('school-a', '.*', 10, 0)).items.map((c) => c.code)).toEqual(['ENG9']);
      expect((await b.catalog.coursePage('school-a', '%', 10, 0)).total).toBe(1);
      await a.write((w) => w.catalog.saveCourse(course('c-geo', 'GEO', { title: 'Geometry (new)', credits: 0.5 })));
      expect(await b.catalog.course('c-geo')).toMatchObject({ title: 'Geometry (new)', credits: 0.5 });
      await a.write((w) => w.catalog.deleteCourse('c-geo'));
      expect(await b.catalog.course('c-geo')).toBeNull();
      expect((await b.catalog.courses('school-a')).map((c) => c.code)).toEqual(['ALG1', 'ENG9']);
    });

    it('keeps imports and requirement sets whole, sets by school', async () => {
      const imp: CourseImport = {
        id: 'imp-1', schoolId: 'school-a', format: 'CATALOG_CSV', status: 'PREVIEWED', fileName: 'catálogo.csv', created: 1, updated: 0, unchanged: 0,
        rejected: [{ line: 3, reason: 'Code is required' }], rows: [{ code: 'ENG9', title: 'English 9', subjectArea: '01', credits: 1, gradeLevels: [9], level: 'STANDARD', prerequisites: [], entranceAreas: [] }],
        createdBy: 'admin-1', createdAt: AT, appliedAt: null,
      };
      await a.write((w) => { w.catalog.saveImport(imp); w.sets.save(set('s-2', 'school-a')); w.sets.save(set('s-1', 'school-a')); w.sets.save(set('builtin', null)); });
      expect(await b.catalog.courseImport('imp-1')).toEqual(imp);
      await a.write((w) => w.catalog.saveImport({ ...imp, status: 'APPLIED', appliedAt: AT }));
      expect(await b.catalog.courseImport('imp-1')).toMatchObject({ status: 'APPLIED', appliedAt: AT });
      expect(await b.catalog.courseImport('nope')).toBeNull();
      expect((await b.sets.ofSchool('school-a')).map((s) => s.id)).toEqual(['s-1', 's-2']);
      expect(await b.sets.get('builtin')).toEqual(set('builtin', null));
      expect(await b.sets.get('nope')).toBeNull();
    });

    it('keeps a plan without its checks, and lists plans by the stored status in name order with their counts', async () => {
      await a.write((w) => {
        w.students.save(student('st-1', { firstName: 'bea', lastName: 'Berg', counselorUserId: 'c-a' }));
        w.students.save(student('st-2', { firstName: 'Álvaro', lastName: 'Ruiz', counselorUserId: 'c-a', grade: 11 }));
        w.students.save(student('st-3', { firstName: 'Cy', lastName: 'Case', schoolId: 'school-b' }));
        w.students.save(student('st-4', { firstName: 'Ann', lastName: 'Lee' }));
      });
      await a.write((w) => {
        w.plans.save(plan('st-1', { status: 'SUBMITTED', checks: [check('s-z', 'Zeta', 'ON_TRACK'), check('s-a', 'Alpha', 'AT_RISK')] }));
        w.plans.save(plan('st-2', { checks: [check('s-a', 'Alpha', 'OFF_TRACK')] }));
        w.plans.save(plan('st-3', { schoolId: 'school-b', status: 'SUBMITTED', checks: [check('s-b', 'B', 'OFF_TRACK')] }));
        w.plans.save(plan('st-4'));
      });
      const stored = await b.plans.get('st-1');
      expect(stored).toEqual({ ...plan('st-1', { status: 'SUBMITTED' }), checks: [], problems: [] });
      expect(await b.plans.get('nobody')).toBeNull();
      expect((await b.plans.ofSchool('school-a')).map((p) => p.studentId).sort()).toEqual(['st-1', 'st-2', 'st-4']);

      const all = await b.plans.list(list);
      // Case does not order names; a letter beyond ASCII sorts after them (both stores compare code points).
      expect(all.map((r) => r.studentName)).toEqual(['Ann Lee', 'bea Berg', 'Cy Case', 'Álvaro Ruiz']);
      expect(all.find((r) => r.studentId === 'st-1')).toEqual({
        studentId: 'st-1', studentName: 'bea Berg', grade: 10, schoolId: 'school-a', status: 'SUBMITTED', track: 'AT_RISK', updatedAt: AT,
        tracks: [{ setId: 's-a', setName: 'Alpha', status: 'AT_RISK' }, { setId: 's-z', setName: 'Zeta', status: 'ON_TRACK' }],
      });
      expect((await b.plans.list({ ...list, schools: ['school-a'], track: 'OFF_TRACK' })).map((r) => r.studentId)).toEqual(['st-2']);
      expect((await b.plans.list({ ...list, counselorUserId: 'c-a', status: 'SUBMITTED' })).map((r) => r.studentId)).toEqual(['st-1']);
      expect((await b.plans.list({ ...list, schools: ['school-b', 'school-c'] })).map((r) => r.studentId)).toEqual(['st-3']);
      expect((await b.plans.list({ ...list, schools: [] }))).toEqual([]);
      const paged = [...await b.plans.list({ ...list, first: 2 }), ...await b.plans.list({ ...list, first: 2, offset: 2 })];
      expect(paged.map((r) => r.studentId)).toEqual(all.map((r) => r.studentId));
      expect(await b.plans.counts({ schools: 'all', counselorUserId: null, status: null, track: null })).toEqual({ total: 4, needingReview: 2, offTrack: 2, atRisk: 1 });
      expect(await b.plans.counts({ schools: ['school-a'], counselorUserId: 'c-a', status: null, track: null })).toEqual({ total: 2, needingReview: 1, offTrack: 1, atRisk: 1 });

      // The sets the plans in scope are checked against, every page's (the CSV's columns), by name.
      const all4 = { schools: 'all' as const, counselorUserId: null, status: null, track: null };
      expect(await b.plans.sets(all4)).toEqual([{ setId: 's-a', setName: 'Alpha' }, { setId: 's-b', setName: 'B' }, { setId: 's-z', setName: 'Zeta' }]);
      expect(await b.plans.sets({ ...all4, schools: ['school-b'] })).toEqual([{ setId: 's-b', setName: 'B' }]);
      expect(await b.plans.sets({ ...all4, track: 'OFF_TRACK' })).toEqual([{ setId: 's-a', setName: 'Alpha' }, { setId: 's-b', setName: 'B' }]);
      // The list follows the student: a new counselor, school or name moves the plan's row.
      await b.write((w) => w.students.save(student('st-4', { firstName: 'Ann', lastName: 'Zed', counselorUserId: 'c-a', grade: 12 })));
      expect((await a.plans.list({ ...list, counselorUserId: 'c-a' })).map((r) => [r.studentId, r.studentName, r.grade]))
        .toEqual(expect.arrayContaining([['st-4', 'Ann Zed', 12]]));
      // A saved plan with new checks replaces the per-set status.
      await b.write((w) => w.plans.save(plan('st-2', { status: 'APPROVED', checks: [check('s-a', 'Alpha', 'ON_TRACK')] })));
      expect(await a.plans.counts({ schools: 'all', counselorUserId: null, status: null, track: null })).toEqual({ total: 4, needingReview: 2, offTrack: 1, atRisk: 1 });
      expect((await a.plans.list({ ...list, counselorUserId: 'c-a', track: 'ON_TRACK' })).map((r) => [r.studentId, r.tracks])).toEqual([
        ['st-4', []], ['st-2', [{ setId: 's-a', setName: 'Alpha', status: 'ON_TRACK' }]],
      ]);
    });

    it('keeps comments and history in order, each student\'s own', async () => {
      await a.write((w) => {
        w.plans.addHistory('st-1', { at: AT, actorUserId: 'u-1', actorName: 'Maya Chen', action: 'SUBMITTED', detail: null });
        w.plans.addHistory('st-1', { at: AT, actorUserId: 'c-a', actorName: 'Priya Natarajan', action: 'RETURNED', detail: 'Add a science' });
        w.plans.addHistory('st-2', { at: AT, actorUserId: 'u-2', actorName: 'Jordan', action: 'SUBMITTED', detail: null });
        w.plans.addComment('st-1', { id: 'cm-2', authorUserId: 'c-a', authorName: 'Priya', text: 'second', createdAt: '2026-11-21T00:00:00.000Z' });
        w.plans.addComment('st-1', { id: 'cm-1', authorUserId: 'c-a', authorName: 'Priya', text: 'Añade ciencias 🌱', createdAt: AT });
      });
      await a.write((w) => w.plans.addHistory('st-1', { at: '2026-11-22T00:00:00.000Z', actorUserId: 'c-a', actorName: 'Priya Natarajan', action: 'APPROVED', detail: null }));
      expect((await b.plans.history('st-1')).map((h) => [h.action, h.detail])).toEqual([['SUBMITTED', null], ['RETURNED', 'Add a science'], ['APPROVED', null]]);
      expect(await b.plans.comments('st-1')).toEqual([
        { id: 'cm-1', authorUserId: 'c-a', authorName: 'Priya', text: 'Añade ciencias 🌱', createdAt: AT },
        { id: 'cm-2', authorUserId: 'c-a', authorName: 'Priya', text: 'second', createdAt: '2026-11-21T00:00:00.000Z' },
      ]);
      expect(await b.plans.comments('st-2')).toEqual([]);
    });

    it('commits a unit with its events, and nothing of a unit whose work throws', async () => {
      await a.write((w) => w.catalog.saveCourse(course('c-1', 'ONE')), [event('e-1')]);
      expect((await b.outbox.pendingEvents(10)).map((e) => e.id)).toEqual(['e-1']);
      await expect(a.write((w) => { w.catalog.saveCourse(course('c-2', 'TWO')); throw new Error('refused'); }, [event('e-2')])).rejects.toThrow('refused');
      expect(await b.catalog.course('c-2')).toBeNull();
      expect((await b.outbox.pendingEvents(10)).map((e) => e.id)).toEqual(['e-1']);
      await b.outbox.eventsPublished(['e-1']);
      expect(await a.outbox.pendingEvents(10)).toEqual([]);
    });

    it('erases every row of one student with the ledger, which answers a second run', async () => {
      await a.write((w) => {
        w.students.save(student('st-1'));
        w.students.save(student('st-2'));
        w.plans.save(plan('st-1'));
        w.plans.save(plan('st-2'));
        w.plans.addComment('st-1', { id: 'cm-1', authorUserId: 'c-a', authorName: 'Priya', text: 'x', createdAt: AT });
        w.plans.addHistory('st-1', { at: AT, actorUserId: 'u-st-1', actorName: 'st-1', action: 'SUBMITTED', detail: null });
      });
      const removed = [{ item: 'academic plan', count: 1 }, { item: 'plan comments', count: 1 }];
      expect(await b.erasures.recorded('del-1')).toBeNull();
      await a.write((w) => w.erasures.erase({ deletionId: 'del-1', studentId: 'st-1', studentUserId: 'u-st-1' }, removed), [event('e-erased')]);
      expect(await b.erasures.recorded('del-1')).toEqual(removed);
      expect([await b.students.get('st-1'), await b.plans.get('st-1')]).toEqual([null, null]);
      expect([await b.plans.comments('st-1'), await b.plans.history('st-1')]).toEqual([[], []]);
      expect((await b.plans.list(list)).map((r) => r.studentId)).toEqual(['st-2']);
      expect(await b.plans.get('st-2')).not.toBeNull();
      expect([await b.erasures.isErased('st-1'), await b.erasures.isErased('st-2')]).toEqual([true, false]);
      expect([await b.erasures.isUserErased('u-st-1'), await b.erasures.isUserErased('u-st-2'), await b.erasures.isUserErased('')]).toEqual([true, false, false]);
      expect(b.ready()).toBe(true);
    });
  });
}
