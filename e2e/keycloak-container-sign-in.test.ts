// Against Keycloak itself: the same journey as keycloak-sign-in.test.ts (which runs everywhere, against
// oidc-provider), with the shipped realm in a Keycloak container (testcontainers) and Keycloak's own sign-in page.
// Skipped where no Docker engine or no chromium is available.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startPortal } from '@counsel/gateway';
import { dockerAvailable } from '@counsel/kit/mongo';
import type { RunningKeycloak } from '../services/identity/test/keycloak-container';
import { chromiumAvailable, launchBrowser, openPage, unexpectedProblems, type OpenPage } from './browser';
import { ensureWebBuilt, WEB_DIST } from './portal';

const TIMEOUT = 600_000;
const CACHE_SECONDS = 2;
const run = chromiumAvailable() && (await dockerAvailable());
const SIGNED_OUT = [/status of 401 \(Unauthorized\)/];

/** A free port, so the realm's redirect URIs can name the portal before it starts. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  await new Promise((r) => server.close(r));
  return port;
}

if (!run) {
  describe('sign-in with the district account against Keycloak (container)', () => {
    it.skip('skipped: needs a Docker engine for testcontainers and /usr/bin/chromium (run `npm run test:containers` where they exist)', () => undefined);
  });
} else {
  describe('sign-in with the district account against Keycloak (container)', () => {
    let kc: RunningKeycloak;
    let portal: Awaited<ReturnType<typeof startPortal>>;
    let url: string;
    let browser: Browser;
    let operator: Awaited<ReturnType<typeof import('../services/identity/test/keycloak-container').realmOperator>>;
    let dataDir: string;
    const opened: OpenPage[] = [];
    const password = `pw-${randomBytes(6).toString('hex')}`;

    async function realmUser(username: string, role: string, firstName: string, lastName: string) {
      const { id } = await operator.users.create({
        username, email: `${username}@district.example`, firstName, lastName, enabled: true, emailVerified: true,
        credentials: [{ type: 'password', value: password, temporary: false }],
      });
      const realmRole = (await operator.roles.find()).find((r) => r.name === role)!;
      await operator.users.addRealmRoleMappings({ id, roles: [{ id: realmRole.id!, name: role }] });
      return id;
    }

    beforeAll(async () => {
      ensureWebBuilt();
      const port = await freePort();
      url = `http://127.0.0.1:${port}`;
      const { realmOperator, startKeycloak } = await import('../services/identity/test/keycloak-container');
      kc = await startKeycloak({ directGrants: false, publicUrl: url });
      operator = await realmOperator(kc);
      dataDir = mkdtempSync(path.join(tmpdir(), 'counsel-e2e-kc-'));
      portal = await startPortal({
        env: {
          PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '0', LOG_LEVEL: 'warn', WEB_DIST, PUBLIC_URL: url,
          KEYCLOAK_URL: kc.url, KEYCLOAK_REALM: kc.realm, KEYCLOAK_CLIENT_SECRET: kc.clientSecret, SESSION_CACHE_SECONDS: String(CACHE_SECONDS),
        },
      });
      browser = await launchBrowser();
    }, TIMEOUT);

    afterAll(async () => {
      for (const { context } of opened) await context.close().catch(() => undefined);
      await browser?.close();
      await portal?.close();
      await kc?.stop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    }, 120_000);

    async function signIn(page: Page, username: string, home: string) {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with your district account' }).click();
      await page.waitForURL((u) => u.href.startsWith(`${kc.url}/realms/counsel/`));
      await page.locator('#username').fill(username);
      await page.locator('#password').fill(password);
      await page.locator('#kc-login').click();
      await page.waitForURL(`${url}${home}`, { timeout: 30_000 });
    }

    const cookieOf = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'counsel_session')!.value;
    const rest = async (cookie: string, route: string) => (await fetch(url + route, { headers: { cookie: `counsel_session=${cookie}` } })).status;

    it('signs a counselor in through Keycloak, uses the REST contract with the cookie, and logs out of both', async () => {
      await realmUser('pat.lee', 'counselor', 'Pat', 'Lee');
      const session = await openPage(browser, url);
      opened.push(session);
      const { page, problems } = session;
      await signIn(page, 'pat.lee', '/counselor');
      const cookie = await cookieOf(page);
      expect(await rest(cookie, '/api/students')).toBe(200);
      expect(await rest(cookie, '/api/users')).toBe(403);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${url}/`);
      expect(await rest(cookie, '/api/auth/user')).toBe(401);
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with your district account' }).click();
      await page.locator('#username').waitFor(); // the realm session ended too
      expect(unexpectedProblems(problems, SIGNED_OUT)).toEqual([]);
    }, TIMEOUT);

    it('signs out of Counsel, within the session cache time, a user disabled in Keycloak', async () => {
      const id = await realmUser('sam.ortiz', 'student', 'Sam', 'Ortiz');
      const session = await openPage(browser, url);
      opened.push(session);
      await signIn(session.page, 'sam.ortiz', '/student');
      const cookie = await cookieOf(session.page);
      expect(await rest(cookie, '/api/auth/user')).toBe(200);
      await operator.users.update({ id }, { enabled: false });
      await new Promise((r) => setTimeout(r, (CACHE_SECONDS + 1) * 1000));
      expect(await rest(cookie, '/api/auth/user')).toBe(401);
    }, TIMEOUT);
  });
}
