import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { Enrollment } from '../src/domain/enrollment.js';
import type { RosterUser } from '../src/domain/roster-user.js';
import type { School } from '../src/domain/school.js';
import type { StoredImport } from '../src/ports/imports-repository.js';
import type { RosterStore } from '../src/ports/roster-store.js';

const AT = '2026-09-01T00:00:00.000Z';
export const school = (id: string, over: Partial<School> = {}): School => ({
  id, name: `School ${id}`, ncesId: null, city: null, state: null, sourcedId: null, archived: false, createdAt: AT, updatedAt: AT, ...over,
});
export const user = (userId: string, over: Partial<RosterUser> = {}): RosterUser => ({
  userId, email: `${userId}@example.org`, role: 'student', firstName: 'First', lastName: 'Last', sourcedId: null, active: true, ...over,
});
export const enrollment = (studentUserId: string, over: Partial<Enrollment> = {}): Enrollment => ({
  studentUserId, studentId: null, schoolId: DEFAULT_SCHOOL_ID, grade: '10', status: 'active', manualCounselorId: null, counselorId: null,
  sourcedId: null, firstName: 'Ana', lastName: 'Lopez', email: `${studentUserId}@example.org`, graduatedAt: null, updatedAt: AT, ...over,
});
const rosterImport = (id: string, createdAt: string): StoredImport => ({
  id, format: 'COUNSEL_CSV', status: 'PREVIEWED', fileName: 'roster.csv', fileHash: 'ab'.repeat(32),
  counts: { create: 1, update: 0, unchanged: 2, deactivate: 0, rejected: 1 }, rejected: [{ line: 3, reason: 'missing email' }],
  createdById: 'admin-1', createdAt, appliedAt: null, appliedWithRejections: false, newAccounts: 0, encoding: null, uploadId: `00000000-0000-4000-8000-${id.padStart(12, '0')}`, blobId: `blob-${id}`,
});

