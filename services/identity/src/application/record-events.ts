import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { IdentityRecordsService } from './identity-records.service.js';

/**
 * Identity's handlers of the records service's events besides its erasure (the kit runs that, at completing):
 * a requested deletion blocks the account at once; an export lands in the staff audit log. Each is idempotent.
 */
export function recordEventHandlers(records: IdentityRecordsService): EventSubscription[] {
  return [
    on(Subjects.recordsDeletionRequested, 'identity-erase', (e) => records.block(e)),
    on(Subjects.recordsExportCreated, 'identity-audit-exports', (e) => records.exported(e)),
  ];
}
