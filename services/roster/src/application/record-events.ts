import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { RosterRecordsService } from './roster-records.service.js';

/**
 * Erases a student when the records service asks (issue 20); idempotent, so a redelivery only confirms again.
 * With the enrollment gone the roster publishes no more enrollment events for the student, so the students
 * service does not make a bare record again.
 */
export function subscribeRecordDeletions(bus: EventBus, records: RosterRecordsService): Promise<Subscription> {
  return bus.subscribe(Subjects.recordsDeletionRequested, async (e) => {
    await records.erase(e.data);
  }, { durable: 'roster-erase', concurrency: 1 });
}
