import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { ConflictError, NotFoundError, type OutboxEvent, type Role } from '@counsel/kit';
import { dummyHash, hashPassword, verifyPassword } from '../../domain/password.js';
import type { User } from '../../domain/user.js';
import type { CredentialProvider } from '../../ports/credentials.js';
import { createUser, type IdentityStore } from '../../ports/identity-store.js';
import type { SigningKey } from './signing-keys.js';

/** The embedded issuer: scrypt hashes in the identity store, ES256 tokens in Keycloak's claim shape. */
export class EmbeddedCredentials implements CredentialProvider {
  readonly kind = 'embedded' as const;

  constructor(
    private readonly store: IdentityStore,
    private readonly key: SigningKey,
    private readonly issuer: string,
    private readonly tokenTtlSeconds: number,
  ) {}

  async verify(email: string, password: string) {
    const found = await this.store.users.byEmail(email);
    if (!found || !found.passwordHash) {
      await verifyPassword(password, await dummyHash()); // same cost whether or not the account exists
      return null;
    }
    if (!(await verifyPassword(password, found.passwordHash))) return null;
    const { passwordHash: _ignored, ...user } = found;
    return { user, refreshToken: null };
  }

  async createAccount(
    input: { email: string; password: string; firstName: string; lastName: string; role: Role },
    events: (userId: string) => readonly OutboxEvent[] = () => [],
  ): Promise<User> {
    if (await this.store.users.byEmail(input.email)) throw new ConflictError('An account with this email already exists');
    // Two registrations racing for one email: the unique index decides (the store refuses with the same ConflictError).
    const id = randomUUID();
    return createUser(this.store, { id, ...input, passwordHash: await hashPassword(input.password) }, events(id));
  }

  async setPassword(userId: string, password: string) {
    if (!(await this.store.users.byId(userId))) throw new NotFoundError('User not found');
    const hash = await hashPassword(password);
    await this.store.write((w) => w.users.setPasswordHash(userId, hash));
  }

  async importAccount(input: { id: string; email: string; firstName: string; lastName: string; role: Role; importId: string }, events: readonly OutboxEvent[] = []) {
    // No password: verify() refuses the account until its user sets one through a link.
    return createUser(this.store, { ...input, passwordHash: null, activated: false }, events);
  }

  // The identity store is the only copy here: nothing to mirror.
  async syncAccount() {}
  async syncSchools() {}
  async deleteAccount() {}
  async sendSetPasswordEmail() { return false; }

  async accessToken(user: User, sessionId: string, _refreshToken: string | null = null, claims: { students?: string[] } = {}) {
    const now = Math.floor(Date.now() / 1000);
    const exp = now + this.tokenTtlSeconds;
    const token = await new SignJWT({
      email: user.email,
      given_name: user.firstName ?? undefined,
      family_name: user.lastName ?? undefined,
      realm_access: { roles: user.role ? [user.role] : [] },
      sid: sessionId,
      // Staff and teachers, and only once the roster assigned them (no claim: the kit's default school for staff).
      schools: user.role !== 'student' && user.role !== 'guardian' && user.schoolIds ? user.schoolIds : undefined,
      // Guardians: the students they may see now (identity applied the links and the age-of-majority consent).
      students: user.role === 'guardian' ? claims.students ?? [] : undefined,
    })
      .setProtectedHeader({ alg: 'ES256', kid: this.key.kid, typ: 'JWT' })
      .setIssuer(this.issuer)
      .setSubject(user.id)
      .setIssuedAt(now)
      .setExpirationTime(exp)
      .setJti(randomUUID())
      .sign(this.key.privateKey);
    return { token, expiresAt: new Date(exp * 1000).toISOString(), refreshToken: null };
  }

  async jwks() {
    return { keys: [this.key.publicJwk] };
  }
}
