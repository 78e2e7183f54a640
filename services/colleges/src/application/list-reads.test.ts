import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { NotFoundError, UnavailableError } from '@counsel/kit';
import { Subjects, type EventEnvelope, type RecordRead } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';

const admin = principal('admin-1', 'admin', undefined, ['Ada', 'Admin']);
const counselor = principal('c-a', 'counselor', ['school-a'], ['Priya', 'Natarajan']);
const otherCounselor = principal('c-b', 'counselor', ['school-b']);
const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);

let t: Awaited<ReturnType<typeof testLists>>;
let reads: EventEnvelope[];
let mitId: string;

// Set up by the student alone: students are never logged, so every read event below is the test's own.
beforeEach(async () => {
  t = await testLists('2026-11-20');
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', firstName: 'Maya', lastName: 'Chen' }));
  mitId = (await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'EA' })).id;
  await t.applications.add(maya, 'st-maya', { collegeId: '243780', plan: 'EA' });
  await t.deadlines.setDeadlines(counselor, '243780', { cycle: 2027, deadlines: [{ plan: 'EA', date: '2026-11-25' }] });
  reads = await t.bus.record(Subjects.collegesRecordRead);
});
afterEach(async () => t.close());

const logged = () => reads.map((e) => e.data as RecordRead);

describe('access log of college lists', () => {
  it('logs a staff read of one student\'s list, with who and which part, before answering', async () => {
    await t.applications.list(counselor, 'st-maya');
    await until('the read', () => reads.length === 1);
    expect(logged()[0]).toEqual({
      studentId: 'st-maya', actorId: 'c-a', actorRole: 'counselor', actorName: 'Priya Natarajan', parts: ['college_list'], detail: null,
    });
    await t.applications.listOfEntity(admin, 'st-maya');
    await until('the second read', () => reads.length === 2);
    expect(logged()[1]).toMatchObject({ actorId: 'admin-1', actorRole: 'admin', actorName: 'Ada Admin' });
  });

  it('logs one read per request and student, however many application histories it shows', async () => {
    const request = {};
    const list = await t.applications.list(counselor, 'st-maya', request);
    for (const a of list) await t.applications.history(counselor, a, request);
    await t.applications.history(counselor, list[0], {}); // another request: another read
    await until('both requests\' reads', () => reads.length >= 2);
    await quietPeriod(); // one read per request: nothing to wait for, so room for an extra one to show up
    expect(logged().map((r) => r.studentId)).toEqual(['st-maya', 'st-maya']);
  });

  it('logs a staff change (it answers the application) and one student\'s CSV, but not the board or its CSV', async () => {
    await t.board.board(counselor, { dueWithinDays: 30 });
    expect(await t.board.csv(counselor, { dueWithinDays: 30 }, null)).toContain('Purdue');
    await quietPeriod(); // the board is not logged: no condition to wait for, so a pause
    expect(reads).toEqual([]);
    await t.applications.update(counselor, mitId, { status: 'planning' });
    await t.board.csv(admin, {}, 'st-maya');
    await until('the change\'s and the CSV\'s reads', () => reads.length === 2);
    expect(logged().map((r) => r.actorId)).toEqual(['c-a', 'admin-1']);
  });

  it('does not log the student\'s own reads, nor a read refused as not found', async () => {
    const list = await t.applications.list(maya, 'st-maya');
    await t.applications.listOfEntity(maya, 'st-maya');
    await t.applications.history(maya, list[0]);
    await t.board.csv(maya, {}, 'st-maya');
    await t.applications.update(maya, mitId, { status: 'planning' });
    await expect(t.applications.list(otherCounselor, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    expect(await t.applications.listOfEntity(counselor, 'st-nobody')).toEqual([]);
    await quietPeriod(); // these are not logged: no condition to wait for, so a pause
    expect(reads).toEqual([]);
  });

  it('refuses a staff read that cannot be logged (fails closed), and the change behind it; the student still reads', async () => {
    t.bus.down = true;
    await expect(t.applications.list(counselor, 'st-maya')).rejects.toBeInstanceOf(UnavailableError);
    await expect(t.applications.update(counselor, mitId, { status: 'submitted' })).rejects.toBeInstanceOf(UnavailableError);
    expect((await t.store.applications.get(mitId))!.status).toBe('researching');
    expect(await t.applications.list(maya, 'st-maya')).toHaveLength(2);
  });
});
