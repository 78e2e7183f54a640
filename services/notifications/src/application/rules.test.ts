import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads, type CollegeListChanged, type MeetingChanged, type RequestChanged, type TaskChanged } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { profile, seedPeople, linkedGuardians, testNotifications, type TestNotifications } from '../../test/support/test-notifications.js';

let t: TestNotifications;
beforeEach(async () => {
  t = await testNotifications({ now: '2026-11-20T15:00:00.000Z' }); // 09:00 in Chicago, the district's zone here
  await seedPeople(t);
});
afterEach(async () => { await t.close(); });

const list = (studentId: string, userId: string, apps: { id: string; college: string; deadline: string | null; missing?: string[]; status?: 'planning' | 'submitted' }[]): CollegeListChanged => ({
  studentId, studentUserId: userId, updatedAt: new Date().toISOString(),
  applications: apps.map((a) => ({
    applicationId: a.id, collegeId: `c-${a.id}`, collegeName: a.college, city: null, state: null, plan: 'RD', status: a.status ?? 'planning',
    deadline: a.deadline, missing: a.missing ?? [], fit: { level: 'UNKNOWN', reason: '' }, flags: [],
  })),
});
const task = (change: TaskChanged['change'], studentIds: string[], dueDate = '2026-11-21'): TaskChanged => ({
  taskId: 'task-1', title: 'Send your transcript', dueDate, applicationId: null, studentIds, change, at: '2026-11-20T15:00:00.000Z',
});
const meeting = (change: MeetingChanged['change'], startsAt: string, studentId = 'st-maya'): MeetingChanged => ({
  meetingId: 'm-1', studentId, counselorUserId: 'u-priya', counselorName: 'Priya Natarajan', startsAt, lengthMinutes: 30, change, at: '2026-11-20T15:00:00.000Z',
});
const letter = (state: RequestChanged['state'], studentId = 'st-maya', studentUserId = 'u-maya'): RequestChanged => ({
  requestId: 'req-1', studentId, studentUserId, teacherUserId: 'u-daniel', teacherName: 'Daniel Okafor', applicationIds: [], state, waived: true, at: '2026-11-20T15:00:00.000Z',
});
const kinds = async (userId: string) => (await t.store.inbox.page(userId, false, 100, 0)).items.map((n) => n.kind).sort();
/** Guardians: Rosa (invited, identity) of Maya; Gabe (a roster import) of Bea. Answers once both are known and linked. */
async function seedGuardians() {
  await t.bus.publish(Subjects.identityUserCreated, { userId: 'u-rosa', email: 'rosa@family.org', role: 'guardian', createdBy: 'u-priya', firstName: 'Rosa María', lastName: 'Chen' });
  await t.bus.publish(Subjects.rosterAccountImported, { userId: 'u-gabe', email: 'gabe@family.org', firstName: 'Gabe', lastName: 'Núñez', role: 'guardian', active: true, importId: 'imp-1' });
  await link('u-rosa', 'u-maya', true);
  await link('u-gabe', 'u-bea', true);
  await until('guardians', () => t.store.directory.recipients(['u-rosa', 'u-gabe']), (r) => r.length === 2 && r.every((x) => x.role === 'guardian'));
}
async function link(guardianUserId: string, studentUserId: string, active: boolean) {
  await t.bus.publish(Subjects.identityGuardianLinkChanged, { linkId: `l-${guardianUserId}`, guardianUserId, studentUserId, active });
  await until(`${guardianUserId}'s link`, async () => (await linkedGuardians(t, studentUserId)).includes(guardianUserId) === active);
}
/** Publishes the event twice: a redelivery. */
async function twice<S extends keyof EventPayloads>(subject: S, data: EventPayloads[S]) {
  await t.bus.publish(subject, data);
  await t.bus.publish(subject, data);
}

