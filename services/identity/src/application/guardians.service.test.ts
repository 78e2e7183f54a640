import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { decodeJwt } from 'jose';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError, type Principal } from '@counsel/kit';
import { openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const NOW = new Date('2030-06-01T12:00:00.000Z');
const ADDRESS = '203.0.113.7';
const counselor: Principal = { userId: 'c-1', email: 'c@school.org', firstName: 'Cara', lastName: 'Counselor', role: 'counselor', sessionId: null, schoolIds: ['school-a'] };
const foreignCounselor: Principal = { ...counselor, userId: 'c-2', schoolIds: ['school-b'] };
const maya: Principal = { userId: 'u-maya', email: 'maya@school.org', firstName: 'Maya', lastName: 'Chen', role: 'student', sessionId: null };

function profile(dateOfBirth: string | null): EventPayloads[typeof Subjects.studentsProfileUpserted]['profile'] {
  return {
    firstName: 'Maya', lastName: 'Chen', email: null, dateOfBirth, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null,
    grade: '12', highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
    internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: NOW.toISOString(),
  };
}

let h: IdentityHarness;
beforeEach(async () => { h = await openIdentityHarness({ now: () => NOW }); });
afterEach(async () => h.close());

async function studentKnown(dateOfBirth: string | null) {
  await h.bus.publish(Subjects.studentsProfileUpserted, { studentId: 's-maya', userId: 'u-maya', schoolId: 'school-a', profile: profile(dateOfBirth) });
  await until('identity keeps the student', async () => (await h.stores.guardians.student('s-maya'))?.dateOfBirth === dateOfBirth);
}

async function majorityRule(value: 'continues' | 'student_consent') {
  await h.bus.publish(Subjects.settingsSettingChanged, { key: 'guardian_access_at_majority', actorId: 'a-1', actorEmail: 'a@x.org', value });
  await until(`the rule ${value}`, async () => (await h.stores.guardians.majorityRule()) === value);
}

/** Invites Rosa, sets her password through the link and signs her in: her session's token claims. */
async function invitedGuardianSession() {
  const invitation = await h.guardians.invite(counselor, 's-maya', { email: 'Rosa@Family.org', name: 'Rosa María Chen', language: 'es' });
  const token = invitation!.setPasswordUrl!.split('#token=')[1];
  await h.service.setPasswordWithToken({ token, password: 'rosa-secret-1' }, ADDRESS);
  const { session } = await h.service.login({ email: 'rosa@family.org', password: 'rosa-secret-1' }, ADDRESS);
  const claims = async () => decodeJwt((await h.service.exchange(session.token)).accessToken);
  return { invitation: invitation!, session, claims };
}

describe('guardians: invitations and links', () => {
  it('invites a guardian: a guardian account in the chosen language, a one-time link, and the student in the token', async () => {
    await studentKnown('2013-02-01');
    const { invitation, claims } = await invitedGuardianSession();
    expect(invitation.emailed).toBe(false);
    expect(invitation.link).toMatchObject({ name: 'Rosa María Chen', email: 'rosa@family.org', source: 'invitation', accessActive: true, consentApplies: false });
    const account = await h.stores.users.byEmail('rosa@family.org');
    expect(account).toMatchObject({ role: 'guardian', language: 'es', firstName: 'Rosa', lastName: 'María Chen', activated: true });
    const c = await claims();
    expect(c.students).toEqual(['u-maya']);
    expect(c.realm_access).toEqual({ roles: ['guardian'] });
    expect(c.schools).toBeUndefined();
    const guardian: Principal = { userId: account!.id, email: account!.email, firstName: 'Rosa', lastName: 'Chen', role: 'guardian', sessionId: null };
    expect(await h.guardians.myStudents(guardian)).toEqual([
      { linkId: invitation.link.id, studentId: 's-maya', studentUserId: 'u-maya', firstName: 'Maya', lastName: 'Chen', schoolId: 'school-a', accessActive: true },
    ]);
  });

  it('authorizes before it validates, and answers another school\'s student as not found', async () => {
    await studentKnown(null);
    await expect(h.guardians.invite(maya, 's-maya', {})).rejects.toThrow(ForbiddenError);
    expect(await h.guardians.invite(foreignCounselor, 's-maya', { email: 'x@y.org', name: 'X' })).toBeNull();
    expect(await h.guardians.invite(counselor, 's-unknown', { email: 'x@y.org', name: 'X' })).toBeNull();
    await expect(h.guardians.invite(counselor, 's-maya', { email: 'not-an-email', name: 'X' })).rejects.toThrow(ValidationError);
    await expect(h.guardians.invite(counselor, 's-maya', { email: 'x@y.org', name: '  ' })).rejects.toThrow('The guardian\u2019s name is required');
    await expect(h.guardians.invite(counselor, 's-maya', { email: 'x@y.org', name: 'X', language: 'fr' })).rejects.toThrow('Language must be en or es');
    expect(await h.guardians.studentGuardians(foreignCounselor, 's-maya')).toBeNull();
    expect(await h.guardians.studentGuardians({ ...maya, userId: 'u-other' }, 's-maya')).toBeNull();
    expect(await h.guardians.studentGuardians(maya, 's-maya')).toEqual([]);
  });

  it('refuses an email that belongs to a student or staff account, and a second link of the same pair', async () => {
    await studentKnown(null);
    await h.service.register({ email: 'teen@school.org', password: 'secret-12', firstName: 'T', lastName: 'S' }, ADDRESS);
    await expect(h.guardians.invite(counselor, 's-maya', { email: 'teen@school.org', name: 'T S' })).rejects.toThrow(ConflictError);
    await h.guardians.invite(counselor, 's-maya', { email: 'rosa@family.org', name: 'Rosa' });
    await expect(h.guardians.invite(counselor, 's-maya', { email: 'rosa@family.org', name: 'Rosa' })).rejects.toThrow('already linked');
  });

  it('removing a link refreshes the guardian\'s sessions at once, and the next token has no student', async () => {
    await studentKnown('2013-02-01');
    const { invitation, session, claims } = await invitedGuardianSession();
    expect((await claims()).students).toEqual(['u-maya']);
    await expect(h.guardians.removeLink(maya, invitation.link.id)).rejects.toThrow(NotFoundError); // a minor: only staff remove
    await expect(h.guardians.removeLink(foreignCounselor, invitation.link.id)).rejects.toThrow(NotFoundError);
    expect(await h.guardians.removeLink(counselor, invitation.link.id)).toBe(true);
    await until('the refresh of the guardian\'s session', () => h.announced(Subjects.identitySessionRefreshed).some((e) => e.sessionIds.includes(session.token)));
    expect((await claims()).students).toEqual([]);
  });
});

describe('guardians from a roster import', () => {
  it('creates the guardian account and links it; a repeated import keeps the one link and its withdrawn consent', async () => {
    await majorityRule('student_consent');
    await studentKnown('2010-01-15');
    await h.bus.publish(Subjects.rosterAccountImported, { userId: 'g-imp', email: 'pat@family.org', firstName: 'Pat', lastName: 'Chen', role: 'guardian', active: true, importId: 'imp-1' });
    await h.bus.publish(Subjects.rosterGuardianLinked, { guardianUserId: 'g-imp', studentUserIds: ['u-maya'], importId: 'imp-1' });
    await until('the roster link', async () => (await h.stores.guardians.forGuardian('g-imp')).length === 1);
    expect(await h.stores.users.byId('g-imp')).toMatchObject({ role: 'guardian', activated: false });
    const [link] = await h.stores.guardians.forStudent('u-maya');
    expect(link).toMatchObject({ guardianUserId: 'g-imp', source: 'roster', createdBy: null });
    await h.guardians.setConsent(maya, link.id, false);
    await h.bus.publish(Subjects.rosterGuardianLinked, { guardianUserId: 'g-imp', studentUserIds: ['u-maya'], importId: 'imp-2' });
    await h.bus.publish(Subjects.rosterGuardianLinked, { guardianUserId: 'g-marker', studentUserIds: ['u-maya'], importId: 'imp-2' });
    await until('the marker link', async () => (await h.stores.guardians.forGuardian('g-marker')).length === 1);
    expect(await h.stores.guardians.forGuardian('g-imp')).toEqual([{ ...link, consentWithdrawn: true }]);
    expect(await h.guardians.visibleStudents('g-imp')).toEqual([]);
  });
});

describe('guardian links as other services follow them (through the outbox)', () => {
  it('announces a link invited, imported (once however often), consent withdrawn and removed, with whether it is in force', async () => {
    const seen = () => h.announced(Subjects.identityGuardianLinkChanged);
    await majorityRule('student_consent');
    await studentKnown('2010-01-15');
    const invitation = await h.guardians.invite(counselor, 's-maya', { email: 'rosa@family.org', name: 'Rosa Chen' });
    await h.bus.publish(Subjects.rosterGuardianLinked, { guardianUserId: 'g-imp', studentUserIds: ['u-maya'], importId: 'imp-1' });
    await until('the roster link', async () => (await h.stores.guardians.forGuardian('g-imp')).length === 1);
    await until('its announcement', () => seen().length === 2);
    await h.bus.publish(Subjects.rosterGuardianLinked, { guardianUserId: 'g-imp', studentUserIds: ['u-maya'], importId: 'imp-2' });
    await quietPeriod();
    const [imported] = await h.stores.guardians.forGuardian('g-imp');
    await h.guardians.setConsent(maya, imported.id, false);
    await h.guardians.removeLink(counselor, invitation!.link.id);
    await until('four link changes', () => seen().length === 4);
    const rosa = invitation!.link.guardianUserId;
    // `linked` and `consentWithdrawn` let a follower weigh the age of majority itself on a later day.
    expect(seen()).toEqual([
      { linkId: invitation!.link.id, guardianUserId: rosa, studentUserId: 'u-maya', active: true, linked: true, consentWithdrawn: false },
      { linkId: imported.id, guardianUserId: 'g-imp', studentUserId: 'u-maya', active: true, linked: true, consentWithdrawn: false },
      { linkId: imported.id, guardianUserId: 'g-imp', studentUserId: 'u-maya', active: false, linked: true, consentWithdrawn: true },
      { linkId: invitation!.link.id, guardianUserId: rosa, studentUserId: 'u-maya', active: false, linked: false, consentWithdrawn: false },
    ]);
  });

  it('announces a language chosen, at an invitation or by the person, for the services that write to them', async () => {
    const seen = () => h.announced(Subjects.identityUserLanguageChanged);
    await studentKnown('2010-01-15');
    const invitation = await h.guardians.invite(counselor, 's-maya', { email: 'lucia@familia.org', name: 'Lucía Chen', language: 'es' });
    const lucia = invitation!.link.guardianUserId;
    await until('her language', () => seen().length === 1);
    const asLucia: Principal = { userId: lucia, email: 'lucia@familia.org', firstName: 'Lucía', lastName: 'Chen', role: 'guardian', sessionId: null };
    await h.service.setMyLanguage(asLucia, null);
    await h.service.setMyLanguage(asLucia, 'en');
    await until('three choices', () => seen().length === 3);
    expect(seen()).toEqual([{ userId: lucia, language: 'es' }, { userId: lucia, language: null }, { userId: lucia, language: 'en' }]);
  });
});

describe('guardians: the age of majority', () => {
  it('under "continues", an adult student\'s guardian keeps access and the student cannot switch it off', async () => {
    await studentKnown('2010-01-15'); // 20 on NOW
    await majorityRule('continues');
    const { invitation, claims } = await invitedGuardianSession();
    expect(invitation.link.consentApplies).toBe(false);
    await expect(h.guardians.setConsent(maya, invitation.link.id, false)).rejects.toThrow(ConflictError);
    await expect(h.guardians.removeLink(maya, invitation.link.id)).rejects.toThrow(NotFoundError);
    expect((await claims()).students).toEqual(['u-maya']);
  });

  it('under "student_consent", the adult student sees the link and switches access off and on; a minor cannot', async () => {
    await majorityRule('student_consent');
    await studentKnown('2012-06-02'); // 17 on NOW: turns 18 tomorrow
    const { invitation, session, claims } = await invitedGuardianSession();
    await expect(h.guardians.setConsent(maya, invitation.link.id, false)).rejects.toThrow(ConflictError);

    await studentKnown('2012-06-01'); // 18 today
    const [shown] = (await h.guardians.studentGuardians(maya, 's-maya'))!;
    expect(shown).toMatchObject({ id: invitation.link.id, consentApplies: true, accessActive: true });
    await expect(h.guardians.setConsent({ ...maya, userId: 'u-other' }, invitation.link.id, false)).rejects.toThrow(NotFoundError);
    expect(await h.guardians.setConsent(maya, invitation.link.id, false)).toMatchObject({ consentWithdrawn: true, accessActive: false });
    await until('the refresh', () => h.announced(Subjects.identitySessionRefreshed).some((e) => e.sessionIds.includes(session.token)));
    expect((await claims()).students).toEqual([]);
    const guardianId = (await h.stores.users.byEmail('rosa@family.org'))!.id;
    const guardian: Principal = { userId: guardianId, email: 'rosa@family.org', firstName: null, lastName: null, role: 'guardian', sessionId: null };
    // Access ended: not even the child's school.
    expect((await h.guardians.myStudents(guardian))[0]).toMatchObject({ accessActive: false, schoolId: null });

    await h.guardians.setConsent(maya, invitation.link.id, true);
    expect((await claims()).students).toEqual(['u-maya']);
    // The rule back to "continues": the withdrawn consent no longer counts.
    await h.guardians.setConsent(maya, invitation.link.id, false);
    await majorityRule('continues');
    expect((await claims()).students).toEqual(['u-maya']);
  });
});
