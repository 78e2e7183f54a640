import type { BragSheetsService } from '../../application/brag-sheets.service.js';
import type { SchoolDocumentsService } from '../../application/school-documents.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Thin: school documents, school profiles and brag sheets, each field one use case (which authorizes, then validates). */
export function packetResolvers(documents: SchoolDocumentsService, brag: BragSheetsService): Resolvers {
  return {
    Query: {
      schoolDocuments: (_, args, ctx) => documents.list(ctx.principal, args.studentId),
      schoolProfile: (_, args, ctx) => documents.profile(ctx.principal, args.schoolId, args.schoolYear),
      bragSheet: (_, args, ctx) => brag.get(ctx.principal, args.studentId),
      bragSheetQuestions: (_, args, ctx) => brag.questions(ctx.principal, args.schoolId),
      familyBragSheet: (_, args, ctx) => brag.family(ctx.principal, args.studentId),
    },
    Mutation: {
      createSchoolDocumentUploadUrl: (_, __, ctx) => documents.reserveUpload(ctx.principal),
      saveSchoolDocument: (_, args, ctx) => documents.save(ctx.principal, args.studentId, args.kind, args.input),
      uploadSchoolProfile: (_, args, ctx) => documents.uploadProfile(ctx.principal, args.schoolId, args.input),
      saveBragSheet: (_, args, ctx) => brag.save(ctx.principal, args.studentId, args.answers),
      saveFamilyBragSheet: (_, args, ctx) => brag.saveFamily(ctx.principal, args.studentId, args.answers),
      setBragSheetQuestions: (_, args, ctx) => brag.setQuestions(ctx.principal, args.schoolId, args.prompts),
      shareBragSheet: (_, args, ctx) => brag.share(ctx.principal, args.requestId, args.shared),
    },
    RecommendationRequest: {
      bragSheetShared: (r, _, ctx) => (ctx.principal ? brag.sharedOf(r.id) : false),
      bragSheet: (r, _, ctx) => brag.forRequest(ctx.principal, r.id),
    },
  };
}
