import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type CollegeListChanged } from '@counsel/proto-events';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { linkedGuardians, profile, seedPeople, testNotifications, type TestNotifications } from '../../test/support/test-notifications.js';

let t: TestNotifications;
beforeEach(async () => {
  t = await testNotifications({ now: '2026-11-20T15:00:00.000Z' });
  await seedPeople(t);
});
afterEach(async () => { await t.close(); });

const list = (apps: { id: string; deadline: string }[]): CollegeListChanged => ({
  studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: new Date().toISOString(),
  applications: apps.map((a) => ({
    applicationId: a.id, collegeId: `c-${a.id}`, collegeName: `College ${a.id}`, city: null, state: null, plan: 'RD', status: 'planning',
    deadline: a.deadline, missing: [], fit: { level: 'UNKNOWN', reason: '' }, flags: [],
  })),
});
const deadlinesOf = async (userId: string) =>
  (await t.store.inbox.page(userId, false, 100, 0)).items.filter((n) => n.kind === 'DEADLINE_REMINDER').map((n) => n.key).sort();

/** Maya, born 2008-11-22: 18 on 2026-11-22. Rosa's link stands; Lucía's consent was withdrawn (it counts once Maya is 18). */
async function seedGuardians(rule: 'continues' | 'student_consent') {
  const maya = profile('st-maya', 'u-maya', 'school-a', 'Maya', 'u-priya', 'maya@students.district.org');
  await t.bus.publish(Subjects.studentsProfileUpserted, { ...maya, profile: { ...maya.profile, dateOfBirth: '2008-11-22' } });
  await t.bus.publish(Subjects.settingsSettingChanged, { key: 'guardian_access_at_majority', actorId: 'u-admin', actorEmail: 'a@x.org', value: rule });
  for (const [userId, consentWithdrawn] of [['u-rosa', false], ['u-lucia', true]] as const) {
    await t.bus.publish(Subjects.identityUserCreated, { userId, email: `${userId.slice(2)}@familia.org`, role: 'guardian', createdBy: 'u-priya', firstName: userId.slice(2), lastName: 'Chen' });
    await t.bus.publish(Subjects.identityGuardianLinkChanged, { linkId: `l-${userId}`, guardianUserId: userId, studentUserId: 'u-maya', active: true, linked: true, consentWithdrawn });
  }
  await until('guardians, the birth date and the rule', async () =>
    (await linkedGuardians(t, 'u-maya')).length === 2 && (await t.store.directory.student('st-maya'))?.dateOfBirth === '2008-11-22'
    && await t.store.control.getSetting('guardian_access_at_majority') === rule
    && (await t.store.directory.recipients(['u-rosa', 'u-lucia'])).every((r) => r.role === 'guardian'));
}

describe("guardians' audience at the age of majority", () => {
  it("under student_consent, a withdrawn consent stops a guardian's reminders from the student's 18th birthday, and a rule switched back restores them", async () => {
    await seedGuardians('student_consent');
    await t.bus.publish(Subjects.collegesListChanged, list([{ id: 'a', deadline: '2026-11-27' }]));
    await t.inboxOf('u-maya', 1);
    // Maya is 17: Lucía's withdrawal does not count yet; both guardians hear of the 7-day mark.
    await until('both guardians told', async () => (await deadlinesOf('u-lucia')).length === 1 && (await deadlinesOf('u-rosa')).length === 1);

    // The 2-day mark falls after her birthday: nobody announced anything, and Lucía hears nothing more; Rosa does.
    t.clock.now = new Date('2026-11-25T15:00:00.000Z');
    await t.scheduler.tick();
    expect(await deadlinesOf('u-maya')).toEqual(['deadline:a:2026-11-27:2', 'deadline:a:2026-11-27:7']);
    expect(await deadlinesOf('u-rosa')).toEqual(['deadline:a:2026-11-27:2', 'deadline:a:2026-11-27:7']);
    expect(await deadlinesOf('u-lucia')).toEqual(['deadline:a:2026-11-27:7']);

    // The district lets guardians' access continue past 18: Lucía hears of the next deadline again.
    await t.bus.publish(Subjects.settingsSettingChanged, { key: 'guardian_access_at_majority', actorId: 'u-admin', actorEmail: 'a@x.org', value: 'continues' });
    await until('the rule', async () => await t.store.control.getSetting('guardian_access_at_majority') === 'continues');
    await t.bus.publish(Subjects.collegesListChanged, list([{ id: 'a', deadline: '2026-11-27' }, { id: 'b', deadline: '2026-12-09' }]));
    await until('the 14-day mark for Lucía', async () => (await deadlinesOf('u-lucia')).includes('deadline:b:2026-12-09:14'));
  });

  it('under continues, turning 18 changes nothing', async () => {
    await seedGuardians('continues');
    t.clock.now = new Date('2026-11-25T15:00:00.000Z');
    await t.bus.publish(Subjects.collegesListChanged, list([{ id: 'a', deadline: '2026-11-27' }]));
    await until('both guardians told', async () => (await deadlinesOf('u-lucia')).length === 1 && (await deadlinesOf('u-rosa')).length === 1);
  });

  it("reads the guardians' links once per page of a pass, not once per reminder", async () => {
    await seedGuardians('continues');
    const apps = Array.from({ length: 12 }, (_, i) => ({ id: `a${i}`, deadline: '2026-11-27' }));
    await t.store.directory.replaceApplications('st-maya', apps.map((a) => ({ applicationId: a.id, studentId: 'st-maya', collegeName: `College ${a.id}`, deadline: a.deadline, missing: [] })));
    const directory = t.store.directory;
    const read = directory.guardianLinksOf.bind(directory);
    let reads = 0;
    directory.guardianLinksOf = async (ids) => { reads += 1; return read(ids); };
    const { added } = await t.reminders.pass('2026-11-20');
    expect(added).toBe(36); // twelve reminders each to Maya, Rosa and Lucía
    // One read to address the page, one to check its 24 guardian drafts.
    expect(reads).toBe(2);
    await quietPeriod(50);
  });
});
