import type { RequestContext, Role } from '@counsel/kit';
import type { IdentityService } from '../../application/identity.service.js';

type Ctx = RequestContext;

export function rootResolvers(service: IdentityService) {
  return {
    Query: {
      me: (_: unknown, __: unknown, ctx: Ctx) => service.me(ctx.principal),
      users: (_: unknown, args: { q?: string | null; role?: Role | null; limit?: number | null; offset?: number | null }, ctx: Ctx) =>
        service.listUsers(ctx.principal, { ...args, role: args.role ?? undefined }),
      identityStats: (_: unknown, __: unknown, ctx: Ctx) => service.stats(ctx.principal),
      auditLog: (_: unknown, args: { action?: string | null; actorId?: string | null; limit?: number | null; offset?: number | null }, ctx: Ctx) =>
        service.auditLog(ctx.principal, args),
    },
    Mutation: {
      login: (_: unknown, args: { email: string; password: string }, ctx: Ctx) => service.login(args, ctx.clientAddress),
      register: (_: unknown, args: { input: unknown }) => service.register(args.input),
      createStaffAccount: (_: unknown, args: { input: unknown }, ctx: Ctx) => service.createStaffAccount(ctx.principal, args.input),
      resetPassword: (_: unknown, args: { userId: string; password: string }, ctx: Ctx) => service.resetPassword(ctx.principal, args.userId, args.password),
      logout: (_: unknown, __: unknown, ctx: Ctx) => service.logout(ctx.principal),
    },
  };
}
