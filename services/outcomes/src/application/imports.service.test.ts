import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { admin, counselorA, counselorB, maya, MIT, testOutcomes, type TestOutcomes } from '../../test/support/test-outcomes.js';

let t: TestOutcomes;
beforeEach(async () => { t = await testOutcomes('2026-11-20T15:00:00.000Z'); });
afterEach(async () => { await t.close(); });

const FILE = [
  'class_year,college_unitid,plan,result,gpa,sat,act,student_name',
  '2025,166683,EA,admitted,3.95,1540,,Zoë Ōtsuka',
  '2025,166683,rd,Denied,3.60,,31,',
  '2027,166683,RD,admitted,3.9,1500,,',
  '2024,MIT,RD,admitted,3.9,1500,,',
  '2024,166683,XX,admitted,3.9,1500,,',
  '2024,166683,RD,maybe,3.9,1500,,',
  '2024,166683,RD,admitted,4.5,1500,,',
  '2024,166683,RD,admitted,3.5,1700,,',
  '2024,166683,RD,admitted,3.5,,40,',
  '2024,166683,RD,pending,3.5,,30,',
  '2024,166683',
  '2023,166683,ED,waitlisted,,,,',
].join('\n');

describe('importing past outcomes', () => {
  it('checks every row (a dry run that changes nothing) and names each rejected one by line and reason', async () => {
    const imp = await t.imports.start(counselorA, 'school-a', FILE, 'history.csv');
    expect(imp).toMatchObject({ status: 'PREVIEWED', accepted: 3, classYears: [2023, 2025], fileName: 'history.csv' });
    expect(imp.rejected.map(({ line, reason }) => ({ line, reason }))).toEqual([
      { line: 4, reason: 'class_year must be a year from 1990 to 2026' },
      { line: 5, reason: 'college_unitid must be the college\'s IPEDS unit id (6 digits)' },
      { line: 6, reason: 'plan must be one of ED, ED2, EA, REA, RD, ROLLING, PRIORITY or empty' },
      { line: 7, reason: 'result must be one of admitted, enrolled, waitlisted, deferred, denied' },
      { line: 8, reason: 'gpa must be a number from 0 to 4, or empty' },
      { line: 9, reason: 'sat must be a whole number from 400 to 1600, or empty' },
      { line: 10, reason: 'act must be a whole number from 1 to 36, or empty' },
      { line: 11, reason: 'result must be one of admitted, enrolled, waitlisted, deferred, denied' },
      { line: 12, reason: 'The row has 2 fields but the header has 8' },
    ]);
    expect(await t.store.outcomes.count('school-a')).toBe(0);
  });

  it('applies the valid rows as anonymous outcomes only when told to accept the rejections, and the same file only once', async () => {
    const imp = await t.imports.start(admin, 'school-a', FILE, null);
    await expect(t.imports.apply(admin, imp.id, false)).rejects.toThrow(ConflictError);
    const applied = await t.imports.apply(admin, imp.id, true);
    expect(applied.status).toBe('APPLIED');
    await expect(t.imports.apply(admin, imp.id, true)).rejects.toThrow(new ConflictError('This import is already applied'));
    const outcomes = await t.store.outcomes.at('school-a', MIT);
    expect(outcomes.map(({ classYear, plan, result, gpa, sat, act, studentId, applicationId }) => ({ classYear, plan, result, gpa, sat, act, studentId, applicationId }))
      .sort((a, b) => a.classYear - b.classYear || a.result.localeCompare(b.result))).toEqual([
      { classYear: 2023, plan: 'ED', result: 'WAITLISTED', gpa: null, sat: null, act: null, studentId: null, applicationId: null },
      { classYear: 2025, plan: 'EA', result: 'ADMITTED', gpa: 3.95, sat: 1540, act: null, studentId: null, applicationId: null },
      { classYear: 2025, plan: 'RD', result: 'DENIED', gpa: 3.6, sat: null, act: 31, studentId: null, applicationId: null },
    ]);
    // The extra name column is never read, so never stored.
    const dump = JSON.stringify(t.db.prepare('SELECT * FROM outcomes').all()) + JSON.stringify(t.db.prepare('SELECT * FROM outcome_imports').all());
    expect(dump).not.toContain('Ōtsuka');
    const again = await t.imports.start(admin, 'school-a', FILE, 'again.csv');
    await expect(t.imports.apply(admin, again.id, true)).rejects.toThrow(new ConflictError('The same file was applied to this school already'));
  });

  it('is for staff of the school: another school\'s counselor finds no school, a student is refused, a bad file is refused whole', async () => {
    await expect(t.imports.start(counselorB, 'school-a', FILE)).rejects.toThrow(new NotFoundError('School not found'));
    await expect(t.imports.start(maya, 'school-a', FILE)).rejects.toThrow(NotFoundError);
    const imp = await t.imports.start(counselorA, 'school-a', FILE);
    expect(await t.imports.get(counselorB, imp.id)).toBeNull();
    await expect(t.imports.apply(counselorB, imp.id, true)).rejects.toThrow(NotFoundError);
    await expect(t.imports.apply(maya, imp.id, true)).rejects.toThrow(ForbiddenError);
    await expect(t.imports.start(admin, 'school-a', '')).rejects.toThrow(ValidationError);
    await expect(t.imports.start(admin, 'school-a', 'year,college\n2024,166683')).rejects.toThrow('The file\'s header lacks class_year, college_unitid, result');
    await expect(t.imports.start(admin, 'school-a', 'class_year,college_unitid,result\n')).rejects.toThrow('The file has no rows');
  });
});
