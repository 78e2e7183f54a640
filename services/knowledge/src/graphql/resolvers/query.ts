import type { RequestContext } from '@counsel/kit';
import type { ContentService } from '../../application/content.service.js';
import type { KnowledgeFilesService } from '../../application/knowledge-files.service.js';
import type { SearchInput, SearchService } from '../../application/search.service.js';

type Ctx = RequestContext;

export function queryResolvers(s: { files: KnowledgeFilesService; content: ContentService; search: SearchService }) {
  return {
    Query: {
      knowledgeInfo: () => ({ service: 'knowledge', version: '0.1.0' }),
      knowledgeFiles: (_: unknown, __: unknown, ctx: Ctx) => s.files.list(ctx.principal),
      knowledgeFile: (_: unknown, a: { id: string }, ctx: Ctx) => s.files.get(ctx.principal, a.id),
      contentItems: (_: unknown, a: { q?: string | null }, ctx: Ctx) => s.content.list(ctx.principal, a.q),
      contentItem: (_: unknown, a: { id: string }, ctx: Ctx) => s.content.get(ctx.principal, a.id),
      studentResources: (_: unknown, __: unknown, ctx: Ctx) => s.content.studentResources(ctx.principal),
      searchKnowledge: (_: unknown, a: SearchInput, ctx: Ctx) => s.search.search(ctx.principal, a),
      knowledgeStats: (_: unknown, __: unknown, ctx: Ctx) => s.search.stats(ctx.principal),
    },
  };
}
