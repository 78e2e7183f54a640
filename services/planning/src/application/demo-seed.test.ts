import { DEFAULT_SCHOOL_ID, DEMO_STUDENT_PROFILES, DEMO_USERS } from '@counsel/kit';
import { log, principal, profileEvent, testPlanning, type TestPlanning } from '../../test/support/test-planning.js';
import { DEMO_GRADUATION_SET_ID, seedDemoCatalog, seedDemoPlan } from './demo-seed.js';

let t: TestPlanning;
beforeEach(async () => { t = await testPlanning(); });
afterEach(async () => { await t.close(); });

const [MAYA, JORDAN] = DEMO_STUDENT_PROFILES;
const user = (id: string) => DEMO_USERS.find((u) => u.id === id)!;

async function demoStudent(p: (typeof DEMO_STUDENT_PROFILES)[number]) {
  const u = user(p.userId);
  await t.profile(profileEvent({ studentId: p.id, userId: p.userId, schoolId: DEFAULT_SCHOOL_ID, firstName: u.firstName, lastName: u.lastName, grade: p.grade }));
  await seedDemoPlan(t.store, t.checks, (await t.store.students.get(p.id))!);
  return (await t.plans.get(principal(p.userId, 'student'), p.id));
}

describe('the demo plans', () => {
  it('gives the demo school a catalog of at least 60 courses and its graduation requirements, once', async () => {
    await seedDemoCatalog(t.store, log);
    await seedDemoCatalog(t.store, log);
    expect((await t.store.catalog.courses(DEFAULT_SCHOOL_ID)).length).toBeGreaterThanOrEqual(60);
    expect((await t.store.sets.ofSchool(DEFAULT_SCHOOL_ID)).map((s) => s.id)).toEqual([DEMO_GRADUATION_SET_ID]);
  });

  it('has Maya approved and on track in every set, with no problem', async () => {
    await seedDemoCatalog(t.store, log);
    const plan = await demoStudent(MAYA);
    expect(plan.status).toBe('APPROVED');
    expect(plan.checks.map((c) => [c.setName, c.status])).toEqual([
      ['Lakeside High School graduation requirements', 'ON_TRACK'], ['UC/CSU a-g subject requirements', 'ON_TRACK'], ['NCAA Division I core courses', 'ON_TRACK'],
    ]);
    expect(plan.problems).toEqual([]);
    expect(plan.history.map((h) => h.action)).toEqual(['saved', 'submitted', 'approved']);
  });

  it('has Jordan submitted with the gap the checks name: no language other than English', async () => {
    await seedDemoCatalog(t.store, log);
    const plan = await demoStudent(JORDAN);
    expect(plan.status).toBe('SUBMITTED');
    const ag = plan.checks.find((c) => c.setName.startsWith('UC/CSU'))!;
    expect(ag.status).toBe('AT_RISK');
    expect(ag.requirements.find((r) => r.key === 'e')!.summary).toBe('e. Language other than English: 2 years missing of 2 (0 completed, 0 planned)');
    expect(plan.checks[0].status).toBe('ON_TRACK');
    expect(plan.problems).toEqual([]);
  });
});
