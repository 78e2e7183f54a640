import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { IdentityRecordsService } from './identity-records.service.js';

/** Identity's consumers of the records service's events (issue 20); each handler is idempotent. */
export function subscribeRecordEvents(bus: EventBus, records: IdentityRecordsService): Promise<Subscription[]> {
  return Promise.all([
    bus.subscribe(Subjects.recordsDeletionRequested, (e) => records.block(e), { durable: 'identity-erase' }),
    bus.subscribe(Subjects.recordsDeletionCompleting, (e) => records.erase(e), { durable: 'identity-erase-complete' }),
    bus.subscribe(Subjects.recordsExportCreated, (e) => records.exported(e), { durable: 'identity-audit-exports' }),
  ]);
}
