import type { ApplicationView } from '../../domain/application-view.js';
import type { Application } from '../../domain/application.js';
import type { College } from '../../domain/college.js';
import type { ApplicationsService } from '../../application/applications.service.js';
import type { BoardService } from '../../application/board.service.js';
import type { CalendarFeedsService } from '../../application/calendar-feeds.service.js';
import type { DeadlinesService } from '../../application/deadlines.service.js';
import type { RecordsService } from '../../application/records.service.js';
import type { CatalogReader } from '../../ports/catalog-reader.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface ApplicationsUseCases {
  applications: ApplicationsService;
  deadlines: DeadlinesService;
  board: BoardService;
  feeds: CalendarFeedsService;
  records: RecordsService;
  catalog: CatalogReader;
}

/** Every use case answers views (deadline, missing, fit, flags); this reads them off what a resolver got. */
const view = (a: Application) => a as ApplicationView;

/** A college that left the catalog after it was listed: its name as stored, figures unknown. */
const departedCollege = (a: Application): College => ({
  unitid: a.collegeId, name: a.collegeName, city: '', state: '', zip: null, url: null, control: 'PUBLIC', predominantDegree: null, highestDegree: null,
  locale: null, undergrads: null, admissionRate: null, satReading25: null, satReading75: null, satMath25: null, satMath75: null, satAverage: null,
  act25: null, act75: null, testPolicy: null, netPrice: null, costOfAttendance: null, tuitionInState: null, tuitionOutOfState: null,
  completionRate4yr: null, retentionRate: null, pellShare: null, hbcu: false, religiousAffiliation: null, latitude: null, longitude: null,
});

/** Lists, curated deadlines, the board, CSV and calendar feeds (the catalog's own fields are in catalog.ts). */
export function applicationsResolvers(u: ApplicationsUseCases): Resolvers {
  return {
    Query: {
      collegeDeadlines: (_, a, ctx) => u.deadlines.collegeDeadlines(ctx.principal, a.unitid, a.cycle),
      studentApplications: (_, a, ctx) => u.applications.list(ctx.principal, a.studentId, ctx),
      deadlineBoard: (_, a, ctx) => u.board.board(ctx.principal, a.input ?? {}),
      applicationsCsv: (_, a, ctx) => u.board.csv(ctx.principal, a.input ?? {}, a.studentId, ctx),
      collegesRecordExport: async (_, a, ctx) => JSON.stringify(await u.records.exportPart(ctx.principal, a.studentId, a.studentUserId)),
      calendarFeedIcs: (_, a) => u.feeds.ics(a.token),
    },
    Mutation: {
      setCollegeDeadlines: (_, a, ctx) => u.deadlines.setDeadlines(ctx.principal, a.unitid, a.input),
      addApplication: (_, a, ctx) => u.applications.add(ctx.principal, a.studentId, a.input, ctx),
      updateApplication: (_, a, ctx) => u.applications.update(ctx.principal, a.id, a.input, ctx),
      deleteApplication: (_, a, ctx) => u.applications.remove(ctx.principal, a.id, ctx),
      calendarFeed: (_, a, ctx) => u.feeds.address(ctx.principal, a.studentId),
      revokeCalendarFeed: (_, a, ctx) => u.feeds.revoke(ctx.principal, a.studentId),
    },
    College: {
      deadlines: (c, a, ctx) => u.deadlines.collegeDeadlines(ctx.principal, c.unitid, a.cycle),
    },
    Student: {
      __resolveReference: (ref) => ({ id: ref.id }),
      applications: (s, _, ctx) => u.applications.listOfEntity(ctx.principal, s.id, ctx),
    },
    Application: {
      college: async (a) => view(a).catalogCollege ?? await u.catalog.get(a.collegeId) ?? departedCollege(a),
      deadline: (a) => view(a).deadline,
      deadlineSource: (a) => view(a).deadlineSource,
      missing: (a) => view(a).missing,
      fit: (a) => view(a).fit,
      flags: (a) => view(a).flags,
      history: (a, _, ctx) => u.applications.history(ctx.principal, a, ctx),
    },
  };
}
