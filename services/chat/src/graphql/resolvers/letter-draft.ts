import type { LetterDraftService } from '../../application/letter-draft.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** The letter draft's root field; the use case authorizes (staff of the school, or the teacher asked). */
export function letterDraftResolvers(service: LetterDraftService): Resolvers {
  return {
    Mutation: {
      letterDraft: (_, args, ctx) => service.draft(ctx.principal, ctx.token, args),
    },
  };
}
