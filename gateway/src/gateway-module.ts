import { randomUUID } from 'node:crypto';
import { createMetrics, exposeMetrics, loadConfig, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { gatewayConfigSchema } from './config.js';
import { composeSupergraph } from './supergraph.js';
import { startGraphqlGateway } from './graphql-gateway.js';
import { SessionTokens } from './session-tokens.js';
import { buildHttpApp } from './http-app.js';
import { defaultWebDist } from './static-web.js';
import { UploadSigner } from './uploads/upload-signer.js';
import { closeHttpApp } from '@counsel/kit/server';

export const gatewayModule: ServiceModule = {
  name: 'gateway',
  settings: gatewayConfigSchema,
  dependsOn: ['identity', 'students', 'documents', 'knowledge', 'chat', 'settings', 'roster', 'colleges', 'records', 'counseling', 'letters', 'notifications', 'planning', 'outcomes', 'reporting'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(gatewayConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'gateway' });
    const { supergraphSdl } = composeSupergraph((name) => ctx.serviceUrl(name));
    const sessions = new SessionTokens(() => ctx.serviceUrl('identity'), config.SESSION_CACHE_SECONDS, log);
    const apollo = await startGraphqlGateway(supergraphSdl, log, (name) => ctx.running.get(name)?.execute ?? null, {
      limits: { maxCost: config.GRAPHQL_MAX_COST, maxAliases: config.GRAPHQL_MAX_ALIASES, maxDepth: config.GRAPHQL_MAX_DEPTH, maxTokens: config.GRAPHQL_MAX_TOKENS },
      introspection: config.GRAPHQL_INTROSPECTION,
    }, sessions);
    await sessions.listen(ctx.bus, randomUUID().slice(0, 8));
    let ready = false;
    const metrics = createMetrics('gateway');
    const app = await buildHttpApp({
      log,
      apollo,
      sessions,
      publicOrigin: config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : null,
      trustedProxies: config.TRUSTED_PROXIES,
      cookieSecure: config.COOKIE_SECURE,
      realmOrigin: realmOrigin(config.KEYCLOAK_PUBLIC_URL ?? config.KEYCLOAK_URL),
      bodyLimit: config.REST_BODY_LIMIT_BYTES,
      webDist: config.WEB_DIST ?? defaultWebDist(),
      serviceUrl: (name) => ctx.serviceUrl(name),
      uploads: new UploadSigner(config.UPLOAD_SIGNING_SECRET),
      ready: () => ready,
      metrics,
    });
    const address = await app.listen({ host: config.HOST, port: config.PORT });
    const url = address.replace('[::1]', '127.0.0.1');
    // Served on the process's internal metrics port (kit metrics-server.ts), never the public one.
    const unexposeMetrics = exposeMetrics(url, metrics);
    ready = true;
    log.info({ url }, 'gateway listening');
    return {
      name: 'gateway',
      url,
      ready: () => ready,
      close: async () => {
        ready = false;
        unexposeMetrics();
        await closeHttpApp(app); // drains in-flight requests, within a grace period
        await apollo.stop();
        await sessions.close();
      },
    };
  },
};

/** Keycloak's origin for the CSP, when Keycloak is configured. */
function realmOrigin(url: string | undefined): string | null {
  return url ? new URL(url).origin : null;
}
