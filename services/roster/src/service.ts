import { mkdirSync } from 'node:fs';
import { blobStoreFor } from '@counsel/kit';
import { defineService } from '@counsel/kit/server';
import { rosterConfigSchema } from './config.js';
import { openRosterStore } from './adapters/open-adapters.js';
import { nameDefaultSchool } from './application/default-school.js';
import { seedDemoRoster } from './application/demo-seed.js';
import { RolloverService } from './application/rollover.service.js';
import { RosterEvents } from './application/roster-events.js';
import { RosterImportsService } from './application/roster-imports.service.js';
import { RosterSync, rosterSyncHandlers } from './application/roster-sync.js';
import { RosterService } from './application/roster.service.js';
import { RosterRecordsService } from './application/roster-records.service.js';
import { rosterTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { grantChanges } from './application/grant-changes.js';
import { typeResolvers } from './graphql/resolvers/types.js';
import { registerInternalRoutes } from './http/internal-routes.js';
import { parseRosterFile } from './domain/roster-file/index.js';

/** Where a roster zip is spilled while it is read: DATA_DIR when it is a folder, else the OS temp folder. */
function spillDir(dataDir: string): string | undefined {
  if (dataDir === ':memory:') return undefined;
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

/** Schools, staff assignments, enrollments and roster imports. */
export const rosterModule = defineService({
  name: 'roster',
  dependsOn: ['identity'],
  config: rosterConfigSchema,
  port: (config) => config.ROSTER_PORT,
  openStores: async (config, log) => {
    const store = await openRosterStore(config, log);
    const blobs = await blobStoreFor(config, 'roster').catch(async (err: unknown) => { await store.close(); throw err; });
    return { store, blobs, ready: () => store.ready(), close: async () => { await blobs.close(); await store.close(); } };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store, blobs }, events: outbox, log, verifier }) => {
    // A mutation's answer names whose access it changed, for the gateway (grant-changes.ts).
    grantChanges.watch(store);
    const events = new RosterEvents(outbox);
    const roster = new RosterService(store, events);
    const imports = new RosterImportsService({
      store, blobs, events, log,
      // The file is spilled to disk to be read twice (its encoding, then its text; a zip's directory is at its end): under DATA_DIR, not a small /tmp.
      readFile: (stream, format, text) => parseRosterFile(format, { stream }, { tempDir: spillDir(config.DATA_DIR), text }),
      maxBytes: config.ROSTER_FILE_MAX_BYTES,
      urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      unregisteredTtlMs: config.UNREGISTERED_UPLOAD_TTL_HOURS * 3_600_000,
    });
    return {
      typeDefs: rosterTypeDefs,
      resolvers: [rootResolvers({ roster, imports, rollover: new RolloverService(store, events) }), typeResolvers(roster)],
      subscriptions: rosterSyncHandlers(new RosterSync(store, events)),
      recordParticipant: new RosterRecordsService(store),
      // The demo names the school itself; otherwise the configured name, if any.
      prepare: async () => {
        if (config.DEMO_DATA) await seedDemoRoster(store, events, log);
        else await nameDefaultSchool(store, events, config.ROSTER_DEFAULT_SCHOOL_NAME);
      },
      start: async () => { await imports.sweep(); },
      every: [{ ms: config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000, run: () => imports.sweep(), what: 'roster upload sweep' }],
      routes: (app) => registerInternalRoutes(app, imports, verifier),
    };
  },
});
