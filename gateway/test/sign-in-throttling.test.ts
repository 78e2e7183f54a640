import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { seedStudents } from './support/seed-students.js';

/**
 * Sign-in throttling through the real HTTP API (limits in docs/security.md): a school
 * behind one NAT is never locked out, and nobody can lock a known account out by failing on it.
 */
describe('sign-in throttling and the registration limit', () => {
  let portal: HostedPortal;
  const STUDENTS = 300;
  const PASSWORD = 'right-password-1';

  beforeAll(async () => {
    // The test's own proxy (loopback) may say which address a request came from. The shipped limits,
    // except a first delay long enough that the attacker's pair cannot wait it out while the test runs.
    portal = await startHostedTestPortal({ TRUSTED_PROXIES: 'loopback', LOGIN_BASE_DELAY_SECONDS: '30', REGISTER_MAX_PER_ADDRESS: '3' });
    seedStudents(portal.dataDir, STUDENTS, PASSWORD);
  }, 60_000);
  afterAll(async () => portal?.close());

  it('lets 300 students behind one school address sign in, some mistyping once or twice', async () => {
    const nat = { 'x-forwarded-for': '192.0.2.10' };
    const statuses: number[] = [];
    const signIn = async (i: number) => {
      const c = new Client(portal.url, nat);
      const typos = i % 3 === 0 ? 1 : i % 7 === 0 ? 2 : 0;
      for (let t = 0; t < typos; t++) statuses.push((await c.post('/api/auth/login', { email: `s${i}@school.test`, password: `wrong-${t}` })).status);
      const ok = await c.post('/api/auth/login', { email: `s${i}@school.test`, password: PASSWORD });
      statuses.push(ok.status);
      return ok.status;
    };
    const results: number[] = [];
    for (let i = 0; i < STUDENTS; i += 20) {
      results.push(...await Promise.all(Array.from({ length: Math.min(20, STUDENTS - i) }, (_, k) => signIn(i + k))));
    }
    expect(results.filter((s) => s !== 200)).toEqual([]);
    expect(statuses.filter((s) => s === 429)).toEqual([]);
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThan(100); // the mistypes did reach the limits
    // Some 450 password checks: 110 s on a loaded CI machine, hence the room.
  }, 300_000);

  it('does not let an attacker who knows a student\'s email keep the student out', async () => {
    const attacker = new Client(portal.url, { 'x-forwarded-for': '203.0.113.66' });
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      statuses.push((await attacker.post('/api/auth/login', { email: DEMO.student.email, password: `guess-${i}` })).status);
    }
    expect(statuses).not.toContain(200);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(90);

    const victim = new Client(portal.url, { 'x-forwarded-for': '198.51.100.7' });
    const signedIn = await victim.post<{ email: string }>('/api/auth/login', DEMO.student);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.email).toBe(DEMO.student.email);

    // The attacker's own pair stays throttled, even with the right password: guessing cannot go on.
    const again = await attacker.post<{ message: string }>('/api/auth/login', DEMO.student);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe('Too many failed sign-in attempts. Please wait a few minutes and try again.');
  }, 180_000);

  it('limits self-registrations per address (REGISTER_MAX_PER_ADDRESS, here 3)', async () => {
    const register = (n: number, from: string) => new Client(portal.url, { 'x-forwarded-for': from })
      .post<{ message: string }>('/api/auth/register', { email: `reg${n}@x.test`, password: 'long-enough-1', firstName: 'R', lastName: 'S' });
    for (let n = 0; n < 3; n++) expect((await register(n, '192.0.2.50')).status).toBe(201);
    const fourth = await register(3, '192.0.2.50');
    expect(fourth.status).toBe(429);
    expect(fourth.body.message).toBe('Too many accounts were created from this network. Please try again later.');
    expect((await register(4, '192.0.2.51')).status).toBe(201);
  }, 60_000);
});
