import KcAdminClient from '@keycloak/keycloak-admin-client';
import { decodeJwt } from 'jose';
import { ConflictError, NotFoundError, UnavailableError, primaryRole, type Logger, type Role } from '@counsel/kit';
import type { User } from '../../domain/user.js';
import type { CredentialProvider } from '../../ports/credentials.js';
import type { UserStore } from '../../ports/user-store.js';

export interface KeycloakOptions {
  url: string;
  realm: string;
  clientId: string;
  clientSecret: string;
}

interface TokenResponse { access_token: string; refresh_token?: string; expires_in: number }

/**
 * Keycloak as the credential provider: the password grant for sign-in, refresh grants for access
 * tokens, and the admin REST API (service-account client) for accounts and passwords. Accounts are
 * mirrored into the identity store (no password there) so listing and search stay fast.
 */
export class KeycloakCredentials implements CredentialProvider {
  readonly kind = 'keycloak' as const;
  private readonly admin: KcAdminClient;
  private adminTokenExpiresAt = 0;

  constructor(private readonly o: KeycloakOptions, private readonly users: UserStore, private readonly log: Logger) {
    this.admin = new KcAdminClient({ baseUrl: o.url.replace(/\/$/, ''), realmName: o.realm });
  }

  private get tokenUrl() {
    return `${this.o.url.replace(/\/$/, '')}/realms/${this.o.realm}/protocol/openid-connect/token`;
  }

  async verify(email: string, password: string) {
    const res = await this.tokenRequest({ grant_type: 'password', username: email, password, scope: 'openid' });
    if (!res) return null;
    const user = await this.mirror(res.access_token);
    return { user, refreshToken: res.refresh_token ?? null };
  }

  async createAccount(input: { email: string; password: string; firstName: string; lastName: string; role: Role }): Promise<User> {
    await this.adminAuth();
    const existing = await this.admin.users.find({ email: input.email, exact: true });
    if (existing.length > 0) throw new ConflictError('An account with this email already exists');
    const { id } = await this.admin.users.create({
      username: input.email, email: input.email, firstName: input.firstName, lastName: input.lastName,
      enabled: true, emailVerified: true,
      credentials: [{ type: 'password', value: input.password, temporary: false }],
    });
    const role = await this.admin.roles.findOneByName({ name: input.role });
    if (!role?.id || !role.name) throw new UnavailableError(`Keycloak realm has no role "${input.role}"`);
    await this.admin.users.addRealmRoleMappings({ id, roles: [{ id: role.id, name: role.name }] });
    return this.users.insert({ id, email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, passwordHash: null });
  }

  async setPassword(userId: string, password: string) {
    await this.adminAuth();
    try {
      await this.admin.users.resetPassword({ id: userId, credential: { type: 'password', value: password, temporary: false } });
      await this.admin.users.logout({ id: userId }); // end the realm's own sessions too
    } catch (err) {
      if ((err as { response?: { status?: number } }).response?.status === 404) throw new NotFoundError('User not found');
      throw err;
    }
  }

  async accessToken(_user: User, _sessionId: string, refreshToken: string | null) {
    if (!refreshToken) throw new UnavailableError('Session has no refresh token');
    const res = await this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    if (!res) throw new UnavailableError('Keycloak refused to refresh the session');
    return {
      token: res.access_token,
      expiresAt: new Date(Date.now() + res.expires_in * 1000).toISOString(),
      refreshToken: res.refresh_token ?? refreshToken,
    };
  }

  async jwks() {
    return null; // Keycloak serves its own keys; services read them from the realm.
  }

  private async tokenRequest(params: Record<string, string>): Promise<TokenResponse | null> {
    const body = new URLSearchParams({ client_id: this.o.clientId, client_secret: this.o.clientSecret, ...params });
    const res = await fetch(this.tokenUrl, { method: 'POST', body, signal: AbortSignal.timeout(10_000) });
    if (res.status === 400 || res.status === 401) return null;
    if (!res.ok) {
      this.log.error({ status: res.status }, 'keycloak token endpoint failed');
      throw new UnavailableError('The sign-in service is unavailable. Please try again shortly.');
    }
    return (await res.json()) as TokenResponse;
  }

  /** Keeps the local mirror in step with the realm's view of the user (names, role). */
  private async mirror(accessToken: string): Promise<User> {
    const c = decodeJwt(accessToken) as { sub?: string; email?: string; given_name?: string; family_name?: string; realm_access?: { roles?: string[] } };
    if (!c.sub) throw new UnavailableError('Keycloak token has no subject');
    const existing = await this.users.byId(c.sub);
    if (existing) return existing;
    return this.users.insert({
      id: c.sub, email: (c.email ?? '').toLowerCase(), firstName: c.given_name ?? '', lastName: c.family_name ?? '',
      role: primaryRole(c.realm_access?.roles ?? []) ?? 'student', passwordHash: null,
    });
  }

  private async adminAuth() {
    if (Date.now() < this.adminTokenExpiresAt) return;
    await this.admin.auth({ grantType: 'client_credentials', clientId: this.o.clientId, clientSecret: this.o.clientSecret });
    this.adminTokenExpiresAt = Date.now() + 50_000; // realm default token life is 60 s
  }
}
