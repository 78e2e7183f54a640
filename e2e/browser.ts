// Debian's chromium driven by playwright-core (never `npx playwright install`), plus the
// problems a page reports: console errors, uncaught exceptions, failed and 5xx requests.
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { ROOT } from './portal';

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const ARTIFACTS_DIR = path.join(ROOT, 'test-artifacts');

export function chromiumAvailable(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

export interface PageProblems {
  consoleErrors: string[];
  pageErrors: string[];
  failedRequests: string[];
}

export interface OpenPage {
  context: BrowserContext;
  page: Page;
  problems: PageProblems;
}

export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** A fresh context (own cookies and storage) with one page that records its problems. */
export async function openPage(browser: Browser, baseURL: string, viewport = DESKTOP): Promise<OpenPage> {
  // One locale for every run, so dates read the same whatever the machine's language (the portal writes them in the reader's).
  const context = await browser.newContext({ baseURL, viewport, locale: 'en-US' });
  const page = await context.newPage();
  const problems: PageProblems = { consoleErrors: [], pageErrors: [], failedRequests: [] };
  page.on('console', (message) => {
    if (message.type() === 'error') problems.consoleErrors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.pageErrors.push(error.message));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? 'failed';
    // Full page navigations (sign-in, logout) abort whatever the old page still had in flight.
    if (reason === 'net::ERR_ABORTED') return;
    problems.failedRequests.push(`${request.method()} ${request.url()}: ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 500) problems.failedRequests.push(`${response.request().method()} ${response.url()}: ${response.status()}`);
  });
  return { context, page, problems };
}

/**
 * Chromium logs every 4xx answer. Two are part of the contract: a signed-out GET /api/auth/user
 * answers 401, and an unset system prompt answers 404 ("use the default").
 */
const EXPECTED_CONSOLE_ERRORS = [
  /status of 401 \(Unauthorized\) \(.*\/api\/auth\/user\)$/,
  /status of 404 \(Not Found\) \(.*\/api\/system-settings\/chatbot_system_prompt\)$/,
  // The same for the notes-to-external-models switch: unset (404) means off, its default.
  /status of 404 \(Not Found\) \(.*\/api\/system-settings\/assistant_notes_to_external_models\)$/,
];

/** Everything the page reported, minus the expected lines and those the caller allows. */
export function unexpectedProblems(problems: PageProblems, allow: RegExp[] = []): string[] {
  const allowed = [...EXPECTED_CONSOLE_ERRORS, ...allow];
  return [
    ...problems.consoleErrors.filter((line) => !allowed.some((pattern) => pattern.test(line))),
    ...problems.pageErrors,
    ...problems.failedRequests,
  ];
}

/**
 * Waits until the locator's text is exactly `expected` (the UI updates after clicks and transitions). The default
 * allows a first page load on a loaded CI machine (an admin's first screen once missed 5 s with the suite in parallel).
 */
export async function waitForText(locator: Locator, expected: string, timeout = 15_000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual: string | null = null;
  while (Date.now() < deadline) {
    actual = await locator.first().textContent({ timeout: 500 }).catch(() => null);
    if (actual === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Expected text "${expected}", found "${actual}"`);
}

/**
 * Reloads `page` until `target` shows: a change another user made, or one the bus delivers a moment later. Each look
 * first waits for `rendered` (the page's data drawn, e.g. the row whose count should change), so a busy machine's slow
 * render is never taken for a missing change and reloaded away before it shows; without it, each look waits `lookMs`.
 */
export async function reloadUntil(page: Page, target: Locator, { timeout = 60_000, rendered, lookMs = 10_000 }: { timeout?: number; rendered?: Locator; lookMs?: number } = {}): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (rendered) await rendered.first().waitFor({ timeout: 30_000 }).catch(() => undefined);
    if (await target.first().waitFor({ timeout: rendered ? 2000 : lookMs }).then(() => true, () => false)) return;
    if (Date.now() > deadline) throw new Error(`Not shown after ${timeout} ms: ${String(target)}`);
    await page.reload();
  }
}

