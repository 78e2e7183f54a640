import { z } from 'zod';
import { commonConfigSchema, flag, optionalString, optionalUrl, port, runtimeOnly } from '@counsel/kit';
import { trustedProxies } from './trusted-proxies.js';

export const gatewayConfigSchema = commonConfigSchema.extend({
  PORT: runtimeOnly(port(4000)),
  /** The origin browsers use; writes carrying the session cookie must come from it. */
  PUBLIC_URL: optionalUrl,
  /** Proxies whose X-Forwarded-For/-Proto/-Host are believed (addresses or CIDRs); none by default. */
  TRUSTED_PROXIES: runtimeOnly(trustedProxies),
  /** Forces the Secure cookie flag; it is also set when PUBLIC_URL or a trusted proxy says https. */
  COOKIE_SECURE: flag(false),
  /** Built web app to serve; defaults to web/dist in this checkout. */
  WEB_DIST: runtimeOnly(optionalString),
  /** Secret for signing upload URLs; a random one per process when unset (embedded mode). */
  UPLOAD_SIGNING_SECRET: optionalString,
  /** Keycloak's address as browsers reach it (default KEYCLOAK_URL): the CSP lets keycloak-js talk to it. */
  KEYCLOAK_PUBLIC_URL: optionalUrl,
  /**
   * How long a session's access token is reused before identity is asked again; for a browser sign-in, also how
   * soon a user disabled in Keycloak is signed out (identity asks the realm each time).
   */
  SESSION_CACHE_SECONDS: runtimeOnly(z.coerce.number().int().min(0).max(300).default(30)),
  REST_BODY_LIMIT_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  // GraphQL limits (graphql-limits.ts, docs/security.md). The web app's operations stay far below the
  // defaults (graphql-limits.test.ts checks each); REST routes run theirs through the same limits, which
  // the authorization matrix exercises route by route.
  GRAPHQL_MAX_COST: runtimeOnly(z.coerce.number().int().min(1).default(5000)),
  GRAPHQL_MAX_ALIASES: z.coerce.number().int().min(0).default(15),
  GRAPHQL_MAX_DEPTH: z.coerce.number().int().min(1).default(12),
  GRAPHQL_MAX_TOKENS: z.coerce.number().int().min(1).default(2000),
  /** Schema introspection at /graphql; off by default (the web app does not need it). */
  GRAPHQL_INTROSPECTION: flag(false),
});
