import { ConfigError } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { identityConfigSchema } from './config.js';
import { openCredentials, openIdentityStores, openMailer, openRealmTokens } from './adapters/open-adapters.js';
import { RealmSignIn } from './application/realm-sign-in.js';
import { signInOptions } from './application/sign-in-options.js';
import { IdentityService } from './application/identity.service.js';
import { LoginThrottle } from './application/login-throttle.js';
import { RegistrationLimit } from './application/registration-limit.js';
import { demoAccountsWithPublishedPassword, seedDemoUsers } from './application/demo-seed.js';
import { ensureFirstAdmin } from './application/first-admin.js';
import { identityTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { userResolvers } from './graphql/resolvers/user.js';
import { userSharedReads } from './graphql/user-shared-reads.js';
import { auditEventHandlers } from './application/audit-events.js';
import { registerInternalRoutes } from './http/internal-routes.js';
import { RosterAccounts } from './application/roster-accounts.js';
import { rosterEventHandlers } from './application/roster-events.js';
import { SetPasswordLinks } from './application/set-password-links.js';
import { IdentityRecordsService } from './application/identity-records.service.js';
import { recordEventHandlers } from './application/record-events.js';
import { GuardiansService } from './application/guardians.service.js';
import { guardianEventHandlers } from './application/guardian-events.js';
import { sessionChanges } from './application/session-changes.js';

/** Accounts, sign-in, sessions, set-password links and the staff audit log. */
export const identityModule = defineService({
  name: 'identity',
  dependsOn: [],
  config: identityConfigSchema,
  port: (config) => config.IDENTITY_PORT,
  openStores: (config, log) => openIdentityStores(config, log),
  outbox: (stores) => stores.outbox,
  build: async ({ config, stores: store, events, log, verifier }) => {
    // A mutation's answer names whose sessions it ended or refreshed, for the gateway (session-changes.ts).
    sessionChanges.watch(store);
    const credentials = await openCredentials(config, store, log);
    const throttle = new LoginThrottle({
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      accountsPerAddress: config.LOGIN_MAX_ACCOUNTS_PER_ADDRESS,
      pairFreeFailures: config.LOGIN_PAIR_FREE_FAILURES,
      accountFreeFailures: config.LOGIN_ACCOUNT_FREE_FAILURES,
      baseDelaySeconds: config.LOGIN_BASE_DELAY_SECONDS,
      maxDelaySeconds: config.LOGIN_MAX_DELAY_SECONDS,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
      trustedPairSeconds: config.LOGIN_TRUSTED_PAIR_DAYS * 86_400,
    });
    const registrations = new RegistrationLimit({ perAddress: config.REGISTER_MAX_PER_ADDRESS, windowSeconds: config.REGISTER_WINDOW_SECONDS });
    const realm = await openRealmTokens(config, log);
    const options = signInOptions(config);
    const setPasswordLinks = new SetPasswordLinks({
      store, credentials, mailer: await openMailer(config, log), log, linkHours: config.SET_PASSWORD_LINK_HOURS, publicUrl: config.PUBLIC_URL,
    });
    const guardians = new GuardiansService({ store, credentials, links: setPasswordLinks, events, log });
    const service = new IdentityService({
      store, credentials, throttle, registrations, events, log, sessionTtlHours: config.SESSION_TTL_HOURS,
      realm, passwordSignIn: options.passwordSignIn, guardianStudents: (id) => guardians.visibleStudents(id),
    });
    const realmSignIn = new RealmSignIn({ store, realm, sessionTtlHours: config.SESSION_TTL_HOURS, events, log });
    const records = new IdentityRecordsService({ store, credentials, log, events });
    const roster = new RosterAccounts({ store, credentials, log, events });

    return {
      typeDefs: identityTypeDefs,
      resolvers: [rootResolvers(service, setPasswordLinks, guardians), userResolvers(store.users)],
      subscriptions: [...auditEventHandlers(service), ...rosterEventHandlers(roster), ...recordEventHandlers(records), ...guardianEventHandlers(store, guardians)],
      recordParticipant: records,
      sharedReads: userSharedReads(store),
      prepare: async () => {
        await ensureFirstAdmin(store.users, credentials, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, log);
        // Demo accounts need fixed ids, which only the embedded issuer can give.
        if (config.DEMO_DATA && credentials.kind === 'embedded') await seedDemoUsers(store, log);
        if (config.NODE_ENV === 'production') {
          const published = await demoAccountsWithPublishedPassword(store.users);
          if (published.length) {
            throw new ConfigError(`refusing to start in production: the demo account(s) ${published.join(', ')} still have the password published in the README. `
              + 'Change their passwords or delete them (with DEMO_DATA=0), or run the demo with NODE_ENV=development.');
          }
        }
        const now = new Date().toISOString();
        await store.write((w) => {
          w.sessions.purgeExpired(now);
          w.links.purgeExpired(now);
        });
      },
      routes: (app) => registerInternalRoutes(app, service, credentials, { realmSignIn, options }, { verifier, guardians }),
    };
  },
});
