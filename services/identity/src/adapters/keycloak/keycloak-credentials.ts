import KcAdminClient from '@keycloak/keycloak-admin-client';
import { decodeJwt } from 'jose';
import { ForbiddenError, UnauthenticatedError, UnavailableError, primaryRole, type Logger, type OutboxEvent, type Role } from '@counsel/kit';
import type { User } from '../../domain/user.js';
import type { AccessToken, CredentialProvider } from '../../ports/credentials.js';
import { createUser, type IdentityStore } from '../../ports/identity-store.js';
import { PASSWORD_SIGN_IN_OFF } from '../../domain/sign-in.js';
import { SESSION_ENDED, SIGN_IN_UNAVAILABLE, accountExists, adminError, adminStatus, tokenRefusal } from './keycloak-errors.js';
import { SingleFlight } from './single-flight.js';
import { importRealmUser, syncRealmSchools, syncRealmUser } from './keycloak-roster-sync.js';

export interface KeycloakOptions {
  url: string;
  realm: string;
  clientId: string;
  clientSecret: string;
  /**
   * The realm allows the password grant for this client (KEYCLOAK_DIRECT_GRANT). Off by default: users sign in
   * at the realm in the browser and no password reaches Counsel.
   */
  directGrant?: boolean;
  /** How long a spent refresh token still answers with its successor (default 10 s; see SingleFlight). */
  refreshGraceMs?: number;
}

interface TokenResponse { access_token: string; refresh_token?: string; expires_in: number }
type Refreshed = AccessToken & { refreshToken: string | null };

/**
 * Keycloak as the credential provider: the admin REST API for accounts and passwords the portal manages, and,
 * only where the realm allows direct grants (KEYCLOAK_DIRECT_GRANT), the password grant for sign-in with refresh
 * grants for its sessions' access tokens. By default users sign in at the realm in the browser instead
 * (application/realm-sign-in.ts). The admin client is a service account. Accounts are mirrored into the identity store (no password there) so listing and search stay fast.
 * Failures surface as the same domain errors the embedded issuer throws (keycloak-errors.ts).
 */
export class KeycloakCredentials implements CredentialProvider {
  readonly kind = 'keycloak' as const;
  private readonly admin: KcAdminClient;
  private adminTokenExpiresAt = 0;
  private readonly refreshes: SingleFlight<Refreshed>;

  constructor(private readonly options: KeycloakOptions, private readonly store: IdentityStore, private readonly log: Logger) {
    this.admin = new KcAdminClient({ baseUrl: options.url.replace(/\/$/, ''), realmName: options.realm });
    this.refreshes = new SingleFlight(options.refreshGraceMs ?? 10_000);
  }

  private get tokenUrl() {
    return `${this.options.url.replace(/\/$/, '')}/realms/${this.options.realm}/protocol/openid-connect/token`;
  }

  async verify(email: string, password: string) {
    if (!this.options.directGrant) throw new ForbiddenError(PASSWORD_SIGN_IN_OFF);
    const res = await this.tokenRequest({ grant_type: 'password', username: email, password, scope: 'openid' });
    if (!res) return null;
    const user = await this.mirror(res.access_token);
    return { user, refreshToken: res.refresh_token ?? null };
  }

  async createAccount(
    input: { email: string; password: string; firstName: string; lastName: string; role: Role },
    events: (userId: string) => readonly OutboxEvent[] = () => [],
  ): Promise<User> {
    let id: string | null = null;
    try {
      await this.adminAuth();
      const existing = await this.admin.users.find({ email: input.email, exact: true });
      if (existing.length > 0) throw accountExists();
      // Resolved before the user exists, so a realm without the role leaves nothing half-made.
      const role = await this.realmRole(input.role);
      ({ id } = await this.admin.users.create({
        username: input.email, email: input.email, firstName: input.firstName, lastName: input.lastName,
        enabled: true, emailVerified: true,
        credentials: [{ type: 'password', value: input.password, temporary: false }],
      }));
      await this.admin.users.addRealmRoleMappings({ id, roles: [role] });
      return await createUser(this.store, { id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, passwordHash: null }, events(id));
    } catch (err) {
      // A realm user without its role or its mirror would block the email for good: undo it.
      if (id) await this.admin.users.del({ id }).catch((e: unknown) => this.log.warn({ err: e, id }, 'keycloak: could not remove a half-created user'));
      // The mirror already holds the email: the store refused with ConflictError, which passes through as it is.
      throw this.logged(err, 'create');
    }
  }

  async setPassword(userId: string, password: string) {
    try {
      await this.adminAuth();
      await this.admin.users.resetPassword({ id: userId, credential: { type: 'password', value: password, temporary: false } });
      await this.admin.users.logout({ id: userId }); // end the realm's own sessions too
    } catch (err) {
      throw this.logged(err, 'password');
    }
  }

