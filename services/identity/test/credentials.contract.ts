import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { decodeJwt } from 'jose';
import {
  ConflictError, DurableLocalBus, NotFoundError, OutboxEvents, UnauthenticatedError, ValidationError, createLogger, errorCodeStatus,
  type Principal, type Role, type TokenVerifier,
} from '@counsel/kit';
import { IdentityService } from '../src/application/identity.service.js';
import { LoginThrottle } from '../src/application/login-throttle.js';
import { RegistrationLimit } from '../src/application/registration-limit.js';
import type { CredentialProvider } from '../src/ports/credentials.js';
import type { IdentityStore } from '../src/ports/identity-store.js';

/** One credential provider with the store it writes to and the verifier other services would use for its tokens. */
export interface CredentialsHarness {
  credentials: CredentialProvider;
  store: IdentityStore;
  /** kit's createTokenVerifier, pointed at the provider's issuer and keys (its JWKS, or the realm's). */
  verifier: TokenVerifier;
  close(): Promise<void>;
}

const ROLES: Role[] = ['student', 'counselor', 'admin'];
const PASSWORD = 'first-pass1';

/*
 * Keycloak's brute-force protection (deploy/keycloak/realm.json) locks a user for a minute after two
 * failed sign-ins less than a second apart. So every test makes at most one failed attempt per
 * account, and checks the new password before the old one.
 */

/**
 * The CredentialProvider contract: what the identity service relies on from the embedded issuer and
 * from Keycloak alike. First the port itself, then the use cases of IdentityService on top of it.
 */
