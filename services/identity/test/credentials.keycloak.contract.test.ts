import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import {
  UnauthenticatedError, UnavailableError, ValidationError, createLogger, createTokenVerifier, openSqlite,
} from '@counsel/kit';
import { dockerAvailable } from '@counsel/kit/mongo';
import { KeycloakCredentials, type KeycloakOptions } from '../src/adapters/keycloak/keycloak-credentials.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteIdentityStore } from '../src/adapters/sqlite/sqlite-identity-store.js';
import type { IdentityStore } from '../src/ports/identity-store.js';
import { describeCredentialsContract, type CredentialsHarness } from './credentials.contract.js';
import type { RunningKeycloak } from './keycloak-container.js';

const log = createLogger('test', 'silent');

/** The identity service's side: its SQLite mirror of accounts, and Keycloak's adapter over it. */
function openStores() {
  const dir = mkdtempSync(path.join(tmpdir(), 'counsel-keycloak-'));
  const db = openSqlite(dir, 'identity', migrations);
  return { store: new SqliteIdentityStore(db), close: () => { db.close(); rmSync(dir, { recursive: true, force: true }); } };
}

/**
 * The password contract, where a district turned direct grants on (KEYCLOAK_DIRECT_GRANT; the container's realm
 * allows them, see keycloak-container.ts). By default no password reaches Keycloak from Counsel.
 */
function adapter(kc: RunningKeycloak, store: IdentityStore, extra: Partial<KeycloakOptions> = {}) {
  return new KeycloakCredentials({ url: kc.url, realm: kc.realm, clientId: kc.clientId, clientSecret: kc.clientSecret, directGrant: true, ...extra }, store, log);
}

const docker = await dockerAvailable();
if (!docker) {
  describe('credentials contract: keycloak', () => {
    it.skip('skipped: no Docker engine reachable for testcontainers (run `npm run test:containers` where one exists)', () => undefined);
  });
} else {
  describe('keycloak', () => {
    let kc: RunningKeycloak;
    beforeAll(async () => {
      const { startKeycloak } = await import('./keycloak-container.js');
      kc = await startKeycloak();
    }, 600_000); // the first run pulls the image
    afterAll(async () => kc?.stop(), 60_000);

    describeCredentialsContract('keycloak', async (): Promise<CredentialsHarness> => {
      const s = openStores();
      const realm = `${kc.url}/realms/${kc.realm}`;
      return {
        credentials: adapter(kc, s.store), store: s.store,
        // What services/kit's verifierFor builds from KEYCLOAK_URL: the realm's JWKS and issuer.
        verifier: createTokenVerifier({ jwks: new URL(`${realm}/protocol/openid-connect/certs`), issuer: realm }),
        close: async () => s.close(),
      };
    });

    /*
     * What only Keycloak has: refresh tokens of its own, and an admin console where a user can be
     * changed behind the identity service's back. The embedded issuer keeps no refresh tokens (its
     * sessions end in the session store, which the contract's service tests cover for both).
     */
    describe('keycloak only', () => {
      let s: ReturnType<typeof openStores>;
      let creds: KeycloakCredentials;
      let console_: KcAdminClient;
      const mail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.org`;
      const account = (label: string) => ({ email: mail(label), password: 'first-pass1', firstName: 'Ada', lastName: 'Lovelace', role: 'student' as const });
      async function signedIn(label: string) {
        const input = account(label);
        const user = await creds.createAccount(input);
        const v = await creds.verify(input.email, input.password);
        if (!v?.refreshToken) throw new Error('Keycloak gave no refresh token');
        return { input, user, refreshToken: v.refreshToken };
      }

      beforeAll(async () => {
        s = openStores();
        creds = adapter(kc, s.store);
        // Stands for an administrator in Keycloak's console (same service account: it holds manage-users).
        console_ = new KcAdminClient({ baseUrl: kc.url, realmName: kc.realm });
        await console_.auth({ grantType: 'client_credentials', clientId: kc.clientId, clientSecret: kc.clientSecret });
      });
      afterAll(() => s?.close());

      it('rotates refresh tokens: a spent one is refused once no replica remembers it', async () => {
        const { user, refreshToken } = await signedIn('rotate');
        const next = await creds.accessToken(user, 's1', refreshToken);
        expect(next.refreshToken).not.toBe(refreshToken);
        // A second identity replica shares no memory of the spent token, so it reaches the realm (revokeRefreshToken).
        await expect(adapter(kc, s.store).accessToken(user, 's1', refreshToken)).rejects.toThrow(UnauthenticatedError);
      });

      it('ends the realm sessions on a password reset: a refresh token from before is refused', async () => {
        const { user, refreshToken } = await signedIn('reset');
        await creds.setPassword(user.id, 'second-pass2');
        await expect(creds.accessToken(user, 's1', refreshToken)).rejects.toThrow(UnauthenticatedError);
      });

      it('refuses sign-in and refresh to a user disabled in the console', async () => {
        const { input, user, refreshToken } = await signedIn('disabled');
        const rep = await console_.users.findOne({ id: user.id });
        await console_.users.update({ id: user.id }, { ...rep, enabled: false });
        expect(await creds.verify(input.email, input.password)).toBeNull();
        await expect(creds.accessToken(user, 's1', refreshToken)).rejects.toThrow(UnauthenticatedError);
      });

      it('refuses sign-in and refresh to a user deleted in the console', async () => {
        const { input, user, refreshToken } = await signedIn('deleted');
        await console_.users.del({ id: user.id });
        expect(await creds.verify(input.email, input.password)).toBeNull();
        await expect(creds.accessToken(user, 's1', refreshToken)).rejects.toThrow(UnauthenticatedError);
      });

      it('mirrors a user made in the console, with its realm role, on first sign-in', async () => {
        const email = mail('console-made');
        const { id } = await console_.users.create({
          username: email, email, firstName: 'Made', lastName: 'Elsewhere', enabled: true, emailVerified: true,
          credentials: [{ type: 'password', value: 'first-pass1', temporary: false }],
        });
        const counselor = (await console_.roles.find()).find((r) => r.name === 'counselor');
        await console_.users.addRealmRoleMappings({ id, roles: [{ id: counselor!.id!, name: 'counselor' }] });
        expect(await s.store.users.byId(id)).toBeNull();
        expect((await creds.verify(email, 'first-pass1'))?.user).toMatchObject({ id, email, role: 'counselor' });
        expect(await s.store.users.byId(id)).toMatchObject({ email, firstName: 'Made', role: 'counselor' });
      });

      // The application checks the six-character minimum first; the realm's own policy is the backstop.
      it('maps the realm password policy to ValidationError, leaving no half-made account', async () => {
        const input = { ...account('policy'), password: 'abc' };
        await expect(creds.createAccount(input)).rejects.toThrow(ValidationError);
        expect(await console_.users.find({ email: input.email, exact: true })).toEqual([]);
        expect(await s.store.users.byEmail(input.email)).toBeNull();
        const { input: other, user } = await signedIn('policy-reset');
        await expect(creds.setPassword(user.id, 'abc')).rejects.toThrow(ValidationError);
        expect(await creds.verify(other.email, other.password)).not.toBeNull();
      });

      it('reports a wrong client secret as an outage, not as a wrong password', async () => {
        const { input } = await signedIn('secret');
        const misconfigured = adapter(kc, s.store, { clientSecret: 'not-the-secret' });
        await expect(misconfigured.verify(input.email, input.password)).rejects.toThrow(UnavailableError);
        await expect(misconfigured.createAccount(account('secret-2'))).rejects.toThrow(UnavailableError);
      });
    });
  });
}
