// Moving between screens inside the running app (for the accessibility sweep): when a route change shows a screen
// as a fresh page load would, and how to wait for its requests, since a route change fires no load events.
import type { Page, Request } from 'playwright-core';

interface Traffic { open: Set<Request>; started: number }
const traffic = new WeakMap<Page, Traffic>();

/** Starts counting the page's requests (in flight, and started in all); call it before the page's first navigation. */
export function trackRequests(page: Page): void {
  const seen: Traffic = { open: new Set(), started: 0 };
  traffic.set(page, seen);
  page.on('request', (request) => {
    seen.open.add(request);
    seen.started += 1;
  });
  page.on('requestfinished', (request) => seen.open.delete(request));
  page.on('requestfailed', (request) => seen.open.delete(request));
}

/**
 * Waits until the page has no request in flight and, after the last answer, has drawn two frames and run its pending
 * tasks without starting another: what the answers rendered (a card that then asks for its own data) has asked by then.
 * This is what playwright's networkidle stands for (no request for 500 ms), measured in the page's own progress rather
 * than a fixed half second per screen. At most `timeout`: a screen that keeps polling still goes on, as `ready` lets it.
 */
export async function quiet(page: Page, timeout = 15_000): Promise<void> {
  const seen = traffic.get(page);
  if (!seen) throw new Error('quiet() needs trackRequests(page) first');
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (seen.open.size) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      continue;
    }
    const before = seen.started;
    // A page that navigated meanwhile (its document replaced) simply counts as not quiet yet.
    const looked = await page.evaluate(async () => {
      // A frame, or 100 ms where frames do not come (a page in the background); then the tasks queued meanwhile.
      const frame = () => Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), new Promise((resolve) => setTimeout(resolve, 100))]);
      await frame();
      await frame();
      await new Promise((resolve) => setTimeout(resolve, 50));
      return true;
    }).catch(() => false);
    if (looked && !seen.open.size && seen.started === before) return;
  }
}

const OVERLAYS = [
  '.ant-modal-wrap', '.ant-modal-mask', '.ant-drawer-content-wrapper', '.ant-notification-notice', '.ant-message-notice',
  '.ant-popover', '.ant-dropdown', '.ant-select-dropdown', '.ant-picker-dropdown', '.ant-tooltip', '.ant-image-preview-wrap',
].join(', ');

/** Whether nothing a route change would leave up (a dialog, the navigation sheet, a toast, a dropdown) shows. */
function overlaysHidden(page: Page): Promise<boolean> {
  return page.evaluate((selector) => Array.from(document.querySelectorAll(selector))
    .every((element) => element.getClientRects().length === 0 || getComputedStyle(element).visibility === 'hidden'), OVERLAYS);
}

/**
 * Closes what a state left open the way a user does: Escape for dialogs, sheets and dropdowns, a toast's close
 * button. A reload instead costs a whole start of the app; this waits at most `timeout` for the closing animations.
 */
async function dismissOverlays(page: Page, timeout = 3_000): Promise<boolean> {
  await page.mouse.move(0, 0);
  await page.keyboard.press('Escape');
  // Every toast's close button at once, in the page: clicked one by one, a later button's locator goes stale when an
  // earlier toast leaves, and its click waits out the whole action timeout (30 s).
  await page.locator('.ant-notification-notice-close:visible').evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await overlaysHidden(page)) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/**
 * Whether a route change can show a screen as a page load would: the app is up on this page (in the theme it would
 * load in), and nothing a route change leaves up is open, or what is open could be closed (a dialog, the navigation
 * sheet, a toast, a dropdown). A page still on the screen wanted leaves it first (see routeTo's `via`).
 */
export async function canNavigateInApp(page: Page, base: string): Promise<boolean> {
  if (!page.url().startsWith(`${base}/`)) return false;
  const appUp = await page.evaluate(() => {
    const root = document.getElementById('root');
    if (!root || root.querySelector(':scope > .boot') || !root.childElementCount) return false;
    return document.documentElement.dataset.theme === (localStorage.getItem('theme') === 'dark' ? 'dark' : 'light');
  });
  return appUp && ((await overlaysHidden(page)) || dismissOverlays(page));
}

/** A path no screen has: the signed-in shell's not-found page, or for a visitor the landing page it sends them to. */
const ELSEWHERE = '/no-such-page';

/**
 * Goes to `path` the way the app's own links do (the router follows history) and waits for the requests it started.
 * A page already on `path` first goes elsewhere, which unmounts the screen: its state (a tab, a form's errors, a
 * dialog's files) then starts afresh, as after a page load, rather than carrying over.
 */
export async function routeTo(page: Page, base: string, path: string): Promise<void> {
  const here = new URL(page.url());
  const hops = `${here.pathname}${here.search}` === path ? [ELSEWHERE, path] : [path];
  for (const to of hops) {
    await page.evaluate((next) => {
      window.history.pushState(null, '', next);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, to);
    // A route change is no page load (networkidle has long fired): the requests it started instead.
    await quiet(page);
  }
  await page.waitForURL(`${base}${path}`);
}
