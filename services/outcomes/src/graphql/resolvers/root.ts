import type { OutcomeImportsService } from '../../application/imports.service.js';
import type { ScattergramService } from '../../application/scattergram.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export interface OutcomesUseCases { scattergrams: ScattergramService; imports: OutcomeImportsService }

/** Thin: each field reads the caller and calls one use case (which authorizes, then validates). */
export function rootResolvers({ scattergrams, imports }: OutcomesUseCases): Resolvers {
  return {
    Query: {
      scattergram: (_, a, ctx) => scattergrams.scattergram(ctx.principal, a.unitid, a.schoolId, a.studentId),
      outcomeImport: (_, a, ctx) => imports.get(ctx.principal, a.id),
    },
    Mutation: {
      startOutcomeImport: (_, a, ctx) => imports.start(ctx.principal, a.schoolId, a.content, a.fileName),
      applyOutcomeImport: (_, a, ctx) => imports.apply(ctx.principal, a.id, a.acceptRejections ?? false),
    },
    Scattergram: {
      college: (s) => ({ __typename: 'College' as const, unitid: s.unitid }),
    },
  };
}
