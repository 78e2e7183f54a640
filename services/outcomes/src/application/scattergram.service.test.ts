import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { NotFoundError, UnauthenticatedError, ValidationError } from '@counsel/kit';
import {
  admin, bea, BEA, counselorA, counselorB, guardian, MAYA, maya, MIT, pastClass, teacherA, testOutcomes, type TestOutcomes,
} from '../../test/support/test-outcomes.js';

let t: TestOutcomes;
beforeEach(async () => {
  t = await testOutcomes();
  await t.profile(MAYA);
  await t.profile(BEA);
});
afterEach(async () => { await t.close(); });

describe('a scattergram', () => {
  it('shows the school\'s past applicants as unlabelled points with counts by plan and the student\'s own position', async () => {
    await pastClass(t, 6);
    const g = await t.scattergrams.scattergram(maya, MIT, 'school-a');
    expect(g.status).toBe('SHOWN');
    expect(g.applicants).toBe(6);
    expect(g.admitted).toBe(2);
    expect(g.points).toHaveLength(6);
    for (const p of g.points) expect(Object.keys(p).sort()).toEqual(['act', 'gpa', 'result', 'sat']);
    expect(g.plans).toEqual([{ plan: 'ED', applicants: 0, admitted: 0 }, { plan: 'EA', applicants: 3, admitted: 1 }, { plan: 'RD', applicants: 3, admitted: 1 }]);
    expect(g.classYears).toEqual([2025]);
    expect(g.position).toEqual({ gpa: 3.94, sat: 1520, act: 34 });
  });

  it('shows nothing but the minimum under the district\'s minimum of past applicants, which an admin can change', async () => {
    await pastClass(t, 4);
    const under = await t.scattergrams.scattergram(counselorA, MIT, 'school-a');
    expect(under).toMatchObject({ status: 'TOO_FEW_APPLICANTS', minimumApplicants: 5, applicants: null, admitted: null, points: [], plans: [], classYears: [] });
    await t.setting('scattergram_min_applicants', '3');
    expect((await t.scattergrams.scattergram(counselorA, MIT, 'school-a')).points).toHaveLength(4);
    await t.setting('scattergram_min_applicants', '10');
    expect((await t.scattergrams.scattergram(admin, MIT, 'school-a')).status).toBe('TOO_FEW_APPLICANTS');
  });

  it('is hidden from students when the district switches their access off; staff still see it', async () => {
    await pastClass(t, 6);
    await t.setting('scattergram_students', 'false');
    expect(await t.scattergrams.scattergram(maya, MIT, 'school-a')).toMatchObject({ status: 'OFF_FOR_STUDENTS', points: [], applicants: null, position: null });
    expect((await t.scattergrams.scattergram(counselorA, MIT, 'school-a')).status).toBe('SHOWN');
    await t.setting('scattergram_students', 'true');
    expect((await t.scattergrams.scattergram(maya, MIT, 'school-a')).status).toBe('SHOWN');
  });

  it('shows a counselor one of their students\' position, and nobody of another school', async () => {
    await pastClass(t, 6);
    expect((await t.scattergrams.scattergram(counselorA, MIT, 'school-a', MAYA.studentId)).position).toEqual({ gpa: 3.94, sat: 1520, act: 34 });
    await expect(t.scattergrams.scattergram(counselorA, MIT, 'school-a', BEA.studentId)).rejects.toThrow(new NotFoundError('Student not found'));
    expect((await t.scattergrams.scattergram(counselorA, MIT, 'school-a')).position).toBeNull();
  });

  it('is a stranger\'s to another school\'s counselor and student, teachers and guardians (404), and refuses the signed-out', async () => {
    await pastClass(t, 6);
    const school = new NotFoundError('School not found');
    await expect(t.scattergrams.scattergram(counselorB, MIT, 'school-a')).rejects.toThrow(school);
    await expect(t.scattergrams.scattergram(bea, MIT, 'school-a')).rejects.toThrow(school);
    await expect(t.scattergrams.scattergram(teacherA, MIT, 'school-a')).rejects.toThrow(school);
    await expect(t.scattergrams.scattergram(guardian, MIT, 'school-a')).rejects.toThrow(school);
    await expect(t.scattergrams.scattergram(null, MIT, 'school-a')).rejects.toThrow(UnauthenticatedError);
    // Authorized first, then validated: a stranger with a bad unit id still reads "not found".
    await expect(t.scattergrams.scattergram(counselorB, 'nope', 'school-a')).rejects.toThrow(school);
    await expect(t.scattergrams.scattergram(counselorA, 'nope', 'school-a')).rejects.toThrow(ValidationError);
    // Bea's own school has no history at MIT: too few, and her position is hers.
    expect(await t.scattergrams.scattergram(bea, MIT, 'school-b')).toMatchObject({ status: 'TOO_FEW_APPLICANTS', position: { gpa: 3.5, sat: 1300, act: null } });
  });
});
