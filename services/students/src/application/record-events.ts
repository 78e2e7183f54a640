import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { StudentRecordsService } from './student-records.service.js';

/** Erases a student when the records service asks (issue 20); idempotent, so a redelivery only confirms again. */
export function subscribeRecordDeletions(bus: EventBus, records: StudentRecordsService): Promise<Subscription> {
  return bus.subscribe(Subjects.recordsDeletionRequested, async (e) => {
    await records.erase(e.data);
  }, { durable: 'students-erase' });
}
