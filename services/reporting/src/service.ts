import { defineService } from '@counsel/kit/server';
import { reportingConfigSchema } from './config.js';
import { openOutcomeHistory, openReportingStore } from './adapters/open-adapters.js';
import { reportingHandlers } from './application/event-handlers.js';
import { outcomeHistoryHandlers } from './application/history-handlers.js';
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
    const history = await openOutcomeHistory(config, log);
    return { store, history, ready: () => store.ready() && history.ready(), close: async () => { await store.close(); await history.close(); } };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ stores: { store, history } }) => ({
    typeDefs: reportingTypeDefs,
    resolvers: [rootResolvers(new ReportsService({ store, history }))],
    subscriptions: [...reportingHandlers(store.model), ...outcomeHistoryHandlers(history)],
    recordParticipant: new ReportingRecordsService({ model: store.model }),
  }),
});
