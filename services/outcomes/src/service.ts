import { defineService } from '@counsel/kit/server';
import { outcomesConfigSchema } from './config.js';
import { openOutcomesStore } from './adapters/open-adapters.js';
import { seedDemoOutcomes } from './application/demo-seed.js';
import { outcomesHandlers } from './application/event-handlers.js';
import { publishHistoryOnce } from './application/history-backfill.js';
import { OutcomeImportsService } from './application/imports.service.js';
import { OutcomesRecordsService } from './application/records.service.js';
import { ScattergramService } from './application/scattergram.service.js';
import { outcomesTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

/** Outcomes: graduated classes' applications as the school's history, past years' imports, and scattergrams. */
export const outcomesModule = defineService({
  name: 'outcomes',
  dependsOn: ['identity'],
  config: outcomesConfigSchema,
  port: (config) => config.OUTCOMES_PORT,
  openStores: async (config, log) => {
    const store = await openOutcomesStore(config, log);
    return { store, ready: () => store.ready(), close: () => store.close() };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store }, events, log }) => {
    const deps = { store, events };
    return {
      typeDefs: outcomesTypeDefs,
      resolvers: [rootResolvers({ scattergrams: new ScattergramService(deps), imports: new OutcomeImportsService(deps) })],
      subscriptions: outcomesHandlers(store, events),
      recordParticipant: new OutcomesRecordsService({ store }),
      prepare: config.DEMO_DATA ? async () => { await seedDemoOutcomes(store, log); } : undefined,
      start: async () => { await publishHistoryOnce({ store, events }, log, new Date()); },
    };
  },
});
