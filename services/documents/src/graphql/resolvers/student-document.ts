import type { RequestContext } from '@counsel/kit';
import type { DocumentsService } from '../../application/documents.service.js';
import { filePathFor, type StudentDocument } from '../../domain/document.js';

export function studentDocumentResolvers(service: DocumentsService) {
  return {
    StudentDocument: {
      filePath: (doc: StudentDocument) => filePathFor(doc.id),
    },
    Student: {
      __resolveReference: (ref: { id: string }) => ({ id: ref.id }),
      documents: (student: { id: string }, _: unknown, ctx: RequestContext) => service.list(ctx.principal, student.id),
    },
  };
}
