import type { RosterService } from '../../application/roster.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

/** Fields beyond the stored columns; each list read checks the caller again. */
export function typeResolvers(roster: RosterService): Resolvers {
  return {
    School: {
      // Other subgraphs may name a school by id: staff see it (their own schools), nobody else.
      __resolveReference: (ref, ctx) => {
        if (!ctx.principal || !ref.id) return null;
        // A guardian reaches a school only as their child's (the guardian's home names it).
        if (ctx.principal.role === 'guardian') return roster.childSchool(ctx.principal, ref.id);
        return roster.school(ctx.principal, ref.id).catch(() => null);
      },
      studentCount: (s, _, ctx) => roster.studentCount(ctx.principal, s),
      staff: async (s, _, ctx) => (await roster.staffOf(ctx.principal, s)).map((id) => ({ id })),
      caseloadRules: (s, _, ctx) => roster.caseloadRules(ctx.principal, s),
    },
    CaseloadRule: {
      counselor: (r) => ({ id: r.counselorId }),
    },
    RosterImport: {
      createdBy: (i) => ({ id: i.createdById }),
      sampleNames: (i) => i.sampleNames ?? [],
    },
  };
}
