import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Client, DEMO } from './support/client.js';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';

let portal: HostedPortal;
beforeAll(async () => { portal = await startHostedTestPortal(); });
afterAll(async () => portal?.close());

describe('security headers', () => {
  const expectHardened = (h: Headers) => {
    const csp = h.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(h.get('x-content-type-options')).toBe('nosniff');
    expect(h.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(h.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(h.get('referrer-policy')).toBe('no-referrer');
    expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(h.get('cross-origin-embedder-policy')).toBeNull();
    expect(h.get('x-powered-by')).toBeNull();
  };

  it('are on API answers, signed in or not, including errors and unknown routes', async () => {
    const c = new Client(portal.url);
    expectHardened((await c.request('GET', '/api/auth/user')).headers);
    expectHardened((await c.request('GET', '/api/no-such-route')).headers);
    expectHardened((await c.request('POST', '/api/auth/login', '{"email":')).headers);
    await c.request('POST', '/api/auth/login', DEMO.student);
    const me = await c.request('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expectHardened(me.headers);
  });

  it('are on the web app and GraphQL', async () => {
    const c = new Client(portal.url);
    expectHardened((await c.request('GET', '/')).headers);
    const graphql = await c.request('POST', '/graphql', { query: '{ __typename }' });
    expectHardened(graphql.headers);
    // Answers are never stored by caches, as Apollo's cache-control plugin answered without hints.
    expect(graphql.headers.get('cache-control')).toBe('no-store');
  });
});
