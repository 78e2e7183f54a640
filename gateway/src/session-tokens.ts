import { Subjects } from '@counsel/proto-events';
import { traceHeaders, UnauthenticatedError, type EventBus, type Logger, type Subscription } from '@counsel/kit';
import { RestError } from './rest/rest-error.js';
import type { SessionChanges } from './sessions-changed.js';

/** The signed-in user as identity describes them: the body of GET /api/auth/user. */
export interface SessionUser {
  id: string;
  userId: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  role: string | null;
  /** 'en' | 'es', or null: the browser's. */
  language: string | null;
}
export interface SessionGrant { accessToken: string; user: SessionUser | null }
/** A session the browser sign-in opened (or renewed): the cookie's value and when it ends. */
export interface OpenedSession { session: { token: string; expiresAt: string }; renewed: boolean; user: SessionUser }
interface Cached extends SessionGrant { refreshAt: number; renewAt: number }
/** A user whose grants another service changed, until identity has applied it (or `PENDING_MS` passed). */
interface Pending { applied: Promise<void>; settle: () => void }

/**
 * How long a user's requests wait at most for identity to apply a change another service made to their grants: it
 * applies it from an event, within milliseconds when all is well. Past it the request goes on with what identity
 * says then, and identity's event still evicts the session when it comes.
 */
const PENDING_MS = 3_000;

/**
 * Browsers hold an opaque session id; services want a signed access token. This trades one for the
 * other through the identity service and caches the answer briefly. Revocations (logout, password
 * reset, a disabled account) and refreshes (new schools, role or names) arrive as events and evict at once,
 * so a revoked session stops working, and a changed one carries its new claims, from the next request.
 * A request that ends sessions itself also evicts before it answers (`revoke`, and identity's answer naming whose
 * sessions it ended or refreshed: `changed`): the event comes a moment later, and the caller's next request may come
 * first. A change another service answered (the roster's new schools, role or deactivation, a record deletion:
 * `changing`; the age-of-majority rule, for every guardian: `changingRoles`) evicts too, and the user's next requests
 * wait for identity's event, so none of them is granted the token of before the change.
 */
export class SessionTokens implements SessionChanges {
  private cache = new Map<string, Cached>();
  /** The cached sessions of each user, so a password reset can evict them all by the user's id. */
  private byUser = new Map<string, Set<string>>();
  /** One exchange at a time per session: the requests that find no fresh token wait for the same answer. */
  private inflight = new Map<string, Promise<Cached>>();
  /** Counts evictions, so an exchange that started before one does not put back what the event took out. */
  private evictions = 0;
  /** Users whose grants another service changed, whose requests wait until identity has applied it. */
  private pending = new Map<string, Pending>();
  /** When identity last said it ended or refreshed a user's sessions (an event may come before the answer it follows). */
  private lastChanged = new Map<string, number>();
  private subs: Subscription[] = [];
  private options: unknown = null;

  constructor(private readonly identityUrl: () => string, private readonly cacheSeconds: number, private readonly log: Logger) {}

  async listen(bus: EventBus, instanceId: string) {
    const evict = async (e: { data: { userId: string; sessionIds: string[] } }) => {
      for (const id of e.data.sessionIds) this.forget(id);
      if (this.lastChanged.size > 10_000) this.lastChanged.clear();
      this.lastChanged.set(e.data.userId, Date.now());
      this.pending.get(e.data.userId)?.settle();
    };
    this.subs = await Promise.all([
      bus.subscribe(Subjects.identitySessionRevoked, evict, { durable: `gateway-sessions-${instanceId}`, deliverFrom: 'new' }),
      // The user's schools, role or names changed: the next request trades the session for a fresh token, so a
      // counselor removed from a school loses it now, not when the cached token would have been refreshed.
      bus.subscribe(Subjects.identitySessionRefreshed, evict, { durable: `gateway-session-refresh-${instanceId}`, deliverFrom: 'new' }),
    ]);
  }

