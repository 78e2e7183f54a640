import type { DocumentsService } from '../../application/documents.service.js';
import { filePathFor } from '../../domain/document.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function studentDocumentResolvers(service: DocumentsService): Resolvers {
  return {
    StudentDocument: {
      filePath: (doc) => filePathFor(doc.id),
    },
    Student: {
      __resolveReference: (ref) => ({ id: ref.id }),
      documents: (student, _, ctx) => service.list(ctx.principal, student.id),
    },
  };
}
