import {
  RecordReads, blobStoreFor, loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule,
} from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { documentsConfigSchema } from './config.js';
import { openDocumentStore } from './adapters/open-adapters.js';
import { DocumentsService } from './application/documents.service.js';
import { DocumentRecordsService } from './application/document-records.service.js';
import { subscribeDeletionRequests } from './application/deletion-events.js';
import { seedDemoDocuments } from './application/demo-seed.js';
import { subscribeStudentOwners } from './application/student-owner-events.js';
import { documentsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { studentDocumentResolvers } from './graphql/resolvers/student-document.js';
import { registerInternalRoutes } from './http/internal-routes.js';

export const documentsModule: ServiceModule = {
  name: 'documents',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(documentsConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'documents' });
    const store = await openDocumentStore(config, log);
    const blobs = await blobStoreFor(config, 'documents');
    const service = new DocumentsService({
      store, blobs, bus: ctx.bus, log,
      reads: new RecordReads(ctx.bus, Subjects.documentsRecordRead, log),
      maxBytes: config.DOCUMENT_MAX_BYTES,
      urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      unregisteredTtlMs: config.UNREGISTERED_UPLOAD_TTL_HOURS * 3_600_000,
    });
    const records = new DocumentRecordsService({ store, blobs, bus: ctx.bus, log });
    const subs = [...await subscribeStudentOwners(ctx.bus, service), ...await subscribeDeletionRequests(ctx.bus, records)];
    // Reconcile on start-up: events written before a crash, uploads never registered.
    await service.flushOutbox();
    await service.sweep();
    if (config.DEMO_DATA) await seedDemoDocuments(service, store, log);
    const sweeper = setInterval(() => {
      service.sweep().catch((err: unknown) => log.error({ err }, 'upload sweep failed'));
    }, config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000);
    sweeper.unref();

    const verifier = verifierFor(ctx);
    const server = await startServiceServer({
      name: 'documents',
      host: config.HOST,
      port: config.DOCUMENTS_PORT,
      log,
      typeDefs: documentsTypeDefs,
      resolvers: [rootResolvers(service, records), studentDocumentResolvers(service)],
      verifier,
      ready: () => store.ready(),
      routes: (app) => registerInternalRoutes(app, service, verifier),
    });
    return {
      name: 'documents',
      url: server.url,
      execute: server.execute,
      ready: () => store.ready(),
      close: async () => {
        clearInterval(sweeper);
        await service.closeOutbox();
        await records.closeOutbox();
        for (const s of subs) await s.stop();
        await server.close();
        await blobs.close();
        await store.close();
      },
    };
  },
};
