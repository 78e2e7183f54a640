import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { DEMO_STUDENT_PROFILES, DEMO_USERS } from '@counsel/kit';
import { eventually } from '../../../kit/test/support/eventually.js';
import { listEvent, log, principal, profileEvent, testLetters, type TestLetters } from '../../test/support/test-letters.js';
import { seedDemoLetters } from './demo-seed.js';

/** The demo teacher of identity's demo users, else one of the test's (the account may land with another change). */
const teacher = DEMO_USERS.find((u) => u.role === 'teacher') ?? { id: 'demo-teacher', email: 'daniel.okafor@counsel.local' };
const maya = DEMO_STUDENT_PROFILES[0];

let t: TestLetters;
beforeEach(async () => { t = await testLetters(); });
afterEach(async () => t.close());

describe('demo seed', () => {
  it('gives Maya two requests to the demo teacher in different states once both are known, once', async () => {
    const seedNow = () => seedDemoLetters(t.store, t.events, log, { teacherUserId: teacher.id });
    await t.directory.profileUpserted(profileEvent({ studentId: maya.id, userId: maya.userId, schoolId: 'school-default', firstName: 'Maya', lastName: 'Chen' }));
    await t.directory.listChanged(listEvent(maya.id, maya.userId, [['d-1', 'MIT', '2027-01-01'], ['d-2', 'Stanford', '2027-01-02']]));
    await seedNow();
    expect(await t.store.requests.ofStudent(maya.id)).toEqual([]);
    await t.directory.userCreated({ userId: teacher.id, email: teacher.email, role: 'teacher', createdBy: null });
    await seedNow();
    await seedNow();
    const requests = await t.store.requests.ofStudent(maya.id);
    expect(requests.map((r) => [r.state, r.waived]).sort()).toEqual([['accepted', true], ['submitted', false]]);
    const student = principal(maya.userId, 'student');
    const open = requests.find((r) => r.state === 'submitted')!;
    expect((await t.requests.letter(student, open.id)).text).toMatch(/Maya Chen/);
    await eventually(() => expect(t.changes).toHaveLength(2));
  });

  it('seeds nothing without the demo teacher', async () => {
    await seedDemoLetters(t.store, t.events, log, { teacherUserId: teacher.id });
    expect(await t.store.markers.has('demo-letters-v1')).toBe(false);
  });
});
