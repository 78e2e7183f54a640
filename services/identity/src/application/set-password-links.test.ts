import { afterEach, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { ForbiddenError, RateLimitedError, UnauthenticatedError, ValidationError, type Principal } from '@counsel/kit';
import { hashLinkToken, LINK_REFUSED } from '../domain/set-password-link.js';
import { ADMIN, imported, openIdentityHarness, type IdentityHarness } from '../../test/support/identity-harness.js';
import { until } from '../../../kit/test/support/eventually.js';

const ADDRESS = '198.51.100.20';
let h: IdentityHarness;
afterEach(async () => h?.close());

const tokenOf = (url: string) => url.split('#token=')[1];
async function importStudents(...ns: number[]) {
  for (const n of ns) await h.bus.publish(Subjects.rosterAccountImported, imported(n));
  await until('the imported accounts', async () => (await Promise.all(ns.map((n) => h.stores.users.byId(`stu-${n}`)))).every(Boolean));
}

describe('set-password links', () => {
  it('issues links for an import\'s accounts that have not set a password, as fragment URLs stored only as hashes', async () => {
    h = await openIdentityHarness({ publicUrl: 'https://counsel.district.org/', linkHours: 48 });
    await importStudents(1, 2);
    const before = Date.now();
    const links = await h.setPasswordLinks.issue(ADMIN, { importId: 'imp-1' });
    expect(links.map((l) => l.userId)).toEqual(['stu-1', 'stu-2']);
    for (const l of links) {
      expect(l.url).toMatch(/^https:\/\/counsel\.district\.org\/set-password#token=[A-Za-z0-9_-]{43}$/);
      expect(l.emailed).toBe(false);
      const hours = (Date.parse(l.expiresAt) - before) / 3600_000;
      expect(hours).toBeGreaterThan(47.9);
      expect(hours).toBeLessThan(48.1);
    }
    expect(links[0]).toMatchObject({ email: 'student1@district.org', firstName: 'First1', lastName: 'Last1', role: 'student' });
    // The table holds the hash, never the token.
    const db = (h.stores.links as unknown as { db: { prepare(sql: string): { all(): { token_hash: string }[] } } }).db;
    const stored = db.prepare('SELECT token_hash FROM set_password_links').all().map((r) => r.token_hash);
    expect(stored.sort()).toEqual(links.map((l) => hashLinkToken(tokenOf(l.url))).sort());
    expect(stored).not.toContain(tokenOf(links[0].url));
    const audit = await h.stores.audit.list({ action: 'password_links.issued', limit: 5, offset: 0 });
    expect(audit.items).toEqual([expect.objectContaining({ actorId: ADMIN.userId, targetId: 'imp-1', detail: '2 link(s) issued' })]);
    expect(JSON.stringify(audit.items)).not.toContain(tokenOf(links[0].url));
  });

  it('sets the password, activates, signs in; the link and the user\'s other links then stop working', async () => {
    h = await openIdentityHarness();
    await importStudents(3);
    const [first] = await h.setPasswordLinks.issue(ADMIN, { userIds: ['stu-3'] });
    const [second] = await h.setPasswordLinks.issue(ADMIN, { userIds: ['stu-3', 'no-such-user'] });
    expect(first.url.startsWith('/set-password#token=')).toBe(true); // no PUBLIC_URL: relative

    const { user, session } = await h.service.setPasswordWithToken({ token: tokenOf(second.url), password: 'chosen-pass' }, ADDRESS);
    expect(user).toMatchObject({ id: 'stu-3', activated: true });
    expect((await h.service.exchange(session.token)).user.id).toBe('stu-3');
    expect(await h.stores.users.byId('stu-3')).toMatchObject({ activated: true });
    await expect(h.service.login({ email: 'student3@district.org', password: 'chosen-pass' }, ADDRESS)).resolves.toBeDefined();

    await expect(h.service.setPasswordWithToken({ token: tokenOf(second.url), password: 'again-pass' }, ADDRESS)).rejects.toThrow(new ValidationError(LINK_REFUSED));
    await expect(h.service.setPasswordWithToken({ token: tokenOf(first.url), password: 'again-pass' }, '198.51.100.21')).rejects.toThrow(new ValidationError(LINK_REFUSED));
    // Activated accounts get no new links.
    expect(await h.setPasswordLinks.issue(ADMIN, { importId: 'imp-1' })).toEqual([]);
  });

  it('refuses expired and unknown links with one message, applies the password policy first, and throttles guessing', async () => {
    h = await openIdentityHarness({ linkHours: 1 });
    await importStudents(4);
    const [link] = await h.setPasswordLinks.issue(ADMIN, { userIds: ['stu-4'] });
    await expect(h.service.setPasswordWithToken({ token: tokenOf(link.url), password: '12345' }, ADDRESS)).rejects.toThrow(new ValidationError('Password must be at least 6 characters'));
    // Expire it in the store (the clock is not ours to move).
    const db = (h.stores.links as unknown as { db: { prepare(sql: string): { run(...a: unknown[]): unknown } } }).db;
    db.prepare('UPDATE set_password_links SET expires_at = ?').run(new Date(Date.now() - 1000).toISOString());
    await expect(h.service.setPasswordWithToken({ token: tokenOf(link.url), password: 'good-pass' }, ADDRESS)).rejects.toThrow(new ValidationError(LINK_REFUSED));
    await expect(h.service.setPasswordWithToken({ token: 'A'.repeat(43), password: 'good-pass' }, ADDRESS)).rejects.toThrow(new ValidationError(LINK_REFUSED));
    await expect(h.service.setPasswordWithToken({ token: 5, password: 'good-pass' }, ADDRESS)).rejects.toThrow(new ValidationError(LINK_REFUSED));
    // Three failures from this address: the next attempt waits, even with a real link; another address does not.
    await expect(h.service.setPasswordWithToken({ token: 'B'.repeat(43), password: 'good-pass' }, ADDRESS)).rejects.toThrow(RateLimitedError);
    const [fresh] = await h.setPasswordLinks.issue(ADMIN, { userIds: ['stu-4'] });
    await expect(h.service.setPasswordWithToken({ token: tokenOf(fresh.url), password: 'good-pass' }, ADDRESS)).rejects.toThrow(RateLimitedError);
    await expect(h.service.setPasswordWithToken({ token: tokenOf(fresh.url), password: 'good-pass' }, '192.0.2.1')).resolves.toMatchObject({ user: { id: 'stu-4' } });
  });

  it('is for admins only, and says what is missing', async () => {
    h = await openIdentityHarness();
    const counselor: Principal = { ...ADMIN, userId: 'c-1', role: 'counselor' };
    await expect(h.setPasswordLinks.issue(null, { importId: 'imp-1' })).rejects.toThrow(UnauthenticatedError);
    await expect(h.setPasswordLinks.issue(counselor, { importId: 'imp-1' })).rejects.toThrow(ForbiddenError);
    await expect(h.setPasswordLinks.issue(ADMIN, {})).rejects.toThrow(new ValidationError('Give an importId or at least one user id'));
    await expect(h.setPasswordLinks.issue(ADMIN, { importId: '../etc' })).rejects.toThrow(new ValidationError('Invalid import id'));
    await expect(h.setPasswordLinks.issue(ADMIN, { importId: 'imp-1', email: true })).rejects.toThrow(new ValidationError('Email is not configured (SMTP_URL); download the links instead'));
  });

  it('counts the accounts an import has created so far, for admins only (not updates, not refusals, not other imports)', async () => {
    h = await openIdentityHarness();
    const counselor: Principal = { ...ADMIN, userId: 'c-1', role: 'counselor' };
    const student: Principal = { ...ADMIN, userId: 'stu-9', role: 'student' };
    await expect(h.setPasswordLinks.importedAccountCount(null, 'imp-1')).rejects.toThrow(UnauthenticatedError);
    await expect(h.setPasswordLinks.importedAccountCount(counselor, 'imp-1')).rejects.toThrow(ForbiddenError);
    await expect(h.setPasswordLinks.importedAccountCount(student, 'imp-1')).rejects.toThrow(ForbiddenError);
    await expect(h.setPasswordLinks.importedAccountCount(counselor, '../etc')).rejects.toThrow(ForbiddenError); // who first, then what
    await expect(h.setPasswordLinks.importedAccountCount(ADMIN, '../etc')).rejects.toThrow(new ValidationError('Invalid import id'));
    expect(await h.setPasswordLinks.importedAccountCount(ADMIN, 'imp-1')).toBe(0);
    await importStudents(1, 2);
    await until('both imported accounts counted', async () => (await h.setPasswordLinks.importedAccountCount(ADMIN, 'imp-1')) === 2);
    // A later import that renames stu-1 (an update), creates stu-3, and meets an email already in use: one created.
    await h.bus.publish(Subjects.rosterAccountImported, imported(1, { importId: 'imp-2', firstName: 'Renamed' }));
    await h.bus.publish(Subjects.rosterAccountImported, imported(4, { importId: 'imp-2', email: 'student2@district.org' }));
    await h.bus.publish(Subjects.rosterAccountImported, imported(3, { importId: 'imp-2' }));
    await until('account stu-3', async () => (await h.stores.users.byId('stu-3')) !== null);
    await until('the second import\'s tally', async () => (await h.stores.imports.tally('imp-2')).refused === 1 && (await h.stores.imports.tally('imp-2')).updated === 1);
    expect(await h.setPasswordLinks.importedAccountCount(ADMIN, 'imp-2')).toBe(1);
    expect(await h.setPasswordLinks.importedAccountCount(ADMIN, 'imp-1')).toBe(2);
  });
});
