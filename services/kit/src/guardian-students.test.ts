import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, type Server } from 'node:http';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { createTokenVerifier, type TokenVerifier } from './auth.js';
import { UnavailableError } from './errors.js';
import { httpGuardianStudents, withGuardianStudents } from './guardian-students.js';

const ISSUER = 'https://keycloak.test/realms/counsel';
let key: CryptoKey;
let realm: TokenVerifier;
let server: Server;
let url = '';
/** What the stand-in for identity answers, by the token's subject; every call it received. */
const links = new Map<string, string[]>([['g-lucia', ['u-maya']]]);
const calls: string[] = [];
let status = 200;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  key = pair.privateKey;
  realm = createTokenVerifier({ jwks: createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' }] }), issuer: ISSUER });
  // Identity's route over real HTTP: it verifies the bearer token's claims and answers the guardian's links.
  server = createServer((req, res) => {
    void (async () => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      const p = await realm.verify(token).catch(() => null);
      calls.push(p?.userId ?? 'anonymous');
      res.writeHead(p ? status : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status === 200 && p ? { studentUserIds: links.get(p.userId) ?? [] } : { error: 'no' }));
    })();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => { await new Promise((r) => server.close(r)); });

const token = (sub: string, roles: string[], extra: Record<string, unknown> = {}) => new SignJWT({ realm_access: { roles }, email: `${sub}@x.org`, ...extra })
  .setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setSubject(sub).setIssuer(ISSUER).setIssuedAt().setExpirationTime('5m').sign(key);

describe('a guardian\u2019s students in Keycloak mode (tokens without a students claim)', () => {
  it('come from identity\u2019s links, asked with the guardian\u2019s token; other roles and tokens with the claim are not asked', async () => {
    let clock = 1_000;
    const v = withGuardianStudents(realm, httpGuardianStudents(() => url), { maxAgeMs: 3_000, now: () => clock });
    calls.length = 0;
    const lucia = await token('g-lucia', ['guardian']);
    expect((await v.verify(lucia)).studentUserIds).toEqual(['u-maya']);
    expect(calls).toEqual(['g-lucia']);
    expect((await v.verifyClaims!(lucia)).studentUserIds).toBeUndefined();

    // One page's many calls share the answer; a removed link shows once it is older than the bound.
    await Promise.all([v.verify(lucia), v.verify(lucia)]);
    expect(calls).toHaveLength(1);
    links.set('g-lucia', []);
    clock += 3_001;
    expect((await v.verify(lucia)).studentUserIds).toEqual([]);
    expect(calls).toHaveLength(2);
    links.set('g-lucia', ['u-maya']);

    expect((await v.verify(await token('c-1', ['counselor']))).studentUserIds).toBeUndefined();
    expect((await v.verify(await token('g-2', ['guardian'], { students: ['u-x'] }))).studentUserIds).toEqual(['u-x']);
    expect(calls).toHaveLength(2);
  });

  it('keep at most `maxTokens` answers: past it the least recently used token is asked about again', async () => {
    const v = withGuardianStudents(realm, httpGuardianStudents(() => url), { maxTokens: 1 });
    calls.length = 0;
    const [lucia, rosa] = [await token('g-lucia', ['guardian']), await token('g-rosa', ['guardian'])];
    await v.verify(lucia);
    await v.verify(lucia);
    expect(calls).toEqual(['g-lucia']);
    expect((await v.verify(rosa)).studentUserIds).toEqual([]);
    expect((await v.verify(lucia)).studentUserIds).toEqual(['u-maya']);
    expect(calls).toEqual(['g-lucia', 'g-rosa', 'g-lucia']);
  });

  it('fail closed when identity cannot answer, and ask again on the next request', async () => {
    const v = withGuardianStudents(realm, httpGuardianStudents(() => url));
    const lucia = await token('g-lucia', ['guardian']);
    status = 503;
    await expect(v.verify(lucia)).rejects.toThrow(UnavailableError);
    status = 200;
    expect((await v.verify(lucia)).studentUserIds).toEqual(['u-maya']);
  });
});
