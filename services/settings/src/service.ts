import { loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { settingsConfigSchema } from './config.js';
import { openSettingsStores } from './adapters/open-adapters.js';
import { SettingsService } from './application/settings.service.js';
import { settingsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

export const settingsModule: ServiceModule = {
  name: 'settings',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(settingsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'settings' });
    const stores = await openSettingsStores(config, log);
    const service = new SettingsService({ store: stores.store, bus: ctx.bus, log });
    void service.flushOutbox(); // what a crash or a bus outage left in the outbox
    const server = await startServiceServer({
      name: 'settings',
      host: config.HOST,
      port: config.SETTINGS_PORT,
      log,
      typeDefs: settingsTypeDefs,
      resolvers: rootResolvers(service),
      verifier: verifierFor(ctx),
      ready: stores.ready,
    });
    return {
      name: 'settings',
      url: server.url,
      execute: server.execute,
      ready: stores.ready,
      close: async () => {
        await server.close();
        await service.closeOutbox();
        await stores.close();
      },
    };
  },
};
