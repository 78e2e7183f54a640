import type { RequestContext } from '@counsel/kit';
import type { SettingsService } from '../../application/settings.service.js';

type Ctx = RequestContext;

export function rootResolvers(service: SettingsService) {
  return {
    Query: {
      systemSetting: (_: unknown, a: { key: string }, ctx: Ctx) => service.get(ctx.principal, a.key),
      systemSettingDefault: (_: unknown, a: { key: string }, ctx: Ctx) => service.defaultValue(ctx.principal, a.key),
      systemSettingHistory: (_: unknown, a: { key: string; limit?: number | null; offset?: number | null }, ctx: Ctx) =>
        service.history(ctx.principal, a.key, a.limit ?? 20, a.offset ?? 0),
    },
    Mutation: {
      saveSystemSetting: (_: unknown, a: { key: string; value: string }, ctx: Ctx) => service.save(ctx.principal, a),
    },
  };
}
