import { loadConfig, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { settingsConfigSchema } from './config.js';
import { settingsTypeDefs } from './graphql/schema.js';

export const settingsModule: ServiceModule = {
  name: 'settings',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(settingsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'settings' });
    const server = await startServiceServer({
      name: 'settings',
      host: config.HOST,
      port: config.SETTINGS_PORT,
      log,
      typeDefs: settingsTypeDefs,
      resolvers: { Query: { settingsInfo: () => ({ service: 'settings', version: '0.1.0' }) } },
      verifier: verifierFor(ctx),
    });
    return { name: 'settings', url: server.url, close: () => server.close() };
  },
};
