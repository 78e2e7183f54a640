// What every browser test file sets up: the whole portal (in the jest worker's portal host), one Debian chromium,
// fresh pages that record their problems, and teardown of all of it; plus sign-in through the real form.
import { afterAll, beforeAll, describe } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser, openPage, type OpenPage } from './browser';
import { startWebPortal, type WebPortal } from './portal';

export type Account = { email: string; password: string };
export type SignInTab = 'student' | 'staff';

/** Skips the file's tests, with one warning, where chromium is not installed. */
export const describeBrowser = chromiumAvailable() ? describe : describe.skip;
if (!chromiumAvailable()) console.warn('Browser tests skipped: /usr/bin/chromium is not installed (apt-get install chromium).');

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const nav = (page: Page, entry: string) =>
  page.locator('nav[aria-label="Main navigation"]').getByRole('link', { name: entry, exact: true }).click();
/**
 * Waits for a toast that contains `text`; when none comes, the error says which toasts the page showed instead.
 * `timeout` for actions whose server side is long under a loaded CI machine (a roster apply creates accounts).
 */
export async function toast(page: Page, text: string, timeout?: number): Promise<void> {
  const notices = page.locator('.ant-notification-notice');
  try {
    await notices.filter({ hasText: text }).first().waitFor({ timeout });
  } catch (error) {
    const shown = await notices.allTextContents().catch(() => []);
    throw new Error(`no toast "${text}"; the page shows ${shown.length ? shown.map((t) => `"${t}"`).join(', ') : 'none'}`, { cause: error });
  }
}

/**
 * Waits until the page answers input. `/` and `/login` arrive drawn before the app runs (web/vite-prerender.ts), inert
 * until the app has taken them over: a click or typed text before then would land on nothing.
 */
export async function interactive(page: Page): Promise<void> {
  await page.locator('#root:not([inert])').waitFor({ state: 'attached', timeout: 30_000 });
}

/** Fills and submits the /login sign-in form; the caller waits for whatever should follow. */
export async function submitSignIn(page: Page, account: Account, tab: SignInTab): Promise<void> {
  await page.goto('/login');
  await interactive(page);
  if (tab === 'staff') await page.getByRole('tab', { name: 'Staff (Counselors/Admins)' }).click();
  const form = page.locator(`form#${tab}-sign-in`);
  await form.getByLabel('Email').fill(account.email);
  await form.getByLabel('Password').fill(account.password);
  await form.getByRole('button', { name: 'Sign In' }).click();
}

export interface BrowserSuite {
  /** The portal's address, without a trailing slash. */
  readonly url: string;
  readonly browser: Browser;
  /** A fresh context and page, closed with the suite. */
  open(viewport?: { width: number; height: number }): Promise<OpenPage>;
  /**
   * A fresh page with a session opened by the sign-in endpoint the form posts to, on the role's home once loaded.
   * The form itself is proven by the tests about signing in (shell, journeys), which use signedInWithForm or submitSignIn:
   * the others skip loading the sign-in screen, a whole page load of the app on every sign-in.
   */
  signedIn(account: Account, tab: SignInTab, home: string): Promise<OpenPage>;
  /**
   * A fresh page whose context holds the account's session (opened as signedIn does), still on no page: for a
   * caller whose first screen is not the role's home, so that the home is not loaded only to be left at once.
   */
  withSession(account: Account): Promise<OpenPage>;
  /** A fresh page signed in through the form, once the role's home has loaded. */
  signedInWithForm(account: Account, tab: SignInTab, home: string): Promise<OpenPage>;
}

/**
 * Registers the describe block's beforeAll and afterAll: call it first in the block, so that hooks
 * registered after it (which may open pages) run once the portal and browser are up. `env`, read when the portal
 * starts, adds settings of the test's own (a local server's address known only once it listens).
 */
export function useBrowserSuite(timeout: number, env?: () => Record<string, string>): BrowserSuite {
  let portal: WebPortal | undefined;
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    // Chromium starts in processes of its own, so it comes up while the portal host starts the portal.
    const launching = launchBrowser();
    try {
      portal = await startWebPortal(env?.());
    } finally {
      browser = await launching;
    }
    // The run's first portal also seeds the demo template (demo-template.ts): on a loaded machine its start took longer.
  }, Math.max(timeout, 120_000));

  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => undefined);
    await browser?.close();
    await portal?.close();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The ${what} is not started yet: use it inside a test or a hook`);
    return value;
  };

  const suite: BrowserSuite = {
    get url() {
      return started(portal, 'portal').url;
    },
    get browser() {
      return started(browser, 'browser');
    },
    async open(viewport) {
      const session = await openPage(suite.browser, suite.url, viewport);
      opened.push(session);
      return session;
    },
    async withSession(account) {
      const session = await suite.open();
      // The page's request context shares the browser context's cookies: the session cookie lands where the form's would.
      const answer = await session.page.request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
      if (answer.status() !== 200) throw new Error(`sign-in as ${account.email} answered ${answer.status()}: ${await answer.text()}`);
      return session;
    },
    async signedIn(account, _tab, home) {
      const session = await suite.withSession(account);
      await session.page.goto(home);
      await session.page.waitForURL(`${suite.url}${home}`);
      return session;
    },
    async signedInWithForm(account, tab, home) {
      const session = await suite.open();
      await submitSignIn(session.page, account, tab);
      await session.page.waitForURL(`${suite.url}${home}`);
      return session;
    },
  };
  return suite;
}
