import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, NotFoundError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import type { CollegeListChanged } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { principal, profileEvent, testLists } from '../../test/support/test-lists.js';

const admin = principal('admin-1', 'admin');
const counselorA = principal('c-a', 'counselor', ['school-a'], ['Priya', 'Natarajan']);
const counselorB = principal('c-b', 'counselor', ['school-b']);
const maya = principal('u-maya', 'student', undefined, ['Maya', 'Chen']);
const jordan = principal('u-jordan', 'student');

let t: Awaited<ReturnType<typeof testLists>>;

beforeEach(async () => {
  t = await testLists('2026-11-20');
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', grade: '12', satScore: 1450, firstName: 'Maya', lastName: 'Chen' }));
  await t.directory.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-b', grade: '11', firstName: 'Jordan', lastName: 'Rivera' }));
});
afterEach(async () => t.close());

const lastList = (studentId: string) =>
  [...t.seen].reverse().map((e) => e.data as CollegeListChanged).find((d) => d.studentId === studentId);

describe('who may see and edit a list', () => {
  it('lets the student edit their own list and staff of their school; others are told the student does not exist', async () => {
    await t.applications.add(maya, 'st-maya', { collegeId: '166683' });
    await t.applications.add(counselorA, 'st-maya', { collegeId: '243780' });
    await t.applications.add(admin, 'st-maya', { collegeId: '139755' });
    expect(await t.applications.list(maya, 'st-maya')).toHaveLength(3);
    for (const p of [jordan, counselorB]) {
      await expect(t.applications.list(p, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
      await expect(t.applications.add(p, 'st-maya', { collegeId: '110635' })).rejects.toEqual(new NotFoundError('Student not found'));
    }
    await expect(t.applications.list(admin, 'st-nobody')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.applications.list(null, 'st-maya')).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('authorizes before validating, and answers an invisible application as not found', async () => {
    await expect(t.applications.add(counselorB, 'st-maya', { collegeId: 'junk', plan: 'X' })).rejects.toEqual(new NotFoundError('Student not found'));
    const a = await t.applications.add(maya, 'st-maya', { collegeId: '166683' });
    for (const p of [jordan, counselorB]) {
      await expect(t.applications.update(p, a.id, { deadline: 'soon' })).rejects.toEqual(new NotFoundError('Application not found'));
      await expect(t.applications.remove(p, a.id)).rejects.toEqual(new NotFoundError('Application not found'));
    }
    await expect(t.applications.update(admin, 'nope', {})).rejects.toEqual(new NotFoundError('Application not found'));
    await expect(t.applications.update(maya, a.id, { deadline: 'soon' })).rejects.toEqual(new ValidationError('Deadline must be a date (YYYY-MM-DD)'));
  });

  it('treats staff without a schools claim as of the default school, where students without a school are', async () => {
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-x', userId: 'u-x', schoolId: null }));
    const legacy = principal('c-old', 'counselor');
    expect(await t.applications.list(legacy, 'st-x')).toEqual([]);
    await expect(t.applications.list(legacy, 'st-maya')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('adding colleges', () => {
  it('looks the college up, places the cycle from the grade, and starts the checklist from the test policy', async () => {
    const mit = await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'EA', status: 'planning' });
    expect(mit).toMatchObject({ collegeName: 'Massachusetts Institute of Technology', cycle: 2027, plan: 'EA', status: 'planning', deadline: null, deadlineSource: 'UNKNOWN' });
    expect(mit.materials.testScores).toBe('not_sent');
    expect(mit.missing).toEqual(['Application form', 'Essays', 'Transcript', 'Test scores', 'Application fee']);
    const berkeley = await t.applications.add(jordan, 'st-jordan', { collegeId: '110635' });
    expect(berkeley).toMatchObject({ cycle: 2028, status: 'researching', plan: null });
    expect(berkeley.materials.testScores).toBe('not_required');
    expect(berkeley.missing).not.toContain('Test scores');
  });

  it('refuses an unknown college, the same college twice in a cycle, and a 61st college', async () => {
    await expect(t.applications.add(maya, 'st-maya', { collegeId: '999999' })).rejects.toEqual(new NotFoundError('College not found'));
    await t.applications.add(maya, 'st-maya', { collegeId: '166683' });
    await expect(t.applications.add(counselorA, 'st-maya', { collegeId: '166683', plan: 'RD' })).rejects.toEqual(new ConflictError('This college is already on the list'));
    const at = '2026-11-01T00:00:00.000Z';
    const filler = Array.from({ length: 59 }, (_, i) => ({
      id: `fill-${i}`, studentId: 'st-maya', collegeId: String(900000 + i), collegeName: `College ${i}`, plan: null, status: 'researching' as const, cycle: 2027,
      ownDeadline: null, materials: { applicationForm: false, essays: false, transcript: 'not_requested' as const, testScores: 'not_sent' as const, recommendations: [], fee: 'unpaid' as const },
      createdAt: at, updatedAt: at,
    }));
    for (const a of filler) await t.store.write((w) => w.applications.add(a));
    await expect(t.applications.add(maya, 'st-maya', { collegeId: '243780' })).rejects.toEqual(new ValidationError('A list may hold at most 60 colleges'));
  });
});

describe('changes, history and flags', () => {
  it('keeps every change with who, when and what in words', async () => {
    const a = await t.applications.add(maya, 'st-maya', { collegeId: '243780', status: 'planning' });
    t.clock.now = new Date('2026-11-21T10:00:00.000Z');
    await t.applications.update(counselorA, a.id, { status: 'submitted', deadline: '2026-12-01', materials: { essays: true } });
    const history = await t.applications.history(maya, a);
    expect(history.map((h) => [h.actorId, h.actorName, h.summary, h.at])).toEqual([
      ['u-maya', 'Maya Chen', 'Added to the list: Planning to apply', '2026-11-20T15:00:00.000Z'],
      ['c-a', 'Priya Natarajan', 'Status: Planning to apply → Submitted', '2026-11-21T10:00:00.000Z'],
      ['c-a', 'Priya Natarajan', 'Deadline set to 2026-12-01', '2026-11-21T10:00:00.000Z'],
      ['c-a', 'Priya Natarajan', 'Essays: done', '2026-11-21T10:00:00.000Z'],
    ]);
    const same = await t.applications.update(maya, a.id, { status: 'submitted' });
    expect(same.status).toBe('submitted');
    expect(await t.applications.history(maya, a)).toHaveLength(4); // nothing changed, nothing written
    await t.applications.remove(maya, a.id);
    expect((await t.applications.history(maya, a)).at(-1)).toMatchObject({ summary: 'Removed from the list', actorId: 'u-maya' });
    expect(await t.applications.list(maya, 'st-maya')).toEqual([]);
  });

  it('flags two live binding applications on each, until one is denied', async () => {
    const rice = await t.applications.add(maya, 'st-maya', { collegeId: '227757', plan: 'ED' });
    const mit = await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'ED2' });
    await t.applications.add(maya, 'st-maya', { collegeId: '243780', plan: 'EA' });
    const codes = async () => Object.fromEntries((await t.applications.list(maya, 'st-maya')).map((a) => [a.collegeId, a.flags.map((f) => f.code)]));
    expect(await codes()).toEqual({ '227757': ['TWO_BINDING'], '166683': ['TWO_BINDING'], '243780': [] });
    await t.applications.update(maya, mit.id, { status: 'denied' });
    expect(await codes()).toEqual({ '227757': [], '166683': [], '243780': [] });
    expect(rice.flags).toEqual([]); // the first ED alone was not flagged
  });

  it('flags a passed deadline until the application is submitted', async () => {
    const a = await t.applications.add(maya, 'st-maya', { collegeId: '243780', plan: 'EA', status: 'in_progress' });
    expect((await t.applications.update(maya, a.id, { deadline: '2026-11-20' })).flags).toEqual([]);
    const passed = await t.applications.update(maya, a.id, { deadline: '2026-11-19' });
    expect(passed.flags).toEqual([{ code: 'DEADLINE_PASSED', message: 'The deadline (2026-11-19) has passed and the application is not submitted' }]);
    expect((await t.applications.update(maya, a.id, { status: 'submitted' })).flags).toEqual([]);
  });

  it('rates fit from the profile scores, and publishes the list again when they change', async () => {
    const purdue = await t.applications.add(maya, 'st-maya', { collegeId: '243780' });
    expect(purdue.fit).toMatchObject({ level: 'LIKELY', reason: "SAT 1450 is above this college's 75th percentile of 1430 and it admits 68.8% of applicants" });
    await until('the list event', () => t.seen.length === 1);
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', grade: '12', satScore: 1150, firstName: 'Maya', lastName: 'Chen' }));
    await until('the list event after the new scores', () => t.seen.length === 2);
    expect(lastList('st-maya')!.applications[0].fit).toEqual({ level: 'REACH', reason: "SAT 1150 is below this college's 25th percentile of 1190" });
    // The same event again, and a student with no list: nothing to publish.
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-maya', userId: 'u-maya', schoolId: 'school-a', counselorUserId: 'c-a', grade: '12', satScore: 1150, firstName: 'Maya', lastName: 'Chen' }));
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-jordan', userId: 'u-jordan', schoolId: 'school-b', grade: '11', satScore: 1300 }));
    await quietPeriod(); // nothing to publish: no condition to wait for, so a pause
    expect(t.seen).toHaveLength(2);
    expect((await t.store.students.get('st-jordan'))!.satScore).toBe(1300);
  });
});

describe('list.changed events', () => {
  it('carries the whole list after every change, and an empty one after the last removal', async () => {
    const a = await t.applications.add(maya, 'st-maya', { collegeId: '227757', plan: 'ED' });
    await t.applications.add(maya, 'st-maya', { collegeId: '166683', plan: 'ED' });
    await t.applications.update(maya, a.id, { deadline: '2026-11-01' });
    await until('the three list events', () => t.seen.length === 3);
    expect(t.seen[2].data).toEqual({
      studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: '2026-11-20T15:00:00.000Z',
      applications: [
        {
          applicationId: a.id, collegeId: '227757', collegeName: 'Rice University', city: 'Houston', state: 'TX', plan: 'ED', status: 'researching',
          deadline: '2026-11-01', missing: ['Application form', 'Essays', 'Transcript', 'Test scores', 'Application fee'],
          fit: { level: 'REACH', reason: 'This college admits 9.5% of applicants (under 15%)' }, flags: ['TWO_BINDING', 'DEADLINE_PASSED'],
        },
        expect.objectContaining({ collegeId: '166683', deadline: null, flags: ['TWO_BINDING'] }),
      ],
    });
    for (const x of await t.applications.list(maya, 'st-maya')) await t.applications.remove(maya, x.id);
    await until('the list events of both removals', () => t.seen.length === 5);
    expect(lastList('st-maya')!.applications).toEqual([]);
  });
});

describe('changes side by side', () => {
  it('publishes a last list that holds every change', async () => {
    await Promise.all(['166683', '243780', '139755', '227757'].map((collegeId) => t.applications.add(maya, 'st-maya', { collegeId })));
    const list = await t.applications.list(maya, 'st-maya');
    await Promise.all(list.map((a) => t.applications.update(maya, a.id, { materials: { essays: true } })));
    await until('the eight list events', () => t.seen.length === 8);
    const last = lastList('st-maya')!.applications;
    expect(last).toHaveLength(4);
    expect(last.every((a) => !a.missing.includes('Essays'))).toBe(true);
  });
});

describe('curated deadlines', () => {
  it('lets staff set a college\'s deadlines per cycle, which every list with it then follows', async () => {
    const mine = await t.applications.add(maya, 'st-maya', { collegeId: '243780', plan: 'EA' });
    await t.applications.add(jordan, 'st-jordan', { collegeId: '243780', plan: 'EA' });
    await until('both students\' list events', () => t.seen.length === 2);
    await expect(t.deadlines.setDeadlines(maya, '243780', { cycle: 2027, deadlines: [] })).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(t.deadlines.setDeadlines(counselorB, '999999', { cycle: 2027, deadlines: [] })).rejects.toEqual(new NotFoundError('College not found'));
    await expect(t.deadlines.setDeadlines(counselorB, '243780', { cycle: 2027, deadlines: [{ plan: 'EA', date: '11/01' }] }))
      .rejects.toEqual(new ValidationError('Deadline must be a date (YYYY-MM-DD)'));
    // Any staff member, district-wide (counselor B is not of Maya's school).
    const set = await t.deadlines.setDeadlines(counselorB, '243780', { cycle: 2027, deadlines: [{ plan: 'RD', date: '2027-01-15' }, { plan: 'EA', date: '2026-11-01' }] });
    expect(set.map((d) => [d.plan, d.date, d.updatedBy])).toEqual([['EA', '2026-11-01', 'c-b'], ['RD', '2027-01-15', 'c-b']]);
    expect((await t.applications.list(maya, 'st-maya'))[0]).toMatchObject({ deadline: '2026-11-01', deadlineSource: 'CURATED' });
    expect((await t.applications.list(jordan, 'st-jordan'))[0]).toMatchObject({ deadline: null, deadlineSource: 'UNKNOWN' }); // cycle 2028
    await until('Maya\'s list event after the curated deadlines', () => t.seen.length === 3); // Maya's list again; not Jordan's
    expect(lastList('st-maya')!.applications[0].deadline).toBe('2026-11-01');
    // Her own deadline wins over the curated one; the full set replaces the old one.
    expect((await t.applications.update(maya, mine.id, { deadline: '2026-12-01' })).deadlineSource).toBe('STUDENT');
    await t.deadlines.setDeadlines(admin, '243780', { cycle: 2027, deadlines: [{ plan: 'RD', date: '2027-01-10' }] });
    expect((await t.deadlines.collegeDeadlines(jordan, '243780', 2027)).map((d) => d.plan)).toEqual(['RD']);
    expect((await t.deadlines.collegeDeadlines(jordan, '243780', null)).map((d) => d.cycle)).toEqual([2027]);
    expect((await t.applications.update(maya, mine.id, { deadline: null })).deadline).toBeNull();
  });
});
