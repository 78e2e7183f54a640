import type { RequestContext } from '@counsel/kit';
import { displayName, type User } from '../../domain/user.js';
import type { IdentityService } from '../../application/identity.service.js';
import type { UserStore } from '../../ports/user-store.js';

export function userResolvers(_service: IdentityService, users: UserStore) {
  return {
    User: {
      userId: (u: User) => u.id,
      displayName: (u: User) => displayName(u),
      // Other subgraphs reference users by id; only staff or the user themself may resolve them.
      __resolveReference: async (ref: { id: string }, ctx: RequestContext) => {
        const p = ctx.principal;
        if (!p) return null;
        if (p.role === 'student' && p.userId !== ref.id) return null;
        return users.byId(ref.id);
      },
    },
  };
}
