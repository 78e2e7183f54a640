import type { RolloverService } from '../../application/rollover.service.js';
import type { RosterImportsService } from '../../application/roster-imports.service.js';
import type { RosterService } from '../../application/roster.service.js';
import type { RosterRecordsService } from '../../application/roster-records.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface RosterUseCases { roster: RosterService; imports: RosterImportsService; rollover: RolloverService; records: RosterRecordsService }

export function rootResolvers({ roster, imports, rollover, records }: RosterUseCases): Resolvers {
  return {
    Query: {
      // The schema's defaults fill these in; null is still a legal value to send.
      schools: (_, a, ctx) => roster.schools(ctx.principal, a.includeArchived ?? false),
      school: (_, a, ctx) => roster.school(ctx.principal, a.id),
      rosterImports: (_, a, ctx) => imports.history(ctx.principal, a.limit ?? 20, a.offset ?? 0),
      rosterImport: (_, a, ctx) => imports.rosterImport(ctx.principal, a.id),
      rosterRecordExport: async (_, a, ctx) => JSON.stringify(await records.exportPart(ctx.principal, a.studentUserId)),
    },
    Mutation: {
      createSchool: (_, a, ctx) => roster.createSchool(ctx.principal, a.input),
      updateSchool: (_, a, ctx) => roster.updateSchool(ctx.principal, a.id, a.patch),
      setStaffSchools: (_, a, ctx) => roster.setStaffSchools(ctx.principal, a.userId, a.schoolIds),
      assignCounselor: (_, a, ctx) => roster.assignCounselor(ctx.principal, a.studentId, a.counselorId),
      setCaseloadRules: (_, a, ctx) => roster.setCaseloadRules(ctx.principal, a.schoolId, a.rules),
      createRosterUploadUrl: (_, __, ctx) => imports.reserveUpload(ctx.principal),
      previewRosterImport: (_, a, ctx) => imports.preview(ctx.principal, { uploadId: a.uploadId, format: a.format, fileName: a.fileName ?? null }),
      applyRosterImport: (_, a, ctx) => imports.apply(ctx.principal, a.id, a.acceptRejections ?? false),
      rollover: (_, a, ctx) => rollover.rollover(ctx.principal, a.dryRun),
    },
  };
}
