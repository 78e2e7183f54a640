import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import {
  DurableLocalBus, ForbiddenError, OutboxEvents, UnauthenticatedError, ValidationError, createLogger, loadConfig, subscribeAll, type Principal, type Subscription,
} from '@counsel/kit';
import { identityConfigSchema } from '../config.js';
import { openIdentityStores, type IdentityStores } from '../adapters/open-adapters.js';
import { EmbeddedCredentials } from '../adapters/embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey } from '../adapters/embedded-issuer/signing-keys.js';
import { newLinkToken } from '../domain/set-password-link.js';
import { DELETED_STUDENT, RETENTION_SCHEDULE } from '../domain/audit.js';
import { IdentityService } from './identity.service.js';
import { IdentityRecordsService } from './identity-records.service.js';
import { LoginThrottle } from './login-throttle.js';
import { RegistrationLimit } from './registration-limit.js';
import { recordEventHandlers } from './record-events.js';
import { recordParticipantWiring } from '@counsel/kit/server';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const ADDRESS = '203.0.113.7';
let stores: IdentityStores;
let bus: DurableLocalBus;
let events: OutboxEvents;
let service: IdentityService;
let records: IdentityRecordsService;
let subs: Subscription[];
let revoked: EventPayloads[typeof Subjects.identitySessionRevoked][];
let erased: EventPayloads[typeof Subjects.identityRecordErased][];

const admin: Principal = { userId: 'admin-1', email: 'admin@school.org', firstName: 'Ada', lastName: 'Admin', role: 'admin', sessionId: null };
const counselor: Principal = { ...admin, userId: 'counselor-1', email: 'coach@school.org', role: 'counselor' };
const asStudent = (userId: string, email: string): Principal => ({ userId, email, firstName: null, lastName: null, role: 'student', sessionId: null });
const maya = { email: 'maya@example.org', password: 'correct horse', firstName: 'Maya', lastName: 'Lopez' };
const jordan = { email: 'jordan@example.org', password: 'battery staple', firstName: 'Jordan', lastName: 'Kim' };

beforeEach(async () => {
  stores = await openIdentityStores(loadConfig(identityConfigSchema, { DATA_DIR: ':memory:' }), log);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  const credentials = new EmbeddedCredentials(stores, await loadOrCreateSigningKey(stores.keys), 'https://issuer.test', 300);
  events = new OutboxEvents(stores.outbox, bus, log);
  service = new IdentityService({
    store: stores, credentials, events, log, sessionTtlHours: 1,
    throttle: new LoginThrottle({
      perAddress: 100, accountsPerAddress: 30, pairFreeFailures: 3, accountFreeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 600, windowSeconds: 900, trustedPairSeconds: 86_400,
    }),
    registrations: new RegistrationLimit({ perAddress: 10, windowSeconds: 3600 }),
  });
  records = new IdentityRecordsService({ store: stores, credentials, log, events });
  revoked = [];
  erased = [];
  await bus.subscribe(Subjects.identitySessionRevoked, async (e) => { revoked.push(e.data); }, { durable: 'test-revoked' });
  await bus.subscribe(Subjects.identityRecordErased, async (e) => { erased.push(e.data); }, { durable: 'test-erased' });
  // The confirmation goes out through identity's relay: the service wakes it (the wiring's own wake-up is stubbed).
  const wiring = recordParticipantWiring('identity', records, { committed: () => undefined }, log);
  subs = await subscribeAll(bus, [...recordEventHandlers(records), ...wiring.subscriptions]);
  await stores.write((w) => w.users.create({ id: admin.userId, email: admin.email, firstName: 'Ada', lastName: 'Admin', role: 'admin', passwordHash: null }, new Date().toISOString()));
});
afterEach(async () => {
  for (const s of subs) await s.stop();
  await events.close();
  await bus.close();
  await stores.close();
});