  /**
   * The session's access token. A cached one is used until its refresh time; past three quarters of its cache life
   * the next request starts the exchange in the background, so under steady use a fresh token is ready before the
   * old one may no longer be used, and no request waits for identity (nor for the new token's first verification in
   * each service, which the old token's requests would otherwise queue behind all at once).
   */
  async grant(sessionId: string): Promise<SessionGrant> {
    const hit = this.cache.get(sessionId);
    const now = Date.now();
    let grant: Cached;
    if (hit && hit.refreshAt > now) {
      if (hit.renewAt <= now && !this.inflight.has(sessionId)) {
        this.exchange(sessionId).catch((err: unknown) => this.log.debug({ err }, 'background session exchange failed; the next request retries'));
      }
      grant = hit;
    } else grant = await this.exchange(sessionId);
    const pending = this.pending.size && grant.user ? this.pending.get(grant.user.id) : undefined;
    if (!pending) return grant;
    // Identity may not have applied the change yet: what it granted may be of before. Asked again once it has.
    await pending.applied;
    return this.exchange(sessionId);
  }

  /** Identity ended or refreshed every session of these users (its answer says so): forgotten before the answer leaves. */
  changed(userIds: string[]) {
    for (const id of userIds) this.forgetUser(id);
  }

  /**
   * Another service changed these users' grants (schools, role, account) by a call sent at `since`, and identity
   * applies it from an event: their sessions are forgotten, and when this gateway held one, unless identity's event
   * for them already came after `since`, their requests wait (at most PENDING_MS) until it says it has refreshed or
   * ended their sessions, before a session of theirs is traded again.
   */
  changing(userIds: string[], since: number) {
    for (const userId of userIds) {
      // A session this gateway holds is one identity will refresh or end, and say so; with none held here, the next
      // request trades its session anew anyway (identity may have no session of theirs to announce).
      const held = [...this.byUser.get(userId) ?? []].some((id) => this.cache.has(id) || this.inflight.has(id));
      this.forgetUser(userId);
      if (!held || this.pending.has(userId) || (this.lastChanged.get(userId) ?? -Infinity) >= since) continue;
      let settle = () => undefined as void;
      const applied = new Promise<void>((resolve) => (settle = resolve));
      const timer = setTimeout(() => entry.settle(), PENDING_MS);
      timer.unref();
      const entry: Pending = {
        applied,
        settle: () => {
          clearTimeout(timer);
          if (this.pending.get(userId) === entry) this.pending.delete(userId);
          settle();
        },
      };
      this.pending.set(userId, entry);
    }
  }

  /**
   * Another service changed the grants of every user of these roles by a call sent at `since` (the age-of-majority
   * rule: every guardian's `students` claim), and identity applies it from an event, refreshing each one's sessions.
   * The answer names the role, since the users may be many; the users this gateway holds a session of are the ones
   * it could serve a token of before the change, and the cache says who they are: each is treated as by `changing`.
   */
  changingRoles(roles: string[], since: number) {
    const users = new Set<string>();
    for (const { user } of this.cache.values()) if (user?.role && roles.includes(user.role)) users.add(user.id);
    this.changing([...users], since);
  }

  /**
   * Drops every session of the user this gateway knows, cached or being exchanged (an exchange under way will not
   * cache its answer): called once identity has ended them all, before the request that ended them answers.
   */
  forgetUser(userId: string) {
    this.evictions++;
    for (const id of this.byUser.get(userId) ?? []) {
      this.cache.delete(id);
      this.inflight.delete(id);
    }
    this.byUser.delete(userId);
  }

  /** Drops what is known of a session, cached or being exchanged; an exchange under way will not cache its answer. */
  private forget(sessionId: string) {
    this.evictions++;
    this.cache.delete(sessionId);
    this.inflight.delete(sessionId);
  }

  private exchange(sessionId: string): Promise<Cached> {
    const running = this.inflight.get(sessionId);
    if (running) return running;
    const evictionsBefore = this.evictions;
    const call = this.fetchGrant(sessionId, () => this.evictions === evictionsBefore).finally(() => {
      if (this.inflight.get(sessionId) === call) this.inflight.delete(sessionId);
    });
    this.inflight.set(sessionId, call);
    return call;
  }

