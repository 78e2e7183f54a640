import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, optionalUrl, port, runtimeOnly } from '@counsel/kit';

export const identityConfigSchema = commonConfigSchema.extend({
  IDENTITY_PORT: port(4101),
  ADMIN_EMAIL: optionalString,
  ADMIN_PASSWORD: optionalString,
  DEMO_DATA: flag(true),
  /** Access tokens are short-lived; the gateway refreshes them from the session. */
  TOKEN_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  SESSION_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(12),
  // Sign-in throttling (application/login-throttle.ts, docs/security.md): slowdowns, never a lockout.
  /** Failures one address may make across all accounts per window; high for schools behind one NAT. */
  LOGIN_MAX_FAILURES_PER_ADDRESS: runtimeOnly(z.coerce.number().int().min(1).default(5000)),
  /**
   * Distinct accounts one address may fail on per window (accounts it then signed in to are taken off) before
   * its attempts on accounts it has not signed in to lately are slowed: a password spray reaches it, a NAT does not.
   */
  LOGIN_MAX_ACCOUNTS_PER_ADDRESS: z.coerce.number().int().min(1).default(30),
  /** Failures an account-and-address pair makes freely before its attempts are spaced out. */
  LOGIN_PAIR_FREE_FAILURES: z.coerce.number().int().min(1).default(3),
  /** Failures an account collects from anywhere before addresses failing on it are slowed. */
  LOGIN_ACCOUNT_FREE_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_BASE_DELAY_SECONDS: runtimeOnly(z.coerce.number().int().min(1).default(2)),
  LOGIN_MAX_DELAY_SECONDS: z.coerce.number().int().min(1).default(900),
  LOGIN_WINDOW_SECONDS: z.coerce.number().int().min(1).default(900),
  /** An address that signed in to an account is exempt from that account's and the address's spray slowdowns this long. */
  LOGIN_TRUSTED_PAIR_DAYS: z.coerce.number().int().min(0).default(30),
  /** Self-registrations one address may make per window (a whole school may register on day one). */
  REGISTER_MAX_PER_ADDRESS: runtimeOnly(z.coerce.number().int().min(1).default(500)),
  REGISTER_WINDOW_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** The portal's public address, for the links identity sends (set-password); relative links without it. */
  PUBLIC_URL: optionalUrl,
  /** How long a set-password link for an imported account works (default a week). */
  SET_PASSWORD_LINK_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(168),
  /** smtp(s)://user:pass@host:port: set-password links are also emailed when set. */
  SMTP_URL: optionalString,
  SMTP_FROM: z.string().default('Counsel <no-reply@counsel.local>'),
  KEYCLOAK_CLIENT_ID: z.string().default('counsel-identity'),
  KEYCLOAK_CLIENT_SECRET: optionalString,
  // The browser sign-in (docs/keycloak-sign-in.md).
  /** The realm's public web client the browser signs in with (authorization code + PKCE). */
  KEYCLOAK_WEB_CLIENT_ID: z.string().default('counsel-web'),
  /** Keycloak's address as browsers reach it, when it differs from KEYCLOAK_URL (a compose network name). */
  KEYCLOAK_PUBLIC_URL: optionalUrl,
  /**
   * The realm allows direct grants for the identity client: the email-and-password form is shown and passwords
   * go to Keycloak (the password grant). Off by default and in the shipped realm: no password passes through Counsel.
   */
  KEYCLOAK_DIRECT_GRANT: flag(false),
  /** The realm allows self-registration: "Create account" goes to Keycloak's registration page. */
  KEYCLOAK_REGISTRATION: flag(false),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
