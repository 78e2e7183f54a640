import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import {
  admin, counselorA, counselorB, jordan, maya, principal, profileEvent, seedStudents, testCounseling,
} from '../../test/support/test-counseling.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

let t: Awaited<ReturnType<typeof testCounseling>>;
beforeEach(async () => {
  t = await testCounseling('2026-11-20T15:00:00.000Z');
  await seedStudents(t);
});
afterEach(async () => t.close());

const assignees = async (taskId: string) => (await t.tasks.assignments(admin, (await t.store.tasks.get(taskId))!)).map((a) => a.studentId);

describe('group tasks', () => {
  it('expand at creation to the group\'s current active members: a later joiner is not assigned, an inactive one never', async () => {
    const grade12 = await t.tasks.create(counselorA, { title: 'Ask two teachers', dueDate: '2026-12-01', assignees: { schoolId: 'school-a', grade: '12' } });
    expect(grade12).toMatchObject({ total: 1, done: 0, overdue: 0, task: { groupSchoolId: 'school-a', groupGrade: '12' } });
    expect(await assignees(grade12.task.id)).toEqual(['st-maya']); // not Sam (inactive), not Jordan (11), not Bea (school B)
    const school = await t.tasks.create(counselorA, { title: 'Whole school', dueDate: '2026-12-01', assignees: { schoolId: 'school-a' } });
    expect(await assignees(school.task.id)).toEqual(['st-maya', 'st-jordan']);
    // A grade-12 student who joins after the task was created is not assigned.
    await t.directory.profileUpserted(profileEvent({ studentId: 'st-new', userId: 'u-new', schoolId: 'school-a', grade: '12', firstName: 'Nia', lastName: 'Adams' }));
    expect(await assignees(grade12.task.id)).toEqual(['st-maya']);
    expect(await t.tasks.ofStudent(admin, 'st-new')).toEqual([]);
  });

  it('refuses a group of a school the caller may not see (404) and an empty group', async () => {
    await expect(t.tasks.create(counselorB, { title: 'x', dueDate: '2026-12-01', assignees: { schoolId: 'school-a' } })).rejects.toEqual(new NotFoundError('School not found'));
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { schoolId: 'school-a', grade: '9' } }))
      .rejects.toEqual(new ValidationError('The group has no active students'));
  });

  it('needs every named student to be visible (else 404, nothing created)', async () => {
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya', 'st-bea'] } }))
      .rejects.toEqual(new NotFoundError('Student not found'));
    expect(await t.tasks.list(admin, 'ALL')).toEqual([]);
    const both = await t.tasks.create(admin, { title: 'x', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya', 'st-bea', 'st-maya'] } });
    expect(both.total).toBe(2);
  });

  it('authorizes before it validates, and validates input', async () => {
    await expect(t.tasks.create(maya, { title: '' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-02-30', assignees: { studentIds: ['st-maya'] } }))
      .rejects.toEqual(new ValidationError('Due date must be a date (YYYY-MM-DD)'));
    await expect(t.tasks.create(counselorA, { title: 'x'.repeat(201), dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } }))
      .rejects.toEqual(new ValidationError('Title must be at most 200 characters'));
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: {} })).rejects.toBeInstanceOf(ValidationError);
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { grade: '12' } })).rejects.toEqual(new ValidationError('A grade needs a schoolId'));
  });
});

