import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { RosterAccounts } from './roster-accounts.js';

/** The roster's facts identity keeps: imported accounts, staff schools, and each applied import in the audit log. */
export function rosterEventHandlers(roster: RosterAccounts): EventSubscription[] {
  return [
    on(Subjects.rosterAccountImported, 'identity-roster-accounts', (e) => roster.accountImported(e.data, e.id)),
    on(Subjects.rosterStaffAssigned, 'identity-roster-staff', (e) => roster.staffAssigned(e.data)),
    on(Subjects.rosterImportApplied, 'identity-audit-roster-imports', (e) => roster.importApplied(e.data, e.time)),
  ];
}
