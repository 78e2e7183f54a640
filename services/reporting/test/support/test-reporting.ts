import { openSqlite, subscribeAll, type Principal } from '@counsel/kit';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { outcomeHistoryMigrations } from '../../src/adapters/sqlite/outcome-history-migrations.js';
import { SqliteOutcomeHistory } from '../../src/adapters/sqlite/sqlite-outcome-history.js';
import { SqliteReportingStore } from '../../src/adapters/sqlite/sqlite-reporting-store.js';
import { reportingHandlers } from '../../src/application/event-handlers.js';
import { outcomeHistoryHandlers } from '../../src/application/history-handlers.js';
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

/** The reporting service's parts on real SQLite in memory and the in-memory durable bus, with a fixed clock. */
export async function testReporting() {
  const bus = await OutageBus.open();
  const store = new SqliteReportingStore(openSqlite(':memory:', 'reporting', migrations));
  const history = new SqliteOutcomeHistory(openSqlite(':memory:', 'reporting-history', outcomeHistoryMigrations));
  const subs = await subscribeAll(bus, [...reportingHandlers(store.model), ...outcomeHistoryHandlers(history)]);
  const reports = new ReportsService({ store, history, now: () => new Date(NOW) });
  return {
    bus, store, history, reports,
    close: async () => { for (const s of subs) await s.stop(); await bus.close(); await store.close(); await history.close(); },
  };
}
export type TestReporting = Awaited<ReturnType<typeof testReporting>>;
