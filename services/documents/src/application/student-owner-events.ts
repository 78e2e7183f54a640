import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { DocumentsService } from './documents.service.js';

/** Keeps studentId → userId and school from the students service's profile events (idempotent upsert). */
export function studentOwnerHandler(service: DocumentsService): EventSubscription {
  return on(Subjects.studentsProfileUpserted, 'documents-student-owners', async (e) => {
    // Events from before schools existed carry no school: the default school.
    await service.recordStudentOwner(e.data.studentId, e.data.userId, e.data.schoolId ?? null);
  });
}
