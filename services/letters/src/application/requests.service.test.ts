import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import { eventually } from '../../../kit/test/support/eventually.js';
import {
  admin, bea, ben, counselorA, counselorB, daniel, jordan, listEvent, maya, principal, seed, tess, testLetters, type TestLetters,
} from '../../test/support/test-letters.js';

let t: TestLetters;
beforeEach(async () => {
  t = await testLetters();
  await seed(t);
});
afterEach(async () => t.close());

const ask = (input: Record<string, unknown>, who = maya, studentId = 'st-maya') => t.requests.request(who, studentId, { note: 'Please', ...input });
/** A request by Maya to Daniel, accepted and submitted with a letter. */
async function submitted(waived: boolean, applicationIds = ['app-mit']) {
  const { request } = await ask({ teacherUserId: 't-daniel', waived, applicationIds });
  await t.requests.change(daniel, request.id, { action: 'accept' });
  await t.requests.submitLetter(daniel, request.id, { text: 'Maya is remarkable.' });
  return request.id;
}

describe('asking for a letter', () => {
  it('records the request with the colleges and deadlines it is for, and publishes its state', async () => {
    const r = await ask({ teacherUserId: 't-daniel', waived: true, applicationIds: ['app-mit', 'app-cmu'], note: 'Robotics, please' });
    expect(r).toMatchObject({ overLimit: false, requestedThisYear: 1, limit: 2 });
    expect(r.request).toMatchObject({
      state: 'requested', waived: true, note: 'Robotics, please', earliestDeadline: '2026-12-01', letter: null,
      student: { name: 'Maya Chen', grade: '12', schoolId: 'school-a' }, teacher: { name: 'Daniel Okafor' },
    });
    expect(r.request.applications.map((a) => a.collegeName)).toEqual(['MIT', 'Carnegie Mellon']);
    await eventually(() => expect(t.changes.map((e) => e.data)).toEqual([expect.objectContaining({
      requestId: r.request.id, studentId: 'st-maya', studentUserId: 'u-maya', teacherUserId: 't-daniel', teacherName: 'Daniel Okafor', applicationIds: ['app-mit', 'app-cmu'],
      state: 'requested', waived: true,
    })]));
  });

  it('is for the student themself, asking a teacher of their own school for applications on their list', async () => {
    await expect(ask({ teacherUserId: 't-daniel', waived: false }, jordan)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ask({ teacherUserId: 't-daniel', waived: false }, counselorA)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(ask({ teacherUserId: 't-daniel', waived: false }, daniel)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.request(null, 'st-maya', {})).rejects.toBeInstanceOf(UnauthenticatedError);
    // Authorization comes before validation: a stranger's empty body is refused as a stranger.
    await expect(ask({}, jordan)).rejects.toBeInstanceOf(NotFoundError);
    await expect(ask({ teacherUserId: 't-ben', waived: false })).rejects.toThrow('Choose a teacher of your school');
    await expect(ask({ teacherUserId: 'c-a', waived: false })).rejects.toThrow('Choose a teacher of your school');
    await expect(ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-b1'] })).rejects.toThrow('Application app-b1 is not on your college list');
    await expect(ask({ teacherUserId: 't-daniel' })).rejects.toBeInstanceOf(ValidationError);
  });

  it('refuses a duplicate while one is active for the same applications, and allows one for other colleges', async () => {
    const first = await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] });
    await expect(ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] })).rejects.toBeInstanceOf(ConflictError);
    await expect(ask({ teacherUserId: 't-daniel', waived: false })).rejects.toThrow(/already asked this teacher/);
    await ask({ teacherUserId: 't-daniel', waived: true, applicationIds: ['app-cmu'] });
    await t.requests.change(maya, first.request.id, { action: 'cancel' });
    await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] });
  });

  it('shows each teacher of the school with this year\'s count, and lets a full teacher be asked with a warning', async () => {
    await ask({ teacherUserId: 't-daniel', waived: false }, jordan, 'st-jordan');
    const cancelled = await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-uw'] });
    await t.requests.change(maya, cancelled.request.id, { action: 'cancel' });
    await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] });
    expect(await t.requests.teachers(maya, 'st-maya')).toEqual([
      expect.objectContaining({ userId: 't-tess', name: 'Tess Abbott', requestedThisYear: 0, limit: 2, full: false }),
      expect.objectContaining({ userId: 't-daniel', name: 'Daniel Okafor', requestedThisYear: 2, limit: 2, full: true }),
    ]);
    const over = await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-cmu'] });
    expect(over).toMatchObject({ overLimit: true, requestedThisYear: 3, limit: 2 });
    // A new school year starts the count again.
    t.clock.now = new Date('2027-07-02T00:00:00Z');
    expect((await t.requests.teachers(maya, 'st-maya')).find((x) => x.userId === 't-daniel')?.requestedThisYear).toBe(0);
  });

  it('lists teachers to the student and staff of the school only', async () => {
    expect((await t.requests.teachers(counselorA, 'st-maya')).map((x) => x.userId).sort()).toEqual(['t-daniel', 't-tess']);
    expect((await t.requests.teachers(bea, 'st-bea')).map((x) => x.userId)).toEqual(['t-ben']);
    for (const p of [jordan, counselorB, daniel]) await expect(t.requests.teachers(p, 'st-maya')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('moving a request', () => {
  it('lets the teacher asked accept or decline with a reason the student sees', async () => {
    const a = (await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] })).request;
    const b = (await ask({ teacherUserId: 't-tess', waived: false })).request;
    expect((await t.requests.change(daniel, a.id, { action: 'accept' })).state).toBe('accepted');
    await expect(t.requests.change(tess, b.id, { action: 'decline' })).rejects.toThrow(/reason is required/);
    await t.requests.change(tess, b.id, { action: 'decline', reason: 'I am on leave in the spring' });
    const mine = await t.requests.list(maya, 'mine', null);
    expect(mine.items.map((r) => [r.teacher.name, r.state, r.declineReason])).toEqual(expect.arrayContaining([
      ['Daniel Okafor', 'accepted', null], ['Tess Abbott', 'declined', 'I am on leave in the spring'],
    ]));
    await eventually(() => expect(t.changes.map((e) => e.data.state)).toEqual(['requested', 'requested', 'accepted', 'declined']));
    // Each change names the teacher for the checklist (never their email).
    expect(t.changes.map((e) => e.data.teacherName)).toEqual(expect.arrayContaining(['Daniel Okafor', 'Tess Abbott']));
    expect(JSON.stringify(t.changes)).not.toContain('@example');
  });

  it('lets nobody else move it, and a stranger not even see it', async () => {
    const r = (await ask({ teacherUserId: 't-daniel', waived: false })).request;
    await expect(t.requests.change(maya, r.id, { action: 'accept' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.change(daniel, r.id, { action: 'cancel' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.change(counselorA, r.id, { action: 'accept' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.change(admin, r.id, { action: 'cancel' })).rejects.toBeInstanceOf(ForbiddenError);
    for (const p of [tess, ben, jordan, counselorB]) {
      await expect(t.requests.change(p, r.id, { action: 'accept' })).rejects.toBeInstanceOf(NotFoundError);
      await expect(t.requests.get(p, r.id)).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(t.requests.get(null, r.id)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(t.requests.change(daniel, 'nope', { action: 'accept' })).rejects.toBeInstanceOf(NotFoundError);
    expect((await t.requests.get(daniel, r.id)).state).toBe('requested');
  });

  it('lets the student cancel only before the letter is submitted', async () => {
    const r = (await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] })).request;
    await t.requests.change(daniel, r.id, { action: 'accept' });
    expect((await t.requests.change(maya, r.id, { action: 'cancel' })).state).toBe('cancelled');
    await expect(t.requests.change(maya, r.id, { action: 'cancel' })).rejects.toBeInstanceOf(ConflictError);
    await expect(t.requests.change(daniel, r.id, { action: 'accept' })).rejects.toThrow('This request is cancelled; it can no longer be accepted');
    const id = await submitted(false, ['app-cmu']);
    await expect(t.requests.change(maya, id, { action: 'cancel' })).rejects.toThrow('This request is submitted; it can no longer be cancelled');
  });

  it('takes a letter only from the teacher asked, once accepted', async () => {
    const r = (await ask({ teacherUserId: 't-daniel', waived: false })).request;
    await expect(t.requests.submitLetter(daniel, r.id, { text: 'Early' })).rejects.toBeInstanceOf(ConflictError);
    await t.requests.change(daniel, r.id, { action: 'accept' });
    await expect(t.requests.submitLetter(maya, r.id, { text: 'Self-written' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.submitLetter(tess, r.id, { text: 'Not mine' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(t.requests.submitLetter(daniel, r.id, { text: '' })).rejects.toBeInstanceOf(ValidationError);
    const done = await t.requests.submitLetter(daniel, r.id, { text: 'Maya is remarkable.', aiDraftUsed: true });
    expect(done).toMatchObject({ state: 'submitted', letter: { kind: 'text', aiDraftUsed: true } });
    expect(await t.requests.letter(daniel, r.id)).toMatchObject({ text: 'Maya is remarkable.', path: `/api/recommendation-requests/${r.id}/letter` });
  });
});

describe('the FERPA waiver', () => {
  it('hides a waived letter from the student on every read, and shows it to the teacher and staff', async () => {
    const id = await submitted(true);
    await expect(t.requests.letter(maya, id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await t.requests.get(maya, id))).toMatchObject({ state: 'submitted', letter: null });
    expect((await t.requests.list(maya, 'mine', null)).items[0]).toMatchObject({ state: 'submitted', letter: null });
    expect(JSON.stringify(await t.requests.list(maya, null, null))).not.toContain('remarkable');
    expect((await t.requests.letter(daniel, id)).text).toBe('Maya is remarkable.');
    expect((await t.requests.letter(counselorA, id)).text).toBe('Maya is remarkable.');
    expect((await t.requests.letter(admin, id)).text).toBe('Maya is remarkable.');
    await expect(t.requests.letter(counselorB, id)).rejects.toBeInstanceOf(NotFoundError);
  });

  it('lets a student who kept the right read the letter once it is submitted', async () => {
    const r = (await ask({ teacherUserId: 't-daniel', waived: false })).request;
    await expect(t.requests.letter(maya, r.id)).rejects.toBeInstanceOf(NotFoundError);
    await t.requests.change(daniel, r.id, { action: 'accept' });
    await t.requests.submitLetter(daniel, r.id, { text: 'Maya is remarkable.' });
    expect((await t.requests.letter(maya, r.id)).text).toBe('Maya is remarkable.');
    expect((await t.requests.get(maya, r.id)).letter).toMatchObject({ kind: 'text' });
  });
});

describe('lists', () => {
  it('names the student\'s school on the card from the roster\'s school events (the last name; null before any)', async () => {
    const { request } = await ask({ teacherUserId: 't-daniel', waived: false });
    expect(request.student).toMatchObject({ schoolId: 'school-a', schoolName: null });
    const school = { ncesId: null, city: 'Sacramento', state: 'CA', archived: false };
    await t.directory.schoolChanged({ schoolId: 'school-a', name: 'Lakeside High', ...school });
    await t.directory.schoolChanged({ schoolId: 'school-a', name: 'Lycée Lakeside', ...school });
    await t.directory.schoolChanged({ schoolId: 'school-b', name: 'Other High', ...school });
    for (const who of [daniel, counselorA, maya]) {
      const page = await t.requests.list(who, null, null);
      expect(page.items.map((r) => [r.student.schoolId, r.student.schoolName])).toEqual([['school-a', 'Lycée Lakeside']]);
    }
    expect((await t.requests.get(admin, request.id)).student.schoolName).toBe('Lycée Lakeside');
  });

  it('gives a teacher their own queue only, pending by earliest deadline first, with the student\'s card', async () => {
    await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] });
    await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-cmu'] });
    await ask({ teacherUserId: 't-daniel', waived: false }, jordan, 'st-jordan');
    await ask({ teacherUserId: 't-tess', waived: false, applicationIds: ['app-uw'] });
    const done = await submitted(false, ['app-uw']);
    const q = await t.requests.list(daniel, 'queue', null);
    expect(q).toMatchObject({ scope: 'queue', total: 4, pending: 3, done: 1 });
    expect(q.items.map((r) => [r.student.name, r.applications.map((a) => a.collegeName), r.earliestDeadline, r.state])).toEqual([
      ['Maya Chen', ['Carnegie Mellon'], '2026-12-01', 'requested'],
      ['Maya Chen', ['MIT'], '2027-01-01', 'requested'],
      ['Jordan Rivera', ['Reed'], '2027-01-15', 'requested'],
      ['Maya Chen', ['UW'], null, 'submitted'],
    ]);
    expect(q.items[3].id).toBe(done);
    // The card is what a letter needs and nothing else of the record (no GPA, scores, activities).
    expect(Object.keys(q.items[0].student).sort()).toEqual(['firstName', 'grade', 'lastName', 'name', 'schoolId', 'schoolName', 'studentId']);
    expect(JSON.stringify(q)).not.toMatch(/Robotics|1500|3\.9/);
    expect((await t.requests.list(tess, null, null)).total).toBe(1);
    await expect(t.requests.list(daniel, 'caseload', null)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.requests.list(maya, 'queue', null)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('gives staff the requests of students of their schools, filtered and paged, and logs the reads', async () => {
    await ask({ teacherUserId: 't-daniel', waived: false, applicationIds: ['app-mit'] });
    t.clock.now = new Date('2026-11-25T15:00:00Z');
    await ask({ teacherUserId: 't-tess', waived: false }, jordan, 'st-jordan');
    await ask({ teacherUserId: 't-ben', waived: false }, bea, 'st-bea');
    const mine = await t.requests.list(counselorA, 'caseload', null);
    expect(mine).toMatchObject({ total: 2, pending: 2, done: 0 });
    expect(mine.items.map((r) => r.student.name)).toEqual(['Jordan Rivera', 'Maya Chen']);
    expect((await t.requests.list(counselorB, null, null)).items.map((r) => r.student.name)).toEqual(['Bea Berg']);
    expect((await t.requests.list(admin, null, null)).total).toBe(3);
    expect((await t.requests.list(counselorA, null, { pendingForMoreThanDays: 3 })).items.map((r) => r.student.name)).toEqual(['Maya Chen']);
    expect((await t.requests.list(counselorA, null, { teacherUserId: 't-tess' })).items.map((r) => r.student.name)).toEqual(['Jordan Rivera']);
    expect((await t.requests.list(admin, null, { state: 'submitted' })).total).toBe(0);
    const paged = await t.requests.list(admin, null, { page: 2, pageSize: 2 });
    expect([paged.items.length, paged.total]).toEqual([1, 3]);
    await expect(t.requests.list(counselorA, 'mine', null)).rejects.toBeInstanceOf(ForbiddenError);
    await eventually(() => expect(t.reads.map((e) => [e.data.actorId, e.data.studentId, e.data.parts])).toEqual(expect.arrayContaining([
      ['c-a', 'st-maya', ['letters']], ['c-a', 'st-jordan', ['letters']], ['c-b', 'st-bea', ['letters']],
    ])));
    expect(t.reads.some((e) => e.data.actorId === 'c-a' && e.data.studentId === 'st-bea')).toBe(false);
    // A page of several students is logged as one read per student, each once (one batch on the bus).
    // (A second counselor of the school, so the first one's earlier reads still arriving do not count.)
    await t.requests.list(principal('c-a2', 'counselor', ['school-a']), 'caseload', null);
    await eventually(() => expect(t.reads.filter((e) => e.data.actorId === 'c-a2').map((e) => e.data.studentId).sort()).toEqual(['st-jordan', 'st-maya']));
  });

  it('follows the student\'s list: a request for all applications covers what the list holds now', async () => {
    const r = (await ask({ teacherUserId: 't-daniel', waived: false })).request;
    expect(r.applications).toHaveLength(3);
    await t.directory.listChanged(listEvent('st-maya', 'u-maya', [['app-mit', 'MIT', '2026-11-30']], '2026-11-03T00:00:00.000Z'));
    expect((await t.requests.get(daniel, r.id)).applications.map((a) => [a.collegeName, a.deadline])).toEqual([['MIT', '2026-11-30']]);
    // An older list arriving late changes nothing.
    await t.directory.listChanged(listEvent('st-maya', 'u-maya', [], '2026-11-01T00:00:00.000Z'));
    expect((await t.requests.get(daniel, r.id)).applications).toHaveLength(1);
  });

  it('drops a teacher who is no longer active from the choices', async () => {
    await t.directory.accountImported({ userId: 't-tess', email: 'tess@example.org', firstName: 'Tess', lastName: 'Abbott', role: 'teacher', active: false, importId: 'imp-2' });
    expect((await t.requests.teachers(maya, 'st-maya')).map((x) => x.userId)).toEqual(['t-daniel']);
    await expect(ask({ teacherUserId: 't-tess', waived: false })).rejects.toThrow('Choose a teacher of your school');
  });
});
