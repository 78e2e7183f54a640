import { ForbiddenError, NotFoundError, ValidationError } from '@counsel/kit';
import { admin, counselorA, counselorB, jordan, maya, seed, testPlanning, type TestPlanning } from '../../test/support/test-planning.js';

let t: TestPlanning;
let id: (code: string) => string;
beforeEach(async () => { t = await testPlanning(); ({ id } = await seed(t)); });
afterEach(async () => { await t.close(); });

const graduation = {
  schoolId: 'school-a', name: 'Graduación — Lincoln High', source: 'Board policy 6146.1', minimumTotalCredits: 2,
  requirements: [{ label: 'English', areas: ['sced:01'], credits: 2 }, { label: 'Algebra I', courseCodes: ['ALG1'] }],
};

describe('requirement sets', () => {
  it('lists the school\'s own set first, then the built-in sets with their sources', async () => {
    await t.requirements.save(admin, graduation);
    const sets = await t.requirements.list(maya, 'school-a');
    expect(sets.map((s) => [s.name, s.builtIn])).toEqual([
      ['Graduación — Lincoln High', false], ['UC/CSU a-g subject requirements', true], ['NCAA Division I core courses', true],
    ]);
    expect(sets[1].source).toContain('University of California');
    expect(sets[2].source).toContain('NCAA');
    await expect(t.requirements.list(counselorB, 'school-a')).rejects.toThrow(NotFoundError);
  });

  it('are set by admins; the built-in ones are not editable; a set\'s rules are checked', async () => {
    await expect(t.requirements.save(counselorA, graduation)).rejects.toThrow(ForbiddenError);
    await expect(t.requirements.save(admin, { ...graduation, id: 'builtin-uc-csu-a-g' })).rejects.toThrow(ForbiddenError);
    await expect(t.requirements.save(admin, { ...graduation, requirements: [{ label: 'Art', areas: ['sced:99'], credits: 1 }] }))
      .rejects.toThrow(new ValidationError('Areas must be SCED subject areas ("sced:01") or college-entrance areas ("ag:b", "ncaa:english")'));
    const saved = await t.requirements.save(admin, graduation);
    expect(await t.requirements.get(counselorA, saved.id)).toMatchObject({ name: 'Graduación — Lincoln High', kind: 'GRADUATION' });
    expect(await t.requirements.get(counselorB, saved.id).catch((e: Error) => e.message)).toBe('Requirement set not found');
  });

  it('checks the plans of the school again when a set changes, and the list reads the stored status per set', async () => {
    await t.plans.save(jordan, 'st-jordan', { entries: [
      { courseId: id('ENG9'), grade: 9, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'B' }, { courseId: id('ENG10'), grade: 10, term: 'FULL_YEAR', state: 'COMPLETED', mark: 'B' },
    ] });
    const saved = await t.requirements.save(admin, graduation);
    const plan = await t.plans.get(jordan, 'st-jordan');
    const grad = plan.checks.find((c) => c.setId === saved.id)!;
    expect(grad.requirements.map((r) => r.summary)).toEqual([
      'English: met, 2 of 2 credits (2 completed, 0 planned)', 'Algebra I: ALG1 not in the plan', 'Total credits: met, 2 of 2 credits (2 completed, 0 planned)',
    ]);
    expect(grad.status).toBe('AT_RISK');
    const page = await t.list.list(counselorA, { scope: 'SCHOOL' });
    expect(page.items[0].tracks.find((s) => s.setId === saved.id)).toEqual({ setId: saved.id, setName: 'Graduación — Lincoln High', status: 'AT_RISK' });
  });
});