describe('completion', () => {
  it('counts done, total and overdue per task over the assignees the caller may see', async () => {
    const late = await t.tasks.create(admin, { title: 'Send scores', dueDate: '2026-11-15', assignees: { studentIds: ['st-maya', 'st-jordan', 'st-bea'] } });
    await t.tasks.create(counselorA, { title: 'Later', dueDate: '2026-12-15', assignees: { schoolId: 'school-a' } });
    await t.tasks.setCompletion(maya, late.task.id, 'st-maya', true);
    const all = await t.tasks.list(counselorA, 'ALL');
    expect(all.map((s) => [s.task.title, s.done, s.total, s.overdue])).toEqual([['Send scores', 1, 2, 1], ['Later', 0, 2, 0]]);
    expect((await t.tasks.list(admin, 'ALL')).map((s) => [s.task.title, s.done, s.total, s.overdue])).toEqual([['Send scores', 1, 3, 2], ['Later', 0, 2, 0]]);
    expect((await t.tasks.list(counselorA, 'MINE')).map((s) => s.task.title)).toEqual(['Later']);
    expect((await t.tasks.list(counselorB, 'ALL')).map((s) => [s.task.title, s.total])).toEqual([['Send scores', 1]]);
    const who = await t.tasks.assignments(counselorA, late.task);
    expect(who.map((a) => [a.studentName, a.done, a.doneBy])).toEqual([['Maya Chen', true, 'u-maya'], ['Jordan Rivera', false, null]]);
  });

  it('lets a student complete their own task but not another\'s, and staff of the student either', async () => {
    const task = await t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya', 'st-jordan'] } });
    const mine = await t.tasks.setCompletion(maya, task.task.id, 'st-maya', true);
    expect(mine).toMatchObject({ done: true, doneBy: 'u-maya', doneAt: '2026-11-20T15:00:00.000Z' });
    await expect(t.tasks.setCompletion(maya, task.task.id, 'st-jordan', true)).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.tasks.setCompletion(counselorB, task.task.id, 'st-jordan', true)).rejects.toEqual(new NotFoundError('Student not found'));
    expect(await t.tasks.setCompletion(counselorA, task.task.id, 'st-jordan', true)).toMatchObject({ done: true, doneBy: 'c-a' });
    expect(await t.tasks.setCompletion(counselorA, task.task.id, 'st-maya', false)).toMatchObject({ done: false, doneAt: null, doneBy: null });
    await expect(t.tasks.setCompletion(jordan, 'no-task', 'st-jordan', true)).rejects.toEqual(new NotFoundError('Task not found'));
    await expect(t.tasks.setCompletion(jordan, task.task.id, 'st-jordan', 'yes')).rejects.toBeInstanceOf(ValidationError);
    expect((await t.tasks.list(counselorA, 'MINE'))[0]).toMatchObject({ done: 1, total: 2 });
  });

  it('shows a student their own tasks only', async () => {
    await t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    expect((await t.tasks.ofStudent(maya, 'st-maya')).map((a) => a.task.title)).toEqual(['x']);
    await expect(t.tasks.ofStudent(jordan, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.tasks.list(maya, 'MINE')).rejects.toBeInstanceOf(ForbiddenError);
  });

  it('lists open assignments past due in the caller\'s schools, oldest first, with names', async () => {
    const a = await t.tasks.create(admin, { title: 'Old', dueDate: '2026-11-01', assignees: { studentIds: ['st-maya', 'st-jordan', 'st-bea'] } });
    await t.tasks.create(admin, { title: 'Recent', dueDate: '2026-11-19', assignees: { studentIds: ['st-maya'] } });
    await t.tasks.create(admin, { title: 'Due today', dueDate: '2026-11-20', assignees: { studentIds: ['st-maya'] } });
    await t.tasks.setCompletion(admin, a.task.id, 'st-jordan', true);
    const overdue = await t.tasks.overdue(counselorA);
    expect(overdue.map((o) => [o.task.title, o.studentName])).toEqual([['Old', 'Maya Chen'], ['Recent', 'Maya Chen']]);
    expect((await t.tasks.overdue(counselorB)).map((o) => o.studentName)).toEqual(['Bea Berg']);
  });
});

