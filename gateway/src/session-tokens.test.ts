import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { DurableLocalBus, createLogger } from '@counsel/kit';
import { SessionTokens } from './session-tokens.js';
import { until } from '../../services/kit/test/support/eventually.js';

/** A stand-in for identity's exchange endpoint over real HTTP: each exchange mints a numbered token. */
let server: Server;
let url: string;
let exchanges = 0;
/** While set, the stand-in answers an exchange of `held` only once it resolves: an exchange that takes a while. */
let hold: Promise<void> | null = null;
const held = 'revoked-midway';
let bus: DurableLocalBus;
let tokens: SessionTokens;
const log = createLogger('test', 'silent');

beforeAll(async () => {
  server = createServer(async (req, res) => {
    exchanges++;
    const n = exchanges;
    let body = '';
    for await (const chunk of req) body += chunk;
    if (hold && body.includes(held)) await hold;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({
      accessToken: `token-${n}`, expiresAt: new Date(Date.now() + 300_000).toISOString(),
      user: { id: 'u1', userId: 'u1', email: 'c@district.org', firstName: null, lastName: null, role: 'counselor' },
    }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  tokens = new SessionTokens(() => url, 300, log);
  await tokens.listen(bus, 'test');
});
afterAll(async () => {
  await tokens.close();
  await bus.close();
  await new Promise((resolve) => server.close(resolve));
});

describe('SessionTokens cache', () => {
  it('drops a session\'s cached token as soon as identity says its claims changed (schools, role), and only that session\'s', async () => {
    expect((await tokens.grant('s1')).accessToken).toBe('token-1');
    expect((await tokens.grant('s2')).accessToken).toBe('token-2');
    expect((await tokens.grant('s1')).accessToken).toBe('token-1'); // cached
    expect(exchanges).toBe(2);

    await bus.publish(Subjects.identitySessionRefreshed, { userId: 'u1', sessionIds: ['s1'] });
    // The next request after the event trades the session again: a counselor removed from a school has lost it.
    await until('a new token for the refreshed session', async () => (await tokens.grant('s1')).accessToken !== 'token-1');
    expect((await tokens.grant('s1')).accessToken).toBe('token-3');
    expect((await tokens.grant('s2')).accessToken).toBe('token-2');
    expect(exchanges).toBe(3);
  });

  it('still evicts on revocation', async () => {
    const before = (await tokens.grant('s2')).accessToken;
    await bus.publish(Subjects.identitySessionRevoked, { userId: 'u1', sessionIds: ['s2'], reason: 'admin' });
    await until('a new token for the revoked session', async () => (await tokens.grant('s2')).accessToken !== before);
  });
});

describe('SessionTokens exchanges', () => {
  it('trades a session once for the requests that arrive together without a token', async () => {
    const fresh = new SessionTokens(() => url, 300, log);
    const before = exchanges;
    const grants = await Promise.all(Array.from({ length: 5 }, () => fresh.grant('together')));
    expect(new Set(grants.map((g) => g.accessToken)).size).toBe(1);
    expect(exchanges - before).toBe(1);
  });

  it('renews a token in the background before its refresh time, so no request waits for identity', async () => {
    // A one-second cache: refresh at 1 s, renewal from 0.75 s.
    const short = new SessionTokens(() => url, 1, log);
    const first = (await short.grant('renewed')).accessToken;
    await new Promise((r) => setTimeout(r, 800));
    const before = exchanges;
    // Still inside the cache's bound: the cached token answers at once, and the exchange starts behind it.
    expect((await short.grant('renewed')).accessToken).toBe(first);
    await until('the renewed token cached', async () => exchanges > before);
    await until('the renewed token served', async () => (await short.grant('renewed')).accessToken !== first);
  });

  it('does not keep a token whose session was revoked while it was being traded', async () => {
    let release!: () => void;
    hold = new Promise((resolve) => { release = resolve; });
    const probe = (await tokens.grant('probe')).accessToken;
    const before = exchanges;
    const waiting = tokens.grant(held);
    await until('the exchange to reach identity', async () => exchanges > before);
    await bus.publish(Subjects.identitySessionRevoked, { userId: 'u1', sessionIds: [held, 'probe'], reason: 'admin' });
    // The same event dropped the probe session's token: once the probe trades again, the revocation has been handled.
    await until('the revocation handled', async () => (await tokens.grant('probe')).accessToken !== probe);
    release();
    hold = null;
    const stale = (await waiting).accessToken;
    expect((await tokens.grant(held)).accessToken).not.toBe(stale);
  });
});

describe('SessionTokens told of a change another service made to a user\'s grants', () => {
  let told: SessionTokens;
  beforeAll(async () => {
    told = new SessionTokens(() => url, 300, log);
    await told.listen(bus, 'told');
  });
  afterAll(async () => told.close());

  it('holds the user\'s next grant until identity says it has refreshed their sessions, then trades anew', async () => {
    const first = (await told.grant('moved')).accessToken;
    told.changing(['u1'], Date.now());
    let granted: string | null = null;
    const next = told.grant('moved').then((g) => (granted = g.accessToken));
    await new Promise((r) => setTimeout(r, 200));
    // Identity has not said so yet: whatever it would grant now may be of before the change.
    expect(granted).toBeNull();
    const exchangesBefore = exchanges;
    await bus.publish(Subjects.identitySessionRefreshed, { userId: 'u1', sessionIds: ['moved'] });
    await next;
    expect(granted).not.toBe(first);
    expect(Number(granted!.replace('token-', ''))).toBeGreaterThan(exchangesBefore);
  });

  it('holds the next grant of every user of a role told of as changing until identity refreshed that user, and no other role', async () => {
    const first = (await told.grant('of-role')).accessToken;
    // The stand-in's user is a counselor: another role's change neither evicts nor holds them.
    told.changingRoles(['guardian'], Date.now());
    expect((await told.grant('of-role')).accessToken).toBe(first);
    told.changingRoles(['counselor'], Date.now());
    let granted: string | null = null;
    const next = told.grant('of-role').then((g) => (granted = g.accessToken));
    await new Promise((r) => setTimeout(r, 200));
    expect(granted).toBeNull();
    const exchangesBefore = exchanges;
    await bus.publish(Subjects.identitySessionRefreshed, { userId: 'u1', sessionIds: ['of-role'] });
    await next;
    expect(granted).not.toBe(first);
    expect(Number(granted!.replace('token-', ''))).toBeGreaterThan(exchangesBefore);
    // Identity has said so for this user: their later grants no longer wait.
    const started = Date.now();
    await told.grant('of-role');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('does not hold it when identity\'s event came before the answer that told of the change', async () => {
    const since = Date.now();
    const before = (await told.grant('early')).accessToken;
    await bus.publish(Subjects.identitySessionRefreshed, { userId: 'u1', sessionIds: ['early'] });
    await until('the event handled', async () => (await told.grant('early')).accessToken !== before);
    told.changing(['u1'], since);
    const started = Date.now();
    await told.grant('early');
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
