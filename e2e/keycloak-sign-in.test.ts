// Sign-in with the district's account, for real, in a browser. The realm is oidc-provider (a certified
// OpenID provider) on Keycloak's paths with the shipped realm's clients (services/identity/test/support/fake-realm.ts);
// the portal runs in Keycloak mode against it. keycloak-js signs in with the authorization code and PKCE, the
// gateway opens the cookie session from the access token, and the REST contract works with that cookie.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { startHostedPortal, type HostedPortal } from '../gateway/test/support/hosted-portal';
import { startFakeRealm, type FakeRealm, type RealmUser } from '../services/identity/test/support/fake-realm';
import { launchBrowser, openPage, unexpectedProblems, waitForValue, type OpenPage } from './browser';
import { ensureWebBuilt, WEB_DIST } from './portal';
import { describeBrowser } from './suite';

const TIMEOUT = 120_000;
/** Four sign-ins through the realm, each a page load of the app. */
const GUARDIAN_TIMEOUT = 240_000;
/** Short realm tokens, so the test sees keycloak-js renew them. */
const TOKEN_SECONDS = 30;
/** How soon a user disabled in the realm is signed out of Counsel. */
const CACHE_SECONDS = 2;

const COUNSELOR: RealmUser = {
  id: 'kc-counselor-1', email: 'pat.lee@district.example', firstName: 'Pat', lastName: 'Lee',
  roles: ['default-roles-counsel', 'counselor'], schools: ['school-default'],
};
const STUDENT: RealmUser = { id: 'kc-student-1', email: 'sam.ortiz@district.example', firstName: 'Sam', lastName: 'Ortiz', roles: ['student'] };
/** A parent: the realm gives the role alone (realm roles claim); which children they may see is identity's links. */
const GUARDIAN: RealmUser = { id: 'kc-guardian-1', email: 'rosa.nunez@familia.example', firstName: 'Rosa', lastName: 'Núñez', roles: ['guardian'] };
const CHILD: RealmUser = { id: 'kc-student-2', email: 'ana.nunez@district.example', firstName: 'Ana', lastName: 'Núñez', roles: ['student'] };
const OTHER_STUDENT: RealmUser = { id: 'kc-student-3', email: 'leo.park@district.example', firstName: 'Leo', lastName: 'Park', roles: ['student'] };

/** Chromium logs the 401s a signed-out page gets; they are the contract. */
const SIGNED_OUT = [/status of 401 \(Unauthorized\)/];

