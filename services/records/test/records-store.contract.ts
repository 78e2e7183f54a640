import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { outboxEvent } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { RecordsStores } from '../src/adapters/open-adapters.js';
import type { Deletion } from '../src/domain/deletion.js';
import type { ExportJob } from '../src/domain/export-job.js';
import type { RecordStudent } from '../src/domain/record-student.js';

const student = (id: string, over: Partial<RecordStudent> = {}): RecordStudent => ({
  studentId: id, userId: `u-${id}`, schoolId: null, name: `Name ${id}`, status: 'active', statusSince: '2026-01-01T00:00:00.000Z', updatedAt: '2026-01-01T00:00:00.000Z', ...over,
});
const deletion = (id: string, studentId: string): Deletion => ({
  id, studentId, studentUserId: `u-${studentId}`, studentName: `Name ${studentId}`, reason: 'request', requestedBy: 'admin', requestedByName: 'Ada',
  requestedAt: '2026-02-01T00:00:00.000Z', state: 'in_progress', completingAt: null, completedAt: null, confirmations: [],
});
const job = (id: string, studentId: string, over: Partial<ExportJob> = {}): ExportJob => ({
  id, studentId, studentUserId: `u-${studentId}`, requestedBy: 'admin', requestedRole: 'admin', state: 'pending', createdAt: '2026-02-01T00:00:00.000Z',
  finishedAt: null, error: null, blobId: null, bytes: null, fileCount: null, expiresAt: null, ...over,
});
const requested = (d: Deletion) => outboxEvent(Subjects.recordsDeletionRequested, { deletionId: d.id, studentId: d.studentId, studentUserId: d.studentUserId, reason: 'request', requestedBy: 'admin' });

/** One behaviour for every RecordsStore adapter: each test gets a fresh, empty store. */
export function describeRecordsStoreContract(name: string, open: () => Promise<RecordsStores>) {
  describe(`RecordsStore contract: ${name}`, () => {
    let s: RecordsStores;
    beforeEach(async () => { s = await open(); });
    afterEach(async () => s?.close());

    it('keeps students by id and account, and lists leavers on or before a cutoff, oldest first', async () => {
      await s.store.upsertStudent(student('a', { status: 'alumni', statusSince: '2025-01-01T00:00:00.000Z' }));
      await s.store.upsertStudent(student('b', { status: 'inactive', statusSince: '2024-01-01T00:00:00.000Z' }));
      await s.store.upsertStudent(student('c', { status: 'alumni', statusSince: '2026-06-01T00:00:00.000Z' }));
      await s.store.upsertStudent(student('d'));
      expect(await s.store.studentByUserId('u-a')).toEqual(student('a', { status: 'alumni', statusSince: '2025-01-01T00:00:00.000Z' }));
      const due = await s.store.leavers('2025-06-01T00:00:00.000Z', 10);
      expect(due.total).toBe(2);
      expect(due.items.map((x) => x.studentId)).toEqual(['b', 'a']);
      expect(await s.store.removeStudent('a')).toBe(1);
      expect(await s.store.student('a')).toBeNull();
    });

    it('appends access entries once per id, lists them newest first, and purges only past the cutoff', async () => {
      const entry = (id: string, at: string) => ({ id, at, studentId: 's', actorId: 'c', actorRole: 'counselor' as const, actorName: 'C', parts: ['profile' as const], detail: null, service: 'students' });
      await s.store.appendAccess(entry('1', '2026-01-01T00:00:00.000Z'));
      await s.store.appendAccess(entry('2', '2026-03-01T00:00:00.000Z'));
      await s.store.appendAccess({ ...entry('2', '2026-03-01T00:00:00.000Z'), actorName: 'rewritten' });
      const page = await s.store.accessLog('s', 10, 0);
      expect(page.total).toBe(2);
      expect(page.items.map((e) => [e.id, e.actorName])).toEqual([['2', 'C'], ['1', 'C']]);
      expect(await s.store.purgeAccessBefore('2026-02-01T00:00:00.000Z')).toBe(1);
      expect((await s.store.accessLog('s', 10, 0)).items.map((e) => e.id)).toEqual(['2']);
    });

    it('allows one open deletion per student, keeps each service\'s first confirmation, and begins completing once', async () => {
      const d = deletion('d1', 's');
      expect(await s.store.createDeletion(d, [requested(d)])).toBe(true);
      expect(await s.store.createDeletion(deletion('d2', 's'), [])).toBe(false);
      expect((await s.store.outbox.pendingEvents(10)).map((e) => e.subject)).toEqual([Subjects.recordsDeletionRequested]);
      await s.store.confirm('d1', { service: 'students', confirmedAt: '2026-02-01T00:01:00.000Z', removed: [{ item: 'profile', count: 1 }] });
      const again = await s.store.confirm('d1', { service: 'students', confirmedAt: '2026-02-01T00:02:00.000Z', removed: [{ item: 'profile', count: 0 }] });
      expect(again?.confirmations).toEqual([{ service: 'students', confirmedAt: '2026-02-01T00:01:00.000Z', removed: [{ item: 'profile', count: 1 }] }]);
      expect(await s.store.beginCompleting('d1', '2026-02-01T00:03:00.000Z', [])).toBe(true);
      expect(await s.store.beginCompleting('d1', '2026-02-01T00:04:00.000Z', [])).toBe(false);
      await s.store.complete('d1', '2026-02-01T00:05:00.000Z');
      expect(await s.store.deletion('d1')).toMatchObject({ state: 'complete', completingAt: '2026-02-01T00:03:00.000Z', completedAt: '2026-02-01T00:05:00.000Z' });
      expect(await s.store.openDeletionFor('s')).toBeNull();
      expect((await s.store.deletionOf('s'))?.id).toBe('d1');
      expect(await s.store.createDeletion(deletion('d3', 's'), [])).toBe(true); // a new one after the first completed
      expect((await s.store.deletions(10)).map((x) => x.id).sort()).toEqual(['d1', 'd3']);
    });

    it('keeps export jobs, finds stale ones and removes a student\'s', async () => {
      await s.store.createExport(job('e1', 's'));
      await s.store.createExport(job('e2', 's', { state: 'ready', expiresAt: '2026-02-02T00:00:00.000Z', blobId: 'b' }));
      await s.store.createExport(job('e3', 'other', { state: 'ready', expiresAt: '2026-03-01T00:00:00.000Z' }));
      await s.store.updateExport({ ...job('e1', 's'), state: 'failed', error: 'x' });
      expect(await s.store.exportJob('e1')).toMatchObject({ state: 'failed', error: 'x' });
      expect((await s.store.staleExports('2026-02-10T00:00:00.000Z')).map((j) => j.id)).toEqual(['e2']);
      expect(await s.store.removeExports('s')).toBe(2);
      expect(await s.store.exportsOf('s')).toEqual([]);
      expect(await s.store.exportJob('e3')).not.toBeNull();
    });

    it('starts with retention off and never previewed, and keeps what is saved', async () => {
      expect(await s.store.retentionState()).toEqual({ enabled: false, previewedAt: null, lastRunAt: null, lastRunDeleted: 0 });
      await s.store.saveRetentionState({ enabled: true, previewedAt: '2026-01-01T00:00:00.000Z', lastRunAt: null, lastRunDeleted: 3 });
      expect(await s.store.retentionState()).toEqual({ enabled: true, previewedAt: '2026-01-01T00:00:00.000Z', lastRunAt: null, lastRunDeleted: 3 });
    });
  });
}
