import type { ChatAnswersService } from '../../application/chat-answers.service.js';
import type { ChatAnswerRecord } from '../../ports/chat-answers.js';
import type { ChatAnswerEntry, Resolvers } from '../generated/resolvers-types.js';

/** A logged turn as the AI answers page shows it; the gateway resolves the asker and the student by id. */
function toEntry(r: ChatAnswerRecord): ChatAnswerEntry {
  return {
    id: r.id, at: r.at, asker: { id: r.actorId }, askerRole: r.actorRole, studentId: r.studentId, student: r.studentId ? { id: r.studentId } : null,
    question: r.question, answer: r.answer, provider: r.provider, answeredBy: r.answeredBy, outcome: r.outcome,
    sources: r.sources.map((s) => ({ type: s.type, title: s.title ?? null, sourceId: s.sourceId })),
    rating: r.rating, flag: r.flag ? { flaggedBy: { id: r.flag.flaggedBy }, at: r.flag.at } : null,
  };
}

/** Ratings, flags and the admin's AI answers page. */
export function answerResolvers(service: ChatAnswersService): Resolvers {
  return {
    Query: {
      chatAnswers: async (_, args, ctx) => {
        const found = await service.answers(ctx.principal, args);
        return { ...found, items: found.items.map(toEntry) };
      },
    },
    Mutation: {
      rateChatTurn: async (_, args, ctx) => (await service.rate(ctx.principal, args)).rating!,
      setChatTurnFlag: async (_, args, ctx) => toEntry(await service.setFlag(ctx.principal, args)),
    },
  };
}
