import type { ChatService } from '../../application/chat.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function rootResolvers(service: ChatService): Resolvers {
  return {
    Query: {
      assistantInfo: (_, __, ctx) => service.assistantInfo(ctx.principal),
      chatUsage: (_, __, ctx) => service.usage(ctx.principal),
      chatTurns: (_, args, ctx) => service.turns(ctx.principal, args.limit ?? 50, args.offset ?? 0),
    },
    Mutation: {
      chat: (_, args, ctx) => service.turn(ctx.principal, ctx.token, args),
    },
    ChatTurnLogEntry: {
      latencyMs: (r) => Math.round(r.latencyMs),
      sourceTypes: (r) => r.sources.map((s) => s.type),
      sourceIds: (r) => r.sources.map((s) => s.sourceId).filter((id): id is string => !!id),
    },
  };
}
