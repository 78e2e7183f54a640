import { requireUser } from '@counsel/kit';
import type { DocumentsService } from '../../application/documents.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function rootResolvers(service: DocumentsService): Resolvers {
  return {
    Query: {
      // Versions help an attacker pick exploits: signed-in users only.
      documentsInfo: (_, __, ctx) => { requireUser(ctx.principal); return { service: 'documents', version: '0.1.0' }; },
      studentDocuments: (_, args, ctx) => service.list(ctx.principal, args.studentId),
    },
    Mutation: {
      createDocumentUploadUrl: (_, __, ctx) => service.reserveUpload(ctx.principal),
      registerStudentDocument: (_, args, ctx) => service.register(ctx.principal, args.studentId, args.input),
      deleteStudentDocument: (_, args, ctx) => service.remove(ctx.principal, args.id),
    },
  };
}
