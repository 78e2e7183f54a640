import { randomBytes } from 'node:crypto';
import { Subjects } from '@counsel/proto-events';
import {
  ConflictError, ForbiddenError, NotFoundError, UnauthenticatedError, outboxEvent, primaryRole,
  type Logger, type OutboxEvents, type Role,
} from '@counsel/kit';
import type { User } from '../domain/user.js';
import type { RealmIdentity, RealmTokens } from '../ports/realm-tokens.js';
import { createUser, type IdentityStore } from '../ports/identity-store.js';

export const SSO_NOT_CONFIGURED = 'Sign-in with a district account is not configured here.';
const NO_ROLE = 'Your district account has no Counsel role yet. Please contact your school.';
const NO_EMAIL = 'Your district account has no email address. Please contact your school.';
const DISABLED = 'This account is disabled. Please contact your school.';

export interface RealmSignInDeps {
  store: IdentityStore;
  /** Null in embedded mode: the browser sign-in needs a realm. */
  realm: RealmTokens | null;
  sessionTtlHours: number;
  /** The relay of the store's outbox: woken after a unit of work that wrote events. */
  events: Pick<OutboxEvents, 'committed'>;
  log: Logger;
}

/**
 * The browser sign-in: the web app signs in at the realm (authorization code + PKCE) and hands the
 * access token over once; this opens the same server-side session a password sign-in opens. The account comes
 * from the token, so whatever changed in the realm (names, email, role, schools) is in Counsel from this sign-in on.
 * A renewed token for the caller's current session replaces that session's token instead of opening another.
 */
export class RealmSignIn {
  constructor(private readonly deps: RealmSignInDeps) {}

  get enabled() {
    return this.deps.realm !== null;
  }

  async open(accessToken: string, currentSessionId: string | null) {
    if (!this.deps.realm) throw new NotFoundError(SSO_NOT_CONFIGURED);
    const claims = await this.deps.realm.verify(accessToken);
    const role = primaryRole(claims.roles);
    if (!role) throw new ForbiddenError(NO_ROLE);
    if (!claims.email) throw new ForbiddenError(NO_EMAIL);
    const user = await this.account(claims, role);
    if (!user.enabled) throw new UnauthenticatedError(DISABLED);

    const now = new Date();
    const current = currentSessionId ? await this.deps.store.sessions.get(currentSessionId) : null;
    if (current && current.userId === user.id && current.accessToken && current.expiresAt > now.toISOString()) {
      await this.deps.store.write((w) => w.sessions.setAccessToken(current.id, accessToken));
      return { user, session: { token: current.id, expiresAt: current.expiresAt }, renewed: true };
    }
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.deps.sessionTtlHours * 3600 * 1000).toISOString();
    const started = outboxEvent(Subjects.identitySessionStarted, { userId: user.id, role: user.role, at: now.toISOString() });
    await this.deps.store.write((w) => {
      w.sessions.create({ id, userId: user.id, createdAt: now.toISOString(), expiresAt, refreshToken: null, accessToken });
      w.users.recordLogin(user.id, now.toISOString());
    }, [started]);
    this.deps.events.committed();
    return { user: { ...user, activated: true, lastLoginAt: now.toISOString() }, session: { token: id, expiresAt }, renewed: false };
  }

  /** Creates the account at its first sign-in; later sign-ins bring the realm's changes. */
  private async account(c: RealmIdentity, role: Role): Promise<User> {
    const existing = await this.deps.store.users.byId(c.userId);
    if (!existing) {
      let user: User;
      try {
        user = await createUser(this.deps.store, { id: c.userId, email: c.email, firstName: c.firstName, lastName: c.lastName, role, passwordHash: null },
          [outboxEvent(Subjects.identityUserCreated, { userId: c.userId, email: c.email, role, createdBy: null, firstName: c.firstName || null, lastName: c.lastName || null })]);
      } catch (err) {
        if (err instanceof ConflictError) throw new ConflictError('An account with this email already exists. Please contact your school.');
        throw err;
      }
      this.deps.events.committed();
      if (c.schoolIds) {
        const schoolIds = c.schoolIds;
        await this.deps.store.write((w) => w.users.setSchools(user.id, schoolIds));
        user = { ...user, schoolIds };
      }
      this.deps.log.info({ userId: user.id, role }, 'account created at its first district sign-in');
      return user;
    }
    const profile = { email: c.email, firstName: c.firstName, lastName: c.lastName, role };
    const profileChanged = existing.email !== profile.email || (existing.firstName ?? '') !== profile.firstName
      || (existing.lastName ?? '') !== profile.lastName || existing.role !== role;
    const schoolsChanged = c.schoolIds !== null && !sameSet(existing.schoolIds ?? [], c.schoolIds);
    if (profileChanged || schoolsChanged) {
      // The gateway answers "who am I" from its session cache: the user's other sessions re-read it now, told in
      // the unit that makes the change.
      const sessionIds = await this.deps.store.sessions.idsForUser(existing.id);
      await this.deps.store.write((w) => {
        if (profileChanged) w.users.updateProfile(existing.id, profile);
        if (schoolsChanged && c.schoolIds) w.users.setSchools(existing.id, c.schoolIds);
      }, sessionIds.length ? [outboxEvent(Subjects.identitySessionRefreshed, { userId: existing.id, sessionIds })] : []);
      if (sessionIds.length) this.deps.events.committed();
    }
    return { ...existing, ...profile, schoolIds: c.schoolIds ?? existing.schoolIds };
  }
}

function sameSet(a: readonly string[], b: readonly string[]) {
  return a.length === b.length && a.every((x) => b.includes(x));
}
