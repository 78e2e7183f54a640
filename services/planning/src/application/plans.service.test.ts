import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { Subjects, type EventEnvelope, type PlanChanged, type PlanReviewed } from '@counsel/proto-events';
import { eventually, until } from '../../../kit/test/support/eventually.js';
import { admin, counselorA, counselorB, jordan, maya, principal, seed, teacherA, testPlanning, type TestPlanning } from '../../test/support/test-planning.js';

/** Maya's guardian (the token's students claim names her account), and a guardian of Jordan only. */
const mayasGuardian = { ...principal('g-lucia', 'guardian', undefined, ['Lucía', 'Chen']), studentUserIds: ['u-maya'] };
const jordansGuardian = { ...principal('g-other', 'guardian'), studentUserIds: ['u-jordan'] };

let t: TestPlanning;
let id: (code: string) => string;
beforeEach(async () => { t = await testPlanning(); ({ id } = await seed(t)); });
afterEach(async () => { await t.close(); });

const entries = () => [
  { courseId: id('ENG9'), grade: 9, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'a-' },
  { courseId: id('ALG1'), grade: 9, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'B' },
  { courseId: id('ENG10'), grade: 10, term: 'FULL_YEAR', state: 'PLANNED' },
  { courseId: id('CALC'), grade: 10, term: 'FULL_YEAR', state: 'PLANNED' },
];

