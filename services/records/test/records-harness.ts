import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DurableLocalBus, LocalBlobStore, OutboxEvents, createLogger, openSqlite, subscribeAll, type Principal, type SqliteDatabase } from '@counsel/kit';
import type { EventEnvelope, ProfileUpserted } from '@counsel/proto-events';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteRecordsStore } from '../src/adapters/sqlite/sqlite-records-store.js';
import { openRendering } from '../src/adapters/open-adapters.js';
import { AccessLogService } from '../src/application/access-log.service.js';
import { DeletionService } from '../src/application/deletion.service.js';
import { ExportService } from '../src/application/export.service.js';
import { RetentionService } from '../src/application/retention.service.js';
import { StudentDirectoryService } from '../src/application/student-directory.js';
import { recordEventHandlers } from '../src/application/record-events.js';
import type { ExportSources } from '../src/ports/export-sources.js';

export const log = createLogger('test', 'silent');

export const who = (role: Principal['role'], userId = `${role}-id`): Principal => ({
  userId, email: `${userId}@example.org`, firstName: role === 'admin' ? 'Ada' : 'Sam', lastName: 'Staff', role, sessionId: null,
});

/** The records service's use cases on real SQLite in memory, the real local bus and a real blob folder. */
export async function recordsHarness(sources: ExportSources, opts: { now?: () => Date; retentionDays?: number } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'records-test-'));
  const db: SqliteDatabase = openSqlite(':memory:', 'records', migrations);
  const store = new SqliteRecordsStore(db);
  const bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const blobs = LocalBlobStore.forService(dir, 'records');
  const events = new OutboxEvents(store.outbox, bus, log, () => 10);
  const render = openRendering();
  const exports = new ExportService({ store, sources, blobs, events, render, log, keepHours: 24, maxBytes: 50 * 1024 ** 2, now: opts.now });
  const access = new AccessLogService(store, log, 30);
  const deletions = new DeletionService({ store, events, exports, render, log, now: opts.now });
  const retention = new RetentionService({
    store, deletions, access, exports, log, retentionDays: opts.retentionDays ?? 365, accessLogRetentionDays: 30, now: opts.now,
  });
  const directory = new StudentDirectoryService(store);
  const subs = await subscribeAll(bus, recordEventHandlers(directory, access, deletions));
  let seq = 0;
  /** A profile event as the students service publishes it. */
  const profile = (studentId: string, userId: string, o: Partial<ProfileUpserted> & { time?: string; first?: string } = {}): Promise<void> => {
    const e: EventEnvelope<ProfileUpserted> = {
      id: `p-${++seq}`, subject: 'counsel.students.profile.upserted.v1', time: o.time ?? new Date().toISOString(),
      data: {
        studentId, userId, schoolId: o.schoolId ?? null, status: o.status ?? 'active', counselorUserId: null,
        profile: { firstName: o.first ?? 'Robin', lastName: 'Reyes', email: `${userId}@example.org` } as ProfileUpserted['profile'],
      },
    };
    return directory.onProfile(e);
  };
  return {
    db, store, bus, blobs, dir, events, exports, access, deletions, retention, profile,
    close: async () => {
      for (const s of subs) await s.stop();
      await exports.settled();
      await events.close();
      await bus.close();
      await blobs.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
