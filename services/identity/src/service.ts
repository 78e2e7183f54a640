import {
  DEFAULT_ISSUER, loadConfig, startServiceServer, verifierFor,
  type ModuleContext, type RunningModule, type ServiceModule,
} from '@counsel/kit';
import { z } from 'zod';
import { identityConfigSchema } from './config.js';
import { openIdentityStores } from './adapters/open-stores.js';
import { loadOrCreateSigningKey } from './adapters/embedded-issuer/signing-keys.js';
import { EmbeddedCredentials } from './adapters/embedded-issuer/embedded-credentials.js';
import type { CredentialProvider } from './ports/credentials.js';
import { ConfigError } from '@counsel/kit';
import { IdentityService } from './application/identity.service.js';
import { LoginThrottle } from './application/login-throttle.js';
import { ensureFirstAdmin, seedDemoUsers } from './application/seed.js';
import { identityTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { userResolvers } from './graphql/resolvers/user.js';
import { subscribeAuditEvents } from './application/audit-events.js';

const exchangeBody = z.object({ session: z.string().min(1).max(200) });

export const identityModule: ServiceModule = {
  name: 'identity',
  dependsOn: [],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(identityConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'identity' });
    const stores = await openIdentityStores(config, log);
    const { users, sessions, audit } = stores;
    let credentials: CredentialProvider;
    if (config.KEYCLOAK_URL) {
      if (!config.KEYCLOAK_CLIENT_SECRET) throw new ConfigError('KEYCLOAK_CLIENT_SECRET is required with KEYCLOAK_URL');
      const { KeycloakCredentials } = await import('./adapters/keycloak/keycloak-credentials.js');
      credentials = new KeycloakCredentials({ url: config.KEYCLOAK_URL, realm: config.KEYCLOAK_REALM, clientId: config.KEYCLOAK_CLIENT_ID, clientSecret: config.KEYCLOAK_CLIENT_SECRET }, users, log);
    } else {
      const key = await loadOrCreateSigningKey(stores.keys);
      credentials = new EmbeddedCredentials(users, key, config.TOKEN_ISSUER ?? DEFAULT_ISSUER, config.TOKEN_TTL_SECONDS);
    }
    const throttle = new LoginThrottle({
      perAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      perAddress: config.LOGIN_MAX_FAILURES_PER_ADDRESS,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    });
    const service = new IdentityService({ users, sessions, audit, credentials, throttle, bus: ctx.bus, log, sessionTtlHours: config.SESSION_TTL_HOURS });

    await ensureFirstAdmin(users, credentials, config.ADMIN_EMAIL, config.ADMIN_PASSWORD, log);
    // Demo accounts need fixed ids, which only the embedded issuer can give.
    if (config.DEMO_DATA && credentials.kind === 'embedded') await seedDemoUsers(users, log);
    await sessions.purgeExpired(new Date().toISOString());
    const auditSubs = await subscribeAuditEvents(ctx.bus, service);

    const server = await startServiceServer({
      name: 'identity',
      host: config.HOST,
      port: config.IDENTITY_PORT,
      log,
      typeDefs: identityTypeDefs,
      resolvers: [rootResolvers(service), userResolvers(service, users)] as never,
      verifier: verifierFor(ctx),
      routes: (app) => {
        app.get('/.well-known/jwks.json', async (_req, reply) => {
          reply.header('cache-control', 'public, max-age=300');
          return (await credentials.jwks()) ?? { keys: [] };
        });
        // Gateway-only: trade a session for a short-lived access token.
        app.post('/internal/session/exchange', async (req) => {
          const body = exchangeBody.parse(req.body);
          const r = await service.exchange(body.session);
          // The user's public fields ride along so the gateway can answer "who am I" from its session cache;
          // they cannot change without revoking the session (password reset), so they stay true while cached.
          const u = r.user;
          return {
            accessToken: r.accessToken, expiresAt: r.expiresAt,
            user: { id: u.id, userId: u.id, email: u.email, firstName: u.firstName, lastName: u.lastName, role: u.role },
          };
        });
        app.post('/internal/session/revoke', async (req) => {
          const body = exchangeBody.parse(req.body);
          return { revoked: await service.logoutSession(body.session) };
        });
      },
    });
    return {
      name: 'identity',
      url: server.url,
      execute: server.execute,
      ready: stores.ready,
      close: async () => {
        for (const s of auditSubs) await s.stop();
        await server.close();
        await stores.close();
      },
    };
  },
};