/** One behaviour for every RosterStore adapter: each test gets a fresh store. */
export function describeRosterStoreContract(name: string, open: () => Promise<RosterStore>) {
  describe(`RosterStore contract: ${name}`, () => {
    let store: RosterStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => store?.close());

    it('starts with the default school only, and is ready', async () => {
      expect(store.ready()).toBe(true);
      const schools = await store.schools.list(false);
      expect(schools.map((s) => s.id)).toEqual([DEFAULT_SCHOOL_ID]);
      expect(schools[0]).toMatchObject({ name: 'Default School', archived: false, sourcedId: null });
    });

    it('keeps schools, lists archived ones only when asked, by name', async () => {
      await store.write((w) => {
        w.schools.save(school('b', { name: 'Birch High', ncesId: '123456789012', city: 'Austin', state: 'TX', sourcedId: 'org-b' }));
        w.schools.save(school('a', { name: 'aspen High', archived: true }));
      });
      expect((await store.schools.list(false)).map((s) => s.id)).toEqual(['b', DEFAULT_SCHOOL_ID]);
      expect((await store.schools.list(true)).map((s) => s.id)).toEqual(['a', 'b', DEFAULT_SCHOOL_ID]);
      expect(await store.schools.get('b')).toEqual(school('b', { name: 'Birch High', ncesId: '123456789012', city: 'Austin', state: 'TX', sourcedId: 'org-b' }));
      await store.write((w) => w.schools.save(school('b', { name: 'Birch Academy', updatedAt: '2026-09-02T00:00:00.000Z' })));
      expect(await store.schools.get('b')).toMatchObject({ name: 'Birch Academy', ncesId: null, updatedAt: '2026-09-02T00:00:00.000Z' });
      expect(await store.schools.get('missing')).toBeNull();
    });

    it('replaces a staff member\'s schools in full and answers both ways', async () => {
      await store.write((w) => { w.schools.save(school('s1')); w.schools.save(school('s2')); });
      await store.write((w) => { w.users.save(user('c1', { role: 'counselor' })); w.staff.assign('c1', ['s2', 's1', 's1']); });
      expect(await store.staff.schoolsOf('c1')).toEqual(['s1', 's2']);
      expect(await store.staff.of('s1')).toEqual(['c1']);
      await store.write((w) => { w.staff.assign('c1', ['s2']); w.staff.assign('c2', ['s2']); });
      expect(await store.staff.schoolsOf('c1')).toEqual(['s2']);
      expect(await store.staff.of('s1')).toEqual([]);
      expect(await store.staff.of('s2')).toEqual(['c1', 'c2']);
      expect(await store.staff.all()).toEqual([{ userId: 'c1', schoolIds: ['s2'] }, { userId: 'c2', schoolIds: ['s2'] }]);
      await store.write((w) => w.staff.assign('c2', []));
      expect(await store.staff.all()).toEqual([{ userId: 'c1', schoolIds: ['s2'] }]);
    });

    it('keeps users with every field and updates them in place', async () => {
      const u = user('u1', { role: 'admin', firstName: null, sourcedId: 'src-1', active: false });
      await store.write((w) => { w.users.save(u); w.users.save(user('u0')); });
      expect(await store.users.get('u1')).toEqual(u);
      expect((await store.users.list()).map((x) => x.userId)).toEqual(['u0', 'u1']);
      await store.write((w) => w.users.save({ ...u, email: 'new@example.org', active: true }));
      expect(await store.users.get('u1')).toEqual({ ...u, email: 'new@example.org', active: true });
      expect(await store.users.get('nobody')).toBeNull();
    });

    it('keeps enrollments, finds them by account or profile id, filters and counts the active ones', async () => {
      await store.write((w) => w.schools.save(school('s1')));
      const a = enrollment('u1', { studentId: 'p1', schoolId: 's1', grade: '12', manualCounselorId: 'c1', counselorId: 'c1', sourcedId: 'src-1' });
      const b = enrollment('u2', { schoolId: 's1', status: 'alumni', graduatedAt: AT, grade: null, firstName: null, lastName: null, email: null });
      const c = enrollment('u3');
      await store.write((w) => { for (const e of [a, b, c]) w.enrollments.save(e); });
      expect(await store.enrollments.get('u1')).toEqual(a);
      expect(await store.enrollments.get('u2')).toEqual(b);
      expect(await store.enrollments.byStudentId('p1')).toEqual(a);
      expect(await store.enrollments.byStudentId('p9')).toBeNull();
      expect((await store.enrollments.list({ schoolId: 's1' })).map((e) => e.studentUserId)).toEqual(['u1', 'u2']);
      expect((await store.enrollments.list({ status: 'active' })).map((e) => e.studentUserId)).toEqual(['u1', 'u3']);
      expect((await store.enrollments.list()).length).toBe(3);
      expect(await store.enrollments.countActive('s1')).toBe(1);
      await store.write((w) => w.enrollments.save({ ...a, status: 'inactive' }));
      expect(await store.enrollments.countActive('s1')).toBe(0);
    });

    it('replaces a school\'s caseload rules in position order', async () => {
      await store.write((w) => w.schools.save(school('s1')));
      const rule = (id: string, position: number) => ({ id, schoolId: 's1', counselorId: 'c1', gradeFrom: 9, gradeTo: 12, surnameFrom: 'A', surnameTo: 'L', position });
      await store.write((w) => w.rules.replace('s1', [rule('r2', 1), rule('r1', 0)]));
      expect((await store.rules.of('s1')).map((r) => r.id)).toEqual(['r1', 'r2']);
      expect((await store.rules.of('s1'))[0]).toEqual(rule('r1', 0));
      await store.write((w) => w.rules.replace('s1', []));
      expect(await store.rules.of('s1')).toEqual([]);
      expect(await store.rules.of(DEFAULT_SCHOOL_ID)).toEqual([]);
    });

    it('keeps imports, newest first, with paging, and updates a previewed one when applied', async () => {
      await store.write((w) => {
        for (const i of [rosterImport('1', '2026-09-01T00:00:00.000Z'), rosterImport('2', '2026-09-02T00:00:00.000Z'), rosterImport('3', '2026-09-03T00:00:00.000Z')]) w.imports.save(i);
      });
      expect(await store.imports.get('2')).toEqual(rosterImport('2', '2026-09-02T00:00:00.000Z'));
      const page = await store.imports.page(2, 0);
      expect(page.total).toBe(3);
      expect(page.items.map((i) => i.id)).toEqual(['3', '2']);
      expect((await store.imports.page(2, 2)).items.map((i) => i.id)).toEqual(['1']);
      const applied = { ...rosterImport('1', '2026-09-01T00:00:00.000Z'), status: 'APPLIED' as const, appliedAt: AT, appliedWithRejections: true, newAccounts: 42,
        encoding: { encoding: 'windows-1252', needsConfirmation: false, candidates: ['windows-1252'], notice: 'This file is not UTF-8 (roster.csv). It is read as Windows-1252, as confirmed.' } };
      await store.write((w) => w.imports.save(applied));
      expect(await store.imports.get('1')).toEqual(applied);
      expect(await store.imports.get('9')).toBeNull();
    });

    it('writes the events of a change with it, oldest first, and forgets them once published', async () => {
      const e1 = outboxEvent(Subjects.rosterStaffAssigned, { userId: 'c1', schoolIds: [DEFAULT_SCHOOL_ID] });
      const e2 = outboxEvent(Subjects.rosterStaffAssigned, { userId: 'c2', schoolIds: [] });
      await store.write((w) => w.staff.assign('c1', [DEFAULT_SCHOOL_ID]), [e1]);
      await store.write(() => undefined, [e2]);
      expect((await store.outbox.pendingEvents(10)).map((e) => e.id)).toEqual([e1.id, e2.id]);
      expect((await store.outbox.pendingEvents(10))[0]).toEqual(e1);
      await store.outbox.eventPublished(e1.id);
      await store.outbox.eventPublished(e1.id);
      expect((await store.outbox.pendingEvents(10)).map((e) => e.id)).toEqual([e2.id]);
    });

    it('reserves, claims once, stores and registers a roster upload', async () => {
      const uploadId = '00000000-0000-4000-8000-000000000001';
      await store.reserveUpload({ uploadId, ownerUserId: 'admin-1', purpose: 'roster-file', createdAt: AT, expiresAt: '2026-09-01T00:15:00.000Z' });
      expect(await store.claimUpload(uploadId)).toBe(true);
      expect(await store.claimUpload(uploadId)).toBe(false);
      await store.completeUpload(uploadId, { blobId: 'blob-1', size: 10, fileType: 'application/zip', storedAt: AT });
      expect(await store.getUpload(uploadId)).toMatchObject({ state: 'stored', blobId: 'blob-1', size: 10, fileType: 'application/zip', registeredAt: null });
      expect((await store.staleUploads('2030-01-01T00:00:00.000Z')).map((u) => u.uploadId)).toEqual([uploadId]);
      await store.write((w) => { w.imports.save({ ...rosterImport('1', AT), uploadId, blobId: 'blob-1' }); w.imports.registerUpload(uploadId, AT); });
      expect((await store.getUpload(uploadId))?.registeredAt).toBe(AT);
      expect(await store.staleUploads('2030-01-01T00:00:00.000Z')).toEqual([]);
      expect(await store.referencedBlobIds(['blob-1', 'blob-x'])).toEqual(new Set(['blob-1']));
    });

    it('erases a student: enrollment, account row and assignments, rewritten imports, the confirmation in the same write', async () => {
      await store.write((w) => {
        for (const u of [user('s-1'), user('s-2')]) w.users.save(u);
        for (const e of [enrollment('s-1', { manualCounselorId: 'c-1' }), enrollment('s-2')]) w.enrollments.save(e);
        w.staff.assign('s-1', [DEFAULT_SCHOOL_ID]);
        w.imports.save(rosterImport('1', AT));
      });
      const removed = [{ item: 'enrollment', count: 1 }, { item: 'account', count: 1 }, { item: 'school assignments', count: 1 }, { item: 'import rows naming the student', count: 1 }];
      const confirmation = outboxEvent(Subjects.rosterRecordErased, { deletionId: 'd-1', studentId: 'p-1', removed });
      const before = (await store.outbox.pendingEvents(100)).length;
      const rewritten = { ...rosterImport('1', AT), rejected: [{ line: 3, reason: 'row of a deleted student' }] };
      const target = { deletionId: 'd-1', studentId: 'p-1', studentUserId: 's-1' };
      expect(await store.erasures.isUserErased('s-1')).toBe(false);
      expect(await store.erasures.recorded('d-1')).toBeNull();
      await store.write((w) => { w.erasures.erase(target, removed); w.imports.save(rewritten); }, [confirmation]);
      expect(await store.erasures.recorded('d-1')).toEqual(removed);
      expect((await store.outbox.pendingEvents(100)).length).toBe(before + 1);
      expect(await store.enrollments.get('s-1')).toBeNull();
      expect(await store.users.get('s-1')).toBeNull();
      expect(await store.staff.schoolsOf('s-1')).toEqual([]);
      expect((await store.imports.get('1'))?.rejected).toEqual([{ line: 3, reason: 'row of a deleted student' }]);
      expect((await store.imports.get('1'))?.counts.rejected).toBe(1);
      expect(await store.enrollments.get('s-2')).not.toBeNull();
      expect(await store.users.get('s-2')).not.toBeNull();
      expect(await store.erasures.isUserErased('s-1')).toBe(true);
      expect(await store.erasures.isUserErased('s-2')).toBe(false);
    });

    it('refuses a unit of work that is not synchronous (its writes would miss the transaction), and writes nothing', async () => {
      await expect(store.write(async (w) => { w.users.save(user('u1')); })).rejects.toThrow(/synchronously/);
      expect(await store.users.get('u1')).toBeNull();
    });

    it('records a rollover once: a second record of its id is refused and its unit of work writes nothing', async () => {
      const rollover = { id: 'r-1', actorId: 'admin-1', promoted: 1, graduated: 0, at: AT };
      await store.write((w) => w.rollovers.record(rollover));
      // The refused write goes first, so a server without transactions refuses before writing the rest too.
      // Matched by message: better-sqlite3's native module keeps the error class of the first test file that loaded
      // it in a jest worker, so in later files its errors are not instances of that file's Error and toThrow misses them.
      await expect(store.write((w) => { w.rollovers.record(rollover); w.users.save(user('c1', { role: 'counselor' })); }))
        .rejects.toMatchObject({ message: expect.stringMatching(/UNIQUE|duplicate key/) });
      expect(await store.users.get('c1')).toBeNull();
    });
  });
}
