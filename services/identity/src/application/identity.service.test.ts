import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import { decodeJwt } from 'jose';
import {
  ConflictError, DurableLocalBus, ForbiddenError, NotFoundError, OutboxEvents, RateLimitedError, UnauthenticatedError, ValidationError,
  createLogger, loadConfig, type Principal,
} from '@counsel/kit';
import { identityConfigSchema } from '../config.js';
import { openIdentityStores, type IdentityStores } from '../adapters/open-adapters.js';
import { EmbeddedCredentials } from '../adapters/embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey } from '../adapters/embedded-issuer/signing-keys.js';
import { IdentityService } from './identity.service.js';
import { LoginThrottle } from './login-throttle.js';
import { RegistrationLimit } from './registration-limit.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const ADDRESS = '203.0.113.7';
let stores: IdentityStores;
let bus: DurableLocalBus;
let events: OutboxEvents;
let service: IdentityService;
let created: EventPayloads[typeof Subjects.identityUserCreated][];
let revoked: EventPayloads[typeof Subjects.identitySessionRevoked][];

const admin: Principal = { userId: 'admin-1', email: 'admin@school.org', firstName: 'Ada', lastName: 'Admin', role: 'admin', sessionId: null };
const as = (role: Principal['role']): Principal => ({ ...admin, userId: `${role}-1`, email: `${role}@school.org`, role });
const student = { email: 'Maya@Example.org', password: 'correct horse', firstName: 'Maya', lastName: 'Lopez' };

beforeEach(async () => {
  // The real SQLite stores, in memory; the durable bus, in memory.
  stores = await openIdentityStores(loadConfig(identityConfigSchema, { DATA_DIR: ':memory:' }), log);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new OutboxEvents(stores.outbox, bus, log);
  const credentials = new EmbeddedCredentials(stores, await loadOrCreateSigningKey(stores.keys), 'https://issuer.test', 300);
  service = new IdentityService({
    store: stores, credentials, events, log, sessionTtlHours: 1,
    throttle: new LoginThrottle({
      perAddress: 100, accountsPerAddress: 30, pairFreeFailures: 3, accountFreeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 600, windowSeconds: 900, trustedPairSeconds: 86_400,
    }),
    registrations: new RegistrationLimit({ perAddress: 2, windowSeconds: 3600 }),
  });
  created = [];
  revoked = [];
  await bus.subscribe(Subjects.identityUserCreated, async (e) => { created.push(e.data); }, { durable: 'test-created' });
  await bus.subscribe(Subjects.identitySessionRevoked, async (e) => { revoked.push(e.data); }, { durable: 'test-revoked' });
});
afterEach(async () => {
  await events.close();
  await bus.close();
  await stores.close();
});

