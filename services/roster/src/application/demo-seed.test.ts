// The demo district: every demo staff member and the demo teacher assigned to the demo school; the
// teacher is never anyone's counselor.
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEFAULT_SCHOOL_ID, DEMO_USERS } from '@counsel/kit';
import { Subjects, type StaffAssigned } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { log, testRoster } from '../../test/support/test-roster.js';
import { seedDemoRoster } from './demo-seed.js';

let t: Awaited<ReturnType<typeof testRoster>>;
beforeEach(async () => { t = await testRoster(); });
afterEach(async () => t.close());

describe('seedDemoRoster', () => {
  it('assigns the demo teacher to the demo school, like the staff, and enrolls them nowhere', async () => {
    const teacher = DEMO_USERS.find((u) => u.role === 'teacher')!;
    expect(teacher).toMatchObject({ email: 'teacher@counsel.local', firstName: 'Daniel', lastName: 'Okafor' });
    await seedDemoRoster(t.store, t.events, log);
    expect(await t.store.users.get(teacher.id)).toMatchObject({ role: 'teacher', firstName: 'Daniel', lastName: 'Okafor' });
    expect(await t.store.staff.schoolsOf(teacher.id)).toEqual([DEFAULT_SCHOOL_ID]);
    expect(await t.store.enrollments.get(teacher.id)).toBeNull();
    const students = await t.store.enrollments.list({ status: 'active' });
    expect(students.length).toBeGreaterThan(0);
    expect(students.some((e) => e.counselorId === teacher.id || e.manualCounselorId === teacher.id)).toBe(false);
    await until('the teacher\'s assignment event', () => t.seen.some((e) => e.subject === Subjects.rosterStaffAssigned && (e.data as StaffAssigned).userId === teacher.id));
  });
});
