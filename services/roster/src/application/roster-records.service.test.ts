import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError } from '@counsel/kit';
import { Subjects, type EventEnvelope, type RecordErased } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { log, principal, testRoster } from '../../test/support/test-roster.js';
import { ERASED_REASON } from '../domain/record-erasure.js';
import type { StoredImport } from '../ports/imports-repository.js';
import { RosterRecordsService } from './roster-records.service.js';
import { recordParticipantWiring } from '@counsel/kit/server';

const admin = principal('admin-1', 'admin');
const counselor = principal('c-1', 'counselor');
const maya = principal('s-maya', 'student');
const jordan = principal('s-jordan', 'student');

let t: Awaited<ReturnType<typeof testRoster>>;
let records: RosterRecordsService;
let erased: EventEnvelope[];

/** Two imported students, Maya with a manual counselor; an import whose rejected rows name each of them. */
async function district() {
  const at = '2026-01-01T00:00:00.000Z';
  const enrollment = (userId: string, sourcedId: string, firstName: string) => ({
    studentUserId: userId, studentId: `p-${userId}`, schoolId: 'school-default', grade: '11' as const, status: 'active' as const,
    manualCounselorId: userId === maya.userId ? counselor.userId : null, counselorId: userId === maya.userId ? counselor.userId : null,
    sourcedId, firstName, lastName: 'Lopez', email: `${userId}@example.org`, graduatedAt: null, updatedAt: at,
  });
  const user = (userId: string, sourcedId: string, firstName: string) =>
    ({ userId, email: `${userId}@example.org`, role: 'student' as const, firstName, lastName: 'Lopez', sourcedId, active: true });
  const rosterImport: StoredImport = {
    id: 'imp-1', format: 'COUNSEL_CSV', status: 'APPLIED', fileName: 'roster.csv', fileHash: 'ab', createdById: admin.userId, createdAt: at,
    counts: { create: 2, update: 0, unchanged: 0, deactivate: 0, rejected: 2 },
    rejected: [
      { line: 3, reason: `email ${maya.userId}@example.org is taken by another account`, reasonText: { code: 'EMAIL_TAKEN', values: [{ name: 'email', value: `${maya.userId}@example.org` }] } },
      { line: 4, reason: `email ${jordan.userId}@example.org is taken by another account`, reasonText: { code: 'EMAIL_TAKEN', values: [{ name: 'email', value: `${jordan.userId}@example.org` }] } },
    ],
    appliedAt: at, appliedWithRejections: true, newAccounts: 2, encoding: null, uploadId: 'up-1', blobId: 'blob-1',
  };
  await t.store.write((w) => {
    for (const u of [user(maya.userId, 'src-maya', 'Maya'), user(jordan.userId, 'src-jordan', 'Jordan')]) w.users.save(u);
    for (const e of [enrollment(maya.userId, 'src-maya', 'Maya'), enrollment(jordan.userId, 'src-jordan', 'Jordan')]) w.enrollments.save(e);
    w.imports.save(rosterImport);
  });
}

beforeEach(async () => {
  t = await testRoster();
  records = new RosterRecordsService(t.store);
  erased = await t.bus.record(Subjects.rosterRecordErased);
  await district();
});
afterEach(async () => t.close());

