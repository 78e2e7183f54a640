import { requireUser } from '@counsel/kit';
import type { ContentService } from '../../application/content.service.js';
import type { KnowledgeFilesService } from '../../application/knowledge-files.service.js';
import type { SearchService } from '../../application/search.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function queryResolvers(s: { files: KnowledgeFilesService; content: ContentService; search: SearchService }): Resolvers {
  return {
    Query: {
      // Versions help an attacker pick exploits: signed-in users only.
      knowledgeInfo: (_, __, ctx) => { requireUser(ctx.principal); return { service: 'knowledge', version: '0.1.0' }; },
      knowledgeFiles: (_, __, ctx) => s.files.list(ctx.principal),
      knowledgeFile: (_, a, ctx) => s.files.get(ctx.principal, a.id),
      contentItems: (_, a, ctx) => s.content.list(ctx.principal, a.q),
      contentItem: (_, a, ctx) => s.content.get(ctx.principal, a.id),
      studentResources: (_, __, ctx) => s.content.studentResources(ctx.principal),
      searchKnowledge: (_, a, ctx) => s.search.search(ctx.principal, a),
      knowledgeStats: (_, __, ctx) => s.search.stats(ctx.principal),
    },
  };
}