describe('deadline reminders', () => {
  it('reminds the student 7 days before with what is missing, once however often the list is delivered, then at 2 days (urgent)', async () => {
    const l = list('st-maya', 'u-maya', [{ id: 'a-rice', college: 'Rice University', deadline: '2026-11-27', missing: ['Essays', 'Transcript'] }, { id: 'a-mit', college: 'MIT', deadline: '2026-11-23', status: 'submitted' }]);
    await twice(Subjects.collegesListChanged, l);
    const [n] = await t.inboxOf('u-maya', 1);
    expect(n).toMatchObject({ kind: 'DEADLINE_REMINDER', title: 'Rice University: deadline in 7 days (2026-11-27)', body: 'Still missing: Essays, Transcript.', link: '/student/my-colleges', studentId: 'st-maya' });
    await quietPeriod();
    expect(await kinds('u-maya')).toEqual(['DEADLINE_REMINDER']); // the submitted MIT application is not reminded
    expect(await kinds('u-priya')).toEqual([]);

    t.clock.now = new Date('2026-11-25T15:00:00.000Z');
    await t.scheduler.tick();
    await t.scheduler.tick();
    const items = await t.inboxOf('u-maya', 2);
    expect(items.map((i) => i.title)).toEqual(['Rice University: deadline in 2 days (2026-11-27)', 'Rice University: deadline in 7 days (2026-11-27)']);
  });

  it('a deadline moved after its reminder is reminded on its new dates and never again on the old', async () => {
    await t.bus.publish(Subjects.collegesListChanged, list('st-maya', 'u-maya', [{ id: 'a-rice', college: 'Rice University', deadline: '2026-11-27' }]));
    await t.inboxOf('u-maya', 1);
    // Curated deadline moved a week later: colleges republishes the list with the deadline in force.
    await t.bus.publish(Subjects.collegesListChanged, list('st-maya', 'u-maya', [{ id: 'a-rice', college: 'Rice University', deadline: '2026-12-04' }]));
    const moved = await t.inboxOf('u-maya', 2);
    expect(moved[0].title).toBe('Rice University: deadline in 14 days (2026-12-04)');
    for (const day of ['2026-11-25', '2026-11-26', '2026-11-27']) {
      t.clock.now = new Date(`${day}T15:00:00.000Z`);
      await t.scheduler.tick();
    }
    const after = (await t.store.inbox.page('u-maya', false, 100, 0)).items.map((i) => i.title);
    expect(after).toEqual([
      'Rice University: deadline in 7 days (2026-12-04)', 'Rice University: deadline in 14 days (2026-12-04)', 'Rice University: deadline in 7 days (2026-11-27)',
    ]);
    expect(after.some((x) => x.includes('(2026-11-27)') && !x.includes('7 days'))).toBe(false);
  });

  it("tells the student's linked guardians, naming the student, and no other guardian; a removed link stops them", async () => {
    await seedGuardians();
    await twice(Subjects.collegesListChanged, list('st-maya', 'u-maya', [{ id: 'a-rice', college: 'Rice University', deadline: '2026-11-27', missing: ['Essays'] }]));
    const [n] = await t.inboxOf('u-rosa', 1);
    expect(n).toMatchObject({ kind: 'DEADLINE_REMINDER', title: 'Maya Tester: Rice University: deadline in 7 days (2026-11-27)', body: 'Still missing: Essays.', link: '/', studentId: 'st-maya' });
    await t.inboxOf('u-maya', 1);
    // Guardians hear only of deadlines: not of a task, a meeting, a letter or the plan.
    await t.bus.publish(Subjects.counselingTaskChanged, task('assigned', ['st-maya']));
    await t.bus.publish(Subjects.counselingMeetingChanged, meeting('scheduled', '2026-11-24T21:00:00.000Z'));
    await t.bus.publish(Subjects.lettersRequestChanged, letter('accepted'));
    await t.bus.publish(Subjects.planningPlanReviewed, { studentId: 'st-maya', studentUserId: 'u-maya', decision: 'approve', at: '2026-11-20T15:00:00.000Z', reviewerName: 'Priya Natarajan' });
    await t.inboxOf('u-maya', 5);
    await quietPeriod();
    expect(await kinds('u-rosa')).toEqual(['DEADLINE_REMINDER']);
    expect(await kinds('u-gabe')).toEqual([]);

    await link('u-rosa', 'u-maya', false);
    t.clock.now = new Date('2026-11-25T15:00:00.000Z');
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect((await t.inboxOf('u-maya', 6)).filter((i) => i.kind === 'DEADLINE_REMINDER').map((i) => i.title)).toEqual([
      'Rice University: deadline in 2 days (2026-11-27)', 'Rice University: deadline in 7 days (2026-11-27)',
    ]);
    await quietPeriod();
    expect(await kinds('u-rosa')).toEqual(['DEADLINE_REMINDER']); // the 7-day one, from before the link was removed
  });

  it('counts days in the district time zone', async () => {
    // 03:00 UTC on the 21st is still the 20th in Chicago: 7 days to the 27th, not 6.
    t.clock.now = new Date('2026-11-21T03:00:00.000Z');
    await t.bus.publish(Subjects.collegesListChanged, list('st-maya', 'u-maya', [{ id: 'a-rice', college: 'Rice', deadline: '2026-11-27' }]));
    expect((await t.inboxOf('u-maya', 1))[0].title).toBe('Rice: deadline in 7 days (2026-11-27)');
  });
});