describeBrowser('sign-in with the district account (Keycloak browser flow, oidc-provider realm)', () => {
  let realm: FakeRealm;
  // Both portals run in the worker's portal host (as every browser test's does): the realm is reached by its address.
  let portal: HostedPortal;
  let url: string;
  let browser: Browser;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    ensureWebBuilt();
    realm = await startFakeRealm({ accessTokenSeconds: TOKEN_SECONDS });
    realm.addUser(COUNSELOR);
    realm.addUser(STUDENT);
    for (const user of [GUARDIAN, CHILD, OTHER_STUDENT]) realm.addUser(user);
    portal = await startHostedPortal({
      PORT: '0', DEMO_DATA: '0', LOG_LEVEL: 'warn', WEB_DIST,
      KEYCLOAK_URL: realm.url, KEYCLOAK_REALM: realm.realm, KEYCLOAK_CLIENT_SECRET: realm.clientSecret,
      SESSION_CACHE_SECONDS: String(CACHE_SECONDS),
    }, 'counsel-e2e-keycloak-');
    url = portal.url.replace(/\/$/, '');
    realm.configure(url);
    browser = await launchBrowser();
  }, TIMEOUT);

  /**
   * A second portal on the same realm with direct grants and realm registration on (the first keeps the shipped
   * defaults). Started once, at the first call: the counselor's test calls it while it only waits for its token to age.
   */
  let options: Promise<{ url: string; close: () => Promise<void> }> | undefined;
  function optionsPortal() {
    options ??= (async () => {
      const other = await startHostedPortal({
        PORT: '0', DEMO_DATA: '0', LOG_LEVEL: 'warn', WEB_DIST,
        KEYCLOAK_URL: realm.url, KEYCLOAK_REALM: realm.realm, KEYCLOAK_CLIENT_SECRET: realm.clientSecret,
        KEYCLOAK_DIRECT_GRANT: 'true', KEYCLOAK_REGISTRATION: 'true',
      }, 'counsel-e2e-keycloak-options-');
      return { url: other.url.replace(/\/$/, ''), close: () => other.close() };
    })();
    return options;
  }

  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => undefined);
    await browser?.close();
    await (await options?.catch(() => undefined))?.close();
    await portal?.close();
    await realm?.close();
  });

  async function open() {
    const session = await openPage(browser, url);
    // oidc-provider's development sign-in page asks for a web font this machine cannot reach.
    await session.context.route(/fonts\.googleapis\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/css', body: '' }));
    opened.push(session);
    return session;
  }

  /** From /login through the realm's sign-in page and back, to the role's home. */
  async function signIn(page: Page, user: RealmUser, home: string) {
    await page.goto('/login');
    // While both of CI's workers drive browsers, the sign-in page has been seen to take over 30 s to show its button.
    await page.getByRole('button', { name: 'Sign in with your district account' }).click({ timeout: 60_000 });
    // At the realm once its page has started to arrive: the field below is what shows it ready (its page's "load" has
    // been seen to take over 30 s on a loaded machine).
    await page.waitForURL((u) => u.href.startsWith(realm.issuer), { waitUntil: 'commit' });
    await page.locator('input[name="login"]').fill(user.id);
    await page.locator('input[name="password"]').fill('any password: the realm checks it, Counsel never sees it');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(`${url}${home}`, { timeout: 30_000 });
  }

  const sessionCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'counsel_session');

  /** A REST call from outside the browser with only the session cookie, as any client of the contract would. */
  async function rest(cookie: string, route: string) {
    const res = await fetch(url + route, { headers: { cookie: `counsel_session=${cookie}` } });
    return { status: res.status, body: await res.json().catch(() => null) as unknown };
  }

  test('the sign-in page offers the district account and, with direct grants off, no password form', async () => {
    const { page, problems } = await open();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with your district account' }).waitFor();
    expect(await page.locator('input[type="password"]').count()).toBe(0);
    expect(await page.getByRole('tab', { name: 'Create Account' }).count()).toBe(0);
    // The password grant is gone from the default path: the REST login is refused without asking the realm.
    const login = await fetch(`${url}/api/auth/login`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: COUNSELOR.email, password: 'whatever1' }),
    });
    expect(login.status).toBe(403);
    expect(realm.requests.filter((p) => p.endsWith('/token'))).toEqual([]);
    expect(unexpectedProblems(problems, SIGNED_OUT)).toEqual([]);
  }, TIMEOUT);

  test('a counselor signs in through the redirect, lands on their home, uses the REST contract, and keycloak-js keeps the session alive', async () => {
    const { page, problems } = await open();
    await signIn(page, COUNSELOR, '/counselor');
    // The first token came during the sign-in: its lifetime is over by this time at the latest.
    const firstTokenOver = Date.now() + TOKEN_SECONDS * 1000;
    await page.getByRole('heading', { level: 1, name: 'Counselor Dashboard' }).waitFor();

    const cookie = await sessionCookie(page);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    // The account came from the token: names, email, role (realm roles).
    const me = await rest(cookie!.value, '/api/auth/user');
    expect(me).toEqual({ status: 200, body: expect.objectContaining({ id: COUNSELOR.id, email: COUNSELOR.email, firstName: 'Pat', lastName: 'Lee', role: 'counselor' }) });
    // The authorization rules run unchanged on this session: a counselor's route works, an admin's is refused.
    expect((await rest(cookie!.value, '/api/students')).status).toBe(200);
    expect((await rest(cookie!.value, '/api/users')).status).toBe(403);

    // Past the first token's lifetime the session still works: keycloak-js renewed it and handed it over.
    const handedOver = () => realm.requests.filter((p) => p.endsWith('/protocol/openid-connect/token')).length;
    const before = handedOver();
    // Meanwhile the file's other portal starts (its test comes later), in time that is otherwise spent waiting.
    void optionsPortal().catch(() => undefined);
    // Waits for that moment and a renewal since, rather than a fixed sleep past the lifetime.
    await waitForValue(async () => handedOver() > before && Date.now() > firstTokenOver, true, (TOKEN_SECONDS + 15) * 1000);
    expect(handedOver()).toBeGreaterThan(before);
    expect((await rest(cookie!.value, '/api/students')).status).toBe(200);
    expect((await sessionCookie(page))?.value).toBe(cookie!.value);

    // Logout ends the Counsel session and the realm's (keycloak-js logout, back to the portal's home).
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${url}/`);
    expect(realm.requests).toContain('/realms/counsel/protocol/openid-connect/logout');
    expect((await rest(cookie!.value, '/api/auth/user')).status).toBe(401);
    // The realm asks for credentials again: its session ended too.
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with your district account' }).click();
    await page.waitForURL((u) => u.href.startsWith(realm.issuer), { waitUntil: 'commit' });
    await page.locator('input[name="login"]').waitFor();
    expect(unexpectedProblems(problems, SIGNED_OUT)).toEqual([]);
  }, TIMEOUT);

  test('with KEYCLOAK_DIRECT_GRANT the password form sits beside the district button; with KEYCLOAK_REGISTRATION "Create a student account" goes to the realm\'s registration page', async () => {
    const other = await optionsPortal();
    try {
      const session = await openPage(browser, other.url);
      opened.push(session);
      const { page } = session;
      await page.goto('/login');
      await page.getByRole('button', { name: 'Sign in with your district account' }).waitFor();
      await page.locator('input[type="password"]').first().waitFor();
      expect(await page.getByRole('tab', { name: 'Staff (Counselors/Admins)' }).count()).toBe(1);
      // Registration is the realm's: no portal form.
      expect(await page.getByRole('tab', { name: 'Create Account' }).count()).toBe(0);
      const registrations = `${realm.issuer}/protocol/openid-connect/registrations`;
      const navigated = page.waitForRequest((req) => req.isNavigationRequest() && req.url().startsWith(registrations));
      await page.getByRole('button', { name: 'Create a student account' }).click();
      // oidc-provider has no registration page (Keycloak has): the navigation is the portal's part.
      const url = new URL((await navigated).url());
      expect(url.searchParams.get('client_id')).toBe('counsel-web');
      expect(url.searchParams.get('redirect_uri')).toMatch(/\/login$/);
    } finally {
      await other.close();
      options = undefined;
    }
  }, TIMEOUT);

  test('a later sign-in brings the realm\'s changes; a user disabled in the realm is signed out within the session cache time', async () => {
    const { page, problems } = await open();
    await signIn(page, STUDENT, '/student');
    const first = await sessionCookie(page);
    expect((await rest(first!.value, '/api/auth/user')).body).toMatchObject({ role: 'student', lastName: 'Ortiz' });
    // A student's session is refused a staff route, as the matrix says.
    expect((await rest(first!.value, '/api/students')).status).toBe(403);

    realm.updateUser(STUDENT.id, { lastName: 'Ortiz-Reyes', email: 'sam.ortiz-reyes@district.example' });
    // A new browser. Not the same tab with its storage cleared: this tab's keycloak-js keeps renewing the token and
    // writing it back to the tab's storage, so a renewal landing between the clearing and the next page load signed
    // the tab straight back in (CI saw /login never show its button).
    await page.context().close();
    const again = await open();
    await signIn(again.page, STUDENT, '/student');
    const second = await sessionCookie(again.page);
    expect((await rest(second!.value, '/api/auth/user')).body).toMatchObject({ lastName: 'Ortiz-Reyes', email: 'sam.ortiz-reyes@district.example' });

    realm.disable(STUDENT.id);
    // Signed out within the session cache time (and a second for the request): asked until then, not slept through.
    await waitForValue(async () => (await rest(second!.value, '/api/auth/user')).status, 401, (CACHE_SECONDS + 1) * 1000);
    // keycloak-js's next renewal may already have been refused by the realm (400 invalid_grant): that is the point.
    const allowed = [...SIGNED_OUT, /status of 400 \(Bad Request\) \(.*\/protocol\/openid-connect\/token\)$/];
    expect(unexpectedProblems(problems, allowed)).toEqual([]);
    expect(unexpectedProblems(again.problems, allowed)).toEqual([]);
  }, TIMEOUT);

  test('a guardian signed in at the realm reads their linked child\'s record through the gateway, and another student\'s is not found', async () => {
    // The realm's tokens carry no `students` claim: each service's verifier asks identity, with the guardian's own
    // token, which students it may see (the kit's withGuardianStudents), then authorizes with that answer.
    const profileOf = async (user: RealmUser) => {
      const { page } = await open();
      await signIn(page, user, '/student');
      const saved = await page.request.post('/api/students', { data: { userId: user.id, grade: '11' } });
      expect(saved.status()).toBe(201);
      return ((await saved.json()) as { id: string }).id;
    };
    const childId = await profileOf(CHILD);
    const otherId = await profileOf(OTHER_STUDENT);

    const { page, problems } = await open();
    await signIn(page, GUARDIAN, '/guardian');
    const cookie = (await sessionCookie(page))!.value;
    expect((await rest(cookie, '/api/auth/user')).body).toMatchObject({ id: GUARDIAN.id, role: 'guardian', lastName: 'Núñez' });
    expect(await rest(cookie, '/api/guardian/students')).toEqual({ status: 200, body: [] });

    // A counselor of the child's school links the guardian's account (made at their sign-in) and gives her a task.
    const counselor = (await open()).page;
    await signIn(counselor, COUNSELOR, '/counselor');
    // Identity and counseling learn the child's profile from the students service's events: asked until they know it.
    await waitForValue(async () => (await counselor.request.post(`/api/students/${childId}/guardians`, {
      data: { email: GUARDIAN.email, name: `${GUARDIAN.firstName} ${GUARDIAN.lastName}` },
    })).status(), 201, 30_000);
    const task = 'Entregar el formulario de la beca';
    const dueDate = new Date(Date.now() + 9 * 86_400_000).toISOString().slice(0, 10);
    await waitForValue(async () => (await counselor.request.post('/api/tasks', { data: { title: task, dueDate, assignees: { studentIds: [childId] } } })).status(), 201, 30_000);

    // The guardian's own list names exactly the linked child.
    const children = async () => (await rest(cookie, '/api/guardian/students')).body as { studentId: string | null; studentUserId: string; firstName: string; lastName: string; accessActive: boolean }[];
    await waitForValue(async () => (await children()).map((c) => c.studentId).join(), childId, 30_000);
    expect(await children()).toEqual([expect.objectContaining({ studentId: childId, studentUserId: CHILD.id, firstName: 'Ana', lastName: 'Núñez', accessActive: true })]);

    // The child's tasks through the counseling subgraph, once the token's answer (kept 3 s) includes her.
    const tasksOf = (studentId: string) => rest(cookie, `/api/students/${studentId}/tasks`);
    await waitForValue(async () => (await tasksOf(childId)).status, 200, 15_000);
    expect(JSON.stringify((await tasksOf(childId)).body)).toContain(task);
    // Another student's record answers the guardian as a stranger, in both subgraphs asked.
    expect((await tasksOf(otherId)).status).toBe(404);
    expect((await rest(cookie, `/api/students/${otherId}/applications`)).status).toBe(404);
    expect((await rest(cookie, `/api/students/${childId}/applications`)).status).toBe(200);

    // The browser's guardian home shows the one child.
    await page.goto('/guardian');
    const card = page.getByTestId('guardian-child');
    await card.getByText(`${CHILD.firstName} ${CHILD.lastName}`).first().waitFor({ timeout: 30_000 });
    expect(await card.count()).toBe(1);
    expect(unexpectedProblems(problems, SIGNED_OUT)).toEqual([]);
  }, GUARDIAN_TIMEOUT);
});
