import { OutboxEvents, createLogger, openSqlite, subscribeAll, type Principal } from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { outcomeHistoryMigrations } from '../../src/adapters/sqlite/outcome-history-migrations.js';
import { SqliteOutcomeHistory } from '../../src/adapters/sqlite/sqlite-outcome-history.js';
import { SqliteReportingStore } from '../../src/adapters/sqlite/sqlite-reporting-store.js';
import { reportingHandlers } from '../../src/application/event-handlers.js';
import { outcomeHistoryHandlers } from '../../src/application/history-handlers.js';
import { ReportingRecordsService } from '../../src/application/records.service.js';
import { ReportsService } from '../../src/application/reports.service.js';

export const NOW = '2026-11-20T15:00:00.000Z';

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[]): Principal => ({
  userId, email: `${userId}@example.org`, firstName: null, lastName: null, role, sessionId: `s-${userId}`, ...(schoolIds ? { schoolIds } : {}),
});
export const admin = principal('u-admin', 'admin');
export const priya = principal('u-priya', 'counselor', ['school-a']);
export const carl = principal('u-carl', 'counselor', ['school-b']);
export const teacher = principal('u-daniel', 'teacher', ['school-a']);
export const guardian = principal('u-gwen', 'guardian');
export const student = principal('u-s0', 'student');

const log = createLogger('test', 'silent');

/**
 * The reporting service's parts on real SQLite in memory and the in-memory durable bus, with a fixed clock: its
 * handlers and its record participant as the kit wires them (the deletion request, the confirmation through the relay).
 */
export async function testReporting() {
  const bus = await OutageBus.open();
  const db = openSqlite(':memory:', 'reporting', migrations);
  const store = new SqliteReportingStore(db);
  const history = new SqliteOutcomeHistory(openSqlite(':memory:', 'reporting-history', outcomeHistoryMigrations));
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  const records = new ReportingRecordsService({ model: store.model });
  const participant = recordParticipantWiring('reporting', records, events, log);
  const subs = await subscribeAll(bus, [...reportingHandlers(store.model), ...outcomeHistoryHandlers(history), ...participant.subscriptions]);
  const reports = new ReportsService({ store, history, now: () => new Date(NOW) });
  return {
    bus, db, store, history, reports, records, participant,
    close: async () => { for (const s of subs) await s.stop(); await events.close(); await bus.close(); await store.close(); await history.close(); },
  };
}
export type TestReporting = Awaited<ReturnType<typeof testReporting>>;