describe('roster export part', () => {
  it('gives an admin, and the student themself, the enrollment, the manual assignment and the roster\'s account', async () => {
    for (const who of [admin, maya]) {
      const part = await records.exportPart(who, { studentId: `p-${maya.userId}`, studentUserId: maya.userId });
      expect(part.service).toBe('roster');
      expect(part.items).toMatchObject({
        enrollment: { studentUserId: maya.userId, sourcedId: 'src-maya', firstName: 'Maya', lastName: 'Lopez', grade: '11', status: 'active', graduatedAt: null, schoolName: expect.any(String) },
        manualCounselorAssignment: { counselorId: counselor.userId },
        account: { userId: maya.userId, email: 's-maya@example.org', sourcedId: 'src-maya' },
      });
    }
  });

  it('refuses another student and a counselor; an admin asking about an unknown student gets no items', async () => {
    await expect(records.exportPart(jordan, { studentId: `p-${maya.userId}`, studentUserId: maya.userId })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(records.exportPart(counselor, { studentId: `p-${maya.userId}`, studentUserId: maya.userId })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await records.exportPart(admin, { studentId: 'p-nobody', studentUserId: 'nobody' })).toEqual({ service: 'roster', items: {} });
  });
});

describe('roster erasure', () => {
  const request = () => t.bus.publish(Subjects.recordsDeletionRequested, {
    deletionId: 'del-1', studentId: `p-${maya.userId}`, studentUserId: maya.userId, reason: 'request', requestedBy: admin.userId,
  });

  it('removes the student\'s enrollment and account, strips their email from import rows (counts kept), leaves the other student; a repeat confirms the same counts; late events do not bring the student back', async () => {
    const [sub] = await Promise.all(recordParticipantWiring('roster', records, t.events.outbox, log).subscriptions.map((h) => h.subscribe(t.bus)));
    try {
      await request();
      await until('the erasure', () => erased.length === 1);
      expect(erased[0].data as RecordErased).toEqual({
        deletionId: 'del-1', studentId: `p-${maya.userId}`,
        removed: [
          { item: 'enrollment', count: 1 }, { item: 'account', count: 1 }, { item: 'school assignments', count: 0 },
          { item: 'import rows naming the student', count: 1 },
        ],
      });
      expect(await t.store.enrollments.get(maya.userId)).toBeNull();
      expect(await t.store.users.get(maya.userId)).toBeNull();
      const imp = (await t.store.imports.get('imp-1'))!;
      expect(imp.counts.rejected).toBe(2);
      expect(imp.rejected).toEqual([
        { line: 3, reason: ERASED_REASON, reasonText: { code: 'ERASED', values: [] } },
        { line: 4, reason: expect.stringContaining('s-jordan@example.org'), reasonText: { code: 'EMAIL_TAKEN', values: [{ name: 'email', value: 's-jordan@example.org' }] } },
      ]);
      expect(JSON.stringify(imp)).not.toContain('s-maya');
      expect(await t.store.enrollments.get(jordan.userId)).toMatchObject({ firstName: 'Jordan' });
      expect(await t.store.users.get(jordan.userId)).not.toBeNull();

      await request();
      await until('the second erasure', () => erased.length === 2);
      expect(erased[1].data).toEqual(erased[0].data); // a repeat confirms the first counts, removing nothing
      // No enrollment event about the student is published, so the students service makes no bare record again.
      expect(t.seen.filter((e) => e.subject === Subjects.rosterEnrollmentChanged)).toEqual([]);

      // Their sign-up and profile events, still in flight, make no enrollment (nor an event) for the erased student.
      await t.sync.userCreated({ userId: maya.userId, email: `${maya.userId}@example.org`, role: 'student' } as Parameters<typeof t.sync.userCreated>[0]);
      await t.sync.profileUpserted({
        userId: maya.userId, studentId: `p-${maya.userId}`, profile: { firstName: 'Maya', lastName: 'Lopez', email: `${maya.userId}@example.org`, grade: '11' },
      } as unknown as Parameters<typeof t.sync.profileUpserted>[0]);
      expect(await t.store.enrollments.get(maya.userId)).toBeNull();
      expect(await t.store.users.get(maya.userId)).toBeNull();
      expect(t.seen.filter((e) => e.subject === Subjects.rosterEnrollmentChanged)).toEqual([]);
      // Another student's profile still updates theirs.
      await t.sync.profileUpserted({
        userId: jordan.userId, studentId: 'p-new', profile: { firstName: 'Jordan', lastName: 'Lopez', email: null, grade: '11' },
      } as unknown as Parameters<typeof t.sync.profileUpserted>[0]);
      expect(await t.store.enrollments.get(jordan.userId)).toMatchObject({ studentId: 'p-new' });
    } finally {
      await sub.stop();
    }
  });
});
