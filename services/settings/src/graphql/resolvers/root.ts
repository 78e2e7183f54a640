import type { SettingsService } from '../../application/settings.service.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export function rootResolvers(service: SettingsService): Resolvers {
  return {
    Query: {
      systemSetting: (_, a, ctx) => service.get(ctx.principal, a.key),
      systemSettingDefault: (_, a, ctx) => service.defaultValue(ctx.principal, a.key),
      // The schema's defaults (20, 0) fill these in; null is still a legal value to send.
      systemSettingHistory: (_, a, ctx) => service.history(ctx.principal, a.key, a.limit ?? 20, a.offset ?? 0),
    },
    Mutation: {
      saveSystemSetting: (_, a, ctx) => service.save(ctx.principal, a),
    },
  };
}
