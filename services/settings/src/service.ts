import { defineService } from '@counsel/kit/server';
import { settingsConfigSchema } from './config.js';
import { openSettingsStores } from './adapters/open-adapters.js';
import { SettingsService } from './application/settings.service.js';
import { settingsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { noteGrantChanges } from './application/grant-notes.js';

/** System settings: staff read them, admins change them, every change kept (and announced) with who and when. */
export const settingsModule = defineService({
  name: 'settings',
  dependsOn: ['identity'],
  config: settingsConfigSchema,
  port: (config) => config.SETTINGS_PORT,
  openStores: (config, log) => openSettingsStores(config, log),
  outbox: (stores) => stores.store.outbox,
  build: ({ stores, events, log }) => {
    // A mutation's answer names the roles whose grants it changed, for the gateway (grant-notes.ts).
    noteGrantChanges(stores.store);
    return {
      typeDefs: settingsTypeDefs,
      resolvers: [rootResolvers(new SettingsService({ store: stores.store, events, log }))],
    };
  },
});
