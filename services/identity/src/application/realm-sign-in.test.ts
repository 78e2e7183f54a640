// Sessions opened from the realm's access token (the browser sign-in), on the real SQLite stores, the
// in-memory durable bus, the real Keycloak token adapter against the realm's keys, and a real HTTP introspection
// endpoint standing in for Keycloak's.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import {
  DurableLocalBus, ForbiddenError, NotFoundError, OutboxEvents, UnauthenticatedError, createLogger, loadConfig,
} from '@counsel/kit';
import { identityConfigSchema } from '../config.js';
import { openIdentityStores, type IdentityStores } from '../adapters/open-adapters.js';
import { EmbeddedCredentials } from '../adapters/embedded-issuer/embedded-credentials.js';
import { loadOrCreateSigningKey } from '../adapters/embedded-issuer/signing-keys.js';
import { KeycloakRealmTokens } from '../adapters/keycloak/keycloak-realm-tokens.js';
import { IdentityService } from './identity.service.js';
import { LoginThrottle } from './login-throttle.js';
import { RealmSignIn } from './realm-sign-in.js';
import { RegistrationLimit } from './registration-limit.js';
import { until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
let stores: IdentityStores;
let bus: DurableLocalBus;
let events: OutboxEvents;
let service: IdentityService;
let realmSignIn: RealmSignIn;
let signingKey: CryptoKey;
let introspection: Server;
let realmUrl: string;
/** Subjects the stand-in realm no longer stands behind (user disabled, realm session ended). */
let inactive: Set<string>;
let created: EventPayloads[typeof Subjects.identityUserCreated][];

const ISSUER = () => `${realmUrl}/realms/counsel`;
const COUNSELOR = {
  sub: 'kc-7', email: 'Pat.Lee@District.example', given_name: 'Pat', family_name: 'Lee',
  realm_access: { roles: ['default-roles-counsel', 'counselor'] }, schools: ['school-a'],
};

async function token(claims: JWTPayload & Record<string, unknown> = COUNSELOR, opts: { seconds?: number; issuer?: string; azp?: string } = {}) {
  return new SignJWT({ typ: 'Bearer', azp: opts.azp ?? 'counsel-web', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: 'realm-key' })
    .setIssuer(opts.issuer ?? ISSUER())
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + (opts.seconds ?? 300))
    .sign(signingKey);
}

beforeEach(async () => {
  const pair = await generateKeyPair('ES256');
  signingKey = pair.privateKey;
  const jwks = createLocalJWKSet({ keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'realm-key', alg: 'ES256' }] });
  inactive = new Set();
  // Keycloak's introspection endpoint: client credentials in the form, `{ active }` back.
  introspection = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => { body += c.toString(); });
    req.on('end', () => {
      const form = new URLSearchParams(body);
      if (req.url !== '/realms/counsel/protocol/openid-connect/token/introspect' || form.get('client_secret') !== 'identity-secret') {
        res.writeHead(401).end();
        return;
      }
      const sub = JSON.parse(Buffer.from(String(form.get('token')).split('.')[1], 'base64url').toString()) as { sub: string };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ active: !inactive.has(sub.sub) }));
    });
  });
  await new Promise<void>((r) => introspection.listen(0, '127.0.0.1', r));
  realmUrl = `http://127.0.0.1:${(introspection.address() as AddressInfo).port}`;

  stores = await openIdentityStores(loadConfig(identityConfigSchema, { DATA_DIR: ':memory:' }), log);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new OutboxEvents(stores.outbox, bus, log);
  const realm = new KeycloakRealmTokens({
    url: realmUrl, realm: 'counsel', webClientId: 'counsel-web', clientId: 'counsel-identity', clientSecret: 'identity-secret', jwks,
  }, log);
  service = new IdentityService({
    store: stores, events, log, sessionTtlHours: 1,
    credentials: new EmbeddedCredentials(stores, await loadOrCreateSigningKey(stores.keys), 'https://issuer.test', 300),
    throttle: new LoginThrottle({
      perAddress: 100, accountsPerAddress: 30, pairFreeFailures: 3, accountFreeFailures: 10, baseDelaySeconds: 30, maxDelaySeconds: 600, windowSeconds: 900, trustedPairSeconds: 86_400,
    }),
    registrations: new RegistrationLimit({ perAddress: 2, windowSeconds: 3600 }),
    realm, passwordSignIn: false,
  });
  realmSignIn = new RealmSignIn({ store: stores, realm, sessionTtlHours: 1, events, log });
  created = [];
  await bus.subscribe(Subjects.identityUserCreated, async (e) => { created.push(e.data); }, { durable: 'test-created' });
});

afterEach(async () => {
  await events.close();
  await bus.close();
  await stores.close();
  await new Promise((r) => introspection.close(r));
});

