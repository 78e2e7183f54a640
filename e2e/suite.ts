// What every browser test file sets up: the whole portal in this process, one Debian chromium,
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
/** Waits for a toast that contains `text`. */
export const toast = (page: Page, text: string) =>
  page.locator('.ant-notification-notice').filter({ hasText: text }).first().waitFor();

/** Fills and submits the /login sign-in form; the caller waits for whatever should follow. */
export async function submitSignIn(page: Page, account: Account, tab: SignInTab): Promise<void> {
  await page.goto('/login');
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
  /** A fresh page signed in through the form, once the role's home has loaded. */
  signedIn(account: Account, tab: SignInTab, home: string): Promise<OpenPage>;
}

/**
 * Registers the describe block's beforeAll and afterAll: call it first in the block, so that hooks
 * registered after it (which may open pages) run once the portal and browser are up.
 */
export function useBrowserSuite(timeout: number): BrowserSuite {
  let portal: WebPortal | undefined;
  let browser: Browser | undefined;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    portal = await startWebPortal();
    browser = await launchBrowser();
  }, timeout);

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
    async signedIn(account, tab, home) {
      const session = await suite.open();
      await submitSignIn(session.page, account, tab);
      await session.page.waitForURL(`${suite.url}${home}`);
      return session;
    },
  };
  return suite;
}
