import type { RequestContext } from '@counsel/kit';
import type { DocumentsService } from '../../application/documents.service.js';

type Ctx = RequestContext;

export function rootResolvers(service: DocumentsService) {
  return {
    Query: {
      documentsInfo: () => ({ service: 'documents', version: '0.1.0' }),
      studentDocuments: (_: unknown, args: { studentId: string }, ctx: Ctx) => service.list(ctx.principal, args.studentId),
    },
    Mutation: {
      createDocumentUploadUrl: (_: unknown, __: unknown, ctx: Ctx) => service.reserveUpload(ctx.principal),
      registerStudentDocument: (_: unknown, args: { studentId: string; input: unknown }, ctx: Ctx) => service.register(ctx.principal, args.studentId, args.input),
      deleteStudentDocument: (_: unknown, args: { id: string }, ctx: Ctx) => service.remove(ctx.principal, args.id),
    },
  };
}
