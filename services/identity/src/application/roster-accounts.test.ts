import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { decodeJwt } from 'jose';
import { Subjects } from '@counsel/proto-events';
import { UnauthenticatedError } from '@counsel/kit';
import { ADMIN, imported, openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const ADDRESS = '203.0.113.9';
let h: IdentityHarness;
beforeEach(async () => { h = await openIdentityHarness(); });
afterEach(async () => h.close());

const importAudit = async (importId = 'imp-1') => (await h.stores.audit.list({ action: 'accounts.imported', limit: 50, offset: 0 })).items.filter((e) => e.targetId === importId);
const schoolsClaim = async (sessionToken: string) => decodeJwt((await h.service.exchange(sessionToken)).accessToken).schools;

describe('roster-imported accounts', () => {
  it('creates the account with the roster id and no password, announces it and counts it in the import\'s audit entry', async () => {
    await h.bus.publish(Subjects.rosterAccountImported, imported(1, { email: 'Student1@District.org ' }));
    await until('account stu-1', async () => (await h.stores.users.byId('stu-1')) !== null);
    const user = await h.stores.users.byId('stu-1');
    expect(user).toMatchObject({ email: 'student1@district.org', role: 'student', activated: false, enabled: true, importId: 'imp-1', schoolIds: null });
    expect((await h.stores.users.byEmail('student1@district.org'))?.passwordHash).toBeNull();
    // No password: no password signs in, not even an empty one.
    await expect(h.service.login({ email: 'student1@district.org', password: 'anything-at-all' }, ADDRESS)).rejects.toThrow(UnauthenticatedError);
    await until('the user-created event', () => h.announced(Subjects.identityUserCreated).length === 1);
    expect(h.announced(Subjects.identityUserCreated)).toEqual([{ userId: 'stu-1', email: 'student1@district.org', role: 'student', createdBy: null, firstName: 'First1', lastName: 'Last1' }]);
    await until('the import\'s audit entry', async () => (await importAudit()).length === 1);
    expect((await importAudit())[0]).toMatchObject({ outcome: 'success', detail: '1 created, 0 updated, 0 unchanged, 0 disabled, 0 refused (email in use)' });
  });

  it('is idempotent: a redelivered event and a re-import of the same row change nothing and count once', async () => {
    const first = await h.bus.publish(Subjects.rosterAccountImported, imported(2));
    await until('account stu-2', async () => (await h.stores.users.byId('stu-2')) !== null);
    await h.roster.accountImported(first.data, first.id); // the consumer's handler again: a redelivery
    await h.bus.publish(Subjects.rosterAccountImported, imported(2)); // the same row again in the same import
    await h.bus.publish(Subjects.rosterAccountImported, imported(99)); // a marker: everything before it is handled
    await until('the marker account stu-99', async () => (await h.stores.users.byId('stu-99')) !== null);
    await until('the import\'s count of two created', async () => (await importAudit())[0]?.detail?.startsWith('2 created') ?? false);
    expect((await h.stores.users.list({ limit: 10, offset: 0, role: 'student' })).total).toBe(2);
    expect((await importAudit())[0].detail).toBe('2 created, 0 updated, 0 unchanged, 0 disabled, 0 refused (email in use)');
    // A later import of the unchanged row counts it as unchanged and remembers the import.
    await h.bus.publish(Subjects.rosterAccountImported, imported(2, { importId: 'imp-2' }));
    await until('the second import\'s audit entry', async () => (await importAudit('imp-2')).length === 1);
    expect((await importAudit('imp-2'))[0].detail).toBe('0 created, 0 updated, 1 unchanged, 0 disabled, 0 refused (email in use)');
    expect((await h.stores.users.byId('stu-2'))?.importId).toBe('imp-2');
  });

  it('updates names, email and role of an existing account and refreshes its sessions\' tokens', async () => {
    const counselor = await h.service.createStaffAccount(ADMIN, { email: 'c@district.org', password: 'counsel-pass', firstName: 'Old', lastName: 'Name', role: 'counselor' });
    const { session } = await h.service.login({ email: 'c@district.org', password: 'counsel-pass' }, ADDRESS);
    await h.bus.publish(Subjects.rosterAccountImported, imported(0, { userId: counselor.id, email: 'casey@district.org', firstName: 'Casey', lastName: 'Nguyen', role: 'counselor' }));
    await until('the new first name', async () => (await h.stores.users.byId(counselor.id))?.firstName === 'Casey');
    expect(await h.stores.users.byId(counselor.id)).toMatchObject({ email: 'casey@district.org', lastName: 'Nguyen', activated: true, enabled: true, importId: 'imp-1' });
    await until('the session-refreshed event', () => h.announced(Subjects.identitySessionRefreshed).length === 1);
    expect(h.announced(Subjects.identitySessionRefreshed)).toEqual([{ userId: counselor.id, sessionIds: [session.token] }]);
    // The password still works under the new email, and the session's token carries the new names.
    await h.service.login({ email: 'casey@district.org', password: 'counsel-pass' }, ADDRESS);
    expect(decodeJwt((await h.service.exchange(session.token)).accessToken)).toMatchObject({ given_name: 'Casey', email: 'casey@district.org' });
    await until('the import\'s count of one updated', async () => (await importAudit())[0]?.detail?.startsWith('0 created, 1 updated') ?? false);
  });

  it('disables an account the roster deactivates: sessions end, sign-in is refused, its links stop working', async () => {
    await h.bus.publish(Subjects.rosterAccountImported, imported(3));
    await until('account stu-3', async () => (await h.stores.users.byId('stu-3')) !== null);
    const [link] = await h.setPasswordLinks.issue(ADMIN, { importId: 'imp-1' });
    const token = new URL(link.url, 'http://x').hash.replace('#token=', '');
    const { session } = await h.service.setPasswordWithToken({ token, password: 'my-new-pass' }, ADDRESS);

    await h.bus.publish(Subjects.rosterAccountImported, imported(3, { active: false, importId: 'imp-2' }));
    await until('stu-3 disabled', async () => (await h.stores.users.byId('stu-3'))?.enabled === false);
    await until('the revocation of stu-3\'s sessions', () => h.announced(Subjects.identitySessionRevoked).some((r) => r.reason === 'admin'));
    expect(h.announced(Subjects.identitySessionRevoked).find((r) => r.reason === 'admin')).toEqual({ userId: 'stu-3', sessionIds: [session.token], reason: 'admin' });
    await expect(h.service.exchange(session.token)).rejects.toThrow(UnauthenticatedError);
    await expect(h.service.login({ email: 'student3@district.org', password: 'my-new-pass' }, ADDRESS)).rejects.toThrow('This account is disabled. Please contact your school.');
    // Disabled accounts get no links.
    expect(await h.setPasswordLinks.issue(ADMIN, { userIds: ['stu-3'] })).toEqual([]);
    await until('the second import\'s audit entry', async () => (await importAudit('imp-2')).length === 1);
    expect((await importAudit('imp-2'))[0].detail).toBe('0 created, 0 updated, 0 unchanged, 1 disabled, 0 refused (email in use)');
    // Re-enabled by a later import: it signs in again.
    await h.bus.publish(Subjects.rosterAccountImported, imported(3, { importId: 'imp-3' }));
    await until('stu-3 enabled again', async () => (await h.stores.users.byId('stu-3'))?.enabled === true);
    await expect(h.service.login({ email: 'student3@district.org', password: 'my-new-pass' }, ADDRESS)).resolves.toBeDefined();
  });

  it('refuses an email another account holds: audited, logged, and the consumer goes on to the next account', async () => {
    await h.service.register({ email: 'taken@district.org', password: 'own-pass-1', firstName: 'Self', lastName: 'Registered' }, ADDRESS);
    await h.bus.publish(Subjects.rosterAccountImported, imported(4, { email: 'TAKEN@district.org' }));
    await h.bus.publish(Subjects.rosterAccountImported, imported(5));
    await until('account stu-5', async () => (await h.stores.users.byId('stu-5')) !== null);
    expect(await h.stores.users.byId('stu-4')).toBeNull();
    const entries = await importAudit('stu-4');
    expect(entries).toEqual([expect.objectContaining({ outcome: 'failure', targetLabel: 'taken@district.org', detail: 'roster import imp-1: another account already uses this email' })]);
    await until('the import\'s count with one refused', async () => (await importAudit())[0]?.detail === '1 created, 0 updated, 0 unchanged, 0 disabled, 1 refused (email in use)');
    expect((await importAudit())[0].outcome).toBe('failure');
    expect(await h.bus.deadLetters()).toEqual([]);
  });
});

describe('staff schools', () => {
  it('puts the assigned schools in a staff token\'s schools claim and refreshes open sessions at once; students get none', async () => {
    const counselor = await h.service.createStaffAccount(ADMIN, { email: 'k@district.org', password: 'counsel-pass', firstName: 'K', lastName: 'C', role: 'counselor' });
    const { session } = await h.service.login({ email: 'k@district.org', password: 'counsel-pass' }, ADDRESS);
    // Never assigned: no claim (the kit reads that as the district's default school).
    expect(await schoolsClaim(session.token)).toBeUndefined();

    await h.bus.publish(Subjects.rosterStaffAssigned, { userId: counselor.id, schoolIds: ['school-b', 'school-a', 'school-a'] });
    await until('the session-refreshed event', () => h.announced(Subjects.identitySessionRefreshed).length === 1);
    expect(h.announced(Subjects.identitySessionRefreshed)).toEqual([{ userId: counselor.id, sessionIds: [session.token] }]);
    expect(await schoolsClaim(session.token)).toEqual(['school-a', 'school-b']);

    // Removed from every school: an empty claim, which sees no school (not the default one).
    await h.bus.publish(Subjects.rosterStaffAssigned, { userId: counselor.id, schoolIds: [] });
    await until('the second session-refreshed event', () => h.announced(Subjects.identitySessionRefreshed).length === 2);
    expect(await schoolsClaim(session.token)).toEqual([]);

    const { session: studentSession, user: student } = await h.service.register({ email: 's@district.org', password: 'student-pass', firstName: 'S', lastName: 'T' }, ADDRESS);
    await h.bus.publish(Subjects.rosterStaffAssigned, { userId: student.id, schoolIds: ['school-a'] });
    await until('the third session-refreshed event', () => h.announced(Subjects.identitySessionRefreshed).length === 3);
    expect(await schoolsClaim(studentSession.token)).toBeUndefined();
  });

  it('imports a teacher and gives their token the schools the roster assigns, as a counselor\'s', async () => {
    await h.bus.publish(Subjects.rosterAccountImported, imported(8, { userId: 'tch-8', email: 'Dan@District.org', firstName: 'Daniel', lastName: 'Okafor', role: 'teacher' }));
    await until('account tch-8', async () => (await h.stores.users.byId('tch-8')) !== null);
    expect(await h.stores.users.byId('tch-8')).toMatchObject({ email: 'dan@district.org', role: 'teacher', activated: false, enabled: true, schoolIds: null });
    await until('the user-created event', () => h.announced(Subjects.identityUserCreated).length === 1);
    expect(h.announced(Subjects.identityUserCreated)).toEqual([{ userId: 'tch-8', email: 'dan@district.org', role: 'teacher', createdBy: null, firstName: 'Daniel', lastName: 'Okafor' }]);

    await h.bus.publish(Subjects.rosterStaffAssigned, { userId: 'tch-8', schoolIds: ['school-b', 'school-a'] });
    await until('the teacher\'s schools', async () => (await h.stores.users.byId('tch-8'))?.schoolIds?.length === 2);
    // The teacher sets a password through a link and signs in: the token carries their role and schools.
    await h.service.resetPassword(ADMIN, 'tch-8', 'teacher-pass');
    const { session } = await h.service.login({ email: 'dan@district.org', password: 'teacher-pass' }, ADDRESS);
    const claims = decodeJwt((await h.service.exchange(session.token)).accessToken) as { realm_access?: { roles?: string[] }; schools?: unknown };
    expect(claims.realm_access?.roles).toEqual(['teacher']);
    expect(claims.schools).toEqual(['school-a', 'school-b']);

    // A later import that renames the teacher updates the account and refreshes the session.
    await h.bus.publish(Subjects.rosterAccountImported, imported(8, { userId: 'tch-8', email: 'dan@district.org', firstName: 'Dan', lastName: 'Okafor', role: 'teacher', importId: 'imp-2' }));
    await until('the new first name', async () => (await h.stores.users.byId('tch-8'))?.firstName === 'Dan');
    expect(decodeJwt((await h.service.exchange(session.token)).accessToken)).toMatchObject({ given_name: 'Dan', schools: ['school-a', 'school-b'] });
  });

  it('keeps an assignment that arrives before its account and applies it when the import creates the account', async () => {
    await h.bus.publish(Subjects.rosterStaffAssigned, { userId: 'staff-7', schoolIds: ['school-c'] });
    await quietPeriod(100); // the assignment alone creates no account: no condition to wait for, so a pause
    expect(await h.stores.users.byId('staff-7')).toBeNull();
    await h.bus.publish(Subjects.rosterAccountImported, imported(7, { userId: 'staff-7', email: 'staff7@district.org', role: 'counselor' }));
    await until('account staff-7', async () => (await h.stores.users.byId('staff-7')) !== null);
    expect((await h.stores.users.byId('staff-7'))?.schoolIds).toEqual(['school-c']);
    expect(await h.bus.deadLetters()).toEqual([]);
  });
});
