import type { RequestsService } from '../../application/requests.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Thin: each field reads the caller and calls one use case (which authorizes, then validates). */
export function rootResolvers(requests: RequestsService): Resolvers {
  return {
    Query: {
      recommendationRequests: (_, args, ctx) => requests.list(ctx.principal, args.scope, args.filter),
      recommendationRequest: (_, args, ctx) => requests.get(ctx.principal, args.id),
      recommendationLetter: (_, args, ctx) => requests.letter(ctx.principal, args.requestId),
      recommendationTeachers: (_, args, ctx) => requests.teachers(ctx.principal, args.studentId),
    },
    Mutation: {
      requestRecommendation: (_, args, ctx) => requests.request(ctx.principal, args.studentId, args.input),
      changeRecommendationRequest: (_, args, ctx) => requests.change(ctx.principal, args.id, args.input),
      submitRecommendationLetter: (_, args, ctx) => requests.submitLetter(ctx.principal, args.id, args.input),
    },
  };
}
