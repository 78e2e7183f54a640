import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { DocumentsService } from './documents.service.js';

/** Keeps studentId → userId from the students service's profile events (idempotent upsert). */
export async function subscribeStudentOwners(bus: EventBus, service: DocumentsService): Promise<Subscription[]> {
  const sub = await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => {
    await service.recordStudentOwner(e.data.studentId, e.data.userId);
  }, { durable: 'documents-student-owners' });
  return [sub];
}
