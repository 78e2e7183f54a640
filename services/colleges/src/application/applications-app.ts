import { RecordReads, type Logger, type ModuleContext, type Subscription } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import type { CollegesConfig } from '../config.js';
import type { CatalogReader } from '../ports/catalog-reader.js';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import { openApplicationsStore } from '../adapters/open-adapters.js';
import { applicationsResolvers } from '../graphql/resolvers/applications.js';
import { ApplicationsService } from './applications.service.js';
import { BoardService } from './board.service.js';
import { CalendarFeedsService } from './calendar-feeds.service.js';
import { CollegesEvents } from './colleges-events.js';
import { DeadlinesService } from './deadlines.service.js';
import { ListReads } from './list-reads.js';
import { RecordsService, subscribeRecordErasure } from './records.service.js';
import { seedDemoList } from './demo-seed.js';
import { StudentDirectory, subscribeStudentDirectory } from './student-directory.js';
import { StudentLock } from './student-lock.js';

/** The list half of the service: applications, curated deadlines, the board and calendar feeds. */
export interface ApplicationsApp {
  resolvers: Resolvers;
  ready(): boolean;
  close(): Promise<void>;
}

export async function startApplicationsApp(
  config: CollegesConfig, ctx: ModuleContext, log: Logger, catalog: CatalogReader,
): Promise<ApplicationsApp> {
  const store = await openApplicationsStore(config, log);
  const events = new CollegesEvents(store, ctx.bus, log);
  // Staff reads of one student's list are logged on the bus before they are answered (issue 20's access log).
  const reads = new ListReads(new RecordReads(ctx.bus, Subjects.collegesRecordRead, log));
  const deps = { store, catalog, events, lock: new StudentLock(), reads };
  let subs: Subscription[] = [];
  const close = async () => {
    for (const s of subs) await s.stop();
    await events.close();
    await store.close();
  };
  try {
    const directory = new StudentDirectory({
      ...deps,
      // The demo students' lists are seeded when their profiles first reach the read model.
      onStudent: config.DEMO_DATA ? (s) => seedDemoList(deps, s, log) : undefined,
    });
    const records = new RecordsService(deps);
    subs = [...await subscribeStudentDirectory(ctx.bus, directory), ...await subscribeRecordErasure(ctx.bus, records, log)];
    void events.start(); // what a crash or a bus outage left in the outbox
    const resolvers = applicationsResolvers({
      applications: new ApplicationsService(deps),
      deadlines: new DeadlinesService(deps),
      board: new BoardService(deps),
      feeds: new CalendarFeedsService(deps),
      records,
      catalog,
    });
    return { resolvers, ready: () => store.ready(), close };
  } catch (err) {
    await close();
    throw err;
  }
}
