import { requireUser } from '@counsel/kit';
import type { ContentService } from '../../application/content.service.js';
import type { KnowledgeFilesService } from '../../application/knowledge-files.service.js';
import type { KnowledgeUploads } from '../../application/knowledge-uploads.js';
import type { SearchService } from '../../application/search.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface KnowledgeUseCases {
  files: KnowledgeFilesService;
  content: ContentService;
  search: SearchService;
  uploads: KnowledgeUploads;
}

/** Thin: each root field reads the caller and calls one use case, which authorizes. */
export function rootResolvers(useCases: KnowledgeUseCases): Resolvers {
  return {
    Query: {
      // Versions help an attacker pick exploits: signed-in users only.
      knowledgeInfo: (_, __, ctx) => { requireUser(ctx.principal); return { service: 'knowledge', version: '0.1.0' }; },
      knowledgeFiles: (_, __, ctx) => useCases.files.list(ctx.principal),
      knowledgeFile: (_, args, ctx) => useCases.files.get(ctx.principal, args.id),
      contentItems: (_, args, ctx) => useCases.content.list(ctx.principal, args.q),
      contentItem: (_, args, ctx) => useCases.content.get(ctx.principal, args.id),
      studentResources: (_, __, ctx) => useCases.content.studentResources(ctx.principal),
      searchKnowledge: (_, args, ctx) => useCases.search.search(ctx.principal, args),
      knowledgeStats: (_, __, ctx) => useCases.search.stats(ctx.principal),
    },
    Mutation: {
      createKnowledgeUploadUrl: (_, __, ctx) => useCases.uploads.reserve(ctx.principal),
      registerKnowledgeFile: (_, args, ctx) => useCases.uploads.register(ctx.principal, args.input),
      deleteKnowledgeFile: (_, args, ctx) => useCases.files.delete(ctx.principal, args.id),
      createContentItem: (_, args, ctx) => useCases.content.create(ctx.principal, args.input),
      updateContentItem: (_, args, ctx) => useCases.content.update(ctx.principal, args.id, args.patch),
      deleteContentItem: (_, args, ctx) => useCases.content.delete(ctx.principal, args.id),
      reindexContent: (_, __, ctx) => useCases.content.reindex(ctx.principal),
    },
  };
}
