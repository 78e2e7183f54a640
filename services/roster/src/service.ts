import { mkdirSync } from 'node:fs';
import { blobStoreFor, loadConfig, verifierFor, type ModuleContext, type RunningModule, type ServiceModule } from '@counsel/kit';
import { startServiceServer } from '@counsel/kit/server';
import { rosterConfigSchema } from './config.js';
import { openRosterStore } from './adapters/open-adapters.js';
import { nameDefaultSchool } from './application/default-school.js';
import { seedDemoRoster } from './application/demo-seed.js';
import { RolloverService } from './application/rollover.service.js';
import { RosterEvents } from './application/roster-events.js';
import { RosterImportsService } from './application/roster-imports.service.js';
import { RosterSync, subscribeRosterSync } from './application/roster-sync.js';
import { RosterService } from './application/roster.service.js';
import { RosterRecordsService } from './application/roster-records.service.js';
import { subscribeRecordDeletions } from './application/record-events.js';
import { rosterTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';
import { typeResolvers } from './graphql/resolvers/types.js';
import { registerInternalRoutes } from './http/internal-routes.js';
import { parseRosterFile } from './domain/roster-file/index.js';

/** Where a roster zip is spilled while it is read: DATA_DIR when it is a folder, else the OS temp folder. */
function spillDir(dataDir: string): string | undefined {
  if (dataDir === ':memory:') return undefined;
  mkdirSync(dataDir, { recursive: true });
  return dataDir;
}

export const rosterModule: ServiceModule = {
  name: 'roster',
  dependsOn: ['identity'],
  async start(ctx: ModuleContext): Promise<RunningModule> {
    const config = loadConfig(rosterConfigSchema, ctx.env);
    const log = ctx.log.child({ service: 'roster' });
    const store = await openRosterStore(config, log);
    const blobs = await blobStoreFor(config, 'roster');
    const events = new RosterEvents(store, ctx.bus, log);
    const roster = new RosterService(store, events);
    const imports = new RosterImportsService({
      store, blobs, events, log,
      // A OneRoster zip is spilled to disk to be read (a zip's directory is at its end): under DATA_DIR, not a small /tmp.
      readFile: (stream, format) => parseRosterFile(format, { stream }, { tempDir: spillDir(config.DATA_DIR) }),
      maxBytes: config.ROSTER_FILE_MAX_BYTES,
      urlTtlSeconds: config.UPLOAD_URL_TTL_SECONDS,
      unregisteredTtlMs: config.UNREGISTERED_UPLOAD_TTL_HOURS * 3_600_000,
    });
    const rollover = new RolloverService(store, events);
    const records = new RosterRecordsService(store, events);
    let sweeper: NodeJS.Timeout | undefined;
    let subs: Awaited<ReturnType<typeof subscribeRosterSync>> = [];
    const closeAll = async () => {
      clearInterval(sweeper);
      for (const s of subs) await s.stop();
      await events.close();
      await blobs.close();
      await store.close();
    };
    try {
      // The demo names the school itself; otherwise the configured name, if any.
      if (config.DEMO_DATA) await seedDemoRoster(store, events, log);
      else await nameDefaultSchool(store, events, config.ROSTER_DEFAULT_SCHOOL_NAME);
      subs = await subscribeRosterSync(ctx.bus, new RosterSync(store, events));
      subs.push(await subscribeRecordDeletions(ctx.bus, records));
      void events.start(); // what a crash or a bus outage left in the outbox
      await imports.sweep();
      sweeper = setInterval(() => {
        imports.sweep().catch((err: unknown) => log.error({ err }, 'roster upload sweep failed'));
      }, config.UPLOAD_SWEEP_INTERVAL_MINUTES * 60_000);
      sweeper.unref();
      const verifier = verifierFor(ctx);
      const server = await startServiceServer({
        name: 'roster', host: config.HOST, port: config.ROSTER_PORT, log,
        typeDefs: rosterTypeDefs,
        resolvers: [rootResolvers({ roster, imports, rollover, records }), typeResolvers(roster)],
        verifier,
        ready: () => store.ready(),
        routes: (app) => registerInternalRoutes(app, imports, verifier),
      });
      return {
        name: 'roster', url: server.url, execute: server.execute, ready: () => store.ready(),
        close: async () => {
          await server.close();
          await closeAll();
        },
      };
    } catch (err) {
      await closeAll();
      throw err;
    }
  },
};
