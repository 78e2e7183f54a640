import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createLogger, openSqlite } from '@counsel/kit';
import { connectMongo } from '@counsel/kit/mongo';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteUserStore } from '../src/adapters/sqlite/sqlite-user-store.js';
import { SqliteSessionStore } from '../src/adapters/sqlite/sqlite-session-store.js';
import { SqliteAuditLog } from '../src/adapters/sqlite/sqlite-audit-log.js';
import { identityModels } from '../src/adapters/mongo/models.js';
import { MongoAuditLog, MongoSessionStore, MongoUserStore } from '../src/adapters/mongo/mongo-stores.js';
import type { UserStore } from '../src/ports/user-store.js';
import type { SessionStore } from '../src/ports/session-store.js';
import type { AuditLog } from '../src/ports/audit-log.js';

interface Stores { users: UserStore; sessions: SessionStore; audit: AuditLog; close(): Promise<void> }

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
  });
}

identityStoreContract('sqlite', async () => {
  const db = openSqlite(':memory:', 'identity', migrations);
  return { users: new SqliteUserStore(db), sessions: new SqliteSessionStore(db), audit: new SqliteAuditLog(db), close: async () => { db.close(); } };
});

await describeWithMongo('identity stores: mongodb', (mongo) => {
  identityStoreContract('mongodb', async () => {
    const conn = await connectMongo(await mongo.url(), uniqueDbName('identity'), createLogger('test', 'silent'));
    const m = identityModels(conn);
    await Promise.all([m.users.init(), m.sessions.init(), m.audit.init()]);
    return {
      users: new MongoUserStore(m), sessions: new MongoSessionStore(m), audit: new MongoAuditLog(m),
      close: async () => { await conn.close(); },
    };
  });
});