describe('IdentityService: registration and sign-in', () => {
  it('announces each sign-in (who, their role, when) for the district\'s reports, never the session', async () => {
    const started: EventPayloads[typeof Subjects.identitySessionStarted][] = [];
    await bus.subscribe(Subjects.identitySessionStarted, async (e) => { started.push(e.data); }, { durable: 'test-started' });
    const { user, session } = await service.register(student, ADDRESS);
    await service.login({ email: student.email, password: student.password }, ADDRESS);
    await until('two sign-ins', () => started.length === 2);
    expect(started.map((s) => [s.userId, s.role])).toEqual([[user.id, 'student'], [user.id, 'student']]);
    expect(JSON.stringify(started)).not.toContain(session.token);
  });

  it('registers a student (never another role), opens a session and announces the account', async () => {
    const { user, session } = await service.register({ ...student, role: 'admin' }, ADDRESS);
    expect(user).toMatchObject({ email: 'maya@example.org', role: 'student', firstName: 'Maya' });
    expect(session.token.length).toBeGreaterThanOrEqual(40);
    const exchanged = await service.exchange(session.token);
    expect(exchanged.user.id).toBe(user.id);
    expect(exchanged.accessToken.split('.')).toHaveLength(3);
    await until('the user-created event', () => created.length > 0);
    expect(created).toEqual([{ userId: user.id, email: 'maya@example.org', role: 'student', createdBy: null, firstName: 'Maya', lastName: 'Lopez' }]);
  });

  it.each([
    [{ ...student, email: 'not-an-email' }, 'Please enter a valid email'],
    [{ ...student, password: '12345' }, 'Password must be at least 6 characters'],
    [{ ...student, firstName: '  ' }, 'First name is required'],
    [{ ...student, lastName: undefined }, 'Last name is required'],
  ])('refuses registration %# with the spec message', async (input, message) => {
    await expect(service.register(input, ADDRESS)).rejects.toThrow(new ValidationError(message));
    expect(await stores.users.countByRole('student')).toBe(0);
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    await service.register(student, ADDRESS);
    await expect(service.register({ ...student, email: 'MAYA@example.org' }, '198.51.100.1')).rejects.toBeInstanceOf(ConflictError);
    expect(await stores.users.countByRole('student')).toBe(1);
  });

  it('limits registrations per address', async () => {
    await service.register(student, ADDRESS);
    await service.register({ ...student, email: 'b@example.org' }, ADDRESS);
    await expect(service.register({ ...student, email: 'c@example.org' }, ADDRESS)).rejects.toBeInstanceOf(RateLimitedError);
    await expect(service.register({ ...student, email: 'c@example.org' }, '198.51.100.1')).resolves.toBeDefined();
  });

  it('signs in with the email in any case, and refuses a wrong password without saying which part was wrong', async () => {
    await service.register(student, ADDRESS);
    const { user, session } = await service.login({ email: ' MAYA@example.org ', password: 'correct horse' }, ADDRESS);
    expect(user.email).toBe('maya@example.org');
    expect(session.expiresAt > new Date().toISOString()).toBe(true);
    expect((await stores.users.byId(user.id))?.lastLoginAt).toBeTruthy();
    await expect(service.login({ email: student.email, password: 'wrong horse' }, ADDRESS)).rejects.toThrow(new UnauthenticatedError('Invalid email or password'));
    await expect(service.login({ email: 'nobody@example.org', password: 'wrong horse' }, ADDRESS)).rejects.toThrow(new UnauthenticatedError('Invalid email or password'));
  });

  it('ends a session on logout: the session no longer exchanges, and the logout is announced', async () => {
    const { user, session } = await service.register(student, ADDRESS);
    const principal: Principal = { userId: user.id, email: user.email, firstName: null, lastName: null, role: 'student', sessionId: session.token };
    expect(await service.logout(principal)).toBe(true);
    await expect(service.exchange(session.token)).rejects.toThrow(new UnauthenticatedError('Your session has ended. Please sign in again.'));
    expect(await service.logout(null)).toBe(false);
    await until('the session-revoked event', () => revoked.length > 0);
    expect(revoked).toEqual([{ userId: user.id, sessionIds: [session.token], reason: 'logout' }]);
  });
});

