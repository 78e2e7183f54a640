import type { ContentService } from '../../application/content.service.js';
import type { KnowledgeUploads } from '../../application/knowledge-uploads.js';
import type { KnowledgeFilesService } from '../../application/knowledge-files.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function mutationResolvers(s: { files: KnowledgeFilesService; content: ContentService; uploads: KnowledgeUploads }): Resolvers {
  return {
    Mutation: {
      createKnowledgeUploadUrl: (_, __, ctx) => s.uploads.reserve(ctx.principal),
      registerKnowledgeFile: (_, a, ctx) => s.uploads.register(ctx.principal, a.input),
      deleteKnowledgeFile: (_, a, ctx) => s.files.delete(ctx.principal, a.id),
      createContentItem: (_, a, ctx) => s.content.create(ctx.principal, a.input),
      updateContentItem: (_, a, ctx) => s.content.update(ctx.principal, a.id, a.patch),
      deleteContentItem: (_, a, ctx) => s.content.delete(ctx.principal, a.id),
      reindexContent: (_, __, ctx) => s.content.reindex(ctx.principal),
    },
  };
}
