import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import KcAdminClient from '@keycloak/keycloak-admin-client';
import { decodeJwt } from 'jose';
import { createLogger, openSqlite } from '@counsel/kit';
import { dockerAvailable } from '@counsel/kit/mongo';
import { KeycloakCredentials } from '../src/adapters/keycloak/keycloak-credentials.js';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteIdentityStore } from '../src/adapters/sqlite/sqlite-identity-store.js';
import type { RunningKeycloak } from './keycloak-container.js';

/**
 * Roster-imported accounts in Keycloak mode: the realm user keeps the roster's id, has no password and the
 * UPDATE_PASSWORD required action; the `schools` attribute reaches the token; deactivation disables it.
 */
const docker = await dockerAvailable();
if (!docker) {
  describe('keycloak roster accounts', () => {
    it.skip('skipped: no Docker engine reachable for testcontainers (run `npm run test:containers` where one exists)', () => undefined);
  });
} else {
  describe('keycloak roster accounts', () => {
    let kc: RunningKeycloak;
    let creds: KeycloakCredentials;
    let store: SqliteIdentityStore;
    let operator: KcAdminClient;
    const db = openSqlite(':memory:', 'identity', migrations);

    beforeAll(async () => {
      const { startKeycloak } = await import('./keycloak-container.js');
      kc = await startKeycloak();
      operator = new KcAdminClient({ baseUrl: kc.url, realmName: 'master' });
      await operator.auth({ grantType: 'password', clientId: 'admin-cli', username: 'admin', password: kc.adminPassword });
      operator.setConfig({ realmName: kc.realm });
      await prepareRealm(operator);
      store = new SqliteIdentityStore(db);
      // directGrant: these cases check the password path a realm with direct grants turned on still has.
      creds = new KeycloakCredentials({ url: kc.url, realm: kc.realm, clientId: kc.clientId, clientSecret: kc.clientSecret, directGrant: true }, store, createLogger('test', 'silent'));
    }, 600_000);
    afterAll(async () => {
      db.close();
      await kc?.stop();
    }, 60_000);

    it('creates the realm user with the roster id, no credential and the UPDATE_PASSWORD action', async () => {
      const id = randomUUID();
      const email = `imported-${id.slice(0, 8)}@district.org`;
      const user = await creds.importAccount({ id, email, firstName: 'Imani', lastName: 'Okafor', role: 'student', importId: 'imp-kc' });
      expect(user).toMatchObject({ id, email, activated: false, importId: 'imp-kc' });
      const realmUser = await operator.users.findOne({ id });
      expect(realmUser).toMatchObject({ id, email, enabled: true, requiredActions: ['UPDATE_PASSWORD'] });
      expect(await operator.users.getCredentials({ id })).toEqual([]);
      expect((await operator.users.listRealmRoleMappings({ id })).map((r) => r.name)).toContain('student');
      expect(await creds.verify(email, 'any-password-1')).toBeNull();
      // A redelivered import leaves the realm user as it is.
      await creds.syncAccount(id, { email, firstName: 'Imani', lastName: 'Okafor', role: 'student', enabled: true });
      expect((await operator.users.findOne({ id }))?.requiredActions).toEqual(['UPDATE_PASSWORD']);
    });

    it('puts a staff member\'s schools in the token and disables a deactivated account', async () => {
      const id = randomUUID();
      const email = `staff-${id.slice(0, 8)}@district.org`;
      await creds.importAccount({ id, email, firstName: 'Casey', lastName: 'Nguyen', role: 'counselor', importId: 'imp-kc' });
      await creds.syncSchools(id, ['school-a', 'school-b']);
      await creds.setPassword(id, 'counselor-pass-1'); // as the user would through Keycloak's update-password page
      const signedIn = await creds.verify(email, 'counselor-pass-1');
      expect(signedIn?.user.id).toBe(id);
      const token = await creds.accessToken(signedIn!.user, 's1', signedIn!.refreshToken);
      expect(decodeJwt(token.token)).toMatchObject({ sub: id, schools: ['school-a', 'school-b'] });

      await creds.syncAccount(id, { email, firstName: 'Casey', lastName: 'Nguyen', role: 'counselor', enabled: false });
      expect((await operator.users.findOne({ id }))?.enabled).toBe(false);
      expect(await creds.verify(email, 'counselor-pass-1')).toBeNull();
    });
  });
}

/**
 * What the realm needs for roster imports. deploy/keycloak/realm.json carries two of the three, checked here:
 * the identity client's service account may partial-import (manage-realm), and a mapper puts the `schools`
 * attribute into access tokens as a multivalued claim. The third, letting users carry the attribute (user
 * profile: unmanagedAttributePolicy), is an operator step (docs/accounts.md), done here as an operator would.
 */
async function prepareRealm(admin: KcAdminClient) {
  const [identityClient] = await admin.clients.find({ clientId: 'counsel-identity' });
  const [realmManagement] = await admin.clients.find({ clientId: 'realm-management' });
  const serviceAccount = await admin.clients.getServiceAccountUser({ id: identityClient.id! });
  const granted = await admin.users.listClientRoleMappings({ id: serviceAccount.id!, clientUniqueId: realmManagement.id! });
  if (!granted.some((r) => r.name === 'manage-realm')) throw new Error('realm.json: the counsel-identity service account lacks manage-realm');
  const mappers = await admin.clients.listProtocolMappers({ id: identityClient.id! });
  if (!mappers.some((m) => m.name === 'schools' && m.config?.['claim.name'] === 'schools')) throw new Error('realm.json: counsel-identity has no schools claim mapper');
  const profile = await admin.users.getProfile();
  // The client's enum of this value is not exported from its entry point; the wire value is the string.
  await admin.users.updateProfile({ ...profile, unmanagedAttributePolicy: 'ADMIN_EDIT' as never });
}
