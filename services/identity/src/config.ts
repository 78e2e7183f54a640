import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, port } from '@counsel/kit';

export const identityConfigSchema = commonConfigSchema.extend({
  IDENTITY_PORT: port(4101),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_DATA: flag(true),
  /** Access tokens are short-lived; the gateway refreshes them from the session. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  KEYCLOAK_CLIENT_ID: z.string().default('counsel-identity'),
  KEYCLOAK_CLIENT_SECRET: optionalString,
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
