import { pino } from 'pino';
import { OutboxEvents, openSqlite, type Principal } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqliteRosterStore } from '../../src/adapters/sqlite/sqlite-roster-store.js';
import { RosterEvents } from '../../src/application/roster-events.js';
import { RosterSync } from '../../src/application/roster-sync.js';
import { RosterService } from '../../src/application/roster.service.js';
import { RolloverService } from '../../src/application/rollover.service.js';

export const log = pino({ level: 'silent' });

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[]): Principal =>
  ({ userId, email: `${userId}@example.org`, firstName: null, lastName: null, role, sessionId: `s-${userId}`, ...(schoolIds ? { schoolIds } : {}) });

/** A roster on real SQLite in memory and the in-memory durable bus, for the use-case tests. */
export async function testRoster() {
  const bus = await OutageBus.open();
  const store = new SqliteRosterStore(openSqlite(':memory:', 'roster', migrations));
  const events = new RosterEvents(new OutboxEvents(store.outbox, bus, log, () => 50));
  const roster = new RosterService(store, events);
  const sync = new RosterSync(store, events);
  const rollover = new RolloverService(store, events);
  // Every roster event that reaches the bus, in order.
  const seen: EventEnvelope[] = await bus.record(Subjects.rosterSchoolChanged, Subjects.rosterStaffAssigned, Subjects.rosterEnrollmentChanged, Subjects.rosterAccountImported, Subjects.rosterGuardianLinked);
  return {
    bus, store, events, roster, sync, rollover, seen,
    close: async () => { await events.outbox.close(); await bus.close(); await store.close(); },
  };
}
