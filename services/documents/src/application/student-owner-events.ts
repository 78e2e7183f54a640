import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { DocumentsService } from './documents.service.js';

/** Keeps studentId → userId and school from the students service's profile events (idempotent upsert). */
export async function subscribeStudentOwners(bus: EventBus, service: DocumentsService): Promise<Subscription[]> {
  const sub = await bus.subscribe(Subjects.studentsProfileUpserted, async (e) => {
    // Events from before schools existed carry no school: the default school.
    await service.recordStudentOwner(e.data.studentId, e.data.userId, e.data.schoolId ?? null);
  }, { durable: 'documents-student-owners' });
  return [sub];
}
