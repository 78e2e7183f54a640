import type { RolloverService } from '../../application/rollover.service.js';
import type { RosterImportsService } from '../../application/roster-imports.service.js';
import type { RosterService } from '../../application/roster.service.js';
import type { MutationResolvers, Resolvers } from '../generated/resolvers-types.js';
import { grantChanges } from '../../application/grant-changes.js';

export interface RosterUseCases { roster: RosterService; imports: RosterImportsService; rollover: RolloverService }

export function rootResolvers({ roster, imports, rollover }: RosterUseCases): Resolvers {
  return {
    Query: {
      // The schema's defaults fill these in; null is still a legal value to send.
      schools: (_, args, ctx) => roster.schools(ctx.principal, args.includeArchived ?? false),
      school: (_, args, ctx) => roster.school(ctx.principal, args.id),
      rosterImports: (_, args, ctx) => imports.history(ctx.principal, args.limit ?? 20, args.offset ?? 0),
      rosterImport: (_, args, ctx) => imports.rosterImport(ctx.principal, args.id),
    },
    Mutation: grantChanges.answering<MutationResolvers>({
      createSchool: (_, args, ctx) => roster.createSchool(ctx.principal, args.input),
      updateSchool: (_, args, ctx) => roster.updateSchool(ctx.principal, args.id, args.patch),
      setStaffSchools: (_, args, ctx) => roster.setStaffSchools(ctx.principal, args.userId, args.schoolIds),
      assignCounselor: (_, args, ctx) => roster.assignCounselor(ctx.principal, args.studentId, args.counselorId),
      setCaseloadRules: (_, args, ctx) => roster.setCaseloadRules(ctx.principal, args.schoolId, args.rules),
      createRosterUploadUrl: (_, __, ctx) => imports.reserveUpload(ctx.principal),
      previewRosterImport: (_, args, ctx) => imports.preview(ctx.principal, { uploadId: args.uploadId, format: args.format, fileName: args.fileName ?? null, encoding: args.encoding ?? null }),
      applyRosterImport: (_, args, ctx) => imports.apply(ctx.principal, args.id, args.acceptRejections ?? false, args.encoding ?? null),
      rollover: (_, args, ctx) => rollover.rollover(ctx.principal, args.dryRun),
    }),
  };
}
