import { RecordReads, type EventBus, type Logger, type OutboxEvents } from '@counsel/kit';
import type { ServiceParts } from '@counsel/kit/server';
import { Subjects } from '@counsel/proto-events';
import type { CollegesConfig } from '../config.js';
import type { ApplicationsStore } from '../ports/applications-store.js';
import type { CatalogReader } from '../ports/catalog-reader.js';
import { applicationsResolvers } from '../graphql/resolvers/applications.js';
import { ApplicationsService } from '../application/applications.service.js';
import { BoardService } from '../application/board.service.js';
import { CalendarFeedsService } from '../application/calendar-feeds.service.js';
import { CollegesEvents } from '../application/colleges-events.js';
import { DeadlinesService } from '../application/deadlines.service.js';
import { HistoryCopies, historyCopyHandlers } from '../application/history-copies.js';
import { LetterCopies, letterCopyHandlers } from '../application/letter-copies.js';
import { ListReads } from '../application/list-reads.js';
import { RecordsService } from '../application/records.service.js';
import { seedDemoList } from '../application/demo-seed.js';
import { StudentDirectory, studentDirectoryHandler } from '../application/student-directory.js';
import { StudentLock } from '../application/student-lock.js';

/** The list half of the service: applications, curated deadlines, the board and calendar feeds, and the student's record. */
export function listsParts(
  config: CollegesConfig, store: ApplicationsStore, catalog: CatalogReader, outbox: OutboxEvents, bus: EventBus, log: Logger,
): Pick<ServiceParts, 'resolvers' | 'subscriptions' | 'recordParticipant'> {
  const events = new CollegesEvents(outbox);
  // Staff reads of one student's list are logged on the bus before they are answered (the access log).
  const reads = new ListReads(new RecordReads(bus, Subjects.collegesRecordRead, log));
  const deps = { store, catalog, events, lock: new StudentLock(), reads };
  const directory = new StudentDirectory({
    ...deps,
    // The demo students' lists are seeded when their profiles first reach the read model.
    onStudent: config.DEMO_DATA ? (s) => seedDemoList(deps, s, log) : undefined,
  });
  return {
    resolvers: [applicationsResolvers({
      applications: new ApplicationsService(deps),
      deadlines: new DeadlinesService(deps),
      board: new BoardService(deps),
      feeds: new CalendarFeedsService(deps),
      catalog,
    })],
    // The letters service's requests and school documents: the checklist's letters, the board's letters missing and packet;
    // the outcomes service's history points and rules: the fit from the student's school's own history.
    subscriptions: [studentDirectoryHandler(directory), ...letterCopyHandlers(new LetterCopies(deps)), ...historyCopyHandlers(new HistoryCopies(store))],
    recordParticipant: new RecordsService(deps),
  };
}
