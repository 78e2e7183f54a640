import { beforeAll, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTVerifyGetKey } from 'jose';
import { createTokenVerifier } from './auth.js';
import { UnauthenticatedError } from './errors.js';
import { VerifiedTokenCache } from './verified-token-cache.js';

const ISSUER = 'https://issuer.test/realms/counsel';
let key: CryptoKey;
let jwks: JWTVerifyGetKey;

beforeAll(async () => {
  const pair = await generateKeyPair('ES256');
  key = pair.privateKey;
  jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'ES256' }] });
});

const sign = (exp: string | number = '5m', sub = 'user-1') => new SignJWT({ email: 'a@b.org', realm_access: { roles: ['student'] } })
  .setProtectedHeader({ alg: 'ES256', kid: 'k1' }).setIssuer(ISSUER).setSubject(sub).setIssuedAt().setExpirationTime(exp).sign(key);

/** Counts how often the verifier asks for a key, i.e. how often it really checks a signature. */
function counting() {
  const calls = { n: 0 };
  const getKey: JWTVerifyGetKey = (header, token) => { calls.n++; return jwks(header, token); };
  return { calls, getKey };
}

describe('token verification cache', () => {
  it('checks a token signature once and answers repeats from memory', async () => {
    const { calls, getKey } = counting();
    const verifier = createTokenVerifier({ jwks: getKey, issuer: ISSUER });
    const t = await sign();
    const first = await verifier.verify(t);
    const again = await verifier.verify(t);
    expect(again).toEqual(first);
    expect(calls.n).toBe(1);
    await verifier.verify(await sign('5m', 'user-2'));
    expect(calls.n).toBe(2);
  });

  it('never serves a token with changed bytes from the cache', async () => {
    const verifier = createTokenVerifier({ jwks, issuer: ISSUER });
    const t = await sign();
    await verifier.verify(t);
    const [h, p, s] = t.split('.');
    const forged = `${h}.${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(p, 'base64url').toString()), realm_access: { roles: ['admin'] } })).toString('base64url')}.${s}`;
    await expect(verifier.verify(forged)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('forgets an entry at the token expiry or after its maximum age, whichever is first', () => {
    let now = 1_000_000;
    const cache = new VerifiedTokenCache(10, 60_000, () => now);
    const principal = { userId: 'u', email: '', firstName: null, lastName: null, role: null, sessionId: null };
    cache.set('short', principal, (now + 10_000) / 1000);
    cache.set('long', principal, (now + 3_600_000) / 1000);
    cache.set('no-exp', principal, undefined);
    cache.set('already-expired', principal, (now - 1) / 1000);
    expect(cache.size).toBe(2);
    now += 10_000;
    expect(cache.get('short')).toBeNull();
    expect(cache.get('long')).toBe(principal);
    now += 50_000;
    expect(cache.get('long')).toBeNull();
  });

  it('stays within its size bound, dropping the oldest entry first', () => {
    const cache = new VerifiedTokenCache(3, 60_000, () => 0);
    const principal = { userId: 'u', email: '', firstName: null, lastName: null, role: null, sessionId: null };
    for (const t of ['a', 'b', 'c', 'd']) cache.set(t, principal, 3600);
    expect(cache.size).toBe(3);
    expect(cache.get('a')).toBeNull();
    expect(cache.get('d')).toBe(principal);
  });

  it('lets go of expired tokens nobody sends again as new ones arrive, instead of holding them up to its bound', () => {
    let now = 0;
    const cache = new VerifiedTokenCache(10_000, 60_000, () => now);
    const principal = { userId: 'u', email: '', firstName: null, lastName: null, role: null, sessionId: null };
    // A token a second for ten minutes, each replaced by the next (a session's refreshed grant): at most a minute's worth is alive.
    for (let i = 0; i < 600; i++, now += 1_000) cache.set(`t${i}`, principal, (now + 300_000) / 1000);
    expect(cache.size).toBeLessThanOrEqual(61);
    expect(cache.get('t599')).toBe(principal);
  });

  it('does not cache a refused token', async () => {
    const { calls, getKey } = counting();
    const verifier = createTokenVerifier({ jwks: getKey, issuer: 'https://someone-else' });
    const t = await sign();
    await expect(verifier.verify(t)).rejects.toBeInstanceOf(UnauthenticatedError);
    await expect(verifier.verify(t)).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(calls.n).toBe(2);
  });
});
