import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { EnrollmentsService } from './enrollments.service.js';

/** Applies the roster's enrollments to student records (the handler is idempotent: delivery may repeat). */
export function enrollmentHandler(service: EnrollmentsService): EventSubscription {
  return on(Subjects.rosterEnrollmentChanged, 'students-enrollments', async (e) => {
    await service.apply(e.data);
  });
}