  async importAccount(input: { id: string; email: string; firstName: string; lastName: string; role: Role; importId: string }, events: readonly OutboxEvent[] = []): Promise<User> {
    try {
      await this.adminAuth();
      await importRealmUser(this.admin, this.options.realm, input);
    } catch (err) {
      throw this.logged(err, 'create');
    }
    const user = await createUser(this.store, { ...input, passwordHash: null, activated: false }, events);
    // Schools assigned before the account existed come with the mirror row; the realm user needs them too.
    if (user.schoolIds) {
      await syncRealmSchools(this.admin, user.id, user.schoolIds)
        .catch((err: unknown) => this.log.warn({ err, id: user.id }, 'keycloak: schools of a new account not synced; the next assignment will'));
    }
    return user;
  }

  async syncAccount(id: string, change: { email: string; firstName: string; lastName: string; role: Role; enabled: boolean }) {
    try {
      await this.adminAuth();
      await syncRealmUser(this.admin, id, change);
    } catch (err) {
      throw this.logged(err, 'create');
    }
  }

  async deleteAccount(id: string) {
    try {
      await this.adminAuth();
      await this.admin.users.del({ id });
    } catch (err) {
      if (adminStatus(err) === 404) return; // already gone (a repeated deletion)
      throw this.logged(err, 'create');
    }
  }

  async syncSchools(id: string, schoolIds: string[]) {
    try {
      await this.adminAuth();
      await syncRealmSchools(this.admin, id, schoolIds);
    } catch (err) {
      throw this.logged(err, 'create');
    }
  }

  /** The realm emails its own link for the UPDATE_PASSWORD action (the realm's SMTP settings). */
  async sendSetPasswordEmail(id: string, lifespanSeconds: number) {
    try {
      await this.adminAuth();
      await this.admin.users.executeActionsEmail({ id, actions: ['UPDATE_PASSWORD'], lifespan: lifespanSeconds });
      return true;
    } catch (err) {
      throw this.logged(err, 'password');
    }
  }

  async accessToken(_user: User, _sessionId: string, refreshToken: string | null): Promise<Refreshed> {
    // A session opened under the embedded issuer has no realm session behind it.
    if (!refreshToken) throw new UnauthenticatedError(SESSION_ENDED);
    return this.refreshes.run(refreshToken, async () => {
      const res = await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
      // Refused: the realm session ended (idle or max lifespan, password reset, user disabled or deleted).
      if (!res) throw new UnauthenticatedError(SESSION_ENDED);
      return {
        token: res.access_token,
        expiresAt: new Date(Date.now() + res.expires_in * 1000).toISOString(),
        refreshToken: res.refresh_token ?? refreshToken,
      };
    });
  }

  async jwks() {
    return null; // Keycloak serves its own keys; services read them from the realm.
  }

  /** The grant's answer, or null when Keycloak refused the user's credentials or refresh token. */
  private async tokenRequest(params: Record<string, string>): Promise<TokenResponse | null> {
    const body = new URLSearchParams({ client_id: this.options.clientId, client_secret: this.options.clientSecret, ...params });
    let res: Response;
    try {
      res = await fetch(this.tokenUrl, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    } catch (err) {
      this.log.error({ err }, 'keycloak token endpoint unreachable');
      throw new UnavailableError(SIGN_IN_UNAVAILABLE);
    }
    if (res.ok) return (await res.json()) as TokenResponse;
    const answer = (await res.json().catch(() => ({}))) as { error?: unknown; error_description?: unknown };
    const refusal = tokenRefusal(res.status, answer.error);
    if (refusal === 'credentials') return null;
    this.log.error({ status: res.status, error: answer.error, description: answer.error_description }, `keycloak token endpoint: ${refusal} problem`);
    throw new UnavailableError(SIGN_IN_UNAVAILABLE);
  }

  /** Listing roles needs only an admin role (manage-users); reading one by name would need view-realm. */
  private async realmRole(name: Role): Promise<{ id: string; name: string }> {
    const role = (await this.admin.roles.find()).find((r) => r.name === name);
    if (!role?.id) throw new UnavailableError(`Keycloak realm has no role "${name}"`);
    return { id: role.id, name };
  }

  private logged(err: unknown, op: 'create' | 'password') {
    const mapped = adminError(err, op);
    if (mapped.code === 'UNAVAILABLE') this.log.error({ err, status: adminStatus(err), op }, 'keycloak admin call failed');
    return mapped;
  }

  /** Keeps the local mirror in step with the realm's view of the user (names, role). */
  private async mirror(accessToken: string): Promise<User> {
    const c = decodeJwt(accessToken) as { sub?: string; email?: string; given_name?: string; family_name?: string; realm_access?: { roles?: string[] } };
    if (!c.sub) throw new UnavailableError('Keycloak token has no subject');
    const existing = await this.store.users.byId(c.sub);
    if (existing) return existing;
    return createUser(this.store, {
      id: c.sub, email: (c.email ?? '').toLowerCase(), firstName: c.given_name ?? '', lastName: c.family_name ?? '',
      role: primaryRole(c.realm_access?.roles ?? []) ?? 'student', passwordHash: null,
    });
  }

  private async adminAuth() {
    if (Date.now() < this.adminTokenExpiresAt) return;
    await this.admin.auth({ grantType: 'client_credentials', clientId: this.options.clientId, clientSecret: this.options.clientSecret });
    this.adminTokenExpiresAt = Date.now() + 50_000; // realm default token life is 60 s
  }
}
