import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { seedStudents } from './support/seed-students.js';

/**
 * A password spray (one address failing on many distinct accounts) through the real HTTP API, against a school
 * behind one NAT address (limits and figures in docs/security.md).
 */
describe('password spraying from one address', () => {
  let portal: HostedPortal;
  const STUDENTS = 300;
  const PASSWORD = 'right-password-1';
  const SLOWED = 'Too many failed sign-in attempts. Please wait a few minutes and try again.';
  const LOGIN = 'mutation($e: String!, $p: String!) { login(email: $e, password: $p) { user { email } } }';

  beforeAll(async () => {
    // The test's own proxy (loopback) says which address a request came from. The shipped limits, except a first
    // delay long enough that a slowed address cannot wait it out while a test runs.
    portal = await startHostedTestPortal({ TRUSTED_PROXIES: 'loopback', LOGIN_BASE_DELAY_SECONDS: '30' });
    seedStudents(portal.dataDir, STUDENTS, PASSWORD);
  }, 120_000);
  afterAll(async () => portal?.close());

  const rest = (from: string, email: string, password: string) =>
    new Client(portal.url, { 'x-forwarded-for': from }).post<{ message?: string; email?: string }>('/api/auth/login', { email, password });

  /** The `login` mutation, through the gateway's GraphQL or straight at the identity subgraph: the error code (and a wait). */
  async function graphqlLogin(via: 'gateway' | 'subgraph', from: string, email: string, password: string) {
    const [url, headers] = via === 'gateway'
      ? [`${portal.url}/graphql`, { 'x-forwarded-for': from }]
      // What the gateway itself sends a subgraph: the client address it settled on.
      : [`${portal.urls.identity}/graphql`, { 'x-counsel-client-address': from }];
    const res = await fetch(url, {
      method: 'POST', headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: LOGIN, variables: { e: email, p: password } }),
    });
    const body = (await res.json()) as { data?: { login?: { user: { email: string } } } | null; errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: unknown } }[] };
    const error = body.errors?.[0]?.extensions;
    if (error?.code === 'RATE_LIMITED' && !(typeof error.retryAfterSeconds === 'number' && error.retryAfterSeconds > 0)) return 'RATE_LIMITED without a wait';
    return body.data?.login ? 'OK' : error?.code;
  }

  it('slows 100 distinct accounts from one address from the 31st on, known and unknown accounts alike', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      // Half the guesses at real students, half at made-up addresses: both count.
      const email = i % 2 ? `s${200 + (i >> 1)}@school.test` : `guess-${i}@school.test`;
      statuses.push((await rest('203.0.113.10', email, 'Spring2026!')).status);
    }
    expect(statuses.indexOf(429) + 1).toBe(31);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    const slowed = await rest('203.0.113.10', 's0@school.test', PASSWORD); // refused before the password is checked
    expect(slowed.status).toBe(429);
    expect(slowed.body.message).toBe(SLOWED);
    // The wait runs from the 30th failure: LOGIN_BASE_DELAY_SECONDS (30 here) at most, less the time since.
    const retryAfter = Number(slowed.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    expect((await rest('203.0.113.11', 's0@school.test', PASSWORD)).status).toBe(200); // only that address
    // 100 sign-ins one after another, each hashing a password: over 60 s on a loaded 2-core CI machine.
  }, 240_000);

  it('does not slow 300 students behind one address who each mistype once and then sign in', async () => {
    const nat = '192.0.2.20';
    const statuses: number[] = [];
    const student = async (i: number) => {
      statuses.push((await rest(nat, `s${i}@school.test`, `${PASSWORD}x`)).status);
      const ok = await rest(nat, `s${i}@school.test`, PASSWORD);
      statuses.push(ok.status);
      return ok.body.email;
    };
    const signedIn: (string | undefined)[] = [];
    // A class of 25 at a time, each student mistyping, then signing in, the classmates' attempts interleaved.
    for (let i = 0; i < STUDENTS; i += 25) signedIn.push(...await Promise.all(Array.from({ length: 25 }, (_, k) => student(i + k))));
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401)).toHaveLength(STUDENTS);
    expect(signedIn).toEqual(Array.from({ length: STUDENTS }, (_, i) => `s${i}@school.test`));
  }, 180_000);

  it('lets a pair that signed in lately sign in while its address is slowed; a first-timer there waits', async () => {
    const school = '198.51.100.30';
    expect((await rest(school, 's1@school.test', PASSWORD)).status).toBe(200);
    // The spray aims at seeded students (cheaply hashed, each failed once before, from the NAT above): an unknown
    // account would cost a full-strength hash per guess and counts the same (the first test shows it).
    for (let i = 0; i < 30; i++) expect((await rest(school, `s${250 + i}@school.test`, 'Spring2026!')).status).toBe(401);
    expect((await rest(school, 's280@school.test', 'Spring2026!')).status).toBe(429);
    const trusted = await rest(school, 's1@school.test', PASSWORD);
    expect(trusted.status).toBe(200);
    expect(trusted.body.email).toBe('s1@school.test');
    expect((await rest(school, 's2@school.test', PASSWORD)).status).toBe(429);
  }, 120_000);

  it('counts the GraphQL login and a direct call to the identity subgraph in one rule', async () => {
    const from = '198.51.100.40';
    const codes: (string | undefined)[] = [];
    // Seeded students again, for the same reason (s100… failed once each, from the NAT).
    for (let i = 0; i < 30; i++) codes.push(await graphqlLogin(i % 2 ? 'subgraph' : 'gateway', from, `s${100 + i}@school.test`, 'Spring2026!'));
    expect(codes).toEqual(Array.from({ length: 30 }, () => 'UNAUTHENTICATED'));
    expect(await graphqlLogin('gateway', from, 's130@school.test', 'Spring2026!')).toBe('RATE_LIMITED');
    expect(await graphqlLogin('subgraph', from, 's3@school.test', PASSWORD)).toBe('RATE_LIMITED');
    expect((await rest(from, 's3@school.test', PASSWORD)).status).toBe(429);
    expect(await graphqlLogin('subgraph', '198.51.100.41', 's3@school.test', PASSWORD)).toBe('OK');
  }, 120_000);
});
