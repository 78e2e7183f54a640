import type { ReportsService } from '../../application/reports.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Thin: each field reads the caller and calls one use case (which authorizes, then validates). */
export function rootResolvers(reports: ReportsService): Resolvers {
  return {
    Query: {
      report: (_, args, ctx) => reports.report(ctx.principal, args),
      reports: (_, args, ctx) => reports.dashboard(ctx.principal, args),
      reportCsv: (_, args, ctx) => reports.csv(ctx.principal, args),
      reportFilters: (_, __, ctx) => reports.filters(ctx.principal),
      caseloadFunnel: (_, args, ctx) => reports.caseloadFunnel(ctx.principal, args.scope ?? 'CASELOAD', args.schoolId ?? null),
    },
  };
}
