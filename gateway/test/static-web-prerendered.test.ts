import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { startHostedTestPortal, type HostedPortal } from './support/hosted-portal.js';

const INDEX = '<!doctype html><title>Counsel</title><div id="root"></div>';
const LOGIN = '<!doctype html><title>Sign In · Counsel</title><div id="root" data-prerendered="true"><form>Sign In</form></div>';
const LANDING = '<!doctype html><title>Counsel</title><div id="root" data-prerendered="true">Plan the road</div>';
const HASH = 'sha256-AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';
const EMBEDDED = { mode: 'embedded', passwordSignIn: true, registration: 'form', realm: null };

/** A build with index.html and the prerendered pages, drawn for the given sign-in options. */
function webDist(signInOptions: unknown, scriptHashes: string[]): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'counsel-web-prerendered-'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'prerendered'));
  writeFileSync(path.join(dist, 'prerendered', 'login.html'), LOGIN);
  writeFileSync(path.join(dist, 'prerendered', 'landing.html'), LANDING);
  const pages = { '/': 'prerendered/landing.html', '/login': 'prerendered/login.html' };
  writeFileSync(path.join(dist, 'prerendered', 'pages.json'), JSON.stringify({ pages, signInOptions, scriptHashes }));
  return dist;
}

describe('prerendered pages', () => {
  let portal: HostedPortal;
  let dist: string;
  beforeAll(async () => {
    // One well-formed hash and one that would break out of the header: only the first reaches the CSP.
    dist = webDist(EMBEDDED, [HASH, "sha256-x'; script-src *"]);
    portal = await startHostedTestPortal({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('go to a visitor without a session cookie, revalidated, varying by cookie', async () => {
    for (const [url, body] of [['/login', LOGIN], ['/login?next=%2Fstudent', LOGIN], ['/', LANDING]] as const) {
      const res = await fetch(portal.url + url);
      expect({ url, status: res.status }).toEqual({ url, status: 200 });
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('vary')).toMatch(/Cookie/);
      expect(await res.text()).toBe(body);
    }
  });

  it('do not go to a browser with a session cookie, nor answer other paths', async () => {
    const signedIn = await fetch(`${portal.url}/login`, { headers: { cookie: 'counsel_session=abc' } });
    expect(signedIn.headers.get('vary')).toMatch(/Cookie/);
    expect(await signedIn.text()).toBe(INDEX);
    expect(await (await fetch(`${portal.url}/set-password`)).text()).toBe(INDEX);
  });

  it("allow their inline script by its hash in the CSP, and no malformed hash", async () => {
    const csp = (await fetch(`${portal.url}/login`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain(`script-src 'self' '${HASH}';`);
    expect(csp).not.toContain('script-src *');
  });
});

describe('prerendered pages drawn for another sign-in', () => {
  let portal: HostedPortal;
  let dist: string;
  beforeAll(async () => {
    dist = webDist({ ...EMBEDDED, registration: 'none' }, [HASH]);
    portal = await startHostedTestPortal({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await portal?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('are not served: the portal offers other options than the page shows', async () => {
    expect(await (await fetch(`${portal.url}/login`)).text()).toBe(INDEX);
  });
});
