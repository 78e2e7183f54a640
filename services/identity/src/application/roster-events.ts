import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { RosterAccounts } from './roster-accounts.js';

/** The roster's facts identity keeps: imported accounts, staff schools, and each applied import in the audit log. */
export async function subscribeRosterEvents(bus: EventBus, roster: RosterAccounts): Promise<Subscription[]> {
  return Promise.all([
    bus.subscribe(Subjects.rosterAccountImported, (e) => roster.accountImported(e.data, e.id), { durable: 'identity-roster-accounts' }),
    bus.subscribe(Subjects.rosterStaffAssigned, (e) => roster.staffAssigned(e.data), { durable: 'identity-roster-staff' }),
    bus.subscribe(Subjects.rosterImportApplied, (e) => roster.importApplied(e.data, e.time), { durable: 'identity-audit-roster-imports' }),
  ]);
}
