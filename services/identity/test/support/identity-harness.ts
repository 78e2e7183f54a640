import { Subjects, type EventEnvelope, type EventPayloads } from '@counsel/proto-events';
import { DurableLocalBus, OutboxEvents, createLogger, loadConfig, subscribeAll, type Principal, type Subscription } from '@counsel/kit';
import { identityConfigSchema } from '../../src/config.js';
import { openIdentityStores, type IdentityStores } from '../../src/adapters/open-adapters.js';
import { EmbeddedCredentials } from '../../src/adapters/embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey } from '../../src/adapters/embedded-issuer/signing-keys.js';
import { IdentityService } from '../../src/application/identity.service.js';
import { LoginThrottle } from '../../src/application/login-throttle.js';
import { RegistrationLimit } from '../../src/application/registration-limit.js';
import { RosterAccounts } from '../../src/application/roster-accounts.js';
import { rosterEventHandlers } from '../../src/application/roster-events.js';
import { SetPasswordLinks } from '../../src/application/set-password-links.js';
import { GuardiansService } from '../../src/application/guardians.service.js';
import { guardianEventHandlers } from '../../src/application/guardian-events.js';
import type { Mailer } from '../../src/ports/mailer.js';

export const ADMIN: Principal = { userId: 'admin-1', email: 'admin@district.org', firstName: 'Ada', lastName: 'Admin', role: 'admin', sessionId: null };

/**
 * The identity use cases over the real SQLite stores (in memory), the embedded issuer and the in-memory durable
 * bus, with the roster consumers subscribed as the service subscribes them.
 */
export async function openIdentityHarness(o: { mailer?: Mailer | null; publicUrl?: string; linkHours?: number; now?: () => Date } = {}) {
  const log = createLogger('test', 'silent');
  const stores: IdentityStores = await openIdentityStores(loadConfig(identityConfigSchema, { DATA_DIR: ':memory:' }), log);
  const bus = await DurableLocalBus.open({ dataDir: ':memory:', log, retryDelayMs: () => 20 });
  const credentials = new EmbeddedCredentials(stores, await loadOrCreateSigningKey(stores.keys), 'https://issuer.test', 300);
  const events = new OutboxEvents(stores.outbox, bus, log);
  const setPasswordLinks = new SetPasswordLinks({
    store: stores, credentials, log, mailer: o.mailer ?? null, linkHours: o.linkHours ?? 168, publicUrl: o.publicUrl,
  });
  const guardians = new GuardiansService({ store: stores, credentials, links: setPasswordLinks, events, log, now: o.now });
  const service = new IdentityService({
    guardianStudents: (id) => guardians.visibleStudents(id),
    store: stores, credentials, events, log, sessionTtlHours: 1,
    throttle: new LoginThrottle({
      perAddress: 100, accountsPerAddress: 30, pairFreeFailures: 3, accountFreeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 600, windowSeconds: 900, trustedPairSeconds: 86_400,
    }),
    registrations: new RegistrationLimit({ perAddress: 10, windowSeconds: 3600 }),
  });
  const roster = new RosterAccounts({ store: stores, credentials, log, events });
  const subs: Subscription[] = await subscribeAll(bus, [...rosterEventHandlers(roster), ...guardianEventHandlers(stores, guardians)]);
  /** What identity announced, by subject. */
  const seen: EventEnvelope[] = [];
  for (const subject of [Subjects.identityUserCreated, Subjects.identitySessionRevoked, Subjects.identitySessionRefreshed, Subjects.identityGuardianLinkChanged, Subjects.identityUserLanguageChanged] as const) {
    subs.push(await bus.subscribe(subject, async (e) => { seen.push(e); }, { durable: `test-${subject}` }));
  }
  const announced = <S extends keyof EventPayloads>(subject: S) => seen.filter((e) => e.subject === subject).map((e) => e.data as EventPayloads[S]);
  return {
    stores, bus, credentials, service, roster, setPasswordLinks, guardians, announced,
    close: async () => {
      for (const s of subs) await s.stop();
      await events.close();
      await bus.close();
      await stores.close();
    },
  };
}
export type IdentityHarness = Awaited<ReturnType<typeof openIdentityHarness>>;

export function imported(n: number, over: Partial<EventPayloads[typeof Subjects.rosterAccountImported]> = {}): EventPayloads[typeof Subjects.rosterAccountImported] {
  return { userId: `stu-${n}`, email: `student${n}@district.org`, firstName: `First${n}`, lastName: `Last${n}`, role: 'student', active: true, importId: 'imp-1', ...over };
}