describe('tasks tied to an application', () => {
  beforeEach(async () => {
    await t.directory.listChanged({
      studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: '2026-11-20T00:00:00.000Z',
      applications: [{ applicationId: 'app-mit', collegeId: '166683', collegeName: 'MIT', city: null, state: null, plan: 'EA', status: 'planning', deadline: null, missing: [], fit: { level: 'REACH', reason: '' }, flags: [] }],
    });
  });

  it('goes to the application\'s student (from the colleges list events) and shows on its checklist', async () => {
    const task = await t.tasks.create(counselorA, { title: 'Send SAT scores to MIT', dueDate: '2026-12-01', assignees: {}, applicationId: 'app-mit' });
    expect(await assignees(task.task.id)).toEqual(['st-maya']);
    await t.tasks.create(counselorA, { title: 'Unrelated', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    expect((await t.tasks.ofApplication(maya, 'app-mit')).map((a) => a.task.title)).toEqual(['Send SAT scores to MIT']);
    await expect(t.tasks.ofApplication(counselorB, 'app-mit')).rejects.toEqual(new NotFoundError('Application not found'));
  });

  it('refuses an application of another student or one it never heard of (404)', async () => {
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: { studentIds: ['st-jordan'] }, applicationId: 'app-mit' }))
      .rejects.toEqual(new NotFoundError('Application not found'));
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: {}, applicationId: 'app-other' }))
      .rejects.toEqual(new NotFoundError('Application not found'));
    await expect(t.tasks.create(counselorB, { title: 'x', dueDate: '2026-12-01', assignees: {}, applicationId: 'app-mit' }))
      .rejects.toEqual(new NotFoundError('Application not found'));
  });

  it('follows the list: an application removed from it no longer takes tasks', async () => {
    await t.directory.listChanged({ studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: '2026-11-21T00:00:00.000Z', applications: [] });
    await expect(t.tasks.create(counselorA, { title: 'x', dueDate: '2026-12-01', assignees: {}, applicationId: 'app-mit' })).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('access log', () => {
  it('logs staff reads of one student\'s tasks, not the student\'s own, nor lists across students', async () => {
    const task = await t.tasks.create(counselorA, { title: 'x', dueDate: '2026-11-01', assignees: { studentIds: ['st-maya'] } });
    await t.tasks.ofStudent(maya, 'st-maya');
    await t.tasks.setCompletion(maya, task.task.id, 'st-maya', true);
    await t.tasks.list(counselorA, 'ALL');
    await t.tasks.overdue(counselorA);
    await t.tasks.ofStudent(counselorA, 'st-maya');
    await until('the staff read', () => t.reads.length >= 1);
    await quietPeriod(150); // no other read may be logged: nothing to wait for, so room for one to show up
    expect(t.reads.map((e) => [e.data.studentId, e.data.actorId, e.data.parts])).toEqual([['st-maya', 'c-a', ['tasks']]]);
  });
});

describe('a staff read of one student\'s tasks (each chat turn about them)', () => {
  it('looks the student up once, and still answers a counselor of another school as if they did not exist', async () => {
    const students = t.store.students;
    const get = students.get.bind(students);
    let lookups = 0;
    students.get = (id) => { lookups++; return get(id); };
    await t.tasks.ofStudent(counselorA, 'st-maya');
    expect(lookups).toBe(1);
    await expect(t.tasks.ofStudent(counselorB, 'st-maya')).rejects.toEqual(new NotFoundError('Student not found'));
    await expect(t.tasks.ofStudent(counselorA, 'st-nobody')).rejects.toEqual(new NotFoundError('Student not found'));
  });
});

describe('changing and removing a task', () => {
  const colleagueA = principal('c-a2', 'counselor', ['school-a'], ['Lee', 'Park']);

  it('lets the staff member who gave it change its title and due date; counts follow the new date', async () => {
    const given = await t.tasks.create(counselorA, { title: 'Send scores', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya', 'st-jordan'] } });
    const moved = await t.tasks.update(counselorA, given.task.id, { title: '  Send SAT scores  ', dueDate: '2026-11-10' });
    expect(moved).toMatchObject({ total: 2, done: 0, overdue: 2, task: { id: given.task.id, title: 'Send SAT scores', dueDate: '2026-11-10' } });
    expect((await t.tasks.ofStudent(maya, 'st-maya')).map((a) => [a.task.title, a.task.dueDate])).toEqual([['Send SAT scores', '2026-11-10']]);
    // Absent fields stay; the assignees stay.
    expect((await t.tasks.update(counselorA, given.task.id, { title: 'Scores' })).task).toMatchObject({ title: 'Scores', dueDate: '2026-11-10' });
    expect(await assignees(given.task.id)).toEqual(['st-maya', 'st-jordan']);
  });

  it('removes a task with its assignments and their completion', async () => {
    const given = await t.tasks.create(counselorA, { title: 'Essay draft', dueDate: '2026-12-01', assignees: { schoolId: 'school-a' } });
    const kept = await t.tasks.create(counselorA, { title: 'Kept', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    await t.tasks.setCompletion(maya, given.task.id, 'st-maya', true);
    await t.tasks.remove(counselorA, given.task.id);
    expect(await t.store.tasks.get(given.task.id)).toBeNull();
    expect(await t.store.tasks.assignment(given.task.id, 'st-maya')).toBeNull();
    expect((await t.tasks.ofStudent(maya, 'st-maya')).map((a) => a.taskId)).toEqual([kept.task.id]);
    expect((await t.tasks.list(admin, 'ALL')).map((s) => s.task.title)).toEqual(['Kept']);
    await expect(t.tasks.remove(counselorA, given.task.id)).rejects.toEqual(new NotFoundError('Task not found'));
  });

  it('is for the giver or an admin: a colleague who sees it gets 403, staff who see none of its students 404, students 403; before validation', async () => {
    const given = await t.tasks.create(counselorA, { title: 'Essay draft', dueDate: '2026-12-01', assignees: { studentIds: ['st-maya'] } });
    await expect(t.tasks.update(colleagueA, given.task.id, { title: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.tasks.remove(colleagueA, given.task.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.tasks.update(counselorB, given.task.id, { title: '' })).rejects.toEqual(new NotFoundError('Task not found'));
    await expect(t.tasks.remove(counselorB, given.task.id)).rejects.toEqual(new NotFoundError('Task not found'));
    await expect(t.tasks.update(maya, given.task.id, { title: 'x' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.tasks.update(colleagueA, given.task.id, { dueDate: 'soon' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(t.tasks.update(counselorA, given.task.id, { dueDate: 'soon' })).rejects.toEqual(new ValidationError('Due date must be a date (YYYY-MM-DD)'));
    await expect(t.tasks.update(counselorA, given.task.id, { title: ' ' })).rejects.toEqual(new ValidationError('Title is required'));
    expect((await t.tasks.update(admin, given.task.id, { title: 'By the admin' })).task.title).toBe('By the admin');
    await t.tasks.remove(admin, given.task.id);
    expect(await t.store.tasks.get(given.task.id)).toBeNull();
  });
});