/** Waits until `read` returns `expected` (e.g. a width after the sidebar's transition). */
export async function waitForValue<T>(read: () => Promise<T>, expected: T, timeout = 5000): Promise<void> {
  const deadline = Date.now() + timeout;
  let actual: T | undefined;
  while (Date.now() < deadline) {
    actual = await read();
    if (actual === expected) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Expected ${String(expected)}, found ${String(actual)}`);
}

/**
 * Waits for CSS transitions and animations (sheet slide-in, menu highlight, a theme switch's colours) to end.
 * Looks again after each round: a theme switch or route change commits its styles a frame later, and those
 * start transitions of their own. Endless animations (spinners) are not waited for. Gives up after timeoutMs.
 * antd's click wave (an empty `.ant-wave` ring that fades out over 2 s after every button click, then removes
 * itself) is brought to its end at once rather than waited for: the page is then as it would be 2 s later,
 * and the 2 s were most of the wait after any click.
 */
export async function settle(page: Page, timeoutMs = 5000): Promise<void> {
  await page.evaluate(async (timeout) => {
    const deadline = performance.now() + timeout;
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    // A frame, or 100 ms where frames do not come (a page in the background).
    const frame = () => Promise.race([new Promise((resolve) => requestAnimationFrame(resolve)), sleep(100)]);
    const isWave = (a: Animation) => {
      const target = (a.effect as KeyframeEffect | null)?.target;
      return target instanceof Element && target.classList.contains('ant-wave');
    };
    await frame();
    await frame();
    for (;;) {
      for (const wave of document.getAnimations().filter(isWave)) wave.finish();
      const running = document.getAnimations().filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
      const left = deadline - performance.now();
      if (!running.length || left <= 0) return;
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), sleep(left)]);
      await frame();
    }
  }, timeoutMs);
}

/**
 * Waits until what holds `target` has stopped coming in: antd's modal zoom, a drawer's slide, a popover's fade. Playwright
 * waits for a box that holds still for two frames, but antd's motion first holds the modal shrunk and paused (a class
 * `…-enter-prepare` or `…-enter-start`) before it runs: on a busy machine a click can be aimed at that still box and
 * land beside the button once the zoom runs. So the wait is for the motion classes to go and the element's and its
 * ancestors' animations to end (endless ones, spinners, excepted). Bounded: a click after `timeout` is tried anyway.
 */
export async function entered(target: Locator, timeout = 10_000): Promise<void> {
  await target.evaluate(async (element, ms) => {
    const deadline = performance.now() + ms;
    const motion = /-(enter|appear)(-(prepare|start|active))?$/;
    const moving = () => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        if (Array.from(at.classList).some((name) => motion.test(name))) return true;
        if (at.getAnimations().some((a) => a.playState !== 'finished' && a.effect?.getComputedTiming().iterations !== Infinity)) return true;
      }
      return false;
    };
    while (moving() && performance.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  }, timeout);
}

/**
 * One click on `button` once the dialog holding it has come in (see `entered`), for an action that must not be asked
 * twice and takes longer than a retry would wait (an upload). A button that never shows fails the click as before.
 */
export async function clickWhenEntered(button: Locator, timeout = 30_000): Promise<void> {
  await entered(button).catch(() => undefined);
  await button.click({ timeout });
}

/**
 * Clicks a dialog's button (a confirmation's Delete or Remove, a form's Save) until the dialog closes. A modal zooms in;
 * on a busy machine a click aimed while it still moves can land beside the button, leaving the dialog open and the
 * action never asked for: each click waits for the zoom to end, and a lost one is tried again. A click that did land
 * closes the dialog (an async action keeps its button loading, and antd ignores clicks on it meanwhile), so trying
 * again never repeats the action.
 */
export async function clickUntilClosed(dialog: Locator, button: Locator, tries = 3): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await clickWhenEntered(button, attempt === 1 ? 30_000 : 5_000).catch((error: unknown) => { if (attempt === 1) throw error; });
    if (await dialog.waitFor({ state: 'hidden', timeout: 10_000 }).then(() => true, () => false)) return;
    if (attempt >= tries) throw new Error(`the dialog stayed open after ${tries} clicks on its button`);
  }
}

/**
 * Clicks until what the click should show appears (a form's validation message, a dialog's next step). Each click
 * waits for a dialog holding the button to finish coming in (as clickUntilClosed); each try waits briefly for the
 * result and a lost click is tried again. Only for clicks that may safely come twice (a check, a refused submit).
 */
export async function clickUntilShown(button: Locator, shown: Locator, tries = 4): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await clickWhenEntered(button, attempt === 1 ? 30_000 : 5_000).catch((error: unknown) => { if (attempt === 1) throw error; });
    if (await shown.waitFor({ timeout: 8_000 }).then(() => true, () => false)) return;
    if (attempt >= tries) throw new Error(`nothing appeared after ${tries} clicks`);
  }
}

/**
 * Picks an option of an antd select: opens it, lets the dropdown finish animating in, clicks the option and
 * waits for `chosen` (what the select shows once the choice took). On a busy machine the dropdown can still be
 * moving, or a re-render can cover it, when the click lands; each try is short and a missed one is tried again,
 * so a lost click cannot surface later as a wrong value on another screen.
 */
export async function pickOption(page: Page, open: Locator, option: Locator, chosen: Locator, tries = 4, takesMs = 3000): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if ((await chosen.count()) > 0) return;
    await open.click();
    await settle(page, 2000);
    const clicked = await option.click({ timeout: 3000 }).then(() => true, () => false);
    if (clicked && (await chosen.waitFor({ timeout: takesMs }).then(() => true, () => false))) return;
    if (attempt >= tries) break;
    await page.keyboard.press('Escape');
    await settle(page, 1000);
  }
  await chosen.waitFor({ timeout: takesMs });
}

/** Switches the portal to `mode` with its theme toggle (unless it is on already), then lets the colours settle. */
export async function switchTheme(page: Page, mode: 'light' | 'dark'): Promise<void> {
  if ((await page.locator('html').getAttribute('data-theme')) !== mode) await page.getByTestId('theme-toggle').click();
  await waitForValue(() => page.locator('html').getAttribute('data-theme'), mode);
  await settle(page);
}

/**
 * Closes any toast, so that it does not cover a screenshot or the header's buttons (theme toggle). Every close button
 * is clicked in the page at once: clicked one by one through locators, the second one's locator (`nth(1)`) no longer
 * matched once the first toast had gone, and its click waited out the whole action timeout (30 s) per toast.
 */
export async function closeToasts(page: Page): Promise<void> {
  await page.locator('.ant-notification-notice-close').evaluateAll((buttons) => buttons.forEach((button) => (button as HTMLElement).click()));
  await page.locator('.ant-notification-notice').first().waitFor({ state: 'detached', timeout: 3000 }).catch(() => undefined);
}

export async function screenshot(page: Page, name: string): Promise<string> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.mouse.move(0, 0);
  await settle(page);
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;
/** axe-core's script, read from disk once per test file rather than at every reading. */
const axeScript = () => (axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'));

/**
 * Runs axe-core on the page and returns serious and critical violations, one line each. When it finds any,
 * it reads again once the transitions under way have ended: a real violation is still there, one read
 * mid-transition (a colour halfway through a theme switch on a loaded machine) is not. Endless animations
 * (spinners, skeletons) are not waited for, and toasts stay up for seconds, so transient states are still read.
 */
export async function seriousA11yViolations(page: Page): Promise<string[]> {
  const first = await axeSerious(page);
  if (!first.length) return first;
  await settle(page);
  return axeSerious(page);
}

async function axeSerious(page: Page): Promise<string[]> {
  // Evaluated over the DevTools protocol: a <script> tag would be (rightly) refused by the CSP. Once per document:
  // axe stays in the page until the next page load, and evaluating its 500 kB again took four times as long as a run.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript());
  const violations = await page.evaluate(async () => {
    // axe's rule list is not in its public API (getRules() leaves out each rule's impact): a library boundary.
    const axe = (window as unknown as { axe: {
      run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }>;
      _audit: { rules: { id: string; enabled: boolean; impact?: string | null }[] };
    } }).axe;
    // Every axe rule states the one impact its violations carry. Only serious and critical count here, so the rules
    // that can report nothing worse than moderate (region, landmarks, heading order, hidden content: some of the
    // slowest) are left out; a rule that states no impact still runs.
    // Turned off by name, so that axe's default choice (no experimental or deprecated rule) stays as it was.
    const weak = new Set(['minor', 'moderate']);
    const off = Object.fromEntries(axe._audit.rules.filter((rule) => weak.has(rule.impact ?? '')).map((rule) => [rule.id, { enabled: false }]));
    // Node details for violations only: the passes and inapplicable results nobody reads cost most of a run.
    const result = await axe.run(document, { resultTypes: ['violations'], rules: off });
    return result.violations;
  });
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${JSON.stringify(node.target)}: ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`),
    );
}

/** The same, with the pointer parked and transitions over, so that no hover colour is what axe reads. */
export async function seriousA11yViolationsAtRest(page: Page): Promise<string[]> {
  await page.mouse.move(0, 0);
  await settle(page);
  return seriousA11yViolations(page);
}
