import { defineService } from '@counsel/kit/server';
import { recordsConfigSchema } from './config.js';
import { openExportSources, openRecordsStores, openRendering } from './adapters/open-adapters.js';
import { AccessLogService } from './application/access-log.service.js';
import { DeletionService } from './application/deletion.service.js';
import { ExportService } from './application/export.service.js';
import { RetentionService } from './application/retention.service.js';
import { StudentDirectoryService } from './application/student-directory.js';
import { recordEventHandlers } from './application/record-events.js';
import { noteDeletions } from './application/deletion-notes.js';
import { recordsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { registerRecordFileRoutes } from './http/record-files.js';

/** Which services an export asks: every one that holds student data (the module starts after them in one process). */
const OWNERS = ['identity', 'students', 'documents', 'chat', 'roster', 'colleges', 'counseling', 'letters', 'notifications', 'planning', 'outcomes', 'reporting'];

/** Students' records across services: the access log, exports, deletions and retention. */
export const recordsModule = defineService({
  name: 'records',
  dependsOn: OWNERS,
  config: recordsConfigSchema,
  port: (config) => config.RECORDS_PORT,
  openStores: (config, log) => openRecordsStores(config, log),
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store, blobs }, events, log, serviceUrl, verifier }) => {
    // A mutation's answer names the students whose deletion it requested, for the gateway (deletion-notes.ts).
    noteDeletions(store);
    const render = openRendering();
    const exports = new ExportService({
      store, blobs, events, render, log, sources: openExportSources(serviceUrl, config.EXPORT_SERVICE_TIMEOUT_MS),
      keepHours: config.EXPORT_RETENTION_HOURS, maxBytes: config.EXPORT_MAX_BYTES,
    });
    const access = new AccessLogService(store, log, config.ACCESS_LOG_RETENTION_DAYS);
    const deletions = new DeletionService({ store, events, exports, render, log });
    const retention = new RetentionService({
      store, deletions, access, exports, log,
      retentionDays: config.ALUMNI_RETENTION_DAYS, accessLogRetentionDays: config.ACCESS_LOG_RETENTION_DAYS,
    });
    return {
      typeDefs: recordsTypeDefs,
      resolvers: [rootResolvers({ access, exports, deletions, retention })],
      subscriptions: recordEventHandlers(new StudentDirectoryService(store), access, deletions),
      start: async () => { retention.start(); },
      routes: (app) => registerRecordFileRoutes(app, exports, deletions, verifier),
      // Exports under way finish writing before the store closes.
      close: async () => {
        retention.stop();
        await exports.settled();
      },
    };
  },
});
