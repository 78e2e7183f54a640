import { DEFAULT_SCHOOL_ID, isStaff } from '@counsel/kit';
import { displayName, effectiveSchoolIds } from '../../domain/user.js';
import type { UserRepository } from '../../ports/users-repository.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function userResolvers(users: UserRepository): Resolvers {
  return {
    User: {
      userId: (u) => u.id,
      displayName: (u) => displayName(u),
      schoolIds: (u) => effectiveSchoolIds(u, DEFAULT_SCHOOL_ID),
      // Other subgraphs reference users by id; only staff or the user themself may resolve them (a student or a
      // teacher sees no one else's account).
      __resolveReference: async (ref, ctx) => {
        const p = ctx.principal;
        if (!p) return null;
        if (!isStaff(p) && p.userId !== ref.id) return null;
        return users.byId(ref.id);
      },
    },
  };
}