export function describeCredentialsContract(name: string, open: () => Promise<CredentialsHarness>) {
  describe(`credentials contract: ${name}`, () => {
    let h: CredentialsHarness;
    const run = randomUUID().slice(0, 8);
    let n = 0;
    const email = (label: string) => `${label}-${run}-${++n}@example.org`;
    const account = (role: Role, label: string = role) => ({ email: email(label), password: PASSWORD, firstName: 'Ada', lastName: `Lovelace ${label}`, role });

    beforeAll(async () => { h = await open(); });
    afterAll(async () => h?.close());

    /** Signs in and mints an access token for a made-up session id, as the service does. */
    async function tokenFor(mail: string, password: string) {
      const verified = await h.credentials.verify(mail, password);
      if (!verified) throw new Error(`sign-in refused for ${mail}`);
      return { verified, grant: await h.credentials.accessToken(verified.user, randomUUID(), verified.refreshToken) };
    }

    describe('port', () => {
      it.each(ROLES)('creates an account with the %s role that signs in, with a token that verifies and carries the role', async (role) => {
        const input = account(role);
        const created = await h.credentials.createAccount(input);
        expect(created).toMatchObject({ email: input.email, firstName: 'Ada', lastName: input.lastName, role });
        expect(await h.store.users.byId(created.id)).toMatchObject({ email: input.email, role }); // listing and search read the store

        const { verified, grant } = await tokenFor(input.email, PASSWORD);
        expect(verified.user).toMatchObject({ id: created.id, email: input.email, role });
        const principal = await h.verifier.verify(grant.token);
        expect(principal).toMatchObject({ userId: created.id, email: input.email, firstName: 'Ada', lastName: input.lastName, role });
        // Keycloak's claim shape, which every service reads.
        expect((decodeJwt(grant.token) as { realm_access?: { roles?: string[] } }).realm_access?.roles).toContain(role);
        // The gateway caches a token until shortly before expiresAt: it must be the token's own expiry.
        const exp = decodeJwt(grant.token).exp! * 1000;
        expect(Math.abs(Date.parse(grant.expiresAt) - exp)).toBeLessThan(5_000);
        expect(exp).toBeGreaterThan(Date.now() + 60_000);
        expect(exp).toBeLessThanOrEqual(Date.now() + 3600_000);
      });

      it('refuses a second account with the same email, keeping the first one working', async () => {
        const input = account('student', 'dup');
        const first = await h.credentials.createAccount(input);
        await expect(h.credentials.createAccount({ ...account('counselor'), email: input.email, password: 'other-pass1' })).rejects.toThrow(ConflictError);
        expect((await h.credentials.verify(input.email, PASSWORD))?.user.id).toBe(first.id);
        expect((await h.store.users.byEmail(input.email))?.role).toBe('student');
      });

      it('answers a wrong password and an unknown email alike, with null', async () => {
        const input = account('student', 'wrong');
        await h.credentials.createAccount(input);
        expect(await h.credentials.verify(input.email, 'not-the-password')).toBeNull();
        expect(await h.credentials.verify(email('nobody'), PASSWORD)).toBeNull();
      });

      it('accepts a password of exactly six characters, the application’s minimum', async () => {
        // A stricter realm policy would refuse passwords the sign-up form accepts.
        const input = { ...account('student', 'six'), password: 'abc123' };
        await h.credentials.createAccount(input);
        expect(await h.credentials.verify(input.email, 'abc123')).not.toBeNull();
      });

      it('sets a new password: the new one signs in, the old one no longer does', async () => {
        const input = account('counselor', 'reset');
        const user = await h.credentials.createAccount(input);
        await h.credentials.setPassword(user.id, 'second-pass2');
        expect((await h.credentials.verify(input.email, 'second-pass2'))?.user.id).toBe(user.id);
        expect(await h.credentials.verify(input.email, PASSWORD)).toBeNull();
      });

      it('refuses to set the password of an unknown user with NotFoundError', async () => {
        await expect(h.credentials.setPassword(randomUUID(), 'second-pass2')).rejects.toThrow(NotFoundError);
      });

      it('keeps a session going: each access token is new and verifies, and the refresh token handed back works next time', async () => {
        const input = account('student', 'chain');
        await h.credentials.createAccount(input);
        const { verified, grant: first } = await tokenFor(input.email, PASSWORD);
        const second = await h.credentials.accessToken(verified.user, randomUUID(), first.refreshToken);
        const third = await h.credentials.accessToken(verified.user, randomUUID(), second.refreshToken);
        expect(new Set([first.token, second.token, third.token]).size).toBe(3);
        for (const g of [first, second, third]) expect((await h.verifier.verify(g.token)).userId).toBe(verified.user.id);
      });

      it('answers simultaneous token requests for one session alike (a page load sends several)', async () => {
        const input = account('student', 'burst');
        await h.credentials.createAccount(input);
        const { verified, grant } = await tokenFor(input.email, PASSWORD);
        const sid = randomUUID();
        const burst = await Promise.all([1, 2, 3].map(() => h.credentials.accessToken(verified.user, sid, grant.refreshToken)));
        for (const g of burst) expect((await h.verifier.verify(g.token)).userId).toBe(verified.user.id);
        // Whatever each caller stores as the session's next refresh token must keep the session going.
        for (const g of burst) await expect(h.credentials.accessToken(verified.user, sid, g.refreshToken)).resolves.toHaveProperty('token');
      });

      it('publishes verification keys only when it mints tokens itself', async () => {
        const keys = await h.credentials.jwks();
        if (h.credentials.kind === 'embedded') expect(keys?.keys.length).toBeGreaterThan(0);
        else expect(keys).toBeNull(); // Keycloak's realm serves its own JWKS
      });
    });

    describe('identity service on top', () => {
      let svc: IdentityService;
      let bus: DurableLocalBus;
      let events: OutboxEvents;
      let admin: Principal;
      beforeAll(async () => {
        const log = createLogger('test', 'silent');
        bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
        events = new OutboxEvents(h.store.outbox, bus, log);
        svc = new IdentityService({
          store: h.store, credentials: h.credentials, log, events,
          throttle: new LoginThrottle({ perAddress: 100, accountsPerAddress: 100, pairFreeFailures: 100, accountFreeFailures: 100, baseDelaySeconds: 1, maxDelaySeconds: 1, windowSeconds: 60, trustedPairSeconds: 60 }),
          registrations: new RegistrationLimit({ perAddress: 100, windowSeconds: 60 }), sessionTtlHours: 1,
        });
        const a = await h.credentials.createAccount(account('admin', 'svc-admin'));
        admin = { userId: a.id, email: a.email, firstName: a.firstName, lastName: a.lastName, role: 'admin', sessionId: null };
      });
      afterAll(async () => {
        await events?.close();
        await bus?.close();
      });

      /** What the gateway does on a request: session id in, verified principal out. */
      const principalOf = async (sessionId: string) => h.verifier.verify((await svc.exchange(sessionId)).accessToken);

      it('registers a student who is signed in at once, and signs in again later', async () => {
        const mail = email('register');
        const { user, session } = await svc.register({ email: mail, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }, null);
        expect(user).toMatchObject({ email: mail, role: 'student' });
        expect(await principalOf(session.token)).toMatchObject({ userId: user.id, role: 'student', email: mail });
        const again = await svc.login({ email: mail.toUpperCase(), password: PASSWORD }, '203.0.113.1');
        expect(again.user.id).toBe(user.id);
        expect((await principalOf(again.session.token)).userId).toBe(user.id);
        expect((await principalOf(again.session.token)).userId).toBe(user.id); // the stored refresh token was rotated correctly
      });

      it('refuses a wrong password with UnauthenticatedError (401)', async () => {
        const mail = email('login-wrong');
        await svc.register({ email: mail, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }, null);
        const err = await svc.login({ email: mail, password: 'not-the-password' }, '203.0.113.2').catch((e: unknown) => e);
        expect(err).toBeInstanceOf(UnauthenticatedError);
        expect(errorCodeStatus((err as UnauthenticatedError).code)).toBe(401);
      });

      it('refuses a password under six characters with ValidationError (400), creating nothing', async () => {
        const mail = email('short');
        const err = await svc.register({ email: mail, password: 'abc12', firstName: 'Grace', lastName: 'Hopper' }, null).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ValidationError);
        expect(errorCodeStatus((err as ValidationError).code)).toBe(400);
        expect(await h.store.users.byEmail(mail)).toBeNull();
        const target = await h.credentials.createAccount(account('student', 'short-reset'));
        await expect(svc.resetPassword(admin, target.id, 'abc12')).rejects.toThrow(ValidationError);
        expect(await h.credentials.verify(target.email, PASSWORD)).not.toBeNull();
      });

      it.each(['counselor', 'admin'] as const)('lets an admin create staff with the %s role, who sign in with it; a taken email is 409', async (role) => {
        const input = { email: email(`staff-${role}`), password: PASSWORD, firstName: 'Staff', lastName: 'Member', role };
        const user = await svc.createStaffAccount(admin, input);
        const { session } = await svc.login({ email: input.email, password: PASSWORD }, null);
        expect(await principalOf(session.token)).toMatchObject({ userId: user.id, role });
        const err = await svc.createStaffAccount(admin, input).catch((e: unknown) => e);
        expect(err).toBeInstanceOf(ConflictError);
        expect(errorCodeStatus((err as ConflictError).code)).toBe(409);
      });

      it('resets a password: open sessions end, the new password signs in, the old one does not', async () => {
        const mail = email('svc-reset');
        const { user, session } = await svc.register({ email: mail, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }, null);
        expect((await principalOf(session.token)).userId).toBe(user.id);
        await svc.resetPassword(admin, user.id, 'second-pass2');
        await expect(svc.exchange(session.token)).rejects.toThrow(UnauthenticatedError);
        const fresh = await svc.login({ email: mail, password: 'second-pass2' }, null);
        expect((await principalOf(fresh.session.token)).userId).toBe(user.id);
        await expect(svc.login({ email: mail, password: PASSWORD }, null)).rejects.toThrow(UnauthenticatedError);
      });

      it('exchanges one session for several simultaneous requests, and keeps it going after', async () => {
        const mail = email('svc-burst');
        const { user, session } = await svc.register({ email: mail, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }, null);
        const burst = await Promise.all([1, 2, 3, 4].map(() => principalOf(session.token)));
        expect(burst.map((p) => p.userId)).toEqual([user.id, user.id, user.id, user.id]);
        expect((await principalOf(session.token)).userId).toBe(user.id);
      });

      it('signs out one session without touching the user’s others', async () => {
        const mail = email('svc-logout');
        const { user, session: a } = await svc.register({ email: mail, password: PASSWORD, firstName: 'Grace', lastName: 'Hopper' }, null);
        const { session: b } = await svc.login({ email: mail, password: PASSWORD }, null);
        expect(await svc.logoutSession(a.token)).toBe(true);
        await expect(svc.exchange(a.token)).rejects.toThrow(UnauthenticatedError);
        expect((await principalOf(b.token)).userId).toBe(user.id);
      });
    });
  });
}