describe('RealmSignIn: the account comes from the token', () => {
  it('creates the account at the first sign-in (names, email, role from realm roles, schools) and opens a session', async () => {
    const { user, session, renewed } = await realmSignIn.open(await token(), null);
    expect(renewed).toBe(false);
    expect(user).toMatchObject({ id: 'kc-7', email: 'pat.lee@district.example', firstName: 'Pat', lastName: 'Lee', role: 'counselor', schoolIds: ['school-a'] });
    expect(await stores.users.byId('kc-7')).toMatchObject({ role: 'counselor', schoolIds: ['school-a'], activated: true });
    expect((await stores.sessions.get(session.token))?.accessToken).toBeTruthy();
    await until('the user-created event', () => created.length > 0);
    expect(created).toEqual([{ userId: 'kc-7', email: 'pat.lee@district.example', role: 'counselor', createdBy: null, firstName: 'Pat', lastName: 'Lee' }]);
  });

  it('brings what changed in the realm at the next sign-in', async () => {
    await realmSignIn.open(await token(), null);
    const changed = { ...COUNSELOR, email: 'pat.lee-park@district.example', family_name: 'Lee-Park', realm_access: { roles: ['admin'] }, schools: ['school-b', 'school-c'] };
    const { user } = await realmSignIn.open(await token(changed), null);
    expect(user).toMatchObject({ email: 'pat.lee-park@district.example', lastName: 'Lee-Park', role: 'admin', schoolIds: ['school-b', 'school-c'] });
    expect(await stores.users.byId('kc-7')).toMatchObject({ email: 'pat.lee-park@district.example', lastName: 'Lee-Park', role: 'admin', schoolIds: ['school-b', 'school-c'] });
    expect((await stores.users.list({ q: 'lee-park', limit: 10, offset: 0 })).total).toBe(1);
  });

  it('hands a renewed token to the caller\'s current session instead of opening another', async () => {
    const first = await realmSignIn.open(await token(), null);
    const renewedToken = await token(COUNSELOR, { seconds: 600 });
    const again = await realmSignIn.open(renewedToken, first.session.token);
    expect(again).toMatchObject({ renewed: true, session: { token: first.session.token } });
    expect((await stores.sessions.get(first.session.token))?.accessToken).toBe(renewedToken);
    // Another user's token never lands in this session.
    const other = await realmSignIn.open(await token({ ...COUNSELOR, sub: 'kc-8', email: 'other@district.example' }), first.session.token);
    expect(other.renewed).toBe(false);
    expect(other.session.token).not.toBe(first.session.token);
  });

  it.each([
    ['another client\'s token', () => token(COUNSELOR, { azp: 'some-other-client' })],
    ['another issuer\'s token', () => token(COUNSELOR, { issuer: 'https://elsewhere.example/realms/counsel' })],
    ['an expired token', () => token(COUNSELOR, { seconds: -60 })],
    ['an ID token', () => token({ ...COUNSELOR, typ: 'ID' })],
    ['not a token', async () => 'not.a.token'],
  ])('refuses %s with 401 and creates nothing', async (_what, make) => {
    await expect(realmSignIn.open(await make(), null)).rejects.toThrow(UnauthenticatedError);
    expect(await stores.users.byId('kc-7')).toBeNull();
  });

  it('refuses a realm user with no Counsel role (403) and a disabled account (401)', async () => {
    await expect(realmSignIn.open(await token({ ...COUNSELOR, realm_access: { roles: ['default-roles-counsel'] } }), null)).rejects.toThrow(ForbiddenError);
    await realmSignIn.open(await token(), null);
    await stores.write((w) => w.users.updateImported('kc-7', { email: 'pat.lee@district.example', firstName: 'Pat', lastName: 'Lee', role: 'counselor', enabled: false, importId: 'imp-1' }));
    await expect(realmSignIn.open(await token(), null)).rejects.toThrow('This account is disabled');
  });

  it('answers 404 where no realm is configured (embedded mode)', async () => {
    const embedded = new RealmSignIn({ store: stores, realm: null, sessionTtlHours: 1, events: { committed: () => undefined }, log });
    await expect(embedded.open(await token(), null)).rejects.toThrow(NotFoundError);
  });
});

describe('IdentityService.exchange for a browser sign-in\'s session', () => {
  it('gives the gateway the realm token while the realm stands behind it; ends the session once it does not', async () => {
    const accessToken = await token();
    const { session } = await realmSignIn.open(accessToken, null);
    const exchanged = await service.exchange(session.token);
    expect(exchanged).toMatchObject({ accessToken, user: { id: 'kc-7', role: 'counselor' } });

    inactive.add('kc-7'); // disabled in Keycloak's console, or the realm session ended
    await expect(service.exchange(session.token)).rejects.toThrow(UnauthenticatedError);
    expect(await stores.sessions.get(session.token)).toBeNull();
  });

  it('refuses an expired token without ending the session, so the browser\'s renewal can still arrive', async () => {
    const { session } = await realmSignIn.open(await token(COUNSELOR, { seconds: 3 }), null);
    await expect(service.exchange(session.token)).rejects.toThrow(UnauthenticatedError);
    expect(await stores.sessions.get(session.token)).not.toBeNull();
    await realmSignIn.open(await token(), session.token);
    await expect(service.exchange(session.token)).resolves.toMatchObject({ user: { id: 'kc-7' } });
  });
});

describe('IdentityService with password sign-in turned off (Keycloak mode, direct grants off)', () => {
  it('refuses login, registration and set-password links with 403 before reading the input', async () => {
    await expect(service.login({ email: 'pat@district.example', password: 'whatever1' }, null)).rejects.toThrow(ForbiddenError);
    await expect(service.register({}, null)).rejects.toThrow("Accounts are created on your district's sign-in page.");
    await expect(service.setPasswordWithToken({ token: 'x', password: 'y' }, null)).rejects.toThrow(ForbiddenError);
  });
});
