import { blobStoreFor, RecordReads } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import { lettersConfigSchema } from './config.js';
import { openLettersStore } from './adapters/open-adapters.js';
import { academicsHandler } from './application/academics.js';
import { BragSheetsService } from './application/brag-sheets.service.js';
import { seedDemoLetters, seedDemoTeachers } from './application/demo-seed.js';
import { directoryHandlers, LettersDirectory } from './application/directory.js';
import { LetterFilesService } from './application/letter-files.service.js';
import { LettersRecordsService } from './application/records.service.js';
import { PacketService } from './application/packet.service.js';
import { RequestsService } from './application/requests.service.js';
import { schoolDocumentPolicy, SchoolDocumentsService } from './application/school-documents.service.js';
import { packetResolvers } from './graphql/resolvers/packet.js';
import { registerPacketRoute } from './http/packet-route.js';
import { lettersTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { registerInternalRoutes } from './http/internal-routes.js';

/** Letters of recommendation: students' requests to teachers, teachers' queues and letters, the staff's view. */
export const lettersModule = defineService({
  name: 'letters',
  dependsOn: ['identity'],
  config: lettersConfigSchema,
  port: (config) => config.LETTERS_PORT,
  openStores: async (config, log) => {
    const store = await openLettersStore(config, log);
    // Letters' files (uploaded PDFs) live in the shared blob store; an erasure deletes them.
    const blobs = await blobStoreFor(config, 'letters').catch(async (err: unknown) => { await store.close(); throw err; });
    return { store, blobs, ready: () => store.ready(), close: async () => { await blobs.close(); await store.close(); } };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store, blobs }, bus, events, log, verifier }) => {
    const reads = new RecordReads(bus, Subjects.lettersRecordRead, log);
    const base = { store, events, reads, yearlyLimit: config.LETTERS_TEACHER_YEARLY_LIMIT };
    const requests = new RequestsService(base);
    const files = new LetterFilesService({
      store, blobs, requests, log, maxBytes: config.LETTER_MAX_BYTES, urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
    });
    const documents = new SchoolDocumentsService({
      ...base, blobs, uploads: files.uploads, maxBytes: config.LETTER_MAX_BYTES, urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
    });
    const packets = new PacketService({ ...base, blobs });
    const directory = new LettersDirectory({ store, onChange: config.DEMO_DATA ? () => seedDemoLetters(store, events, log) : undefined });
    return {
      typeDefs: lettersTypeDefs,
      resolvers: [rootResolvers(requests, files), packetResolvers(documents, new BragSheetsService(base))],
      subscriptions: [...directoryHandlers(directory), academicsHandler(store)],
      recordParticipant: new LettersRecordsService({ store, blobs }),
      prepare: config.DEMO_DATA ? () => seedDemoTeachers(directory) : undefined,
      // Uploads never submitted or saved (letters, school documents, profiles: one ledger): at start and hourly.
      start: async () => { await files.sweep(); },
      every: [{ ms: 3_600_000, run: () => files.sweep(), what: 'letter upload sweep' }],
      routes: async (app) => { registerPacketRoute(app, packets, verifier); await registerInternalRoutes(app, files, schoolDocumentPolicy(config.LETTER_MAX_BYTES), verifier); },
    };
  },
});
