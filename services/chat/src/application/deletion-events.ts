import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { ChatRecordsService } from './chat-records.service.js';

/** The records service's deletion saga (issue 20): erase the student here and confirm (idempotent on redelivery). */
export async function subscribeDeletionRequests(bus: EventBus, records: ChatRecordsService): Promise<Subscription[]> {
  const sub = await bus.subscribe(Subjects.recordsDeletionRequested, async (e) => {
    await records.erase({ deletionId: e.data.deletionId, studentId: e.data.studentId, studentUserId: e.data.studentUserId });
  }, { durable: 'chat-erase' });
  return [sub];
}