/** A registered student with a session, a set-password link and an audit entry about them. */
async function studentWithHistory(who: typeof maya) {
  const { user, session } = await service.register(who, ADDRESS);
  await stores.write((w) => w.links.create({ tokenHash: newLinkToken().hash, userId: user.id, createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' }));
  await service.resetPassword(admin, user.id, `${who.password}!`);
  const again = await service.login({ email: who.email, password: `${who.password}!` }, ADDRESS);
  return { user, oldSession: session, session: again.session };
}

describe('identity export part', () => {
  it('gives an admin and the student the account (no hash, no tokens), sessions and links by date, and audit entries about them', async () => {
    const { user } = await studentWithHistory(maya);
    for (const who of [admin, asStudent(user.id, user.email)]) {
      const part = await records.exportPart(who, { studentId: 'p-maya', studentUserId: user.id });
      expect(part.service).toBe('identity');
      expect(part.items).toMatchObject({
        account: { id: user.id, email: 'maya@example.org', firstName: 'Maya', role: 'student', passwordSet: 'yes', enabled: true },
        sessions: [{ createdAt: expect.any(String), expiresAt: expect.any(String), singleSignOn: false }],
        setPasswordLinks: [{ createdAt: '2026-01-01T00:00:00.000Z', expiresAt: '2099-01-01T00:00:00.000Z' }],
        auditEntries: [{ action: 'password.reset', targetId: user.id, actorEmail: 'admin@school.org' }],
      });
      const json = JSON.stringify(part);
      expect(json).not.toMatch(/hash|token|\$scrypt|\$argon/i);
    }
  });

  it('refuses another student and a counselor; an admin asking about an unknown student (or a staff account) gets no items', async () => {
    const { user } = await studentWithHistory(maya);
    const other = (await service.register(jordan, ADDRESS)).user;
    await expect(records.exportPart(asStudent(other.id, other.email), { studentId: 'p-maya', studentUserId: user.id })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(records.exportPart(counselor, { studentId: 'p-maya', studentUserId: user.id })).rejects.toBeInstanceOf(ForbiddenError);
    expect(await records.exportPart(admin, { studentId: 'p-x', studentUserId: 'nobody' })).toEqual({ service: 'identity', items: {} });
    expect(await records.exportPart(admin, { studentId: 'p-x', studentUserId: admin.userId })).toEqual({ service: 'identity', items: {} });
  });
});

describe('identity deletion', () => {
  const requested = (userId: string, reason: 'request' | 'retention' = 'request') => bus.publish(Subjects.recordsDeletionRequested, {
    deletionId: 'del-1', studentId: 'p-maya', studentUserId: userId, reason, requestedBy: reason === 'request' ? admin.userId : null,
  });
  const completing = (userId: string) => bus.publish(Subjects.recordsDeletionCompleting, { deletionId: 'del-1', studentId: 'p-maya', studentUserId: userId });
  const auditOf = async (action: string) => (await stores.audit.list({ limit: 200, offset: 0 })).items.filter((e) => e.action === action);

  it('blocks the account when asked (no sign-in, sessions ended and announced, links void), without confirming', async () => {
    const { user, session } = await studentWithHistory(maya);
    const other = await studentWithHistory(jordan);
    await requested(user.id);
    await until('her sessions\' revocation', () => revoked.some((r) => r.userId === user.id && r.reason === 'admin'));
    expect(revoked.filter((r) => r.reason === 'admin')).toEqual([{ userId: user.id, sessionIds: [session.token], reason: 'admin' }]);
    await expect(service.login({ email: maya.email, password: `${maya.password}!` }, ADDRESS)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(service.exchange(session.token)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(await stores.links.forUser(user.id)).toEqual([]);
    expect(await stores.users.byId(user.id)).toMatchObject({ enabled: false }); // kept until completing
    await until('the audit entry, which follows the block', async () => (await auditOf('student.deletion_requested')).length > 0);
    await expect(service.exchange(other.session.token)).resolves.toMatchObject({ user: { id: other.user.id } });
    expect(await auditOf('student.deletion_requested')).toMatchObject([{ actorId: admin.userId, actorEmail: 'admin@school.org', targetId: user.id }]);
    await quietPeriod(100); // no confirmation may come before completing: no condition to wait for, so a pause
    expect(erased).toEqual([]);
  });

  it('names the retention schedule as the actor when it asked', async () => {
    const { user } = await studentWithHistory(maya);
    await requested(user.id, 'retention');
    const entries = await until('the audit entry', () => auditOf('student.deletion_requested'), (found) => found.length > 0);
    expect(entries).toMatchObject([{ actorId: null, actorEmail: RETENTION_SCHEDULE }]);
  });

  it('removes the account on completing, keeps the audit entries without personal data, confirms; a repeat confirms zeros', async () => {
    const { user } = await studentWithHistory(maya);
    const other = await studentWithHistory(jordan);
    await stores.write((w) => w.audit.append({
      id: 'a-1', at: '2026-01-02T00:00:00.000Z', actorId: admin.userId, actorEmail: admin.email, action: 'accounts.imported',
      targetId: null, targetLabel: 'maya@example.org', outcome: 'failure', detail: 'email maya@example.org is in use',
    }));
    await requested(user.id);
    await until('the sessions\' revocation', () => revoked.some((r) => r.reason === 'admin'));
    await completing(user.id);
    await until('the confirmation', () => erased.length === 1);
    expect(erased[0]).toEqual({
      deletionId: 'del-1', studentId: 'p-maya',
      removed: [
        { item: 'account', count: 1 }, { item: 'sessions', count: 0 }, { item: 'set-password links', count: 0 },
        { item: 'kept school assignments', count: 0 }, { item: 'guardian links', count: 0 }, { item: 'audit entries made anonymous', count: 3 },
      ],
    });
    expect(await stores.users.byId(user.id)).toBeNull();
    expect(await stores.users.byEmail(maya.email)).toBeNull();
    expect(await stores.sessions.forUser(user.id)).toEqual([]);
    await expect(service.login({ email: maya.email, password: `${maya.password}!` }, ADDRESS)).rejects.toBeInstanceOf(UnauthenticatedError);
    // The log keeps every entry, none of them names her.
    const entries = (await stores.audit.list({ limit: 200, offset: 0 })).items;
    const hers = entries.filter((e) => e.targetId === user.id || e.id === 'a-1');
    expect(hers.map((e) => e.action).sort()).toEqual(['accounts.imported', 'password.reset', 'student.deleted', 'student.deletion_requested']);
    for (const e of hers) expect(e.targetLabel).toBe(DELETED_STUDENT);
    expect(JSON.stringify(entries)).not.toContain('maya@example.org');
    expect(entries.find((e) => e.id === 'a-1')?.detail).toBe('email [email removed] is in use');
    // Jordan is untouched.
    await expect(service.exchange(other.session.token)).resolves.toMatchObject({ user: { id: other.user.id } });
    expect(entries.find((e) => e.targetId === other.user.id)?.targetLabel).toBe('jordan@example.org');

    await completing(user.id);
    await until('the repeat\'s confirmation', () => erased.length === 2);
    expect(erased[1].removed.every((r) => r.count === 0)).toBe(true);
    expect((await auditOf('student.deleted'))).toHaveLength(1);
  });

  it('a set-password link issued before the request no longer works', async () => {
    const { user } = await studentWithHistory(maya);
    const { token, hash } = newLinkToken();
    await stores.write((w) => w.links.create({ tokenHash: hash, userId: user.id, createdAt: new Date().toISOString(), expiresAt: '2099-01-01T00:00:00.000Z' }));
    await requested(user.id);
    await until('the sessions\' revocation', () => revoked.some((r) => r.reason === 'admin'));
    await expect(service.setPasswordWithToken({ token, password: 'new password' }, ADDRESS)).rejects.toBeInstanceOf(ValidationError);
  });
});

describe('identity audit of exports', () => {
  it('records an export once (also when told twice)', async () => {
    const e = { exportId: 'x-1', studentId: 'p-maya', actorId: admin.userId, actorEmail: admin.email, actorRole: 'admin' as const, fileCount: 2, bytes: 1024 };
    await bus.publish(Subjects.recordsExportCreated, e);
    await bus.publish(Subjects.recordsExportCreated, e);
    const exportEntries = async () => (await stores.audit.list({ action: 'record.exported', limit: 10, offset: 0 })).items;
    await until('the export\'s audit entry', exportEntries, (found) => found.length > 0);
    await quietPeriod(100); // recorded once: nothing to wait for, so room for a second entry to show up
    const entries = await exportEntries();
    expect(entries).toMatchObject([{ actorId: admin.userId, actorEmail: admin.email, targetId: 'p-maya', detail: '2 file(s), 1024 bytes (admin)' }]);
  });
});
