import type { ApplicationView } from '../../domain/application-view.js';
import type { Application } from '../../domain/application.js';
import type { College } from '../../domain/college.js';
import type { ApplicationsService } from '../../application/applications.service.js';
import type { BoardService } from '../../application/board.service.js';
import type { CalendarFeedsService } from '../../application/calendar-feeds.service.js';
import type { DeadlinesService } from '../../application/deadlines.service.js';
import type { CatalogReader } from '../../ports/catalog-reader.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface ApplicationsUseCases {
  applications: ApplicationsService;
  deadlines: DeadlinesService;
  board: BoardService;
  feeds: CalendarFeedsService;
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
export function applicationsResolvers(useCases: ApplicationsUseCases): Resolvers {
  return {
    Query: {
      collegeDeadlines: (_, args, ctx) => useCases.deadlines.collegeDeadlines(ctx.principal, args.unitid, args.cycle),
      studentApplications: (_, args, ctx) => useCases.applications.list(ctx.principal, args.studentId, ctx),
      deadlineBoard: (_, args, ctx) => useCases.board.board(ctx.principal, args.input ?? {}),
      applicationsCsv: (_, args, ctx) => useCases.board.csv(ctx.principal, args.input ?? {}, args.studentId, ctx),
      calendarFeedIcs: (_, args) => useCases.feeds.ics(args.token),
    },
    Mutation: {
      setCollegeDeadlines: (_, args, ctx) => useCases.deadlines.setDeadlines(ctx.principal, args.unitid, args.input),
      addApplication: (_, args, ctx) => useCases.applications.add(ctx.principal, args.studentId, args.input, ctx),
      updateApplication: (_, args, ctx) => useCases.applications.update(ctx.principal, args.id, args.input, ctx),
      deleteApplication: (_, args, ctx) => useCases.applications.remove(ctx.principal, args.id, ctx),
      calendarFeed: (_, args, ctx) => useCases.feeds.address(ctx.principal, args.studentId),
      revokeCalendarFeed: (_, args, ctx) => useCases.feeds.revoke(ctx.principal, args.studentId),
    },
    College: {
      deadlines: (college, args, ctx) => useCases.deadlines.collegeDeadlines(ctx.principal, college.unitid, args.cycle),
    },
    Student: {
      __resolveReference: (ref) => ({ id: ref.id }),
      applications: (student, _, ctx) => useCases.applications.listOfEntity(ctx.principal, student.id, ctx),
    },
    Application: {
      college: async (a) => view(a).catalogCollege ?? await useCases.catalog.get(a.collegeId) ?? departedCollege(a),
      deadline: (a) => view(a).deadline,
      deadlineSource: (a) => view(a).deadlineSource,
      missing: (a) => view(a).missing,
      fit: (a) => view(a).fit,
      flags: (a) => view(a).flags,
      letters: (a) => view(a).letters,
      lettersMissing: (a) => view(a).lettersMissing,
      history: (a, _, ctx) => useCases.applications.history(ctx.principal, a, ctx),
    },
  };
}
