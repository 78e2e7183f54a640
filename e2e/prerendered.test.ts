// `/` and `/login` arrive drawn at build time (web/vite-prerender.ts) and the app hydrates them: the HTML the gateway
// sends, that React takes it over rather than drawing it again, and the visitors it is not for (a saved dark theme or
// Spanish, a signed-in user), who get the app as before.
import { createHash } from 'node:crypto';
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, submitSignIn, useBrowserSuite } from './suite';

const TIMEOUT = 60_000;

/** Keeps the sign-in form's node as the HTML parser left it, before any of the app's scripts run. */
function rememberParsedForm(page: Page) {
  return page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { parsedForm: Element | null }).parsedForm = document.querySelector('form#student-sign-in');
      (window as unknown as { parsedStyles: [HTMLStyleElement, string][] }).parsedStyles = Array.from(document.head.querySelectorAll('style')).map((style) => [style, style.textContent ?? '']);
      // What the app changes on <html> from here on (its theme marks).
      const rootChanges: string[] = [];
      (window as unknown as { rootChanges: string[] }).rootChanges = rootChanges;
      new MutationObserver((records) => rootChanges.push(...records.map((r) => r.attributeName ?? ''))).observe(document.documentElement, { attributes: true });
    });
  });
}

/** True once React has attached itself to the form (hydrated it or drawn it). */
const reactOwnsForm = () => {
  const form = document.querySelector('form#student-sign-in');
  return !!form && Object.keys(form).some((key) => key.startsWith('__reactFiber'));
};

