import { ForbiddenError } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { eventually } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, jordan, maya, profileEvent, seed, testPlanning, type TestPlanning } from '../../test/support/test-planning.js';

let t: TestPlanning;
beforeEach(async () => { t = await testPlanning(); await seed(t); });
afterEach(async () => { await t.close(); });

describe('the plan as part of the student\'s record', () => {
  it('is exported for the student or an admin, with its comments and history', async () => {
    await t.plans.submit(maya, 'st-maya', { entries: [] });
    await t.plans.review(counselorA, 'st-maya', 'RETURN', 'Añade más cursos');
    const part = await t.records.exportPart(maya, { studentId: 'st-maya', studentUserId: 'u-maya' });
    expect(part.service).toBe('planning');
    expect(part.items).toMatchObject({ academicPlan: { status: 'RETURNED' }, comments: [{ text: 'Añade más cursos' }], history: [{ action: 'submitted' }, { action: 'returned' }] });
    await expect(t.records.exportPart(counselorA, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toThrow(ForbiddenError);
    await expect(t.records.exportPart(jordan, { studentId: 'st-maya', studentUserId: 'u-maya' })).rejects.toThrow(ForbiddenError);
    expect((await t.records.exportPart(admin, { studentId: 'st-maya', studentUserId: 'u-maya' })).items.academicPlan).not.toBeNull();
  });

  it('is erased with the rest, once per deletion, and late profile events do not bring the student back', async () => {
    await t.plans.submit(maya, 'st-maya', { entries: [] });
    await t.plans.comment(counselorA, 'st-maya', 'Hello');
    const confirmations = await t.bus.record(Subjects.planningRecordErased);
    const deletion = { deletionId: 'del-1', studentId: 'st-maya', studentUserId: 'u-maya', reason: 'request' as const, requestedBy: null, at: '2026-11-22T00:00:00.000Z' };
    const removed = await t.participant.erase(deletion);
    expect(removed).toEqual([
      { item: 'academic plan', count: 1 }, { item: 'plan comments', count: 1 }, { item: 'plan history', count: 2 }, { item: 'student record', count: 1 },
    ]);
    expect(await t.participant.erase(deletion)).toEqual(removed);
    expect(await t.store.plans.get('st-maya')).toBeNull();
    expect(await t.store.plans.history('st-maya')).toEqual([]);
    await t.profile(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', firstName: 'Maya', lastName: 'Chen' }));
    expect(await t.store.students.get('st-maya')).toBeNull();
    await t.events.committed();
    await eventually(() => expect(confirmations.length).toBe(2));
  });
});
