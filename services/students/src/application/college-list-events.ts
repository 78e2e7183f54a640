import { Subjects } from '@counsel/proto-events';
import { on, type EventSubscription } from '@counsel/kit';
import type { StudentStore } from '../ports/student-store.js';

/**
 * targetColleges follows the length of the student's college list once there is one: each event of
 * the colleges service carries the whole list, so the handler records its length (an empty list: none, and the
 * saved value is shown again). Idempotent and order-tolerant: a repeat rewrites the same count, an older list is
 * not applied over a newer one. No profile event is published for it: colleges listens to those, and would answer
 * with another list event.
 */
export function collegeListHandler(store: StudentStore): EventSubscription {
  return on(Subjects.collegesListChanged, 'students-college-lists', async (e) => {
    const count = e.data.applications.length;
    await store.write((w) => w.collegeLists.record(e.data.studentId, count > 0 ? count : null, e.data.updatedAt));
  });
}
