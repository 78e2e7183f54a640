import type { RequestContext } from '@counsel/kit';
import type { ContentService } from '../../application/content.service.js';
import type { KnowledgeUploads } from '../../application/knowledge-uploads.js';
import type { KnowledgeFilesService } from '../../application/knowledge-files.service.js';

type Ctx = RequestContext;

export function mutationResolvers(s: { files: KnowledgeFilesService; content: ContentService; uploads: KnowledgeUploads }) {
  return {
    Mutation: {
      createKnowledgeUploadUrl: (_: unknown, __: unknown, ctx: Ctx) => s.uploads.reserve(ctx.principal),
      registerKnowledgeFile: (_: unknown, a: { input: unknown }, ctx: Ctx) => s.uploads.register(ctx.principal, a.input),
      deleteKnowledgeFile: (_: unknown, a: { id: string }, ctx: Ctx) => s.files.delete(ctx.principal, a.id),
      createContentItem: (_: unknown, a: { input: unknown }, ctx: Ctx) => s.content.create(ctx.principal, a.input),
      updateContentItem: (_: unknown, a: { id: string; patch: unknown }, ctx: Ctx) => s.content.update(ctx.principal, a.id, a.patch),
      deleteContentItem: (_: unknown, a: { id: string }, ctx: Ctx) => s.content.delete(ctx.principal, a.id),
      reindexContent: (_: unknown, __: unknown, ctx: Ctx) => s.content.reindex(ctx.principal),
    },
  };
}
