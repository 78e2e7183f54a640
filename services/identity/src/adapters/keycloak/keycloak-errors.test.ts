import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { describe, expect, it } from '@jest/globals';
import { ForbiddenError, UnauthenticatedError, UnavailableError, createLogger, openSqlite } from '@counsel/kit';
import { migrations } from '../sqlite/migrations.js';
import { SqliteIdentityStore } from '../sqlite/sqlite-identity-store.js';
import { KeycloakCredentials } from './keycloak-credentials.js';
import { tokenRefusal } from './keycloak-errors.js';

describe('tokenRefusal (OAuth error codes of the token endpoint)', () => {
  it('treats only invalid_grant as the user’s credentials or session', () => {
    expect(tokenRefusal(401, 'invalid_grant')).toBe('credentials'); // wrong password
    expect(tokenRefusal(400, 'invalid_grant')).toBe('credentials'); // disabled user, spent refresh token
    expect(tokenRefusal(401, 'invalid_client')).toBe('configuration'); // wrong client secret
    expect(tokenRefusal(400, 'unauthorized_client')).toBe('configuration'); // direct grants turned off
    expect(tokenRefusal(503, undefined)).toBe('outage');
    expect(tokenRefusal(500, 'invalid_grant')).toBe('outage');
  });
});

/** A port nothing listens on: the real adapter against a Keycloak that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

describe('KeycloakCredentials when Keycloak cannot be reached', () => {
  it('answers every operation with UnavailableError, never a wrong-password null or a raw network error', async () => {
    const db = openSqlite(':memory:', 'identity', migrations);
    const kc = new KeycloakCredentials(
      // directGrant: a realm that allows the password grant (KEYCLOAK_DIRECT_GRANT), so verify goes to Keycloak.
      { url: `http://127.0.0.1:${await closedPort()}`, realm: 'counsel', clientId: 'counsel-identity', clientSecret: 'x', directGrant: true },
      new SqliteIdentityStore(db), createLogger('test', 'silent'),
    );
    const account = { email: 'a@example.org', password: 'secret1', firstName: 'A', lastName: 'B', role: 'student' as const };
    const user = { id: 'u1', email: 'a@example.org', firstName: 'A', lastName: 'B', role: 'student' as const, createdAt: '', lastLoginAt: null, schoolIds: null, activated: true, enabled: true, importId: null };
    await expect(kc.verify('a@example.org', 'secret1')).rejects.toThrow(UnavailableError);
    await expect(kc.createAccount(account)).rejects.toThrow(UnavailableError);
    await expect(kc.setPassword('u1', 'secret2')).rejects.toThrow(UnavailableError);
    await expect(kc.importAccount({ id: 'u2', email: 'b@example.org', firstName: 'B', lastName: 'C', role: 'student', importId: 'imp-1' })).rejects.toThrow(UnavailableError);
    await expect(kc.syncAccount('u1', { email: 'a@example.org', firstName: 'A', lastName: 'B', role: 'student', enabled: false })).rejects.toThrow(UnavailableError);
    await expect(kc.syncSchools('u1', ['school-a'])).rejects.toThrow(UnavailableError);
    await expect(kc.sendSetPasswordEmail('u1', 3600)).rejects.toThrow(UnavailableError);
    expect(await new SqliteIdentityStore(db).users.byId('u2')).toBeNull();
    await expect(kc.accessToken(user, 's1', 'some-refresh-token')).rejects.toThrow(UnavailableError);
    // A session without a realm refresh token (opened under the embedded issuer) has simply ended.
    await expect(kc.accessToken(user, 's1', null)).rejects.toThrow(UnauthenticatedError);
    expect(await new SqliteIdentityStore(db).users.byEmail('a@example.org')).toBeNull();
    db.close();
  });
});

describe('KeycloakCredentials by default', () => {
  it('sends no password to Keycloak: the password grant is refused before any call', async () => {
    let calls = 0;
    const server = createHttpServer((_req, res) => { calls++; res.writeHead(500).end(); });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    const db = openSqlite(':memory:', 'identity', migrations);
    const kc = new KeycloakCredentials(
      { url: `http://127.0.0.1:${port}`, realm: 'counsel', clientId: 'counsel-identity', clientSecret: 'x' },
      new SqliteIdentityStore(db), createLogger('test', 'silent'),
    );
    await expect(kc.verify('a@example.org', 'secret1')).rejects.toThrow(ForbiddenError);
    expect(calls).toBe(0);
    await new Promise((r) => server.close(r));
    db.close();
  });
});
