import { anySharedReads } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { collegesConfigSchema } from './config.js';
import { openApplicationsStore } from './adapters/open-adapters.js';
import { collegesTypeDefs } from './graphql/schema.js';
import { startCatalogApp } from './wiring/catalog.js';
import { listsParts } from './wiring/lists.js';
import { boardSharedReads } from './graphql/board-shared-reads.js';

/** The college catalog, curated deadlines and students' college lists (docs/colleges.md). */
export const collegesModule = defineService({
  name: 'colleges',
  dependsOn: ['identity'],
  config: collegesConfigSchema,
  port: (config) => config.COLLEGES_PORT,
  // The catalog (its search index, loaded from the catalog file) and the lists' store.
  openStores: async (config, log) => {
    const catalog = await startCatalogApp(config, log);
    const store = await openApplicationsStore(config, log).catch(async (err: unknown) => { await catalog.close(); throw err; });
    return {
      catalog, store,
      ready: () => catalog.ready() && store.ready(),
      close: async () => { await store.close(); await catalog.close(); },
    };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { catalog, store }, events, bus, log }) => {
    const lists = listsParts(config, store, catalog.reader, events, bus, log);
    return {
      ...lists, typeDefs: collegesTypeDefs, resolvers: [catalog.resolvers, ...lists.resolvers],
      sharedReads: anySharedReads(catalog.sharedReads, boardSharedReads({ store, catalog })),
    };
  },
});
