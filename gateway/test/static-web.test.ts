import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';

const INDEX = '<!doctype html><title>Counsel</title><div id="root"></div>';
let portal: HostedPortal;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'counsel-web-'));
  writeFileSync(path.join(webDist, 'index.html'), INDEX);
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  portal = await startHostedTestPortal({ WEB_DIST: webDist });
});
afterAll(async () => {
  await portal?.close();
  rmSync(webDist, { recursive: true, force: true });
});

// Plain curl sends "Accept: */*"; a load balancer's health check often sends no Accept at all.
const get = (url: string, accept?: string, method = 'GET') =>
  fetch(portal.url + url, { method, headers: accept === undefined ? {} : { accept } });

describe('the web app', () => {
  it('is served at / and at client-side routes whatever the request accepts', async () => {
    for (const [url, accept] of [['/', '*/*'], ['/', undefined], ['/student/documents', '*/*'], ['/login?next=%2F', 'application/json'], ['/', 'text/html']] as const) {
      const res = await get(url, accept);
      expect({ url, accept, status: res.status }).toEqual({ url, accept, status: 200 });
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await res.text()).toBe(INDEX);
    }
    const head = await get('/', undefined, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('serves built files as themselves, and a missing bundle is a 404', async () => {
    const js = await get('/assets/app-1234.js', '*/*');
    expect(js.status).toBe(200);
    expect(await js.text()).toBe('console.log(1)');
    expect((await get('/assets/app-gone.js', '*/*')).status).toBe(404);
  });

  it('is never the answer to an API, GraphQL or probe path', async () => {
    for (const url of ['/api/no-such-route', '/api', '/api/uploads/nope', '/graphql/x', '/metrics/x', '/healthz/x']) {
      const res = await get(url, 'text/html');
      expect({ url, status: res.status }).toEqual({ url, status: 404 });
      expect(await res.json()).toEqual({ message: 'Not found' });
    }
    expect((await get('/healthz', '*/*')).status).toBe(200);
    expect(await (await get('/healthz', 'text/html')).json()).toMatchObject({ status: 'ok' });
  });

  it('is not the answer to other methods', async () => {
    const res = await fetch(`${portal.url}/somewhere`, { method: 'POST', headers: { accept: 'text/html' } });
    expect(res.status).toBe(404);
  });
});