describe('tasks and meetings', () => {
  it('tells each student of a task given to them once, and of an open task due tomorrow', async () => {
    await twice(Subjects.counselingTaskChanged, task('assigned', ['st-maya', 'st-bea']));
    expect((await t.inboxOf('u-maya', 1))[0]).toMatchObject({ kind: 'TASK_ASSIGNED', title: 'New task: Send your transcript', link: '/student' });
    await t.inboxOf('u-bea', 1);
    await t.bus.publish(Subjects.counselingTaskChanged, task('done', ['st-bea']));
    await until('Bea done', async () => (await t.store.directory.openTasksDue('2026-11-21', null, 10)).length === 1);
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect(await kinds('u-maya')).toEqual(['TASK_ASSIGNED', 'TASK_DUE']);
    expect(await kinds('u-bea')).toEqual(['TASK_ASSIGNED']);
    expect(await kinds('u-priya')).toEqual([]);
  });

  it('tells the student of a meeting scheduled, moved and cancelled, in district time, never its note', async () => {
    await twice(Subjects.counselingMeetingChanged, meeting('scheduled', '2026-11-24T21:00:00.000Z'));
    await twice(Subjects.counselingMeetingChanged, meeting('moved', '2026-11-25T16:30:00.000Z'));
    await twice(Subjects.counselingMeetingChanged, meeting('cancelled', '2026-11-25T16:30:00.000Z'));
    const items = await t.inboxOf('u-maya', 3);
    expect(items.map((i) => [i.kind, i.title, i.body])).toEqual([
      ['MEETING_CANCELLED', 'Meeting cancelled with Priya Natarajan', 'The meeting on Wed, Nov 25, 10:30 AM CST is cancelled.'],
      ['MEETING_MOVED', 'Meeting moved with Priya Natarajan', 'Wed, Nov 25, 10:30 AM CST, 30 minutes.'],
      ['MEETING_SCHEDULED', 'Meeting scheduled with Priya Natarajan', 'Tue, Nov 24, 3:00 PM CST, 30 minutes.'],
    ]);
    await quietPeriod();
    expect(await kinds('u-maya')).toHaveLength(3);
  });
});

describe('letters', () => {
  it('tells the teacher and the counselor of a request, the student and the counselor of each answer', async () => {
    for (const s of ['requested', 'accepted', 'submitted', 'cancelled'] as const) await twice(Subjects.lettersRequestChanged, letter(s));
    await t.inboxOf('u-priya', 3);
    expect(await kinds('u-daniel')).toEqual(['LETTER_REQUESTED']);
    expect(await kinds('u-maya')).toEqual(['LETTER_ACCEPTED', 'LETTER_SUBMITTED']);
    expect(await kinds('u-priya')).toEqual(['LETTER_ACCEPTED', 'LETTER_REQUESTED', 'LETTER_SUBMITTED']);
    expect((await t.store.inbox.page('u-daniel', false, 10, 0)).items[0]).toMatchObject({ title: 'Maya Tester asked you for a recommendation letter', link: '/teacher' });
    expect((await t.store.inbox.page('u-maya', false, 10, 0)).items[0]).toMatchObject({ title: 'Daniel Okafor submitted your letter request', link: '/student/letters/req-1' });
  });

  it('declined reaches the student', async () => {
    await t.bus.publish(Subjects.lettersRequestChanged, letter('declined'));
    expect((await t.inboxOf('u-maya', 1))[0].kind).toBe('LETTER_DECLINED');
  });
});

describe('plans', () => {
  it('tells the student of a plan returned and of it approved, each once however often delivered, never the comment', async () => {
    const review = (decision: 'approve' | 'return', at: string) => ({ studentId: 'st-maya', studentUserId: 'u-maya', decision, at, reviewerName: 'Priya Natarajan' });
    await twice(Subjects.planningPlanReviewed, review('return', '2026-11-20T15:00:00.000Z'));
    await twice(Subjects.planningPlanReviewed, review('approve', '2026-11-21T15:00:00.000Z'));
    const items = await t.inboxOf('u-maya', 2);
    expect(items.map((i) => [i.kind, i.title, i.link, i.studentId])).toEqual([
      ['PLAN_APPROVED', 'Priya Natarajan approved your four-year plan', '/student/plan', 'st-maya'],
      ['PLAN_RETURNED', 'Priya Natarajan returned your four-year plan', '/student/plan', 'st-maya'],
    ]);
    await quietPeriod();
    expect(await kinds('u-maya')).toEqual(['PLAN_APPROVED', 'PLAN_RETURNED']);
    expect(await kinds('u-priya')).toEqual([]);
  });
});

