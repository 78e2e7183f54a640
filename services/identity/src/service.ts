import {
  loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule,
} from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { identityConfigSchema } from './config.js';
import { openCredentials, openIdentityStores, openMailer, openRealmTokens } from './adapters/open-adapters.js';
import { RealmSignIn } from './application/realm-sign-in.js';
import { signInOptions } from './application/sign-in-options.js';
import { ConfigError } from '@counsel/kit';
import { IdentityService } from './application/identity.service.js';
import { LoginThrottle } from './application/login-throttle.js';
import { RegistrationLimit } from './application/registration-limit.js';
import { demoAccountsWithPublishedPassword, seedDemoUsers } from './application/demo-seed.js';
import { ensureFirstAdmin } from './application/first-admin.js';
import { identityTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { userResolvers } from './graphql/resolvers/user.js';
import { subscribeAuditEvents } from './application/audit-events.js';
import { registerInternalRoutes } from './http/internal-routes.js';
import { RosterAccounts } from './application/roster-accounts.js';
import { subscribeRosterEvents } from './application/roster-events.js';
import { SetPasswordLinks } from './application/set-password-links.js';
import { IdentityRecordsService } from './application/identity-records.service.js';
import { subscribeRecordEvents } from './application/record-events.js';

export const identityModule: ServiceModule = {
  name: 'identity',
  dependsOn: [],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(identityConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'identity' });
    const stores = await openIdentityStores(config, log);
    const { users, sessions, audit, links } = stores;
    const credentials = await openCredentials(config, stores, log);
    const throttle = new LoginThrottle({
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
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
    const service = new IdentityService({
      users, sessions, audit, links, credentials, throttle, registrations, bus: ctx.bus, log, sessionTtlHours: config.SESSION_TTL_HOURS,
      realm, passwordSignIn: options.passwordSignIn,
    });
    const realmSignIn = new RealmSignIn({ users, sessions, realm, sessionTtlHours: config.SESSION_TTL_HOURS, announce: (events) => service.announce(events), log });
    const setPasswordLinks = new SetPasswordLinks({
      users, links, audit, credentials, mailer: await openMailer(config, log), log, linkHours: config.SET_PASSWORD_LINK_HOURS, publicUrl: config.PUBLIC_URL,
    });
    const records = new IdentityRecordsService({ users, sessions, links, audit, credentials, log, announce: (events) => service.announce(events) });
    const roster = new RosterAccounts({ users, sessions, links, audit, credentials, log, announce: (events) => service.announce(events) });

    await ensureFirstAdmin(users, credentials, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, log);
    // Demo accounts need fixed ids, which only the embedded issuer can give.
    if (config.DEMO_DATA && credentials.kind === 'embedded') await seedDemoUsers(users, log);
    if (config.NODE_ENV === 'production') {
      const published = await demoAccountsWithPublishedPassword(users);
      if (published.length) {
        await stores.close();
        throw new ConfigError(`refusing to start in production: the demo account(s) ${published.join(', ')} still have the password published in the README. `
          + 'Change their passwords or delete them (with DEMO_DATA=0), or run the demo with NODE_ENV=development.');
      }
    }
    await sessions.purgeExpired(new Date().toISOString());
    await links.purgeExpired(new Date().toISOString());
    void service.flushOutbox(); // what a crash or a bus outage left in the outbox
    const auditSubs = [...await subscribeAuditEvents(ctx.bus, service), ...await subscribeRosterEvents(ctx.bus, roster), ...await subscribeRecordEvents(ctx.bus, records)];

    const server = await startServiceServer({
      name: 'identity',
      host: config.HOST,
      port: config.IDENTITY_PORT,
      log,
      typeDefs: identityTypeDefs,
      resolvers: [rootResolvers(service, setPasswordLinks, records), userResolvers(users)],
      verifier: verifierFor(ctx),
      routes: (app) => registerInternalRoutes(app, service, credentials, { realmSignIn, options }),
    });
    return {
      name: 'identity',
      url: server.url,
      execute: server.execute,
      ready: stores.ready,
      close: async () => {
        for (const s of auditSubs) await s.stop();
        await server.close();
        await service.closeOutbox();
        await stores.close();
      },
    };
  },
};