describeBrowser('prerendered public pages (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('/login is sent as the drawn sign-in page with its styles, revalidated, compressed, varying by cookie', async () => {
    const res = await fetch(`${suite.url}/login`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('vary')).toMatch(/Cookie/);
    const html = await res.text();
    expect(html).toContain('<title>Sign In · Counsel</title>');
    // Inert until the app has taken it over: nothing typed or tapped before then is lost.
    expect(html).toContain('<div id="root" data-prerendered="true" inert>');
    // The sign-in form itself, in English, not a loading spinner.
    for (const text of ['Welcome', 'Students', 'Staff', '<form id="student-sign-in"', 'Email', 'Password', 'Sign In']) expect(html).toContain(text);
    expect(html).not.toContain('Loading Counsel…');
    // antd's styles for it, inline in <head>: nothing to wait for before the first paint.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-rc-order="prependQueue"[^>]*>[^<]*\.ant-btn/);
    // One inline script, the theme and language check, and the CSP allows it by its hash (and no other).
    const inline = [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    // Besides antd's theme as the build computed it, a data block the browser does not run (no hash needed).
    expect(html.match(/<script(?![^>]*\bsrc=)(?! type="application\/json")[^>]*>/g)).toHaveLength(1);
    expect(html).toMatch(/<script type="application\/json" id="antd-precomputed-theme">\[\["token%/);
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    // The app's own stylesheet is inline too: the first paint waits for no request.
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled>)/);
    // Nor for the app: its scripts and their preloads are started by the inline script once the page is painted.
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
    expect(inline[0]).toMatch(/"\/assets\/index-[\w-]+\.js"/);

    const landing = await (await fetch(`${suite.url}/`)).text();
    expect(landing).toContain('data-prerendered="true"');
    expect(landing).toContain('<title>Plan the road to college together · Counsel</title>');
    // Other client-side routes still get the plain app.
    expect(await (await fetch(`${suite.url}/set-password`)).text()).not.toContain('data-prerendered');
  });

  test('a browser with a session cookie gets the plain app, and a signed-in user on /login goes home as before', async () => {
    const signedIn = await fetch(`${suite.url}/login`, { headers: { cookie: 'counsel_session=whatever' } });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.text()).not.toContain('data-prerendered');

    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await page.goto('/login');
    await page.waitForURL(`${suite.url}/student`);
    await waitForText(heading(page), 'Student Dashboard');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('the app hydrates the drawn sign-in page, keeping its nodes, and the form signs in', async () => {
    const { page, problems } = await suite.open();
    await rememberParsedForm(page);
    await page.goto('/login');
    await page.waitForFunction(reactOwnsForm, undefined, { timeout: 30_000 });
    // The same node the parser made: React took the HTML over instead of throwing it away and drawing anew.
    expect(await page.evaluate(() => (window as unknown as { parsedForm: Element | null }).parsedForm === document.querySelector('form#student-sign-in'))).toBe(true);
    await expect(page.locator('html').getAttribute('data-prerender')).resolves.toBeNull();
    await page.locator('#root:not([inert])').waitFor();
    // The page's styles as the parser left them: antd's registry reused them while hydrating, neither removing one
    // nor writing one again (each a change of the page's stylesheets, redone on a slow phone's busiest moment).
    const stylesKept = await page.evaluate(() => (window as unknown as { parsedStyles: [HTMLStyleElement, string][] }).parsedStyles
      .filter(([style, text]) => !style.isConnected || style.textContent !== text).map(([style]) => style.outerHTML.slice(0, 120)));
    expect(stylesKept).toEqual([]);
    // Nor added one the page already carries (antd's theme variables were added again under another id).
    const stylesRepeated = await page.evaluate(() => {
      const parsed = (window as unknown as { parsedStyles: [HTMLStyleElement, string][] }).parsedStyles;
      const texts = new Set(parsed.map(([, text]) => text));
      return Array.from(document.head.querySelectorAll('style')).filter((style) => !parsed.some(([kept]) => kept === style) && texts.has(style.textContent ?? ''))
        .map((style) => style.outerHTML.slice(0, 120));
    });
    expect(stylesRepeated).toEqual([]);
    // Nor fetched the app's stylesheet, which the page carries inline (Vite's preload helper, loading the lazy sign-in
    // screen, added it as a link while the page hydrated).
    expect(await page.evaluate(() => performance.getEntriesByType('resource').filter((e) => e.name.endsWith('.css')).map((e) => e.name))).toEqual([]);
    expect(await page.evaluate(() => Array.from(document.querySelectorAll('link[rel="stylesheet"]:not([disabled])'), (link) => link.outerHTML))).toEqual([]);
    // The icons' own base style is the page's, found under the key the icons look for, not added first in <head>;
    // and the marks on <html> (theme, language) were already right. Either change recomputes the whole page's style.
    const iconStyles = await page.evaluate(() => Array.from(document.head.querySelectorAll('style[rc-util-key="@ant-design-icons"]'))
      .map((style) => (window as unknown as { parsedStyles: [HTMLStyleElement, string][] }).parsedStyles.some(([kept]) => kept === style)));
    expect(iconStyles).toEqual([true]);
    expect(await page.evaluate(() => (window as unknown as { rootChanges: string[] }).rootChanges)).toEqual([]);
    // The app's first script was asked for only once the document was parsed, not while the page was being drawn.
    const timing = await page.evaluate(() => ({
      parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventEnd,
      firstScript: Math.min(...performance.getEntriesByType('resource').filter((e) => /\/assets\/.*\.js$/.test(e.name)).map((e) => e.startTime)),
    }));
    expect(timing.firstScript).toBeGreaterThanOrEqual(timing.parsed);
    await submitSignIn(page, DEMO_ACCOUNTS.student, 'student');
    await page.waitForURL(`${suite.url}/student`);
    // A hydration mismatch is reported as an error: none.
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test.each([
    { saved: 'a dark theme', key: 'theme', value: 'dark', check: async (page: Page) => expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark') },
    { saved: 'Spanish', key: 'counsel.language', value: 'es', check: async (page: Page) => waitForText(page.locator('form#student-sign-in button[type="submit"]'), 'Iniciar sesión') },
  ])('a browser that saved $saved is not shown the English light page: the app draws its own', async ({ key, value, check }) => {
    const { page, problems } = await suite.open();
    await rememberParsedForm(page);
    await page.addInitScript(([k, v]) => localStorage.setItem(k, v), [key, value] as const);
    await page.goto('/login');
    await expect(page.locator('html').getAttribute('data-prerender')).resolves.toBe('stale');
    await page.waitForFunction(reactOwnsForm, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { parsedForm: Element | null }).parsedForm === document.querySelector('form#student-sign-in'))).toBe(false);
    await expect(page.locator('#root').getAttribute('data-prerendered')).resolves.toBeNull();
    await check(page);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
  test('an answer that comes while a slow phone still hydrates the page waits for it: no hydration error, then the answer shows', async () => {
    const { page, problems } = await suite.open();
    // A CPU far slower than the host's, so the page's own screen is still being hydrated when the (instant) answer comes.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    await page.route('**/api/auth/user', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await page.getByText('Counsel could not be reached', { exact: true }).waitFor({ timeout: 50_000 });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const stubbed = [/status of 503 .*\/api\/auth\/user/, /\/api\/auth\/user: 503$/];
    expect(unexpectedProblems(problems).filter((line) => !stubbed.some((pattern) => pattern.test(line)))).toEqual([]);
  }, TIMEOUT);
});