describe('a student plan', () => {
  it('starts as an empty draft whose checks say what is missing', async () => {
    const plan = await t.plans.get(maya, 'st-maya');
    expect(plan).toMatchObject({ status: 'DRAFT', entries: [], updatedAt: null });
    expect(plan.checks.map((c) => c.setName)).toEqual(['UC/CSU a-g subject requirements', 'NCAA Division I core courses']);
    expect(plan.checks[0].requirements[1].summary).toBe('b. English: 4 years missing of 4 (0 completed, 0 planned)');
    expect(plan.recordCourses).toEqual([{ courseName: 'English 9', level: 'Regular', mark: 'A', catalogCourseId: id('ENG9') }]);
  });

  it('is saved by the student with its checks and problems, and every change kept with who and when', async () => {
    const saved = await t.plans.save(maya, 'st-maya', { entries: entries() });
    expect(saved.entries.map((e) => [e.code, e.state, e.mark])).toEqual([['ENG9', 'COMPLETED', 'A-'], ['ALG1', 'COMPLETED', 'B'], ['ENG10', 'PLANNED', null], ['CALC', 'PLANNED', null]]);
    expect(saved.problems.map((p) => p.message)).toEqual([
      'AP Calculus AB (CALC) in grade 10 the full year needs GEO first, which is not in the plan',
      'AP Calculus AB (CALC) is offered in grades 11, 12, not in grade 10',
    ]);
    expect(saved.checks[0].requirements.find((r) => r.key === 'b')).toMatchObject({ completed: 1, planned: 1, missing: 2 });
    expect(saved.history).toEqual([{ at: '2026-11-20T15:00:00.000Z', actorUserId: 'u-maya', actorName: 'Maya Chen', action: 'saved', detail: '4 courses' }]);
  });

  it('goes draft → submitted → returned (with the reason) → submitted → approved, and changes after approval only by a new submission', async () => {
    await t.plans.save(maya, 'st-maya', { entries: entries() });
    t.clock.now = new Date('2026-11-21T09:00:00.000Z');
    expect((await t.plans.submit(maya, 'st-maya', null)).status).toBe('SUBMITTED');
    await expect(t.plans.review(counselorA, 'st-maya', 'RETURN', ' ')).rejects.toThrow(new ValidationError('Say why the plan goes back: a comment is required to return it'));
    const returned = await t.plans.review(counselorA, 'st-maya', 'RETURN', 'Take Geometry before calculus');
    expect(returned).toMatchObject({ status: 'RETURNED', reviewedAt: '2026-11-21T09:00:00.000Z' });
    expect(returned.comments).toMatchObject([{ authorName: 'Priya Natarajan', text: 'Take Geometry before calculus' }]);
    await expect(t.plans.review(counselorA, 'st-maya', 'APPROVE', null)).rejects.toThrow(new ConflictError('Only a submitted plan can be approved or returned'));
    const fixed = entries().map((e) => (e.courseId === id('CALC') ? { ...e, courseId: id('GEO') } : e));
    expect((await t.plans.save(maya, 'st-maya', { entries: fixed })).status).toBe('RETURNED');
    await t.plans.submit(maya, 'st-maya', null);
    const approved = await t.plans.review(counselorA, 'st-maya', 'APPROVE', 'Looks good');
    expect(approved.status).toBe('APPROVED');
    await expect(t.plans.save(maya, 'st-maya', { entries: entries() })).rejects.toThrow(ConflictError);
    expect((await t.plans.get(maya, 'st-maya')).entries.map((e) => e.code)).toEqual(['ENG9', 'ALG1', 'ENG10', 'GEO']);
    const resubmitted = await t.plans.submit(maya, 'st-maya', { entries: entries() });
    expect(resubmitted).toMatchObject({ status: 'SUBMITTED' });
    expect(resubmitted.entries.map((e) => e.code)).toContain('CALC');
    expect(resubmitted.history.map((h) => [h.action, h.actorName])).toEqual([
      ['saved', 'Maya Chen'], ['submitted', 'Maya Chen'], ['returned', 'Priya Natarajan'], ['saved', 'Maya Chen'], ['submitted', 'Maya Chen'],
      ['approved', 'Priya Natarajan'], ['submitted', 'Maya Chen'],
    ]);
  });

  it('tells other services (through its outbox) of a plan returned or approved, with who decided, never the comment', async () => {
    const reviewed = await t.bus.record(Subjects.planningPlanReviewed) as EventEnvelope<PlanReviewed>[];
    await t.plans.save(maya, 'st-maya', { entries: entries() });
    await t.plans.submit(maya, 'st-maya', null);
    t.clock.now = new Date('2026-11-21T09:00:00.000Z');
    await t.plans.review(counselorA, 'st-maya', 'RETURN', 'Take Geometry before calculus');
    await t.plans.submit(maya, 'st-maya', null);
    await t.plans.review(counselorA, 'st-maya', 'APPROVE', 'Looks good');
    await until('two reviews', () => reviewed.length === 2);
    expect(reviewed.map((e) => e.data)).toEqual([
      { studentId: 'st-maya', studentUserId: 'u-maya', decision: 'return', at: '2026-11-21T09:00:00.000Z', reviewerName: 'Priya Natarajan' },
      { studentId: 'st-maya', studentUserId: 'u-maya', decision: 'approve', at: '2026-11-21T09:00:00.000Z', reviewerName: 'Priya Natarajan' },
    ]);
    expect(JSON.stringify(reviewed)).not.toMatch(/Geometry|Looks good/);
  });

  it('tells chat (through its outbox) the plan\'s status and each set\'s gaps after every change, and after a catalog change checks it again', async () => {
    const changed = await t.bus.record(Subjects.planningPlanChanged) as EventEnvelope<PlanChanged>[];
    await t.plans.save(maya, 'st-maya', { entries: entries() });
    await t.plans.submit(maya, 'st-maya', null);
    await t.plans.review(counselorA, 'st-maya', 'RETURN', 'Take Geometry before calculus');
    await until('three changes', () => changed.length === 3);
    expect(changed.map((e) => e.data.schoolId)).toEqual(['school-a', 'school-a', 'school-a']);
    expect(changed.map((e) => [e.data.studentId, e.data.studentUserId, e.data.status])).toEqual([
      ['st-maya', 'u-maya', 'DRAFT'], ['st-maya', 'u-maya', 'SUBMITTED'], ['st-maya', 'u-maya', 'RETURNED'],
    ]);
    const last = changed[2].data;
    expect(last).toMatchObject({ track: 'AT_RISK', completedCourses: 2, plannedCourses: 2, updatedAt: '2026-11-20T15:00:00.000Z' });
    expect(last.sets.map((s) => [s.setName, s.status])).toEqual([['UC/CSU a-g subject requirements', 'AT_RISK'], ['NCAA Division I core courses', 'AT_RISK']]);
    expect(last.sets[0].missing[1]).toEqual({ label: 'b. English', summary: 'b. English: 2 years missing of 4 (1 completed, 1 planned)' });
    expect(last.problems).toEqual([
      'AP Calculus AB (CALC) in grade 10 the full year needs GEO first, which is not in the plan', 'AP Calculus AB (CALC) is offered in grades 11, 12, not in grade 10',
    ]);
    // The review's comment stays in planning.
    expect(JSON.stringify(changed)).not.toMatch(/Take Geometry/);
    // A catalog change checks every plan of the school again: the new status goes out too.
    const geo = (await t.store.catalog.courseByCode('school-a', 'GEO'))!;
    await t.catalog.update(admin, geo.id, { code: 'GEO', title: 'Geometry', subjectArea: '02', credits: 1, gradeLevels: [10, 11], level: 'STANDARD', prerequisites: [], entranceAreas: ['ag:c'] });
    await until('the recheck\'s event', () => changed.length === 4);
    expect(changed[3].data).toMatchObject({ studentId: 'st-maya', status: 'RETURNED' });
  });

  it('is the student\'s own to edit: staff, other students and teachers may not, and another school is not found', async () => {
    await expect(t.plans.save(counselorA, 'st-maya', { entries: [] })).rejects.toThrow(ForbiddenError);
    await expect(t.plans.save(jordan, 'st-maya', { entries: [] })).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(t.plans.get(teacherA, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.plans.get(counselorB, 'st-maya')).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(t.plans.review(counselorB, 'st-maya', 'APPROVE', null)).rejects.toThrow(NotFoundError);
    await expect(t.plans.review(maya, 'st-maya', 'APPROVE', null)).rejects.toThrow(ForbiddenError);
    // Authorized first: a stranger's bad input is still "not found", not a validation message.
    await expect(t.plans.save(jordan, 'st-maya', { entries: 'nonsense' })).rejects.toThrow(NotFoundError);
  });

  it('refuses entries of another school\'s catalog, a completed course without a mark and a planned one with a mark', async () => {
    await expect(t.plans.save(maya, 'st-maya', { entries: [{ courseId: 'nope', grade: 9, term: 'FALL', state: 'PLANNED' }] }))
      .rejects.toThrow(new ValidationError("Course nope is not in the school's catalog"));
    await expect(t.plans.save(maya, 'st-maya', { entries: [{ courseId: id('ENG9'), grade: 9, term: 'FALL', state: 'COMPLETED' }] })).rejects.toThrow(ValidationError);
    await expect(t.plans.save(maya, 'st-maya', { entries: [{ courseId: id('ENG9'), grade: 13, term: 'FALL', state: 'PLANNED' }] }))
      .rejects.toThrow(new ValidationError('Grade must be 9, 10, 11 or 12'));
  });

  it('logs staff reads of the plan, not the student\'s own', async () => {
    await t.plans.get(maya, 'st-maya');
    await t.plans.get(counselorA, 'st-maya');
    await t.plans.get(admin, 'st-maya');
    await eventually(() => expect(t.reads.map((r) => [r.data.studentId, r.data.actorId, r.data.parts]))
      .toEqual([['st-maya', 'c-a', ['academic_plan']], ['st-maya', 'admin-1', ['academic_plan']]]));
  });
});

describe('a guardian', () => {
  it('reads their child\'s plan and its checks, without comments or history, logged in the child\'s access log as a guardian\'s read', async () => {
    await t.plans.save(maya, 'st-maya', { entries: entries() });
    await t.plans.submit(maya, 'st-maya', null);
    await t.plans.comment(counselorA, 'st-maya', 'Add Geometry in grade 10');
    const seen = await t.plans.get(mayasGuardian, 'st-maya');
    expect(seen.status).toBe('SUBMITTED');
    expect(seen.entries.map((e) => e.code)).toEqual(['ENG9', 'ALG1', 'ENG10', 'CALC']);
    expect(seen.checks[0].requirements.find((r) => r.key === 'b')).toMatchObject({ completed: 1, planned: 1, missing: 2 });
    expect(seen.problems.length).toBeGreaterThan(0);
    expect([seen.comments, seen.history]).toEqual([[], []]);
    await eventually(() => expect(t.reads.map((r) => [r.data.studentId, r.data.actorId, r.data.actorRole, r.data.parts]))
      .toContainEqual(['st-maya', 'g-lucia', 'guardian', ['academic_plan']]));
  });

  it('of another student finds nobody, and writes nothing even for their own child', async () => {
    await expect(t.plans.get(jordansGuardian, 'st-maya')).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(t.plans.get({ ...mayasGuardian, studentUserIds: [] }, 'st-maya')).rejects.toThrow(NotFoundError);
    await expect(t.plans.save(mayasGuardian, 'st-maya', { entries: entries() })).rejects.toThrow(NotFoundError);
    await expect(t.plans.submit(mayasGuardian, 'st-maya', null)).rejects.toThrow(NotFoundError);
    await expect(t.plans.comment(mayasGuardian, 'st-maya', 'Hola')).rejects.toThrow(NotFoundError);
    await expect(t.plans.review(mayasGuardian, 'st-maya', 'APPROVE', null)).rejects.toThrow(NotFoundError);
  });
});
