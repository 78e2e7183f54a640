import type { GuardiansService } from '../../application/guardians.service.js';
import type { IdentityService } from '../../application/identity.service.js';
import type { SetPasswordLinks } from '../../application/set-password-links.js';
import type { MutationResolvers, Resolvers } from '../generated/resolvers-types.js';
import { sessionChanges } from '../../application/session-changes.js';

export function rootResolvers(service: IdentityService, links: SetPasswordLinks, guardians: GuardiansService): Resolvers {
  return {
    Query: {
      me: (_, __, ctx) => service.me(ctx.principal),
      users: (_, args, ctx) => service.listUsers(ctx.principal, { ...args, role: args.role ?? undefined }),
      identityStats: (_, __, ctx) => service.stats(ctx.principal),
      auditLog: (_, args, ctx) => service.auditLog(ctx.principal, args),
      importedAccountCount: (_, args, ctx) => links.importedAccountCount(ctx.principal, args.importId),
      guardianStudents: (_, __, ctx) => guardians.myStudents(ctx.principal),
      studentGuardians: (_, args, ctx) => guardians.studentGuardians(ctx.principal, args.studentId),
    },
    GuardianChild: {
      school: (c) => (c.schoolId ? { id: c.schoolId } : null),
    },
    Mutation: sessionChanges.answering<MutationResolvers>({
      login: (_, args, ctx) => service.login(args, ctx.clientAddress),
      register: (_, args, ctx) => service.register(args.input, ctx.clientAddress),
      createStaffAccount: (_, args, ctx) => service.createStaffAccount(ctx.principal, args.input),
      resetPassword: (_, args, ctx) => service.resetPassword(ctx.principal, args.userId, args.password),
      logout: (_, __, ctx) => service.logout(ctx.principal),
      issueSetPasswordLinks: (_, args, ctx) => links.issue(ctx.principal, args),
      setMyLanguage: (_, args, ctx) => service.setMyLanguage(ctx.principal, args.language ?? null),
      setPasswordWithToken: (_, args, ctx) => service.setPasswordWithToken(args, ctx.clientAddress),
      inviteGuardian: (_, args, ctx) => guardians.invite(ctx.principal, args.studentId, args.input),
      removeGuardianLink: (_, args, ctx) => guardians.removeLink(ctx.principal, args.id),
      setGuardianConsent: (_, args, ctx) => guardians.setConsent(ctx.principal, args.id, args.given),
    }),
  };
}
