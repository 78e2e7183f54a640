import { loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { recordsConfigSchema } from './config.js';
import { openExportSources, openRecordsStores, openRendering } from './adapters/open-adapters.js';
import { AccessLogService } from './application/access-log.service.js';
import { DeletionService } from './application/deletion.service.js';
import { ExportService } from './application/export.service.js';
import { RecordsEvents } from './application/records-events.js';
import { RetentionService } from './application/retention.service.js';
import { StudentDirectoryService } from './application/student-directory.js';
import { subscribeRecordEvents } from './application/record-events.js';
import { recordsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { registerRecordFileRoutes } from './http/record-files.js';

/** Which services an export asks: every one that holds student data (the module starts after them in one process). */
const OWNERS = ['identity', 'students', 'documents', 'chat', 'roster', 'colleges', 'counseling'];

export const recordsModule: ServiceModule = {
  name: 'records',
  dependsOn: OWNERS,
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(recordsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'records' });
    const stores = await openRecordsStores(config, log);
    const { store, blobs } = stores;
    const events = new RecordsEvents(store, ctx.bus, log);
    const render = openRendering();
    const exports = new ExportService({
      store, blobs, events, render, log, sources: openExportSources((s) => ctx.serviceUrl(s), config.EXPORT_SERVICE_TIMEOUT_MS),
      keepHours: config.EXPORT_RETENTION_HOURS, maxBytes: config.EXPORT_MAX_BYTES,
    });
    const access = new AccessLogService(store, log, config.ACCESS_LOG_RETENTION_DAYS);
    const deletions = new DeletionService({ store, events, exports, render, log });
    const retention = new RetentionService({
      store, deletions, access, exports, log,
      retentionDays: config.ALUMNI_RETENTION_DAYS, accessLogRetentionDays: config.ACCESS_LOG_RETENTION_DAYS,
    });
    const subs = await subscribeRecordEvents(ctx.bus, new StudentDirectoryService(store), access, deletions);
    await events.start(); // what a crash or a bus outage left in the outbox
    retention.start();

    const verifier = verifierFor(ctx);
    const server = await startServiceServer({
      name: 'records',
      host: config.HOST,
      port: config.RECORDS_PORT,
      log,
      typeDefs: recordsTypeDefs,
      resolvers: rootResolvers({ access, exports, deletions, retention }),
      verifier,
      ready: stores.ready,
      routes: (app) => registerRecordFileRoutes(app, exports, deletions, verifier),
    });
    return {
      name: 'records',
      url: server.url,
      execute: server.execute,
      ready: stores.ready,
      close: async () => {
        retention.stop();
        await server.close();
        for (const s of subs) await s.stop();
        await exports.settled();
        await events.close();
        await stores.close();
      },
    };
  },
};
