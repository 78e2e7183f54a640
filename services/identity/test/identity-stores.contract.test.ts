import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, openSqlite } from '@counsel/kit';
import { connectMongo } from '@counsel/kit/mongo';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteUserStore } from '../src/adapters/sqlite/sqlite-user-store.js';
import { SqliteSessionStore } from '../src/adapters/sqlite/sqlite-session-store.js';
import { SqliteAuditLog } from '../src/adapters/sqlite/sqlite-audit-log.js';
import { identityModels } from '../src/adapters/mongo/models.js';
import { MongoAuditLog, MongoSessionStore, MongoSetPasswordLinks, MongoUserStore } from '../src/adapters/mongo/mongo-stores.js';
import type { UserStore } from '../src/ports/user-store.js';
import type { SessionStore } from '../src/ports/session-store.js';
import type { AuditLog } from '../src/ports/audit-log.js';
import type { SetPasswordLinkStore } from '../src/ports/set-password-links.js';
import { SqliteSetPasswordLinks } from '../src/adapters/sqlite/sqlite-set-password-links.js';

interface Stores { users: UserStore; sessions: SessionStore; audit: AuditLog; links: SetPasswordLinkStore; close(): Promise<void> }

/** One suite, every adapter of the identity store ports. */
function identityStoreContract(name: string, open: () => Promise<Stores>) {
  describe(`identity stores: ${name}`, () => {
    let s: Stores;
    beforeAll(async () => { s = await open(); });
    afterAll(async () => s?.close());

    const newUser = (n: number, role: 'student' | 'counselor' | 'admin' = 'student') => ({
      id: `u-${name}-${n}`, email: `user${n}@example.org`, firstName: `First${n}`, lastName: `Last${n}`, role, passwordHash: `hash${n}`,
    });

    it('inserts and reads users by id and email, refusing duplicate emails', async () => {
      await s.users.insert(newUser(1));
      expect((await s.users.byId('u-' + name + '-1'))?.email).toBe('user1@example.org');
      expect((await s.users.byEmail('user1@example.org'))?.passwordHash).toBe('hash1');
      expect(await s.users.byId('missing')).toBeNull();
      // Match on the message: a native driver's error class can come from another realm than jest's,
      // where `toThrow()` (an instanceof check) would not recognise it.
      await expect(s.users.insert({ ...newUser(1), id: 'other' })).rejects.toHaveProperty('message', expect.stringMatching(/UNIQUE|already exists/));
    });

    it('lists with case-insensitive search, role filter and paging', async () => {
      for (let i = 2; i <= 6; i++) await s.users.insert(newUser(i, i === 6 ? 'counselor' : 'student'));
      const page = await s.users.list({ limit: 2, offset: 0 });
      expect(page.total).toBe(6);
      expect(page.items).toHaveLength(2);
      expect((await s.users.list({ q: 'FIRST3', limit: 10, offset: 0 })).items.map((u) => u.email)).toEqual(['user3@example.org']);
      expect((await s.users.list({ q: '%', limit: 10, offset: 0 })).total).toBe(0);
      expect((await s.users.list({ role: 'counselor', limit: 10, offset: 0 })).total).toBe(1);
    });

    it('counts by role and recent sign-ins', async () => {
      await s.users.recordLogin(`u-${name}-6`, new Date().toISOString());
      expect(await s.users.countByRole('counselor')).toBe(1);
      expect(await s.users.countActive('counselor', new Date(Date.now() - 60_000).toISOString())).toBe(1);
      expect(await s.users.countActive('counselor', new Date(Date.now() + 60_000).toISOString())).toBe(0);
    });

    it('creates, reads, rotates and revokes sessions', async () => {
      const base = { userId: `u-${name}-1`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await s.sessions.create({ id: 's1', ...base });
      await s.sessions.create({ id: 's2', ...base });
      await s.sessions.create({ id: 's3', ...base, userId: `u-${name}-2`, expiresAt: new Date(Date.now() - 1000).toISOString() });
      await s.sessions.updateRefreshToken('s1', 'rt-1');
      expect((await s.sessions.get('s1'))?.refreshToken).toBe('rt-1');
      expect(await s.sessions.revoke('s1')).toBe(true);
      expect(await s.sessions.revoke('s1')).toBe(false);
      expect(await s.sessions.revokeAllForUser(`u-${name}-1`)).toEqual(['s2']);
      expect(await s.sessions.purgeExpired(new Date().toISOString())).toBe(1);
      expect(await s.sessions.get('s3')).toBeNull();
    });

    it('keeps a browser sign-in\'s realm access token with its session and takes the renewed one (issue 17)', async () => {
      const base = { userId: `u-${name}-1`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await s.sessions.create({ id: 'sso-1', ...base, accessToken: 'at-1' });
      await s.sessions.create({ id: 'pw-1', ...base });
      expect((await s.sessions.get('sso-1'))?.accessToken).toBe('at-1');
      expect((await s.sessions.get('pw-1'))?.accessToken ?? null).toBeNull();
      await s.sessions.updateAccessToken('sso-1', 'at-2');
      expect(await s.sessions.get('sso-1')).toMatchObject({ accessToken: 'at-2', refreshToken: null });
    });

    it('updates an account from the realm at sign-in (issue 17), refusing an email another account has', async () => {
      await s.users.updateProfile(`u-${name}-2`, { email: 'user2.new@example.org', firstName: 'New', lastName: 'Name', role: 'counselor' });
      expect(await s.users.byId(`u-${name}-2`)).toMatchObject({ email: 'user2.new@example.org', firstName: 'New', lastName: 'Name', role: 'counselor' });
      expect((await s.users.list({ q: 'new name', limit: 10, offset: 0 })).total).toBe(1);
      await expect(s.users.updateProfile(`u-${name}-2`, { email: 'user3@example.org', firstName: 'New', lastName: 'Name', role: 'counselor' }))
        .rejects.toHaveProperty('message', expect.stringMatching(/already exists/));
      await s.users.updateProfile(`u-${name}-2`, { email: 'user2@example.org', firstName: 'First2', lastName: 'Last2', role: 'student' });
    });

    it('appends audit entries once per id, newest first, filterable', async () => {
      const entry = (id: string, at: string, action: 'account.created' | 'password.reset') => ({
        id, at, actorId: 'admin-1', actorEmail: 'a@x.org', action, targetId: 't', targetLabel: 'label', outcome: 'success' as const, detail: null,
      });
      await s.audit.append(entry('a1', '2026-01-01T00:00:00.000Z', 'account.created'));
      await s.audit.append(entry('a2', '2026-01-02T00:00:00.000Z', 'password.reset'));
      await s.audit.append(entry('a2', '2026-01-02T00:00:00.000Z', 'password.reset'));
      const all = await s.audit.list({ limit: 10, offset: 0 });
      expect(all.total).toBe(2);
      expect(all.items.map((e) => e.id)).toEqual(['a2', 'a1']);
      expect((await s.audit.list({ action: 'account.created', limit: 10, offset: 0 })).items.map((e) => e.id)).toEqual(['a1']);
    });

    it('keeps imported accounts: no password, not activated, import id; updates, schools (kept until the account exists), tallies', async () => {
      const id = `imp-${name}-1`;
      await s.users.setSchools(id, ['school-x']); // before the account: kept
      expect(await s.users.byId(id)).toBeNull();
      const created = await s.users.insert({ id, email: `imported-${name}@example.org`, firstName: 'Im', lastName: 'Ported', role: 'counselor', passwordHash: null, activated: false, importId: 'imp-a' });
      expect(created).toMatchObject({ schoolIds: ['school-x'], activated: false, enabled: true, importId: 'imp-a' });
      expect(await s.users.byId(id)).toMatchObject({ schoolIds: ['school-x'], activated: false, enabled: true, importId: 'imp-a' });
      expect(await s.users.setSchools(id, ['school-y', 'school-z'])).toBe(true);
      expect((await s.users.byId(id))?.schoolIds).toEqual(['school-y', 'school-z']);
      await s.users.updateImported(id, { email: `renamed-${name}@example.org`, firstName: 'Re', lastName: 'Named', role: 'counselor', enabled: false, importId: 'imp-b' });
      expect(await s.users.byId(id)).toMatchObject({ email: `renamed-${name}@example.org`, firstName: 'Re', enabled: false, importId: 'imp-b' });
      expect((await s.users.list({ q: 'renamed', limit: 5, offset: 0 })).total).toBe(1);
      await expect(s.users.updateImported(id, { email: 'user1@example.org', firstName: 'Re', lastName: 'Named', role: 'counselor', enabled: false, importId: 'imp-b' }))
        .rejects.toHaveProperty('message', expect.stringMatching(/already exists/));
      expect((await s.users.importedBy('imp-b')).map((u) => u.id)).toEqual([id]);
      expect(await s.users.importedBy('imp-a')).toEqual([]);
      await s.users.recordLogin(id, new Date().toISOString());
      expect((await s.users.byId(id))?.activated).toBe(true);
      // Accounts from before imports existed read as activated and enabled.
      expect(await s.users.byId(`u-${name}-2`)).toMatchObject({ activated: true, enabled: true, schoolIds: null, importId: null });
      await s.users.tallyImport('imp-b', 'created');
      await s.users.tallyImport('imp-b', 'created');
      expect(await s.users.tallyImport('imp-b', 'refused')).toEqual({ created: 2, updated: 0, unchanged: 0, disabled: 0, refused: 1 });
      expect(await s.users.importTally('imp-b')).toEqual({ created: 2, updated: 0, unchanged: 0, disabled: 0, refused: 1 });
      expect(await s.users.importTally('imp-none')).toEqual({ created: 0, updated: 0, unchanged: 0, disabled: 0, refused: 0 });
    });

    it('lists a user\'s session ids and replaces an audit entry by id', async () => {
      const base = { userId: `u-${name}-3`, createdAt: new Date().toISOString(), expiresAt: new Date(Date.now() + 3600_000).toISOString(), refreshToken: null };
      await s.sessions.create({ id: 'sx1', ...base });
      await s.sessions.create({ id: 'sx2', ...base });
      expect((await s.sessions.idsForUser(`u-${name}-3`)).sort()).toEqual(['sx1', 'sx2']);
      const entry = { id: 'put-1', at: '2026-02-01T00:00:00.000Z', actorId: null, actorEmail: null, action: 'accounts.imported' as const, targetId: 'imp', targetLabel: 'import', outcome: 'success' as const, detail: '1 created' };
      await s.audit.put(entry);
      await s.audit.put({ ...entry, detail: '2 created', outcome: 'failure' });
      const found = (await s.audit.list({ action: 'accounts.imported', limit: 10, offset: 0 })).items;
      expect(found).toEqual([expect.objectContaining({ id: 'put-1', detail: '2 created', outcome: 'failure' })]);
    });

    it('reads an audit entry by id and swaps it only while it is what the writer read', async () => {
      const entry = { id: `swap-${name}`, at: '2026-02-01T00:00:00.000Z', actorId: null, actorEmail: null, action: 'accounts.imported' as const, targetId: 'imp', targetLabel: 'import', outcome: 'success' as const, detail: null };
      expect(await s.audit.get(entry.id)).toBeNull();
      expect(await s.audit.swap(null, entry)).toBe(true);
      expect(await s.audit.swap(null, { ...entry, detail: 'lost' })).toBe(false);
      const next = { ...entry, action: 'roster.imported' as const, actorId: 'admin-1', detail: '1 created' };
      expect(await s.audit.swap(entry, next)).toBe(true);
      expect(await s.audit.swap(entry, { ...entry, detail: 'stale' })).toBe(false);
      expect(await s.audit.get(entry.id)).toEqual(next);
    });

    it('uses a set-password link once, with the user\'s other links, and never an expired one', async () => {
      const later = new Date(Date.now() + 3600_000).toISOString();
      const now = new Date().toISOString();
      const link = (hash: string, userId: string, expiresAt = later) => ({ tokenHash: hash, userId, createdAt: now, expiresAt });
      await s.links.create(link('h1', `u-${name}-4`));
      await s.links.create(link('h2', `u-${name}-4`));
      await s.links.create(link('h3', `u-${name}-5`));
      await s.links.create(link('h4', `u-${name}-5`, new Date(Date.now() - 1000).toISOString()));
      expect(await s.links.consume('h1', now)).toBe(`u-${name}-4`);
      expect(await s.links.consume('h1', now)).toBeNull();
      expect(await s.links.consume('h2', now)).toBeNull(); // the same user's other link went with it
      expect(await s.links.consume('h4', now)).toBeNull(); // expired
      expect(await s.links.consume('nope', now)).toBeNull();
      expect(await s.links.purgeExpired(now)).toBe(1);
      await s.links.deleteForUser(`u-${name}-5`);
      expect(await s.links.consume('h3', now)).toBeNull();
    });

    it('gives and erases what it holds on one student (issue 20): disable, password set, sessions and links by date, audit entries about them', async () => {
      const u = newUser(90);
      await s.users.insert(u);
      await s.users.insert({ ...newUser(91), passwordHash: null });
      expect(await s.users.hasPassword(u.id)).toBe(true);
      expect(await s.users.hasPassword(newUser(91).id)).toBe(false);
      expect(await s.users.disable(u.id)).toBe(true);
      expect(await s.users.disable('missing')).toBe(false);
      expect((await s.users.byId(u.id))?.enabled).toBe(false);

      await s.sessions.create({ id: `s-${name}-90`, userId: u.id, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-02T00:00:00.000Z', refreshToken: 'r' });
      expect(await s.sessions.forUser(u.id)).toMatchObject([{ id: `s-${name}-90`, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2026-01-02T00:00:00.000Z' }]);
      await s.links.create({ tokenHash: `h-${name}-90`, userId: u.id, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' });
      expect(await s.links.forUser(u.id)).toEqual([{ createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' }]);
      expect(await s.links.deleteForUser(u.id)).toBe(1);
      expect(await s.links.deleteForUser(u.id)).toBe(0);

      const entry = (id: string, over: object) => ({
        id, at: '2026-01-01T00:00:00.000Z', actorId: 'admin', actorEmail: 'admin@example.org', action: 'password.reset' as const,
        targetId: null, targetLabel: null, outcome: 'success' as const, detail: null, ...over,
      });
      await s.audit.append(entry(`a-${name}-90`, { targetId: u.id }));
      await s.audit.append(entry(`a-${name}-91`, { targetId: `p-${name}-90` }));
      await s.audit.append(entry(`a-${name}-92`, { targetLabel: 'USER90@example.org' }));
      await s.audit.append(entry(`a-${name}-93`, { actorId: u.id }));
      await s.audit.append(entry(`a-${name}-94`, { targetId: 'someone-else', targetLabel: 'other@example.org' }));
      expect((await s.audit.involving([u.id, `p-${name}-90`], u.email)).map((e) => e.id).sort())
        .toEqual([`a-${name}-90`, `a-${name}-91`, `a-${name}-92`, `a-${name}-93`]);

      expect(await s.users.erase(u.id)).toEqual({ account: 1, pendingSchools: 0 });
      expect(await s.users.byId(u.id)).toBeNull();
      expect(await s.users.erase(u.id)).toEqual({ account: 0, pendingSchools: 0 });
      expect(await s.users.setSchools(`u-${name}-99`, ['x'])).toBe(false); // kept for an account not there yet
      expect(await s.users.erase(`u-${name}-99`)).toEqual({ account: 0, pendingSchools: 1 });
    });
  });
}

identityStoreContract('sqlite', async () => {
  const db = openSqlite(':memory:', 'identity', migrations);
  return { users: new SqliteUserStore(db), sessions: new SqliteSessionStore(db), audit: new SqliteAuditLog(db), links: new SqliteSetPasswordLinks(db), close: async () => { db.close(); } };
});

await describeWithMongo('identity stores: mongodb', (mongo) => {
  identityStoreContract('mongodb', async () => {
    const conn = await connectMongo(await mongo.url(), uniqueDbName('identity'), createLogger('test', 'silent'));
    const m = identityModels(conn);
    await Promise.all([m.users.init(), m.sessions.init(), m.audit.init(), m.links.init(), m.tallies.init()]);
    return {
      users: new MongoUserStore(m), sessions: new MongoSessionStore(m), audit: new MongoAuditLog(m), links: new MongoSetPasswordLinks(m),
      close: async () => { await conn.close(); },
    };
  });
});
