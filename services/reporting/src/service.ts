import { defineService } from '@counsel/kit/server';
import { reportingConfigSchema } from './config.js';
import { openReportingStore } from './adapters/open-adapters.js';
import { reportingHandlers } from './application/event-handlers.js';
import { ReportingRecordsService } from './application/records.service.js';
import { ReportsService } from './application/reports.service.js';
import { reportingTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

/** Reporting: the district's dashboards, from a read model fed only by the owning services' events. */
export const reportingModule = defineService({
  name: 'reporting',
  dependsOn: ['identity'],
  config: reportingConfigSchema,
  port: (config) => config.REPORTING_PORT,
  openStores: async (config, log) => {
    const store = await openReportingStore(config, log);
    return { store, ready: () => store.ready(), close: () => store.close() };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ stores: { store } }) => ({
    typeDefs: reportingTypeDefs,
    resolvers: [rootResolvers(new ReportsService({ store }))],
    subscriptions: reportingHandlers(store.model),
    recordParticipant: new ReportingRecordsService({ model: store.model }),
  }),
});
