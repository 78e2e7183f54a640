import { loadConfig, openSqlite, startServiceServer, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { settingsConfigSchema } from './config.js';
import { migrations } from './adapters/sqlite/migrations.js';
import { SqliteSettingStore } from './adapters/sqlite/sqlite-setting-store.js';
import { SettingsService } from './application/settings.service.js';
import { settingsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

export const settingsModule: ServiceModule = {
  name: 'settings',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(settingsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'settings' });
    const db = openSqlite(config.DATA_DIR, 'settings', migrations);
    const service = new SettingsService({ store: new SqliteSettingStore(db), bus: ctx.bus, log });
    const server = await startServiceServer({
      name: 'settings',
      host: config.HOST,
      port: config.SETTINGS_PORT,
      log,
      typeDefs: settingsTypeDefs,
      resolvers: rootResolvers(service),
      verifier: verifierFor(ctx),
      ready: () => db.open,
    });
    return {
      name: 'settings',
      url: server.url,
      ready: () => db.open,
      close: async () => {
        await server.close();
        db.close();
      },
    };
  },
};
