import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { createLogger, openSqlite, outboxEvent, type Role } from '@counsel/kit';
import { connectMongo } from '@counsel/kit/mongo';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteIdentityStore } from '../src/adapters/sqlite/sqlite-identity-store.js';
import { MongoIdentityStore } from '../src/adapters/mongo/mongo-identity-store.js';
import type { AuditEntry } from '../src/domain/audit.js';
import type { StoredLink } from '../src/domain/set-password-link.js';
import { committed, type IdentityStore } from '../src/ports/identity-store.js';
import type { Session } from '../src/ports/sessions-repository.js';
import type { ImportedFields, NewUser } from '../src/ports/users-repository.js';

/** One suite, every adapter of the identity store. */
function identityStoreContract(name: string, open: () => Promise<IdentityStore>) {
  describe(`identity stores: ${name}`, () => {
    let s: IdentityStore;
    // Each write in a unit of its own, as the use cases make them; a refused one answers false.
    const insert = async (u: NewUser) => {
      await s.write((w) => w.users.create(u, new Date().toISOString()));
      return s.users.byId(u.id);
    };
    const createSession = (session: Session) => s.write((w) => w.sessions.create(session));
    const revoke = (id: string) => committed(s.write((w) => w.sessions.revoke(id)), 'gone');
    const revokeAllForUser = async (userId: string) => {
      const ids = await s.sessions.idsForUser(userId);
      await s.write((w) => w.sessions.revokeAll(userId, ids));
      return ids;
    };
    const append = (e: AuditEntry) => s.write((w) => w.audit.append(e));
    const createLink = (l: StoredLink) => s.write((w) => w.links.create(l));
    const consume = async (tokenHash: string, now: string) => {
      const userId = await s.links.holder(tokenHash, now);
      return userId && await committed(s.write((w) => w.links.consume(tokenHash, now)), 'gone') ? userId : null;
    };
    const updateImported = (id: string, f: ImportedFields) => s.write((w) => w.users.updateImported(id, f));
    const updateProfile = (id: string, f: { email: string; firstName: string; lastName: string; role: Role }) => s.write((w) => w.users.updateProfile(id, f));
    const tallyImport = async (importId: string, outcome: 'created' | 'refused') => {
      await s.write((w) => w.imports.count(importId, outcome));
      return s.imports.tally(importId);
    };
    beforeAll(async () => { s = await open(); });
    afterAll(async () => s?.close());

    const newUser = (n: number, role: 'student' | 'counselor' | 'admin' = 'student') => ({
      id: `u-${name}-${n}`, email: `user${n}@example.org`, firstName: `First${n}`, lastName: `Last${n}`, role, passwordHash: `hash${n}`,
    });

    it('inserts and reads users by id and email, refusing duplicate emails', async () => {
      await insert(newUser(1));
      expect((await s.users.byId('u-' + name + '-1'))?.email).toBe('user1@example.org');
      expect((await s.users.byEmail('user1@example.org'))?.passwordHash).toBe('hash1');
      expect(await s.users.byId('missing')).toBeNull();
      // Match on the message: a native driver's error class can come from another realm than jest's,
      // where `toThrow()` (an instanceof check) would not recognise it.
      await expect(insert({ ...newUser(1), id: 'other' })).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|already exists/));
    });

    it('lists with case-insensitive search, role filter and paging', async () => {
      for (let i = 2; i <= 6; i++) await insert(newUser(i, i === 6 ? 'counselor' : 'student'));
      const page = await s.users.list({ limit: 2, offset: 0 });
      expect(page.total).toBe(6);
      expect(page.items).toHaveLength(2);
      expect((await s.users.list({ q: 'FIRST3', limit: 10, offset: 0 })).items.map((u) => u.email)).toEqual(['user3@example.org']);
      expect((await s.users.list({ q: '%', limit: 10, offset: 0 })).total).toBe(0);
      expect((await s.users.list({ role: 'counselor', limit: 10, offset: 0 })).total).toBe(1);
    });

    it('counts by role and recent sign-ins', async () => {
      await s.write((w) => w.users.recordLogin(`u-${name}-6`, new Date().toISOString()));
      expect(await s.users.countByRole('counselor')).toBe(1);
      expect(await s.users.countActive('counselor', new Date(Date.now() - 60_000).toISOString())).toBe(1);
      expect(await s.users.countActive('counselor', new Date(Date.now() + 60_000).toISOString())).toBe(0);
    });

    it('creates, reads, rotates and revokes sessions', async () => {
      const base = { userId: `u-${name}-1`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await createSession({ id: 's1', ...base });
      await createSession({ id: 's2', ...base });
      await createSession({ id: 's3', ...base, userId: `u-${name}-2`, expiresAt: new Date(Date.now() - 1000).toISOString() });
      await s.write((w) => w.sessions.setRefreshToken('s1', 'rt-1'));
      expect((await s.sessions.get('s1'))?.refreshToken).toBe('rt-1');
      expect(await revoke('s1')).toBe(true);
      expect(await revoke('s1')).toBe(false);
      expect(await revokeAllForUser(`u-${name}-1`)).toEqual(['s2']);
      expect(await s.sessions.idsForUser(`u-${name}-1`)).toEqual([]);
      // A set of sessions read before one more opened is refused: the events would not name it.
      await createSession({ id: 's4', ...base });
      await expect(s.write((w) => w.sessions.revokeAll(`u-${name}-1`, []))).rejects.toMatchObject({ reason: 'changed' });
      expect(await s.sessions.idsForUser(`u-${name}-1`)).toEqual(['s4']);
      expect(await revoke('s4')).toBe(true);
      // The one expired session (s3, of user 2) is purged.
      expect(await s.sessions.idsForUser(`u-${name}-2`)).toEqual(['s3']);
      await s.write((w) => w.sessions.purgeExpired(new Date().toISOString()));
      expect(await s.sessions.idsForUser(`u-${name}-2`)).toEqual([]);
      expect(await s.sessions.get('s3')).toBeNull();
    });

    it('keeps a browser sign-in\'s realm access token with its session and takes the renewed one', async () => {
      const base = { userId: `u-${name}-1`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await createSession({ id: 'sso-1', ...base, accessToken: 'at-1' });
      await createSession({ id: 'pw-1', ...base });
      expect((await s.sessions.get('sso-1'))?.accessToken).toBe('at-1');
      expect((await s.sessions.get('pw-1'))?.accessToken ?? null).toBeNull();
      await s.write((w) => w.sessions.setAccessToken('sso-1', 'at-2'));
      expect(await s.sessions.get('sso-1')).toMatchObject({ accessToken: 'at-2', refreshToken: null });
    });

    it('updates an account from the realm at sign-in, refusing an email another account has', async () => {
      await updateProfile(`u-${name}-2`, { email: 'user2.new@example.org', firstName: 'New', lastName: 'Name', role: 'counselor' });
      expect(await s.users.byId(`u-${name}-2`)).toMatchObject({ email: 'user2.new@example.org', firstName: 'New', lastName: 'Name', role: 'counselor' });
      expect((await s.users.list({ q: 'new name', limit: 10, offset: 0 })).total).toBe(1);
      await expect(updateProfile(`u-${name}-2`, { email: 'user3@example.org', firstName: 'New', lastName: 'Name', role: 'counselor' }))
        .rejects.toHaveProperty('message', expect.stringMatching(/already exists/));
      await updateProfile(`u-${name}-2`, { email: 'user2@example.org', firstName: 'First2', lastName: 'Last2', role: 'student' });
    });

    it('appends audit entries once per id, newest first, filterable', async () => {
      const entry = (id: string, at: string, action: 'account.created' | 'password.reset') => ({
        id, at, actorId: 'admin-1', actorEmail: 'a@x.org', action, targetId: 't', targetLabel: 'label', outcome: 'success' as const, detail: null,
      });
      await append(entry('a1', '2026-01-01T00:00:00.000Z', 'account.created'));
      await append(entry('a2', '2026-01-02T00:00:00.000Z', 'password.reset'));
      await append(entry('a2', '2026-01-02T00:00:00.000Z', 'password.reset'));
      const all = await s.audit.list({ limit: 10, offset: 0 });
      expect(all.total).toBe(2);
      expect(all.items.map((e) => e.id)).toEqual(['a2', 'a1']);
      expect((await s.audit.list({ action: 'account.created', limit: 10, offset: 0 })).items.map((e) => e.id)).toEqual(['a1']);
    });

    it('keeps imported accounts: no password, not activated, import id; updates, schools (kept until the account exists), tallies', async () => {
      const id = `imp-${name}-1`;
      await s.write((w) => w.users.setSchools(id, ['school-x'])); // before the account: kept
      expect(await s.users.byId(id)).toBeNull();
      const created = await insert({ id, email: `imported-${name}@example.org`, firstName: 'Im', lastName: 'Ported', role: 'counselor', passwordHash: null, activated: false, importId: 'imp-a' });
      expect(created).toMatchObject({ schoolIds: ['school-x'], activated: false, enabled: true, importId: 'imp-a' });
      expect(await s.users.byId(id)).toMatchObject({ schoolIds: ['school-x'], activated: false, enabled: true, importId: 'imp-a' });
      await s.write((w) => w.users.setSchools(id, ['school-y', 'school-z']));
      expect(await s.users.keptSchools(id)).toBeNull(); // applied, not kept
      expect((await s.users.byId(id))?.schoolIds).toEqual(['school-y', 'school-z']);
      await updateImported(id, { email: `renamed-${name}@example.org`, firstName: 'Re', lastName: 'Named', role: 'counselor', enabled: false, importId: 'imp-b' });
      expect(await s.users.byId(id)).toMatchObject({ email: `renamed-${name}@example.org`, firstName: 'Re', enabled: false, importId: 'imp-b' });
      expect((await s.users.list({ q: 'renamed', limit: 5, offset: 0 })).total).toBe(1);
      await expect(updateImported(id, { email: 'user1@example.org', firstName: 'Re', lastName: 'Named', role: 'counselor', enabled: false, importId: 'imp-b' }))
        .rejects.toHaveProperty('message', expect.stringMatching(/already exists/));
      expect((await s.users.importedBy('imp-b')).map((u) => u.id)).toEqual([id]);
      expect(await s.users.importedBy('imp-a')).toEqual([]);
      await s.write((w) => w.users.recordLogin(id, new Date().toISOString()));
      expect((await s.users.byId(id))?.activated).toBe(true);
      // Accounts from before imports existed read as activated and enabled.
      expect(await s.users.byId(`u-${name}-2`)).toMatchObject({ activated: true, enabled: true, schoolIds: null, importId: null });
      await tallyImport('imp-b', 'created');
      await tallyImport('imp-b', 'created');
      expect(await tallyImport('imp-b', 'refused')).toEqual({ created: 2, updated: 0, unchanged: 0, disabled: 0, refused: 1 });
      expect(await s.imports.tally('imp-b')).toEqual({ created: 2, updated: 0, unchanged: 0, disabled: 0, refused: 1 });
      expect(await s.imports.tally('imp-none')).toEqual({ created: 0, updated: 0, unchanged: 0, disabled: 0, refused: 0 });
    });

    it('lists a user\'s session ids and replaces an audit entry by id', async () => {
      const base = { userId: `u-${name}-3`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await createSession({ id: 'sx1', ...base });
      await createSession({ id: 'sx2', ...base });
      expect((await s.sessions.idsForUser(`u-${name}-3`)).sort()).toEqual(['sx1', 'sx2']);
      const entry = { id: 'put-1', at: '2026-02-01T00:00:00.000Z', actorId: null, actorEmail: null, action: 'accounts.imported' as const, targetId: 'imp', targetLabel: 'import', outcome: 'success' as const, detail: '1 created' };
      await s.write((w) => w.audit.put(entry));
      await s.write((w) => w.audit.put({ ...entry, detail: '2 created', outcome: 'failure' }));
      const found = (await s.audit.list({ action: 'accounts.imported', limit: 10, offset: 0 })).items;
      expect(found).toEqual([expect.objectContaining({ id: 'put-1', detail: '2 created', outcome: 'failure' })]);
    });

    it('reads an audit entry by id and swaps it only while it is what the writer read', async () => {
      const entry = { id: `swap-${name}`, at: '2026-02-01T00:00:00.000Z', actorId: null, actorEmail: null, action: 'accounts.imported' as const, targetId: 'imp', targetLabel: 'import', outcome: 'success' as const, detail: null };
      expect(await s.audit.get(entry.id)).toBeNull();
      const swap = (expected: AuditEntry | null, next: AuditEntry) => committed(s.write((w) => w.audit.swap(expected, next)), 'changed');
      expect(await swap(null, entry)).toBe(true);
      expect(await swap(null, { ...entry, detail: 'lost' })).toBe(false);
      const next = { ...entry, action: 'roster.imported' as const, actorId: 'admin-1', detail: '1 created' };
      expect(await swap(entry, next)).toBe(true);
      expect(await swap(entry, { ...entry, detail: 'stale' })).toBe(false);
      expect(await s.audit.get(entry.id)).toEqual(next);
    });

    it('uses a set-password link once, with the user\'s other links, and never an expired one', async () => {
      const later = new Date(Date.now() + 3600_000).toISOString();
      const now = new Date().toISOString();
      const link = (hash: string, userId: string, expiresAt = later) => ({ tokenHash: hash, userId, createdAt: now, expiresAt });
      await createLink(link('h1', `u-${name}-4`));
      await createLink(link('h2', `u-${name}-4`));
      await createLink(link('h3', `u-${name}-5`));
      await createLink(link('h4', `u-${name}-5`, new Date(Date.now() - 1000).toISOString()));
      expect(await consume('h1', now)).toBe(`u-${name}-4`);
      expect(await consume('h1', now)).toBeNull();
      expect(await consume('h2', now)).toBeNull(); // the same user's other link went with it
      expect(await consume('h4', now)).toBeNull(); // expired
      expect(await consume('nope', now)).toBeNull();
      // A use that lost the race (the link went after its holder was read) is refused.
      await expect(s.write((w) => w.links.consume('h1', now))).rejects.toMatchObject({ reason: 'gone' });
      // The one expired link (h4) is purged; user 5 keeps h3.
      expect(await s.links.forUser(`u-${name}-5`)).toHaveLength(2);
      await s.write((w) => w.links.purgeExpired(now));
      expect(await s.links.forUser(`u-${name}-5`)).toHaveLength(1);
      await s.write((w) => w.links.deleteForUser(`u-${name}-5`));
      expect(await consume('h3', now)).toBeNull();
    });

    it('gives and erases what it holds on one student: disable, password set, sessions and links by date, audit entries about them', async () => {
      const u = newUser(90);
      await insert(u);
      await insert({ ...newUser(91), passwordHash: null });
      expect(await s.users.hasPassword(u.id)).toBe(true);
      expect(await s.users.hasPassword(newUser(91).id)).toBe(false);
      const disable = (id: string) => committed(s.write((w) => w.users.disable(id)), 'gone');
      expect(await disable(u.id)).toBe(true);
      expect(await disable('missing')).toBe(false);
      expect((await s.users.byId(u.id))?.enabled).toBe(false);

      await createSession({ id: `s-${name}-90`, userId: u.id, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-02T00:00:00.000Z', refreshToken: 'r' });
      expect(await s.sessions.forUser(u.id)).toMatchObject([{ id: `s-${name}-90`, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-02T00:00:00.000Z' }]);
      await createLink({ tokenHash: `h-${name}-90`, userId: u.id, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' });
      expect(await s.links.forUser(u.id)).toEqual([{ createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' }]);
      await s.write((w) => w.links.deleteForUser(u.id));
      expect(await s.links.forUser(u.id)).toEqual([]);
      await s.write((w) => w.links.deleteForUser(u.id)); // none left: nothing to do

      const entry = (id: string, over: object) => ({
        id, at: '2026-01-01T00:00:00.000Z', actorId: 'admin', actorEmail: 'admin@example.org', action: 'password.reset' as const,
        targetId: null, targetLabel: null, outcome: 'success' as const, detail: null, ...over,
      });
      await append(entry(`a-${name}-90`, { targetId: u.id }));
      await append(entry(`a-${name}-91`, { targetId: `p-${name}-90` }));
      await append(entry(`a-${name}-92`, { targetLabel: 'USER90@example.org' }));
      await append(entry(`a-${name}-93`, { actorId: u.id }));
      await append(entry(`a-${name}-94`, { targetId: 'someone-else', targetLabel: 'other@example.org' }));
      expect((await s.audit.involving([u.id, `p-${name}-90`], u.email)).map((e) => e.id).sort())
        .toEqual([`a-${name}-90`, `a-${name}-91`, `a-${name}-92`, `a-${name}-93`]);

      expect(await s.users.keptSchools(u.id)).toBeNull();
      await s.write((w) => w.users.erase(u.id));
      expect(await s.users.byId(u.id)).toBeNull();
      await s.write((w) => w.users.erase(u.id)); // gone already: nothing to do
      await s.write((w) => w.users.setSchools(`u-${name}-99`, ['x']));
      expect(await s.users.keptSchools(`u-${name}-99`)).toEqual(['x']); // kept for an account not there yet
      await s.write((w) => w.users.erase(`u-${name}-99`));
      expect(await s.users.keptSchools(`u-${name}-99`)).toBeNull();
    });

    it('refuses a unit of work that is not synchronous (its writes would miss the transaction), and writes nothing', async () => {
      await expect(s.write(async (w) => { w.users.create(newUser(50), new Date().toISOString()); })).rejects.toThrow(/synchronously/);
      expect(await s.users.byId(newUser(50).id)).toBeNull();
    });

    it('keeps the language a user chose, and forgets it (null: the browser\'s) when asked', async () => {
      await insert(newUser(90));
      const id = `u-${name}-90`;
      expect((await s.users.byId(id))?.language).toBeNull();
      await s.write((w) => w.users.setLanguage(id, 'es'));
      expect((await s.users.byId(id))?.language).toBe('es');
      expect((await s.users.byEmail('user90@example.org'))?.language).toBe('es');
      await s.write((w) => w.users.setLanguage(id, null));
      expect((await s.users.byId(id))?.language).toBeNull();
    });

    it('rolls a refused unit back with its events: a session already gone, a taken email', async () => {
      const event = outboxEvent(Subjects.identitySessionRevoked, { userId: `u-${name}-3`, sessionIds: ['gone'], reason: 'admin' });
      const base = { userId: `u-${name}-3`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await expect(s.write((w) => { w.sessions.create({ id: 'rolled-back', ...base }); w.sessions.revoke('gone'); }, [event]))
        .rejects.toMatchObject({ reason: 'gone' });
      expect(await s.sessions.get('rolled-back')).toBeNull();
      const created = outboxEvent(Subjects.identityUserCreated, { userId: 'dup', email: 'user1@example.org', role: 'student', createdBy: null });
      await expect(s.write((w) => w.users.create({ ...newUser(1), id: 'dup' }, new Date().toISOString()), [created]))
        .rejects.toHaveProperty('message', expect.stringMatching(/already exists/));
      const pending = (await s.outbox.pendingEvents(100)).map((e) => e.id);
      expect(pending).not.toContain(event.id);
      expect(pending).not.toContain(created.id);
    });
  });
}

identityStoreContract('sqlite', async () => new SqliteIdentityStore(openSqlite(':memory:', 'identity', migrations)));

await describeWithMongo('identity stores: mongodb', (mongo) => {
  identityStoreContract('mongodb', async () => {
    return MongoIdentityStore.open(await connectMongo(await mongo.url(), uniqueDbName('identity'), createLogger('test', 'silent')));
  });
});
