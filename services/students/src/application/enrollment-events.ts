import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { EnrollmentsService } from './enrollments.service.js';

/** Applies the roster's enrollments to student records (the handler is idempotent: delivery may repeat). */
export function subscribeEnrollments(bus: EventBus, service: EnrollmentsService): Promise<Subscription> {
  return bus.subscribe(Subjects.rosterEnrollmentChanged, async (e) => {
    await service.apply(e.data);
  }, { durable: 'students-enrollments' });
}
