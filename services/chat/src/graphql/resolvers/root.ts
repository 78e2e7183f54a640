import type { RequestContext } from '@counsel/kit';
import type { ChatService } from '../../application/chat.service.js';
import type { ChatTurnRecord } from '../../ports/chat-log.js';

type Ctx = RequestContext;

export function rootResolvers(service: ChatService) {
  return {
    Query: {
      chatUsage: (_: unknown, __: unknown, ctx: Ctx) => service.usage(ctx.principal),
      chatTurns: (_: unknown, a: { limit?: number | null; offset?: number | null }, ctx: Ctx) => service.turns(ctx.principal, a.limit ?? 50, a.offset ?? 0),
    },
    Mutation: {
      chat: (_: unknown, a: { message: string; studentId?: string | null; provider: string }, ctx: Ctx) => service.turn(ctx.principal, ctx.token, a),
    },
    ChatTurnLogEntry: {
      latencyMs: (r: ChatTurnRecord) => Math.round(r.latencyMs),
      sourceTypes: (r: ChatTurnRecord) => r.sources.map((s) => s.type),
      sourceIds: (r: ChatTurnRecord) => r.sources.map((s) => s.sourceId).filter((id): id is string => !!id),
    },
  };
}
