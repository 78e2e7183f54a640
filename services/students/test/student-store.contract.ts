import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { ConflictError, DEFAULT_SCHOOL_ID, outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { StudentRecordsService } from '../src/application/student-records.service.js';
import { WriteRefused, committed, type StudentStore, type StudentWrites } from '../src/ports/student-store.js';
import { insert, profile } from './student-profiles.js';

/** A unit of work, then the record it wrote as stored; null when the unit was refused because the record is gone. */
async function writtenBack(store: StudentStore, id: string, work: (w: StudentWrites) => void) {
  return (await committed(store.write(work), 'gone')) ? store.profiles.byId(id) : null;
}

/**
 * One behaviour for every StudentStore adapter: each gets a fresh, empty store. The one-time publications' marks
 * (backfills, announcements) have their own suite, student-backfill.contract.ts, which every adapter runs too.
 */
export function describeStudentStoreContract(name: string, open: () => Promise<StudentStore>) {
  describe(`StudentStore contract: ${name}`, () => {
    let store: StudentStore;
    beforeAll(async () => { store = await open(); });
    afterAll(async () => store?.close());

    it('keeps every profile field, nulls included', async () => {
      const p = profile({
        firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.org', dateOfBirth: '12/10/2008', siblings: 'none', gpa: 3.85,
        satScore: 1500, actScore: 33, classRank: '3/300', grade: '11', highSchoolName: 'North', highSchoolLocation: 'Austin, TX',
        apIbHonors: 'AP Calc', activitiesOutsideSchool: 'Chess', clubs: 'Math', internshipsVolunteer: 'Lab', leadership: 'Captain', targetColleges: 8,
      });
      await insert(store, p);
      expect(await store.profiles.byId(p.id)).toEqual(p);
      expect(await store.profiles.byUserId(p.userId)).toEqual(p);
      const bare = profile();
      await insert(store, bare);
      expect(await store.profiles.byId(bare.id)).toEqual(bare);
      expect(await store.profiles.byId('missing')).toBeNull();
      expect(await store.profiles.byUserId('missing')).toBeNull();
    });

    it('refuses a second profile for the same user or id', async () => {
      const p = profile();
      await insert(store, p);
      await expect(insert(store, profile({ userId: p.userId }))).rejects.toBeInstanceOf(ConflictError);
      await expect(insert(store, profile({ id: p.id }))).rejects.toBeInstanceOf(ConflictError);
    });

    it('updates fields but never id, userId or createdAt; null for an unknown id', async () => {
      const p = profile({ gpa: 2.5 });
      await insert(store, p);
      const saved = await writtenBack(store, p.id, (w) => w.profiles.update({ ...p, userId: 'hijack', createdAt: 'then', gpa: 3.1, grade: '12', firstName: 'Renamed', updatedAt: 'later' }));
      expect(saved).toEqual({ ...p, gpa: 3.1, grade: '12', firstName: 'Renamed', updatedAt: 'later' });
      const unknown = profile();
      expect(await writtenBack(store, unknown.id, (w) => w.profiles.update(unknown))).toBeNull();
    });

    it('keeps the enrollment out of profile updates; setEnrollment replaces it (null for an unknown id)', async () => {
      const p = profile({ schoolId: 'school-a', counselorId: 'c-1', status: 'active', sourcedId: 'sis-1' });
      await insert(store, p);
      expect(await store.profiles.byId(p.id)).toEqual(p);
      const saved = await writtenBack(store, p.id, (w) => w.profiles.update({ ...p, schoolId: 'school-b', counselorId: null, status: 'alumni', sourcedId: null, gpa: 3.3 }));
      expect(saved).toEqual({ ...p, gpa: 3.3 });
      const moved = await writtenBack(store, p.id, (w) => w.profiles.setEnrollment(p.id, { schoolId: 'school-b', counselorId: 'c-2', status: 'alumni', sourcedId: 'sis-9' }));
      expect(moved).toEqual({ ...p, gpa: 3.3, schoolId: 'school-b', counselorId: 'c-2', status: 'alumni', sourcedId: 'sis-9' });
      expect(await writtenBack(store, 'missing', (w) => w.profiles.setEnrollment('missing', { schoolId: null, counselorId: null, status: 'active', sourcedId: null }))).toBeNull();
    });

    it('replaces courses and activities in order, per student', async () => {
      const a = profile();
      const b = profile();
      await insert(store, a);
      await insert(store, b);
      expect(await store.courses.ofStudent(a.id)).toEqual([]);
      await store.write((w) => w.courses.replace(a.id, [{ courseName: 'AP Bio', level: 'AP', grade: 'A' }, { courseName: 'Art', level: 'Regular', grade: null }]));
      await store.write((w) => w.courses.replace(b.id, [{ courseName: 'Latin', level: 'Honors', grade: 'B' }]));
      await store.write((w) => w.courses.replace(a.id, [{ courseName: 'Art', level: 'Regular', grade: null }, { courseName: 'Chem', level: 'Honors', grade: 'B+' }]));
      expect(await store.courses.ofStudent(a.id)).toEqual([{ courseName: 'Art', level: 'Regular', grade: null }, { courseName: 'Chem', level: 'Honors', grade: 'B+' }]);
      expect(await store.courses.ofStudent(b.id)).toEqual([{ courseName: 'Latin', level: 'Honors', grade: 'B' }]);
      await store.write((w) => w.activities.replace(a.id, [{ name: 'Band', role: null, years: 2, hoursPerWeek: 3.5 }, { name: 'Soccer', role: 'Goalie', years: null, hoursPerWeek: null }]));
      expect(await store.activities.ofStudent(a.id)).toEqual([{ name: 'Band', role: null, years: 2, hoursPerWeek: 3.5 }, { name: 'Soccer', role: 'Goalie', years: null, hoursPerWeek: null }]);
      await store.write((w) => w.activities.replace(a.id, []));
      expect(await store.activities.ofStudent(a.id)).toEqual([]);
    });

    it('saves, overwrites and reads preferences; null when none', async () => {
      const p = profile();
      await insert(store, p);
      expect(await store.preferences.ofStudent(p.id)).toBeNull();
      const prefs = {
        studentId: p.id, overallFeeling: 'Excited', concerns: null, collegeSearchStarted: 'Yes',
        collegeSizePreferences: ['One.', 'Two.'], locationPreferences: [], academicsExtracurricularsPreferences: ['Three.'], updatedAt: 't1',
      };
      await store.write((w) => w.preferences.save(prefs));
      expect(await store.preferences.ofStudent(p.id)).toEqual(prefs);
      await store.write((w) => w.preferences.save({ ...prefs, overallFeeling: 'Stressed', collegeSizePreferences: [], updatedAt: 't2' }));
      expect(await store.preferences.ofStudent(p.id)).toEqual({ ...prefs, overallFeeling: 'Stressed', collegeSizePreferences: [], updatedAt: 't2' });
    });

    describe('list', () => {
      let ids: Record<string, string>;
      let fresh: StudentStore;
      beforeAll(async () => {
        fresh = await open();
        const people = [
          profile({ firstName: 'Zoe', lastName: 'Adams', email: 'zoe.adams@school.org', gpa: 3.2, grade: '10', targetColleges: 3 }),
          profile({ firstName: 'Ben', lastName: 'Okafor', email: 'bokafor@school.org', gpa: 3.9, grade: '9', targetColleges: 0 }),
          profile({ firstName: 'Ana', lastName: 'Okafor', email: 'ana_o%@school.org', gpa: null, grade: '12', targetColleges: 5 }),
          profile({ firstName: 'Lee', lastName: 'Chen-"Wu"', email: 'lee@other.net', gpa: 2.8, grade: null, targetColleges: 0 }),
        ];
        for (const p of people) await insert(fresh, p);
        ids = { zoe: people[0].id, ben: people[1].id, ana: people[2].id, lee: people[3].id };
      });
      afterAll(async () => fresh?.close());
      const names = async (q: Partial<Parameters<StudentStore['profiles']['list']>[0]>) =>
        (await fresh.profiles.list({ sort: 'NAME_ASC', limit: 50, offset: 0, schoolIds: 'all', ...q })).items.map((s) => s.firstName);

      it('sorts by last name, then first name', async () => {
        expect(await names({})).toEqual(['Zoe', 'Lee', 'Ana', 'Ben']);
        expect(await names({ sort: 'NAME_DESC' })).toEqual(['Ben', 'Ana', 'Lee', 'Zoe']);
      });

      it('sorts by GPA, grade (as numbers) and target colleges', async () => {
        expect((await names({ sort: 'GPA_DESC' })).slice(0, 3)).toEqual(['Ben', 'Zoe', 'Lee']);
        expect((await names({ sort: 'GRADE_ASC' })).filter((x) => x !== 'Lee')).toEqual(['Ben', 'Zoe', 'Ana']);
        expect(await names({ sort: 'COLLEGES_DESC' })).toEqual(['Ana', 'Zoe', 'Lee', 'Ben']);
      });

      it('pages with a total', async () => {
        const page = await fresh.profiles.list({ sort: 'NAME_ASC', limit: 2, offset: 1, schoolIds: 'all' });
        expect(page.total).toBe(4);
        expect(page.items.map((s) => s.firstName)).toEqual(['Lee', 'Ana']);
        expect((await fresh.profiles.list({ sort: 'NAME_ASC', limit: 2, offset: 10, schoolIds: 'all' })).items).toEqual([]);
      });

      it('searches first name, last name and email as case-insensitive substrings', async () => {
        expect(await names({ q: 'OKAF' })).toEqual(['Ana', 'Ben']);
        expect(await names({ q: 'zoe.adams@' })).toEqual(['Zoe']);
        expect(await names({ q: 'ben okafor' })).toEqual(['Ben']);
        expect(await names({ q: 'school.org' })).toEqual(['Zoe', 'Ana', 'Ben']);
        expect(await names({ q: 'ee' })).toEqual(['Lee']);
        expect(await names({ q: 'z' })).toEqual(['Zoe']);
        expect((await fresh.profiles.list({ q: 'okafor', sort: 'NAME_ASC', limit: 1, offset: 0, schoolIds: 'all' })).total).toBe(2);
      });

      it('treats search wildcards and quotes as plain characters', async () => {
        expect(await names({ q: '_o%' })).toEqual(['Ana']);
        expect(await names({ q: '%' })).toEqual(['Ana']);
        expect(await names({ q: '"wu"' })).toEqual(['Lee']);
        expect(await names({ q: 'a.o' })).toEqual([]);
      });

      it('finds a student by a new name after an update, and no longer by the old one', async () => {
        const ben = (await fresh.profiles.byId(ids.ben))!;
        await fresh.write((w) => w.profiles.update({ ...ben, lastName: 'Mensah', email: 'ben.mensah@school.org' }));
        expect(await names({ q: 'mensah' })).toEqual(['Ben']);
        expect(await names({ q: 'okafor' })).toEqual(['Ana']);
      });

      it('counts students and those with target colleges', async () => {
        expect(await fresh.profiles.count()).toBe(4);
        expect(await fresh.profiles.countWithTargetColleges()).toBe(2);
      });
    });

    describe('college lists', () => {
      let lists: StudentStore;
      let ids: Record<string, string>;
      beforeAll(async () => {
        lists = await open();
        const people = [
          profile({ firstName: 'Al', lastName: 'List', targetColleges: 3 }),
          profile({ firstName: 'Bea', lastName: 'List', targetColleges: 0 }),
          profile({ firstName: 'Cal', lastName: 'List', targetColleges: 5 }),
        ];
        for (const p of people) await insert(lists, p);
        ids = { al: people[0].id, bea: people[1].id, cal: people[2].id };
      });
      afterAll(async () => lists?.close());
      const byColleges = async () => (await lists.profiles.list({ sort: 'COLLEGES_DESC', limit: 50, offset: 0, schoolIds: 'all' })).items.map((s) => s.firstName);

      it('records the list\'s length beside the saved value; sorts and counts by the value shown', async () => {
        expect((await lists.profiles.byId(ids.bea))?.collegeListCount).toBeNull();
        expect(await lists.profiles.countWithTargetColleges()).toBe(2);
        await lists.write((w) => w.collegeLists.record(ids.bea, 7, '2026-11-01T00:00:00.000Z'));
        expect(await lists.profiles.byId(ids.bea)).toMatchObject({ collegeListCount: 7, targetColleges: 0 });
        expect(await byColleges()).toEqual(['Bea', 'Cal', 'Al']);
        expect(await lists.profiles.countWithTargetColleges()).toBe(3);
      });

      it('keeps the list\'s length through a profile save, which keeps its own (saved) value', async () => {
        const bea = (await lists.profiles.byId(ids.bea))!;
        await lists.write((w) => w.profiles.update({ ...bea, targetColleges: 2, collegeListCount: null, leadership: 'Captain' }));
        expect(await lists.profiles.byId(ids.bea)).toMatchObject({ collegeListCount: 7, targetColleges: 2, leadership: 'Captain' });
      });

      it('is idempotent and applies no older list over a newer one', async () => {
        await lists.write((w) => w.collegeLists.record(ids.bea, 7, '2026-11-01T00:00:00.000Z'));
        await lists.write((w) => w.collegeLists.record(ids.bea, 1, '2026-10-01T00:00:00.000Z'));
        expect((await lists.profiles.byId(ids.bea))?.collegeListCount).toBe(7);
      });

      it('shows the saved value again once the list is emptied', async () => {
        await lists.write((w) => w.collegeLists.record(ids.bea, null, '2026-11-02T00:00:00.000Z'));
        expect(await lists.profiles.byId(ids.bea)).toMatchObject({ collegeListCount: null, targetColleges: 2 });
        expect(await byColleges()).toEqual(['Cal', 'Al', 'Bea']);
        await lists.write((w) => w.collegeLists.record(ids.al, null, '2026-11-02T00:00:00.000Z'));
        expect((await lists.profiles.byId(ids.al))?.collegeListCount).toBeNull();
        expect(await lists.profiles.countWithTargetColleges()).toBe(3);
      });

      it('keeps a list that comes before its student, and applies it when the student is stored', async () => {
        const dee = profile({ firstName: 'Dee', lastName: 'List', targetColleges: 1 });
        await lists.write((w) => w.collegeLists.record(dee.id, 4, '2026-11-03T00:00:00.000Z'));
        expect(await lists.profiles.byId(dee.id)).toBeNull();
        await insert(lists, dee);
        expect((await lists.profiles.byId(dee.id))?.collegeListCount).toBe(4);
        expect(await lists.profiles.byId(dee.id)).toMatchObject({ collegeListCount: 4, targetColleges: 1 });
        expect((await byColleges()).slice(0, 2)).toEqual(['Cal', 'Dee']);
      });
    });

    describe('scopes', () => {
      let scoped: StudentStore;
      beforeAll(async () => {
        scoped = await open();
        const people = [
          profile({ firstName: 'Ava', lastName: 'North', schoolId: 'school-a', counselorId: 'c-a', targetColleges: 2 }),
          profile({ firstName: 'Bo', lastName: 'North', schoolId: 'school-a', counselorId: null }),
          profile({ firstName: 'Cy', lastName: 'North', schoolId: 'school-a', counselorId: 'c-a', status: 'alumni', targetColleges: 4 }),
          profile({ firstName: 'Di', lastName: 'South', schoolId: 'school-b', counselorId: 'c-b', targetColleges: 1 }),
          profile({ firstName: 'Ed', lastName: 'South', schoolId: 'school-b', counselorId: 'c-a', status: 'inactive' }),
          profile({ firstName: 'Fay', lastName: 'Plain', schoolId: null, counselorId: null }),
          profile({ firstName: 'Gus', lastName: 'Plain', schoolId: DEFAULT_SCHOOL_ID, counselorId: 'c-a' }),
          // The roster's records before a first save: listed when imported (a source id), not when self-registered.
          profile({ firstName: 'Hal', lastName: 'North', schoolId: 'school-a', counselorId: 'c-a', rosterOnly: true, sourcedId: 'sis-h' }),
          profile({ firstName: 'Ivy', lastName: 'North', schoolId: 'school-a', counselorId: 'c-a', rosterOnly: true }),
        ];
        for (const p of people) await insert(scoped, p);
      });
      afterAll(async () => scoped?.close());
      const names = async (q: Partial<Parameters<StudentStore['profiles']['list']>[0]>) =>
        (await scoped.profiles.list({ sort: 'NAME_ASC', limit: 50, offset: 0, schoolIds: 'all', ...q })).items.map((s) => s.firstName).sort();

      it('lists active students of the given schools (a null school is the default school), and the roster\'s records only of imported students', async () => {
        expect(await names({})).toEqual(['Ava', 'Bo', 'Di', 'Fay', 'Gus', 'Hal']);
        expect(await names({ schoolIds: ['school-a'] })).toEqual(['Ava', 'Bo', 'Hal']);
        expect(await names({ schoolIds: ['school-b', 'school-a'] })).toEqual(['Ava', 'Bo', 'Di', 'Hal']);
        expect(await names({ schoolIds: [DEFAULT_SCHOOL_ID] })).toEqual(['Fay', 'Gus']);
        expect(await names({ schoolIds: [] })).toEqual([]);
      });

      it('lists one counselor\'s caseload, within the schools', async () => {
        expect(await names({ counselorId: 'c-a' })).toEqual(['Ava', 'Gus', 'Hal']);
        expect(await names({ counselorId: 'c-a', schoolIds: ['school-a'] })).toEqual(['Ava', 'Hal']);
        expect(await names({ counselorId: 'c-a', includeInactive: true })).toEqual(['Ava', 'Cy', 'Ed', 'Gus', 'Hal']);
        expect(await names({ counselorId: 'c-a', q: 'NORT' })).toEqual(['Ava', 'Hal']);
        expect(await names({ counselorId: 'c-a', q: 'plain' })).toEqual(['Gus']);
      });

      it('includes alumni and inactive students only when asked, and combines search with the scope', async () => {
        expect(await names({ includeInactive: true })).toEqual(['Ava', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal']);
        expect(await names({ q: 'north', schoolIds: ['school-a'], includeInactive: true })).toEqual(['Ava', 'Bo', 'Cy', 'Hal']);
        expect(await names({ q: 'south', schoolIds: ['school-a'] })).toEqual([]);
        const page = await scoped.profiles.list({ q: 'no', sort: 'NAME_ASC', limit: 1, offset: 0, schoolIds: ['school-a'] });
        expect(page.total).toBe(3);
      });

      it('counts over the same scopes', async () => {
        expect(await scoped.profiles.count()).toBe(9);
        expect(await scoped.profiles.count({ schoolIds: 'all' })).toBe(6);
        expect(await scoped.profiles.count({ schoolIds: ['school-a'] })).toBe(3);
        expect(await scoped.profiles.count({ schoolIds: ['school-a'], includeInactive: true })).toBe(4);
        expect(await scoped.profiles.countWithTargetColleges({ schoolIds: ['school-a'] })).toBe(1);
        expect(await scoped.profiles.countWithTargetColleges({ schoolIds: 'all', counselorId: 'c-b' })).toBe(1);
      });
    });

    it('erases one student whole, counting what went, confirming in the same write; a repeat confirms the same counts; the erasure is kept by account', async () => {
      const p = profile();
      const other = profile();
      await insert(store, p);
      await insert(store, other);
      for (const s of [p, other]) {
        await store.write((w) => w.courses.replace(s.id, [{ courseName: 'Art', level: 'Regular', grade: null }, { courseName: 'Calculus', level: 'AP', grade: 'A' }]));
        await store.write((w) => w.activities.replace(s.id, [{ name: 'Chess', role: null, years: 1, hoursPerWeek: 2 }]));
        await store.write((w) => w.preferences.save({
          studentId: s.id, overallFeeling: 'Excited', concerns: null, collegeSearchStarted: null, collegeSizePreferences: [], locationPreferences: [],
          academicsExtracurricularsPreferences: [], updatedAt: '2026-01-01T00:00:00.000Z',
        }));
        await store.write((w) => w.collegeLists.record(s.id, 3, '2026-01-01T00:00:00.000Z'));
      }
      expect(await store.collegeLists.mirror(p.id)).toEqual({ count: 3, updatedAt: '2026-01-01T00:00:00.000Z' });
      const before = (await store.outbox.pendingEvents(10_000)).length;
      const confirm = (removed: { item: string; count: number }[]) => outboxEvent(Subjects.studentsRecordErased, { deletionId: 'd-1', studentId: p.id, removed });
      const target = { deletionId: 'd-1', studentId: p.id, studentUserId: p.userId };
      // As the service erases: the counts read first, then one unit of work with their confirmation.
      const erase = () => new StudentRecordsService(store).erase({ ...target, reason: 'request', requestedBy: null, at: '2026-01-02T00:00:00.000Z' }, confirm);
      expect(await store.erasures.isUserErased(p.userId)).toBe(false);
      const removed = await erase();
      expect(Object.fromEntries(removed.map((r) => [r.item, r.count]))).toEqual({
        courses: 2, activities: 1, 'college preferences': 1, 'college list count': 1, profile: 1,
      });
      expect((await store.outbox.pendingEvents(10_000)).length).toBe(before + 1);
      expect(await store.profiles.byId(p.id)).toBeNull();
      expect(await store.courses.ofStudent(p.id)).toEqual([]);
      expect(await store.activities.ofStudent(p.id)).toEqual([]);
      expect(await store.preferences.ofStudent(p.id)).toBeNull();
      expect(await store.collegeLists.mirror(p.id)).toBeNull();
      expect(await store.courses.ofStudent(other.id)).toHaveLength(2);
      expect(await store.preferences.ofStudent(other.id)).not.toBeNull();
      expect(await store.collegeLists.mirror(other.id)).not.toBeNull();
      expect(await erase()).toEqual(removed);
      expect((await store.outbox.pendingEvents(10_000)).length).toBe(before + 2);
      expect(await store.erasures.isUserErased(p.userId)).toBe(true);
      expect(await store.erasures.isUserErased(other.userId)).toBe(false);
      expect(await store.erasures.recorded('d-1')).toEqual(removed);
      // A second run of the deletion racing the first is refused whole: its confirmation is not written.
      await expect(store.write((w) => w.erasures.erase(target, removed), [confirm(removed)])).rejects.toMatchObject({ reason: 'erased' });
      expect((await store.outbox.pendingEvents(10_000)).length).toBe(before + 2);
    });

    it('refuses a write to a record that is gone, and rolls back the whole unit with its events', async () => {
      const p = profile();
      await insert(store, p);
      await store.write((w) => w.courses.replace(p.id, [{ courseName: 'Art', level: 'Regular', grade: null }]));
      const before = (await store.outbox.pendingEvents(10_000)).length;
      const event = outboxEvent(Subjects.studentsRecordErased, { deletionId: 'd-x', studentId: p.id, removed: [] });
      const unit = store.write((w) => {
        w.courses.replace(p.id, []);
        w.profiles.update({ ...p, gpa: 3.9 });
        w.profiles.setEnrollment('missing', { schoolId: null, counselorId: null, status: 'active', sourcedId: null });
      }, [event]);
      await expect(unit).rejects.toBeInstanceOf(WriteRefused);
      await expect(unit).rejects.toMatchObject({ reason: 'gone' });
      expect(await store.courses.ofStudent(p.id)).toHaveLength(1);
      expect(await store.profiles.byId(p.id)).toEqual(p);
      expect((await store.outbox.pendingEvents(10_000)).length).toBe(before);
    });

    it('refuses a unit of work that is not synchronous (its writes would miss the transaction), and writes nothing', async () => {
      const p = profile();
      await expect(store.write(async (w) => { w.profiles.insert(p); })).rejects.toThrow(/synchronously/);
      expect(await store.profiles.byId(p.id)).toBeNull();
    });

  });
}
