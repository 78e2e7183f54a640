import { RecordReads, blobStoreFor } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { documentsConfigSchema } from './config.js';
import { openDocumentStore } from './adapters/open-adapters.js';
import { DocumentsService } from './application/documents.service.js';
import { DocumentRecordsService } from './application/document-records.service.js';
import { seedDemoDocuments } from './application/demo-seed.js';
import { studentOwnerHandler } from './application/student-owner-events.js';
import { documentsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { studentDocumentResolvers } from './graphql/resolvers/student-document.js';
import { registerInternalRoutes } from './http/internal-routes.js';

/** Students' documents: uploads, registration, viewing and deletion. */
export const documentsModule = defineService({
  name: 'documents',
  dependsOn: ['identity'],
  config: documentsConfigSchema,
  port: (config) => config.DOCUMENTS_PORT,
  openStores: async (config, log) => {
    const store = await openDocumentStore(config, log);
    const blobs = await blobStoreFor(config, 'documents').catch(async (err: unknown) => { await store.close(); throw err; });
    return { store, blobs, ready: () => store.ready(), close: async () => { await blobs.close(); await store.close(); } };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store, blobs }, bus, events, log, verifier }) => {
    const service = new DocumentsService({
      store, blobs, events, log,
      reads: new RecordReads(bus, Subjects.documentsRecordRead, log),
      maxBytes: config.DOCUMENT_MAX_BYTES,
      urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      unregisteredTtlMs: config.UNREGISTERED_UPLOAD_TTL_HOURS * 3_600_000,
    });
    return {
      typeDefs: documentsTypeDefs,
      resolvers: [rootResolvers(service), studentDocumentResolvers(service)],
      subscriptions: [studentOwnerHandler(service)],
      recordParticipant: new DocumentRecordsService({ store, blobs }),
      // Reconcile on start-up: uploads never registered; then the demo's documents.
      start: async () => {
        await service.sweep();
        if (config.DEMO_DATA) await seedDemoDocuments(service, store, log);
      },
      every: [{ ms: config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000, run: () => service.sweep(), what: 'upload sweep' }],
      routes: (app) => registerInternalRoutes(app, service, verifier),
    };
  },
});