  /** `current`: no eviction came since the exchange started, so its answer may be cached. */
  private async fetchGrant(sessionId: string, current: () => boolean): Promise<Cached> {
    const res = await fetch(`${this.identityUrl()}/internal/session/exchange`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...traceHeaders() },
      body: JSON.stringify({ session: sessionId }),
    });
    if (res.status === 401 || res.status === 400) {
      this.cache.delete(sessionId);
      throw new UnauthenticatedError('Your session has ended. Please sign in again.');
    }
    if (!res.ok) {
      this.log.error({ status: res.status }, 'session exchange failed');
      throw new Error(`session exchange failed with ${res.status}`);
    }
    const body = (await res.json()) as { accessToken: string; expiresAt: string; user?: Partial<SessionUser> };
    const expires = Date.parse(body.expiresAt);
    // Refresh well before expiry; never cache longer than the configured bound.
    const now = Date.now();
    const refreshAt = Math.min(expires - 30_000, now + this.cacheSeconds * 1000);
    const entry = { accessToken: body.accessToken, user: sessionUser(body.user), refreshAt, renewAt: now + 0.75 * (refreshAt - now) };
    if (current()) {
      if (this.cache.size > 50_000) {
        this.cache.clear();
        this.byUser.clear();
      }
      this.cache.set(sessionId, entry);
      // Ids of sessions evicted since stay listed until their user's next forgetUser: forgetting them again is harmless.
      if (entry.user) this.byUser.set(entry.user.id, (this.byUser.get(entry.user.id) ?? new Set()).add(sessionId));
    }
    return entry;
  }

  /**
   * Ends a session at identity. A failure throws, so a logout never answers success while the session
   * still works; an id identity cannot read (400) names no session, so there is nothing to end.
   */
  async revoke(sessionId: string) {
    this.forget(sessionId);
    const res = await fetch(`${this.identityUrl()}/internal/session/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...traceHeaders() },
      body: JSON.stringify({ session: sessionId }),
    });
    if (!res.ok && res.status !== 400) {
      this.log.error({ status: res.status }, 'session revoke failed');
      throw new Error(`session revoke failed with ${res.status}`);
    }
  }

  /**
   * The browser sign-in: hands the realm's access token to identity, which verifies it against the
   * realm's keys and opens a session (or, for the caller's current session, takes the renewed token). The cached
   * grant of a renewed session is dropped, so the next request carries the new token.
   */
  async open(accessToken: string, currentSession: string | null): Promise<OpenedSession> {
    const res = await fetch(`${this.identityUrl()}/internal/session/open`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...traceHeaders() },
      body: JSON.stringify({ accessToken, session: currentSession }),
    });
    const body = (await res.json().catch(() => ({}))) as Partial<OpenedSession> & { message?: string };
    if (!res.ok) {
      if (res.status >= 500 && res.status !== 503) this.log.error({ status: res.status }, 'session open failed');
      throw RestError.fromUpstream(res.status, body.message ?? 'Sign-in failed. Please try again.');
    }
    const opened = body as OpenedSession;
    this.forget(opened.session.token);
    return opened;
  }

  /** What the sign-in page offers (identity decides from its configuration); cached, it changes only with a restart. */
  async signInOptions(): Promise<unknown> {
    if (this.options) return this.options;
    const res = await fetch(`${this.identityUrl()}/internal/sign-in-options`, { headers: { ...traceHeaders() } });
    if (!res.ok) {
      this.log.error({ status: res.status }, 'sign-in options unavailable');
      throw new Error(`sign-in options failed with ${res.status}`);
    }
    this.options = await res.json();
    return this.options;
  }

  async close() {
    for (const sub of this.subs) await sub.stop();
  }
}

/** Only a complete user description is used; an older identity service that sends less leaves it null. */
function sessionUser(u: Partial<SessionUser> | undefined): SessionUser | null {
  if (!u || typeof u.id !== 'string' || typeof u.email !== 'string') return null;
  return { id: u.id, userId: u.userId ?? u.id, email: u.email, firstName: u.firstName ?? null, lastName: u.lastName ?? null, role: u.role ?? null, language: u.language ?? null };
}
