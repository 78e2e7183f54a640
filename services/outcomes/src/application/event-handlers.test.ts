import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { MAYA, MIT, testOutcomes, type TestOutcomes } from '../../test/support/test-outcomes.js';
import { takeEnrollment } from './event-handlers.js';

let t: TestOutcomes;
beforeEach(async () => { t = await testOutcomes(); });
afterEach(async () => { await t.close(); });

const RICE = '227757';
const GT = '139755';

describe('the snapshot at submission', () => {
  it('keeps the scores the student had when the application was first seen submitted, whatever the profile says later', async () => {
    await t.profile({ ...MAYA, gpa: 3.7, sat: 1450, act: null });
    await t.list(MAYA, [{ applicationId: 'a-mit', collegeId: MIT, status: 'in_progress' }, { applicationId: 'a-rice', collegeId: RICE, status: 'submitted', plan: 'ED' }], '2026-11-01T10:00:00.000Z');
    await t.profile({ ...MAYA, gpa: 3.9, sat: 1530, act: 35 });
    await t.list(MAYA, [{ applicationId: 'a-mit', collegeId: MIT, status: 'submitted', plan: 'EA' }, { applicationId: 'a-rice', collegeId: RICE, status: 'admitted', plan: 'ED' }], '2026-11-03T10:00:00.000Z');
    const apps = await t.store.students.applications(MAYA.studentId);
    expect(apps.map(({ applicationId, status, gpa, sat, act, submittedAt }) => ({ applicationId, status, gpa, sat, act, submittedAt }))).toEqual([
      // submitted after the profile changed: the new scores
      { applicationId: 'a-mit', status: 'submitted', gpa: 3.9, sat: 1530, act: 35, submittedAt: '2026-11-03T10:00:00.000Z' },
      // submitted before: the scores of then, though it was decided since
      { applicationId: 'a-rice', status: 'admitted', gpa: 3.7, sat: 1450, act: null, submittedAt: '2026-11-01T10:00:00.000Z' },
    ]);
  });

  it('takes no snapshot of an application still being prepared, and forgets one taken off the list', async () => {
    await t.profile(MAYA);
    await t.list(MAYA, [{ applicationId: 'a-mit', collegeId: MIT, status: 'planning' }, { applicationId: 'a-gt', collegeId: GT, status: 'submitted' }]);
    expect((await t.store.students.applications(MAYA.studentId)).map((a) => [a.applicationId, a.submittedAt !== null, a.gpa])).toEqual([['a-gt', true, 3.94], ['a-mit', false, null]]);
    await t.list(MAYA, [{ applicationId: 'a-mit', collegeId: MIT, status: 'planning' }]);
    expect((await t.store.students.applications(MAYA.studentId)).map((a) => a.applicationId)).toEqual(['a-mit']);
  });
});

describe('the rollover', () => {
  it('makes each submitted application of a graduating senior an outcome of their class, with its snapshot and decision, once', async () => {
    await t.profile({ ...MAYA, gpa: 3.8, sat: 1500, act: null });
    await t.list(MAYA, [
      { applicationId: 'a-mit', collegeId: MIT, status: 'denied', plan: 'EA' }, { applicationId: 'a-rice', collegeId: RICE, status: 'enrolled', plan: 'ED' },
      { applicationId: 'a-gt', collegeId: GT, status: 'waitlisted' }, { applicationId: 'a-never', collegeId: '170976', status: 'researching' },
    ]);
    await t.profile({ ...MAYA, gpa: 2.0, sat: 900, act: null }); // later changes do not reach the outcomes
    await t.graduate(MAYA, '2027-06-15T09:00:00.000Z');
    await t.graduate(MAYA, '2027-06-15T09:00:00.000Z'); // redelivered
    const outcomes = await t.store.outcomes.ofStudent(MAYA.studentId);
    expect(outcomes.map(({ schoolId, classYear, collegeId, plan, result, gpa, sat, source }) => ({ schoolId, classYear, collegeId, plan, result, gpa, sat, source }))
      .sort((a, b) => a.collegeId.localeCompare(b.collegeId))).toEqual([
      { schoolId: 'school-a', classYear: 2027, collegeId: GT, plan: 'RD', result: 'WAITLISTED', gpa: 3.8, sat: 1500, source: 'ROLLOVER' },
      { schoolId: 'school-a', classYear: 2027, collegeId: MIT, plan: 'EA', result: 'DENIED', gpa: 3.8, sat: 1500, source: 'ROLLOVER' },
      { schoolId: 'school-a', classYear: 2027, collegeId: RICE, plan: 'ED', result: 'ENROLLED', gpa: 3.8, sat: 1500, source: 'ROLLOVER' },
    ]);
    expect(await t.store.outcomes.count('school-a')).toBe(3);
  });

  it('follows a decision that comes after graduation onto the outcome', async () => {
    await t.profile(MAYA);
    await t.list(MAYA, [{ applicationId: 'a-gt', collegeId: GT, status: 'waitlisted' }]);
    await t.graduate(MAYA);
    await t.list(MAYA, [{ applicationId: 'a-gt', collegeId: GT, status: 'admitted' }]);
    expect((await t.store.outcomes.ofStudent(MAYA.studentId)).map((o) => o.result)).toEqual(['ADMITTED']);
  });

  it('ignores an enrollment change that is not a graduation', async () => {
    await t.profile(MAYA);
    await t.list(MAYA, [{ applicationId: 'a-gt', collegeId: GT, status: 'submitted' }]);
    await takeEnrollment(t, { studentUserId: MAYA.userId, schoolId: 'school-a', grade: '12', status: 'active', counselorUserId: null, firstName: null, lastName: null, email: null, sourcedId: null }, '2027-06-01T00:00:00.000Z');
    expect(await t.store.outcomes.count('school-a')).toBe(0);
  });
});
