import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';
import { seedStudents } from './support/seed-students.js';

// One portal trusting 127.0.0.1 as its proxy. Requests sent from 127.0.0.2 (another loopback address)
// come from a peer that is not a trusted proxy: their forwarding headers must be ignored.
const PROXY = '127.0.0.1';
const CLIENT = '127.0.0.2';
let portal: HostedPortal;
beforeAll(async () => {
  portal = await startHostedTestPortal({ TRUSTED_PROXIES: PROXY, LOGIN_MAX_FAILURES_PER_ADDRESS: '30' });
  // The failed sign-ins below aim at these (cheaply hashed) students: an unknown account costs a full-strength
  // hash per attempt, and which address a failure counts against does not depend on the account.
  seedStudents(portal.dataDir, 80, 'right-password-1');
});
afterAll(async () => portal?.close());

interface Answer { status: number; headers: Record<string, string | string[] | undefined>; body: string }

/** One HTTP request from a chosen local address (fetch cannot choose it). */
function send(from: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> {
  const url = new URL(path, portal.url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method, localAddress: from,
      headers: { ...headers, ...(payload ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) } : {}) },
    }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

const sessionCookie = (a: Answer) => ([] as string[]).concat(a.headers['set-cookie'] ?? []).find((c) => c.startsWith('counsel_session='));
const login = (from: string, headers: Record<string, string> = {}) => send(from, 'POST', '/api/auth/login', headers, DEMO.student);
async function uploadUrl(from: string, headers: Record<string, string> = {}): Promise<string> {
  const cookie = sessionCookie(await login(from))!.split(';')[0];
  const res = await send(from, 'POST', '/api/documents/upload-url', { ...headers, cookie });
  expect(res.status).toBe(200);
  return (JSON.parse(res.body) as { uploadURL: string }).uploadURL;
}

describe('forwarding headers', () => {
  it('X-Forwarded-Proto from a client does not make the cookie Secure; from the trusted proxy it does', async () => {
    expect(sessionCookie(await login(CLIENT))).not.toMatch(/;\s*Secure/i);
    expect(sessionCookie(await login(CLIENT, { 'x-forwarded-proto': 'https' }))).not.toMatch(/;\s*Secure/i);
    expect(sessionCookie(await login(PROXY, { 'x-forwarded-proto': 'https' }))).toMatch(/;\s*Secure/i);
  });

  it('upload URLs ignore a client\'s X-Forwarded-Host and use the trusted proxy\'s', async () => {
    const own = new URL(portal.url).host;
    expect(new URL(await uploadUrl(CLIENT, { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' })).origin).toBe(`http://${own}`);
    expect(new URL(await uploadUrl(PROXY, { 'x-forwarded-host': 'portal.example', 'x-forwarded-proto': 'https' })).origin).toBe('https://portal.example');
  });

  it('a rotating X-Forwarded-For from a trusted proxy is honoured: each address has its own sign-in limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await send(PROXY, 'POST', '/api/auth/login', { 'x-forwarded-for': `198.51.100.${i + 1}` }, { email: `s${i}@school.test`, password: 'wrong-pass' });
      statuses.push(res.status);
    }
    expect(statuses.every((s) => s === 401)).toBe(true);
  }, 180_000); // 40 sign-ins one after another, each checking a password: over 60 s on a loaded CI machine

  it('a rotating X-Forwarded-For from any other peer is ignored: 40 failures count against the real address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const res = await send(CLIENT, 'POST', '/api/auth/login', { 'x-forwarded-for': `203.0.113.${i + 1}` }, { email: `s${40 + i}@school.test`, password: 'wrong-pass' });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30).every((s) => s === 429)).toBe(true);
    // The limit belongs to that peer's address, not to everyone: the proxy's other clients still sign in.
    expect((await login(PROXY, { 'x-forwarded-for': '198.51.100.200' })).status).toBe(200);
  }, 180_000);
});

describe('PUBLIC_URL', () => {
  let https: HostedPortal;
  beforeAll(async () => { https = await startHostedTestPortal({ PUBLIC_URL: 'https://counsel.example.org' }); });
  afterAll(async () => https?.close());

  it('an https PUBLIC_URL makes the session cookie Secure and is the origin of upload URLs', async () => {
    const res = await fetch(`${https.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-host': 'evil.example' }, body: JSON.stringify(DEMO.student) });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('counsel_session='))!;
    expect(cookie).toMatch(/;\s*Secure/i);
    const url = await fetch(`${https.url}/api/documents/upload-url`, { method: 'POST', headers: { cookie: cookie.split(';')[0], 'x-forwarded-host': 'evil.example' } });
    expect(((await url.json()) as { uploadURL: string }).uploadURL.startsWith('https://counsel.example.org/api/uploads/')).toBe(true);
  });
});
