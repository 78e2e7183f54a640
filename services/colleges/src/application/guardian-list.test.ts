import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { NotFoundError, type Principal } from '@counsel/kit';
import { Subjects, type RecordRead } from '@counsel/proto-events';
import { until } from '../../../kit/test/support/eventually.js';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';

const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);
/** Maya's guardian: the token's `students` claim names Maya's account only. */
const guardian: Principal = { ...principal('g-1', 'guardian', undefined, ['Lucía', 'Chen']), studentUserIds: ['u-maya'] };

let t: Awaited<ReturnType<typeof testLists>>;
let reads: Awaited<ReturnType<typeof t.bus.record>>;

beforeEach(async () => {
  t = await testLists('2026-11-20');
  reads = await t.bus.record(Subjects.collegesRecordRead);
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', grade: '12', firstName: 'Maya', lastName: 'Chen' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-a', grade: '11', firstName: 'Jordan', lastName: 'Rivera' }));
});
afterEach(async () => t.close());

describe('a guardian and the college list', () => {
  it('reads a linked child\'s list with deadlines and what is missing, logged as a guardian read; never the history', async () => {
    const added = await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'EA' });
    await t.applications.update(maya, added.id, { deadline: '2026-12-01' });
    const [app] = await t.applications.list(guardian, 'st-maya');
    expect(app).toMatchObject({ collegeId: '166683', deadline: '2026-12-01' });
    expect(app.missing.length).toBeGreaterThan(0);
    expect(await t.applications.history(guardian, app)).toEqual([]);
    await until('the guardian\'s read in the access log', () => reads.some((e) => (e.data as RecordRead).actorRole === 'guardian'));
    expect(reads.map((e) => e.data as RecordRead).filter((d) => d.actorRole === 'guardian'))
      .toEqual([{ studentId: 'st-maya', actorId: 'g-1', actorRole: 'guardian', actorName: 'Lucía Chen', parts: ['college_list'], detail: null }]);
  });

  it('answers another student, and any write, as not found', async () => {
    const added = await t.applications.add(maya, 'st-maya', { collegeId: '166683' });
    await expect(t.applications.list(guardian, 'st-jordan')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.applications.list({ ...guardian, studentUserIds: [] }, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.applications.add(guardian, 'st-maya', { collegeId: '243780' })).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.applications.update(guardian, added.id, { status: 'submitted' })).rejects.toEqual(new NotFoundError('Application not found'));
    await expect(t.applications.remove(guardian, added.id)).rejects.toEqual(new NotFoundError('Application not found'));
  });
});
