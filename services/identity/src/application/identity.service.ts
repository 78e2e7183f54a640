import { randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import { Subjects } from '@counsel/proto-events';
import {
  ForbiddenError, NotFoundError, UnauthenticatedError, ValidationError, outboxEvent, requireRole, requireUser,
  type Logger, type OutboxEvents, type Principal,
} from '@counsel/kit';
import { PASSWORD_SIGN_IN_OFF, REGISTRATION_AT_REALM } from '../domain/sign-in.js';
import { LINK_REFUSED, hashLinkToken } from '../domain/set-password-link.js';
import { isAuditAction, type AuditAction } from '../domain/audit.js';
import { LANGUAGE_REFUSED, isLanguage } from '../domain/language.js';
import { languageChanged } from './language-events.js';
import { normalizeEmail, type User } from '../domain/user.js';
import { parseInput, passwordResetSchema, registerSchema, signInSchema, staffAccountSchema } from '../domain/validation.js';
import type {
  MutationLoginArgs, MutationSetPasswordWithTokenArgs, RegisterInput, StaffAccountInput,
} from '../graphql/generated/resolvers-types.js';
import type { CredentialProvider } from '../ports/credentials.js';
import { committed, type IdentityStore } from '../ports/identity-store.js';
import type { RealmTokens } from '../ports/realm-tokens.js';
import { endAllSessions } from './end-sessions.js';
import type { LoginThrottle } from './login-throttle.js';
import type { RegistrationLimit } from './registration-limit.js';

export interface IdentityDeps {
  store: IdentityStore;
  credentials: CredentialProvider;
  throttle: LoginThrottle;
  registrations: RegistrationLimit;
  /** The relay of the store's outbox (the kit's): woken after each unit of work that wrote events. */
  events: OutboxEvents;
  log: Logger;
  sessionTtlHours: number;
  /**
   * Keycloak mode: checks the realm access tokens of sessions the browser sign-in opened. Null or
   * absent in embedded mode.
   */
  realm?: RealmTokens | null;
  /**
   * False (Keycloak mode, unless KEYCLOAK_DIRECT_GRANT says the realm allows it): no password reaches Counsel,
   * so sign-in, self-registration and set-password links are the realm's.
   */
  passwordSignIn?: boolean;
  /** The students a guardian may see now (guardians.service.ts), for the token's `students` claim. */
  guardianStudents?: (guardianUserId: string) => Promise<string[]>;
}

export interface SessionGrant { token: string; expiresAt: string }

/** Set-password attempts share one throttle entry (no email names the account): a guessing address slows down. */
const LINK_THROTTLE_KEY = '\u0000set-password-link';
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SESSION_ENDED = 'Your session has ended. Please sign in again.';

/** Accounts, sign-in and sessions: the use cases of the identity service. */
export class IdentityService {
  constructor(private readonly deps: IdentityDeps) {}

  async login(input: MutationLoginArgs, address: string | null) {
    this.assertPasswordSignIn(PASSWORD_SIGN_IN_OFF);
    const { email: rawEmail, password } = parseInput(signInSchema, input);
    const email = normalizeEmail(rawEmail);
    await this.deps.throttle.assertAllowed(email, address);
    const verified = await this.deps.credentials.verify(email, password);
    if (!verified) {
      await this.deps.throttle.recordFailure(email, address);
      throw new UnauthenticatedError('Invalid email or password');
    }
    // The password was right, so saying why is no hint to a guesser.
    if (!verified.user.enabled) throw new UnauthenticatedError('This account is disabled. Please contact your school.');
    await this.deps.throttle.recordSuccess(email, address);
    const session = await this.openSession(verified.user, verified.refreshToken);
    return { user: verified.user, session };
  }

  async register(input: RegisterInput, address: string | null) {
    this.assertPasswordSignIn(REGISTRATION_AT_REALM);
    const parsed = parseInput(registerSchema, input);
    await this.deps.registrations.consume(address);
    // The role never comes from the request: self-registration makes students only.
    const email = normalizeEmail(parsed.email);
    const user = await this.deps.credentials.createAccount({ ...parsed, email, role: 'student' },
      (userId) => [outboxEvent(Subjects.identityUserCreated, { userId, email, role: 'student', createdBy: null, firstName: parsed.firstName, lastName: parsed.lastName })]);
    this.deps.events.committed();
    const verified = await this.deps.credentials.verify(user.email, parsed.password);
    const session = await this.openSession(user, verified?.refreshToken ?? null);
    return { user, session };
  }

  async logout(principal: Principal | null) {
    if (!principal?.sessionId) return false;
    const event = outboxEvent(Subjects.identitySessionRevoked, { userId: principal.userId, sessionIds: [principal.sessionId], reason: 'logout' });
    const sessionId = principal.sessionId;
    const revoked = await committed(this.deps.store.write((w) => w.sessions.revoke(sessionId), [event]), 'gone');
    if (revoked) this.deps.events.committed();
    return revoked;
  }

  async logoutSession(sessionId: string) {
    const session = await this.deps.store.sessions.get(sessionId);
    if (!session) return false;
    const event = outboxEvent(Subjects.identitySessionRevoked, { userId: session.userId, sessionIds: [sessionId], reason: 'logout' });
    await committed(this.deps.store.write((w) => w.sessions.revoke(sessionId), [event]), 'gone');
    this.deps.events.committed();
    return true;
  }

  /** The gateway trades a session for a short-lived access token on each request (cached). */
  async exchange(sessionId: string) {
    const session = await this.deps.store.sessions.get(sessionId);
    if (!session || session.expiresAt < new Date().toISOString()) throw new UnauthenticatedError(SESSION_ENDED);
    const user = await this.deps.store.users.byId(session.userId);
    if (!user?.enabled) throw new UnauthenticatedError(SESSION_ENDED);
    if (session.accessToken) return { user, ...await this.realmToken(session.id, user.id, session.accessToken) };
    // A guardian's students are read at every exchange: a link removed or a consent withdrawn shows from the next token.
    const students = user.role === 'guardian' ? await this.deps.guardianStudents?.(user.id) ?? [] : undefined;
    const token = await this.deps.credentials.accessToken(user, session.id, session.refreshToken, { students });
    if (token.refreshToken !== session.refreshToken) await this.deps.store.write((w) => w.sessions.setRefreshToken(session.id, token.refreshToken));
    return { user, accessToken: token.token, expiresAt: token.expiresAt };
  }

  /**
   * A browser sign-in's session carries the realm access token the web app handed over last (keycloak-js renews
   * it and hands it over again). The gateway asks for it at most every SESSION_CACHE_SECONDS, and each time the
   * realm is asked whether it still stands behind it: a user disabled in Keycloak, or whose realm session ended,
   * is signed out of Counsel within that time.
   */
  private async realmToken(sessionId: string, userId: string, token: string) {
    const exp = expiryOf(token);
    // Expired: the browser did not renew it (closed, or the realm session ended). A renewal may still come.
    if (!this.deps.realm || exp - 5_000 <= Date.now()) throw new UnauthenticatedError(SESSION_ENDED);
    if (!await this.deps.realm.isActive(token)) {
      const event = outboxEvent(Subjects.identitySessionRevoked, { userId, sessionIds: [sessionId], reason: 'admin' });
      await committed(this.deps.store.write((w) => w.sessions.revoke(sessionId), [event]), 'gone');
      this.deps.events.committed();
      throw new UnauthenticatedError(SESSION_ENDED);
    }
    return { accessToken: token, expiresAt: new Date(exp).toISOString() };
  }

  private assertPasswordSignIn(message: string) {
    if (this.deps.passwordSignIn === false) throw new ForbiddenError(message);
  }

  async me(principal: Principal | null) {
    return principal ? this.deps.store.users.byId(principal.userId) : null;
  }

  /**
   * The caller's own language (null: follow the browser). Every open session of theirs is refreshed, so the gateway's
   * cached "who am I" answers the new language from the next request (another tab, a reload).
   */
  async setMyLanguage(principal: Principal | null, language: string | null) {
    const caller = requireUser(principal);
    if (language !== null && !isLanguage(language)) throw new ValidationError(LANGUAGE_REFUSED);
    const sessionIds = await this.deps.store.sessions.idsForUser(caller.userId);
    const events = [
      languageChanged(caller.userId, language),
      ...(sessionIds.length ? [outboxEvent(Subjects.identitySessionRefreshed, { userId: caller.userId, sessionIds })] : []),
    ];
    await this.deps.store.write((w) => w.users.setLanguage(caller.userId, language), events);
    this.deps.events.committed();
    const user = await this.deps.store.users.byId(caller.userId);
    if (!user) throw new NotFoundError('Account not found');
    return user;
  }

  async createStaffAccount(actor: Principal | null, input: StaffAccountInput) {
    const admin = requireRole(actor, 'admin');
    const parsed = parseInput(staffAccountSchema, input);
    const email = normalizeEmail(parsed.email);
    try {
      const user = await this.deps.credentials.createAccount({ ...parsed, email },
        (userId) => [outboxEvent(Subjects.identityUserCreated, { userId, email, role: parsed.role, createdBy: admin.userId, firstName: parsed.firstName, lastName: parsed.lastName })]);
      this.deps.events.committed();
      await this.audit(admin, 'account.created', user.id, `${user.email} (${user.role})`, 'success');
      return user;
    } catch (err) {
      await this.audit(admin, 'account.created', null, `${email} (${parsed.role})`, 'failure', (err as Error).message);
      throw err;
    }
  }

  async resetPassword(actor: Principal | null, userId: string, password: string) {
    const admin = requireRole(actor, 'admin');
    const target = await this.deps.store.users.byId(userId);
    if (!target) throw new NotFoundError('User not found');
    // Admins' passwords are theirs alone; teachers are reset like counselors.
    if (target.role !== 'student' && target.role !== 'counselor' && target.role !== 'teacher') {
      await this.audit(admin, 'password.reset', target.id, target.email, 'failure', 'target is not a student, counselor or teacher');
      throw new ForbiddenError('Only student, counselor and teacher passwords can be reset here');
    }
    const parsed = parseInput(passwordResetSchema, { password });
    await this.deps.credentials.setPassword(target.id, parsed.password);
    const sessionIds = await endAllSessions(this.deps.store, target.id,
      (ids) => [outboxEvent(Subjects.identitySessionRevoked, { userId: target.id, sessionIds: ids, reason: 'password_reset' })]);
    this.deps.events.committed();
    await this.audit(admin, 'password.reset', target.id, target.email, 'success', `${sessionIds.length} session(s) ended`);
    return true;
  }

  /**
   * Anyone holding a set-password link: sets the password (the usual policy), uses up the link and the user's
   * other links, activates the account and signs in. Unknown, expired and used links get one answer.
   */
  async setPasswordWithToken(input: MutationSetPasswordWithTokenArgs, address: string | null) {
    this.assertPasswordSignIn(PASSWORD_SIGN_IN_OFF);
    await this.deps.throttle.assertAllowed(LINK_THROTTLE_KEY, address);
    const { password } = parseInput(passwordResetSchema, { password: input.password });
    const { token } = input;
    const userId = LINK_TOKEN.test(token) ? await this.useLink(hashLinkToken(token)) : null;
    const user = userId ? await this.deps.store.users.byId(userId) : null;
    if (!user?.enabled) {
      await this.deps.throttle.recordFailure(LINK_THROTTLE_KEY, address);
      throw new ValidationError(LINK_REFUSED);
    }
    await this.deps.credentials.setPassword(user.id, password);
    // As after any password change, no older session survives it.
    await endAllSessions(this.deps.store, user.id,
      (ids) => (ids.length ? [outboxEvent(Subjects.identitySessionRevoked, { userId: user.id, sessionIds: ids, reason: 'password_reset' })] : []),
      (w) => w.users.markActivated(user.id));
    this.deps.events.committed();
    // Keycloak needs a realm session behind ours; the embedded issuer ignores the refresh token.
    const verified = this.deps.credentials.kind === 'keycloak' ? await this.deps.credentials.verify(user.email, password) : null;
    const session = await this.openSession(user, verified?.refreshToken ?? null);
    return { user: { ...user, activated: true }, session };
  }

  /** Uses up a set-password link (and the user's other links): its user, or null when unknown, used, expired or lost to a racing use. */
  private async useLink(tokenHash: string): Promise<string | null> {
    const now = new Date().toISOString();
    const userId = await this.deps.store.links.holder(tokenHash, now);
    if (!userId) return null;
    return await committed(this.deps.store.write((w) => w.links.consume(tokenHash, now)), 'gone') ? userId : null;
  }

  async listUsers(actor: Principal | null, q: { q?: string | null; role?: User['role']; limit?: number | null; offset?: number | null }) {
    requireRole(actor, 'admin');
    const limit = clamp(q.limit ?? 50, 1, 200, 'limit');
    const offset = clamp(q.offset ?? 0, 0, 10_000_000, 'offset');
    const search = q.q?.trim().slice(0, 100) || undefined;
    return this.deps.store.users.list({ q: search, role: q.role ?? undefined, limit, offset });
  }

  async stats(actor: Principal | null) {
    requireRole(actor, 'admin');
    const since = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString();
    const [activeCounselors, totalCounselors, totalStudents] = await Promise.all([
      this.deps.store.users.countActive('counselor', since), this.deps.store.users.countByRole('counselor'), this.deps.store.users.countByRole('student'),
    ]);
    return { activeCounselors, totalCounselors, totalStudents };
  }

  async auditLog(actor: Principal | null, q: { action?: string | null; actorId?: string | null; limit?: number | null; offset?: number | null }) {
    requireRole(actor, 'admin');
    const action = q.action || undefined;
    if (action !== undefined && !isAuditAction(action)) throw new ValidationError('Unknown audit action');
    if (q.actorId && !/^[A-Za-z0-9_-]{1,64}$/.test(q.actorId)) throw new ValidationError('Invalid actor id');
    return this.deps.store.audit.list({
      action,
      actorId: q.actorId || undefined,
      limit: clamp(q.limit ?? 50, 1, 200, 'limit'),
      offset: clamp(q.offset ?? 0, 0, 10_000_000, 'offset'),
    });
  }

  /** Records actions other services report through events (settings, content). */
  async recordExternal(entry: { id: string; at: string; actorId: string | null; actorEmail: string | null; action: AuditAction; targetId: string | null; targetLabel: string | null; detail?: string | null }) {
    // Some events carry only the actor's id; identity owns accounts, so it names the actor itself.
    const actorEmail = entry.actorEmail ?? (entry.actorId ? (await this.deps.store.users.byId(entry.actorId))?.email ?? null : null);
    await this.deps.store.write((w) => w.audit.append({ ...entry, actorEmail, outcome: 'success', detail: entry.detail ?? null }));
  }

  private async openSession(user: User, refreshToken: string | null): Promise<SessionGrant> {
    const now = new Date();
    const id = randomBytes(32).toString('base64url');
    const expiresAt = new Date(now.getTime() + this.deps.sessionTtlHours * 3600 * 1000).toISOString();
    // Reporting counts sign-ins per week: the account, its role and when, never the address or the session.
    const started = outboxEvent(Subjects.identitySessionStarted, { userId: user.id, role: user.role, at: now.toISOString() });
    await this.deps.store.write((w) => {
      w.sessions.create({ id, userId: user.id, createdAt: now.toISOString(), expiresAt, refreshToken });
      w.users.recordLogin(user.id, now.toISOString());
    }, [started]);
    this.deps.events.committed();
    return { token: id, expiresAt };
  }

  private async audit(actor: Principal, action: AuditAction, targetId: string | null, targetLabel: string | null, outcome: 'success' | 'failure', detail: string | null = null) {
    const entry = { id: randomUUID(), at: new Date().toISOString(), actorId: actor.userId, actorEmail: actor.email, action, targetId, targetLabel, outcome, detail };
    await this.deps.store.write((w) => w.audit.append(entry));
  }
}

/** The token's expiry (epoch ms); the realm signed it when the session took it, so reading it needs no check. */
function expiryOf(token: string): number {
  try {
    const exp = decodeJwt(token).exp;
    return typeof exp === 'number' ? exp * 1000 : 0;
  } catch {
    return 0;
  }
}

function clamp(n: number, min: number, max: number, name: string) {
  if (!Number.isInteger(n) || n < min || n > max) throw new ValidationError(`${name} must be an integer from ${min} to ${max}`);
  return n;
}
