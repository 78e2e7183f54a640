import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { UnauthenticatedError, UnavailableError, type Logger } from '@counsel/kit';
import type { RealmIdentity, RealmTokens } from '../../ports/realm-tokens.js';
import { SIGN_IN_UNAVAILABLE } from './keycloak-errors.js';

export interface RealmTokenOptions {
  /** Keycloak's base URL as this service reaches it. */
  url: string;
  realm: string;
  /** The issuer tokens carry (TOKEN_ISSUER; default `<url>/realms/<realm>`, as services/kit verifies). */
  issuer?: string;
  /** The realm's public web client: only tokens issued to it open a session. */
  webClientId: string;
  /** The confidential client that may ask the realm about tokens (introspection). */
  clientId: string;
  clientSecret: string;
  /** Tests pass the provider's keys directly. */
  jwks?: JWTVerifyGetKey;
}

const REFUSED = 'Sign-in with your district account failed. Please try again.';

interface RealmClaims extends JWTPayload {
  typ?: string; azp?: string; client_id?: string;
  email?: string; given_name?: string; family_name?: string;
  realm_access?: { roles?: unknown };
  schools?: unknown;
}

/**
 * The realm's access tokens: verified against the realm's JWKS, and asked about at the realm's
 * introspection endpoint, which answers inactive once the user's realm session ended or the user was disabled.
 */
export class KeycloakRealmTokens implements RealmTokens {
  private readonly realmUrl: string;
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: RealmTokenOptions, private readonly log: Logger) {
    this.realmUrl = `${options.url.replace(/\/$/, '')}/realms/${options.realm}`;
    this.keys = options.jwks ?? createRemoteJWKSet(new URL(`${this.realmUrl}/protocol/openid-connect/certs`), { cooldownDuration: 5_000 });
  }

  async verify(token: string): Promise<RealmIdentity> {
    let c: RealmClaims;
    try {
      ({ payload: c } = await jwtVerify<RealmClaims>(token, this.keys, { issuer: this.options.issuer ?? this.realmUrl, clockTolerance: 5 }));
    } catch (err) {
      this.log.info({ reason: (err as Error).message }, 'realm token refused');
      throw new UnauthenticatedError(REFUSED);
    }
    // An ID or refresh token, or an access token of another client, opens no session here.
    const client = c.azp ?? c.client_id;
    if (c.typ && c.typ !== 'Bearer') throw new UnauthenticatedError(REFUSED);
    if (client !== this.options.webClientId || !c.sub || !c.exp) throw new UnauthenticatedError(REFUSED);
    const roles = Array.isArray(c.realm_access?.roles) ? c.realm_access.roles.filter((r): r is string => typeof r === 'string') : [];
    return {
      userId: c.sub,
      email: (c.email ?? '').trim().toLowerCase(),
      firstName: c.given_name ?? '',
      lastName: c.family_name ?? '',
      roles,
      schoolIds: schools(c.schools),
      expiresAt: c.exp * 1000,
    };
  }

  async isActive(token: string): Promise<boolean> {
    const body = new URLSearchParams({ token, token_type_hint: 'access_token', client_id: this.options.clientId, client_secret: this.options.clientSecret });
    let res: Response;
    try {
      res = await fetch(`${this.realmUrl}/protocol/openid-connect/token/introspect`, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    } catch (err) {
      this.log.error({ err }, 'keycloak introspection endpoint unreachable');
      throw new UnavailableError(SIGN_IN_UNAVAILABLE);
    }
    if (!res.ok) {
      this.log.error({ status: res.status }, 'keycloak introspection refused: check the identity client and its secret');
      throw new UnavailableError(SIGN_IN_UNAVAILABLE);
    }
    return ((await res.json()) as { active?: unknown }).active === true;
  }
}

/** The `schools` claim: a list of ids (an attribute mapper may also send one id as a string). */
function schools(value: unknown): string[] | null {
  if (typeof value === 'string') return value ? [value] : [];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v.length > 0);
  return null;
}