describe("an admin's jobs", () => {
  it('tells whoever started them: an import applied, an export ready, a deletion completed', async () => {
    await twice(Subjects.rosterImportApplied, {
      importId: 'imp-1', actorId: 'u-admin', actorEmail: 'admin@district.org', fileName: 'roster.csv', fileHash: 'h', format: 'COUNSEL_CSV',
      counts: { create: 3, update: 1, unchanged: 0, deactivate: 0, rejected: 2 }, acceptedRejections: true,
    });
    await twice(Subjects.recordsExportCreated, { exportId: 'exp-1', studentId: 'st-maya', actorId: 'u-maya', actorEmail: 'maya@x.org', actorRole: 'student', fileCount: 4, bytes: 100 });
    await t.bus.publish(Subjects.recordsDeletionRequested, { deletionId: 'del-1', studentId: 'st-gone', studentUserId: 'u-gone', reason: 'request', requestedBy: 'u-admin' });
    await twice(Subjects.recordsDeletionCompleting, { deletionId: 'del-1', studentId: 'st-gone', studentUserId: 'u-gone' });
    await t.inboxOf('u-admin', 2);
    await quietPeriod();
    expect(await kinds('u-admin')).toEqual(['DELETION_COMPLETED', 'ROSTER_IMPORT_APPLIED']);
    expect((await t.store.inbox.page('u-admin', false, 10, 0)).items.find((n) => n.kind === 'ROSTER_IMPORT_APPLIED')?.body).toBe('3 created, 1 updated, 0 deactivated, 2 rejected.');
    expect(await kinds('u-maya')).toEqual(['EXPORT_READY']);
  });
});

describe('nobody hears about a student they may not see', () => {
  it('over every rule about a school-B student, no staff of school A and no guardian of another student is told anything', async () => {
    await seedGuardians(); // Rosa is Maya's guardian, not Bea's
    // Bea's record names a school-A counselor (a stale caseload) and a school-A teacher: neither may see her.
    await t.bus.publish(Subjects.studentsProfileUpserted, profile('st-bea', 'u-bea', 'school-b', 'Béatrice', 'u-priya', null));
    await until('stale counselor', async () => (await t.store.directory.student('st-bea'))?.counselorUserId === 'u-priya');
    await t.bus.publish(Subjects.collegesListChanged, list('st-bea', 'u-bea', [{ id: 'b-1', college: 'Reed', deadline: '2026-11-22' }]));
    await t.bus.publish(Subjects.counselingTaskChanged, task('assigned', ['st-bea']));
    await t.bus.publish(Subjects.counselingMeetingChanged, meeting('scheduled', '2026-11-24T21:00:00.000Z', 'st-bea'));
    for (const s of ['requested', 'accepted', 'declined', 'submitted'] as const) await t.bus.publish(Subjects.lettersRequestChanged, { ...letter(s, 'st-bea', 'u-bea'), requestId: `r-${s}` });
    await t.bus.publish(Subjects.planningPlanReviewed, { studentId: 'st-bea', studentUserId: 'u-bea', decision: 'return', at: '2026-11-20T15:00:00.000Z', reviewerName: 'Priya Natarajan' });
    await t.bus.publish(Subjects.recordsExportCreated, { exportId: 'exp-2', studentId: 'st-bea', actorId: 'u-priya', actorEmail: 'p@x.org', actorRole: 'counselor', fileCount: 1, bytes: 1 });
    await t.inboxOf('u-bea', 7);
    await t.scheduler.tick(); // the task due tomorrow
    await t.inboxOf('u-bea', 8);
    await quietPeriod();
    expect(await kinds('u-bea')).toEqual(['DEADLINE_REMINDER', 'LETTER_ACCEPTED', 'LETTER_DECLINED', 'LETTER_SUBMITTED', 'MEETING_SCHEDULED', 'PLAN_RETURNED', 'TASK_ASSIGNED', 'TASK_DUE']);
    expect(await kinds('u-priya')).toEqual([]);
    expect(await kinds('u-daniel')).toEqual([]);
    expect(await kinds('u-rosa')).toEqual([]);
    expect(await kinds('u-gabe')).toEqual(['DEADLINE_REMINDER']); // Bea's own guardian: her deadline only
    expect(await t.store.inbox.aboutStudent('st-bea')).toHaveLength(9);
  });
});
