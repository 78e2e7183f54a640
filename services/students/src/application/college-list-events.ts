import { Subjects } from '@counsel/proto-events';
import type { EventBus, Subscription } from '@counsel/kit';
import type { StudentStore } from '../ports/student-store.js';

/**
 * targetColleges follows the length of the student's college list once there is one (issue 18): each event of
 * the colleges service carries the whole list, so the handler records its length (an empty list: none, and the
 * saved value is shown again). Idempotent and order-tolerant: a repeat rewrites the same count, an older list is
 * not applied over a newer one. No profile event is published for it: colleges listens to those, and would answer
 * with another list event.
 */
export function subscribeCollegeLists(bus: EventBus, store: StudentStore): Promise<Subscription> {
  return bus.subscribe(Subjects.collegesListChanged, async (e) => {
    const count = e.data.applications.length;
    await store.setCollegeListCount(e.data.studentId, count > 0 ? count : null, e.data.updatedAt);
  }, { durable: 'students-college-lists' });
}
