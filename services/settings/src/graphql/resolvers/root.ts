import type { SettingsService } from '../../application/settings.service.js';
import type { MutationResolvers, Resolvers } from '../generated/resolvers-types.js';
import { grantNotes } from '../../application/grant-notes.js';

export function rootResolvers(service: SettingsService): Resolvers {
  return {
    Query: {
      systemSetting: (_, args, ctx) => service.get(ctx.principal, args.key),
      systemSettingDefault: (_, args, ctx) => service.defaultValue(ctx.principal, args.key),
      // The schema's defaults (20, 0) fill these in; null is still a legal value to send.
      systemSettingHistory: (_, args, ctx) => service.history(ctx.principal, args.key, args.limit ?? 20, args.offset ?? 0),
    },
    Mutation: grantNotes.answering<MutationResolvers>({
      saveSystemSetting: (_, args, ctx) => service.save(ctx.principal, args),
    }),
  };
}
