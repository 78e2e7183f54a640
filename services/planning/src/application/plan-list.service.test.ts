import { ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { eventually } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, counselorB, jordan, maya, profileEvent, seed, testPlanning, type TestPlanning } from '../../test/support/test-planning.js';

let t: TestPlanning;
beforeEach(async () => { t = await testPlanning(); await seed(t); });
afterEach(async () => { await t.close(); });

describe('the staff\'s list of plans', () => {
  it('reads the caseload or the school, by status or track, with the counts needing review and off track', async () => {
    await t.plans.submit(maya, 'st-maya', { entries: [] });
    await t.plans.save(jordan, 'st-jordan', { entries: [] });
    const mine = await t.list.list(counselorA, {});
    expect(mine).toMatchObject({ total: 1, needingReview: 1, items: [{ studentName: 'Maya Chen', status: 'SUBMITTED', grade: 10 }] });
    const school = await t.list.list(counselorA, { scope: 'SCHOOL' });
    expect(school.items.map((i) => i.studentName)).toEqual(['Jordan Rivera', 'Maya Chen']);
    expect((await t.list.list(counselorA, { scope: 'SCHOOL', status: 'SUBMITTED' })).items.map((i) => i.studentId)).toEqual(['st-maya']);
    expect((await t.list.list(counselorA, { scope: 'SCHOOL', track: 'ON_TRACK' })).total).toBe(0);
    expect((await t.list.list(counselorB, { scope: 'SCHOOL' })).total).toBe(0);
    expect((await t.list.list(admin, { scope: 'SCHOOL', schoolId: 'school-a' })).total).toBe(2);
    await eventually(() => expect(t.reads.filter((r) => r.data.actorId === 'c-a').length).toBeGreaterThanOrEqual(2));
  });

  it('is for staff, in their schools', async () => {
    await expect(t.list.list(maya, {})).rejects.toThrow(ForbiddenError);
    await expect(t.list.list(counselorB, { schoolId: 'school-a' })).rejects.toThrow(new NotFoundError('School not found'));
    await expect(t.list.list(counselorA, { status: 'LOST' })).rejects.toThrow(ValidationError);
  });

  it('follows the student: a new counselor or school moves the plan between lists', async () => {
    await t.plans.save(jordan, 'st-jordan', { entries: [] });
    expect((await t.list.list(counselorA, {})).total).toBe(0);
    await t.profile(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a', firstName: 'Jordan', lastName: 'Rivera', grade: '11', counselorUserId: 'c-a' }));
    expect((await t.list.list(counselorA, {})).items.map((i) => i.studentId)).toEqual(['st-jordan']);
  });
});