describe('IdentityService: administration', () => {
  it.each([['nobody', null, UnauthenticatedError], ['a student', as('student'), ForbiddenError], ['a counselor', as('counselor'), ForbiddenError]] as const)(
    'lets only admins create staff, reset passwords, list users and read the audit log: not %s', async (_who, actor, error) => {
      await expect(service.createStaffAccount(actor, { ...student, role: 'counselor' })).rejects.toBeInstanceOf(error);
      await expect(service.resetPassword(actor, 'any', 'new password')).rejects.toBeInstanceOf(error);
      await expect(service.listUsers(actor, {})).rejects.toBeInstanceOf(error);
      await expect(service.auditLog(actor, {})).rejects.toBeInstanceOf(error);
      await expect(service.stats(actor)).rejects.toBeInstanceOf(error);
      expect(await stores.users.countByRole('counselor')).toBe(0);
    },
  );

  it('creates a counselor, audits it with the admin as actor, and announces who created it', async () => {
    const user = await service.createStaffAccount(admin, { email: 'Coach@School.org', password: 'staff pass', firstName: 'Cal', lastName: 'Coach' });
    expect(user).toMatchObject({ email: 'coach@school.org', role: 'counselor' }); // counselor is the default role
    const audit = await service.auditLog(admin, { action: 'account.created' });
    expect(audit.items[0]).toMatchObject({ actorId: 'admin-1', actorEmail: 'admin@school.org', targetId: user.id, outcome: 'success' });
    await until('the user-created event', () => created.length > 0);
    expect(created).toEqual([{ userId: user.id, email: 'coach@school.org', role: 'counselor', createdBy: 'admin-1', firstName: 'Cal', lastName: 'Coach' }]);
  });

  it('creates a teacher: the role in the token, announced with the names; admins only', async () => {
    await expect(service.createStaffAccount(as('counselor'), { ...student, role: 'teacher' })).rejects.toBeInstanceOf(ForbiddenError);
    const user = await service.createStaffAccount(admin, { email: 'Dan.Okafor@School.org', password: 'teacher pass', firstName: ' Daniel ', lastName: 'Okafor', role: 'teacher' });
    expect(user).toMatchObject({ email: 'dan.okafor@school.org', role: 'teacher', firstName: 'Daniel', schoolIds: null });
    const audit = await service.auditLog(admin, { action: 'account.created' });
    expect(audit.items[0]).toMatchObject({ targetId: user.id, targetLabel: 'dan.okafor@school.org (teacher)', outcome: 'success' });
    await until('the user-created event', () => created.length > 0);
    expect(created).toEqual([{ userId: user.id, email: 'dan.okafor@school.org', role: 'teacher', createdBy: 'admin-1', firstName: 'Daniel', lastName: 'Okafor' }]);
    // The teacher signs in like anyone; the token's role is teacher (never staff), and no schools until assigned.
    const { session } = await service.login({ email: 'dan.okafor@school.org', password: 'teacher pass' }, ADDRESS);
    const claims = decodeJwt((await service.exchange(session.token)).accessToken) as { realm_access?: { roles?: string[] }; schools?: unknown };
    expect(claims.realm_access?.roles).toEqual(['teacher']);
    expect(claims.schools).toBeUndefined();
    expect((await service.listUsers(admin, { role: 'teacher' })).items.map((u) => u.id)).toEqual([user.id]);
    // An admin resets a teacher's password as a counselor's.
    expect(await service.resetPassword(admin, user.id, 'brand new pass')).toBe(true);
  });

  it('audits a failed staff creation (duplicate email) and announces nothing', async () => {
    await service.createStaffAccount(admin, { ...student, role: 'admin' });
    await expect(service.createStaffAccount(admin, { ...student, role: 'counselor' })).rejects.toBeInstanceOf(ConflictError);
    const audit = await service.auditLog(admin, { action: 'account.created' });
    expect(audit.items.map((a) => a.outcome).sort()).toEqual(['failure', 'success']);
    await expect(service.createStaffAccount(admin, { ...student, email: 'x@school.org', role: 'student' })).rejects.toThrow(new ValidationError('Role must be counselor, admin or teacher'));
    await until('the user-created event', () => created.length > 0);
    await quietPeriod(50); // the failed creation announces nothing: no condition to wait for, so a pause
    expect(created).toHaveLength(1);
  });

  it('resets a student password: the old one stops working, every session ends, and the reset is audited and announced', async () => {
    const { user, session } = await service.register(student, ADDRESS);
    expect(await service.resetPassword(admin, user.id, 'brand new pass')).toBe(true);
    await expect(service.exchange(session.token)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(service.login({ email: student.email, password: student.password }, ADDRESS)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(service.login({ email: student.email, password: 'brand new pass' }, ADDRESS)).resolves.toBeDefined();
    const audit = await service.auditLog(admin, { action: 'password.reset' });
    expect(audit.items[0]).toMatchObject({ targetId: user.id, outcome: 'success', detail: '1 session(s) ended' });
    await until('the session-revoked event', () => revoked.length > 0);
    expect(revoked).toEqual([{ userId: user.id, sessionIds: [session.token], reason: 'password_reset' }]);
  });

  it('refuses resetting an admin password (audited), an unknown user, and a short password', async () => {
    const other = await service.createStaffAccount(admin, { ...student, email: 'root@school.org', role: 'admin' });
    await expect(service.resetPassword(admin, other.id, 'new password')).rejects.toThrow(new ForbiddenError('Only student, counselor and teacher passwords can be reset here'));
    expect((await service.auditLog(admin, { action: 'password.reset' })).items[0]).toMatchObject({ targetId: other.id, outcome: 'failure' });
    await expect(service.resetPassword(admin, 'no-such-user', 'new password')).rejects.toThrow(new NotFoundError('User not found'));
    const { user } = await service.register(student, ADDRESS);
    await expect(service.resetPassword(admin, user.id, 'short')).rejects.toThrow(new ValidationError('Password must be at least 6 characters'));
  });

  it('lists and counts users, and validates paging and filters', async () => {
    await service.register(student, ADDRESS);
    await service.createStaffAccount(admin, { ...student, email: 'coach@school.org' });
    const page = await service.listUsers(admin, { q: 'coach', limit: 10 });
    expect(page.items.map((u) => u.email)).toEqual(['coach@school.org']);
    expect(await service.stats(admin)).toEqual({ activeCounselors: 0, totalCounselors: 1, totalStudents: 1 });
    await expect(service.listUsers(admin, { limit: 0 })).rejects.toThrow(new ValidationError('limit must be an integer from 1 to 200'));
    await expect(service.auditLog(admin, { action: 'made.up' })).rejects.toThrow(new ValidationError('Unknown audit action'));
    await expect(service.auditLog(admin, { actorId: 'bad id!' })).rejects.toThrow(new ValidationError('Invalid actor id'));
  });
});
