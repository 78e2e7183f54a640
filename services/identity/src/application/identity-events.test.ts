import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { OutboxEvents, createLogger, loadConfig, type Principal } from '@counsel/kit';
import { Subjects, type EventEnvelope } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';
import { identityConfigSchema } from '../config.js';
import { openIdentityStores, type IdentityStores } from '../adapters/open-adapters.js';
import { EmbeddedCredentials } from '../adapters/embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey } from '../adapters/embedded-issuer/signing-keys.js';
import { IdentityService } from './identity.service.js';
import { LoginThrottle } from './login-throttle.js';
import { RegistrationLimit } from './registration-limit.js';

const log = createLogger('test', 'silent');
const admin: Principal = { userId: 'admin-1', email: 'admin@school.org', firstName: 'Ada', lastName: 'Admin', role: 'admin', sessionId: null };

describe('identity events through a bus outage', () => {
  let stores: IdentityStores;
  let bus: OutageBus;
  let events: OutboxEvents;
  let service: IdentityService;
  let seen: EventEnvelope[];
  beforeEach(async () => {
    // The real SQLite stores (in memory) and the embedded issuer.
    stores = await openIdentityStores(loadConfig(identityConfigSchema, { DATA_DIR: ':memory:' }), log);
    bus = await OutageBus.open();
    seen = await bus.record(Subjects.identityUserCreated, Subjects.identitySessionRevoked);
    events = new OutboxEvents(stores.outbox, bus, log, () => 50);
    const credentials = new EmbeddedCredentials(stores, await loadOrCreateSigningKey(stores.keys), 'https://issuer.test', 300);
    service = new IdentityService({
      store: stores, credentials, events, log, sessionTtlHours: 1,
      throttle: new LoginThrottle({
        perAddress: 100, accountsPerAddress: 30, pairFreeFailures: 3, accountFreeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 600, windowSeconds: 900, trustedPairSeconds: 86_400,
      }),
      registrations: new RegistrationLimit({ perAddress: 10, windowSeconds: 3600 }),
    });
  });
  afterEach(async () => {
    await events.close();
    await bus.close();
    await stores.close();
  });

  it('registers, signs out, creates staff and resets a password while the bus is down; each event arrives once when it is back', async () => {
    bus.down = true;
    const { user, session } = await service.register({ email: 'maya@example.org', password: 'correct horse', firstName: 'Maya', lastName: 'Lopez' }, '203.0.113.7');
    expect(await service.logout({ userId: user.id, email: user.email, firstName: null, lastName: null, role: 'student', sessionId: session.token })).toBe(true);
    const counselor = await service.createStaffAccount(admin, { email: 'c@school.org', password: 'counsel123', firstName: 'C', lastName: 'D', role: 'counselor' });
    await service.login({ email: 'c@school.org', password: 'counsel123' }, '203.0.113.8');
    expect(await service.resetPassword(admin, counselor.id, 'another-pass')).toBe(true);
    await quietPeriod(200); // nothing may arrive while the bus is down: no condition to wait for, so a pause
    expect(seen).toEqual([]);

    bus.down = false; // no further request: the relay's own retry must deliver
    await until('the four identity events', () => seen.length >= 4);
    await quietPeriod(); // each event once: nothing to wait for, so room for a duplicate to show up
    // Each subject has its own consumer here, so only the order within a subject is defined.
    const of = (subject: string) => seen.filter((e) => e.subject === subject).map((e) => e.data as { userId: string; reason?: string; sessionIds?: string[] });
    expect(of(Subjects.identityUserCreated).map((d) => d.userId)).toEqual([user.id, counselor.id]);
    expect(of(Subjects.identitySessionRevoked).map((d) => [d.userId, d.reason, d.sessionIds?.length])).toEqual([[user.id, 'logout', 1], [counselor.id, 'password_reset', 1]]);
    expect(new Set(seen.map((e) => e.id)).size).toBe(4);
  });
});
