// Accessibility sweep: axe-core on every screen of the portal (sweep-screens.ts) and on the states
// reached there by a click (sweep-states.ts: dialogs, validation errors, toasts, the mobile navigation sheet),
// in one theme, with zero serious or critical violations allowed and nothing filtered away.
// Also the loading states (skeletons) of the data screens, held open by delaying the data requests.
// Each theme is its own test file (axe-every-screen.<theme>.test.ts), so the two halves run in parallel workers.
import { expect, test } from '@jest/globals';
import type { Page, Request, Route } from 'playwright-core';
import { DESKTOP, seriousA11yViolations, waitForValue, type OpenPage } from '../browser';
import { DEMO_ACCOUNTS } from '../portal';
import { describeBrowser, nav, useBrowserSuite } from '../suite';
import { canNavigateInApp, quiet, routeTo, trackRequests } from './in-app-navigation';
import { drawn, expectCleanScreen } from './journey-kit';
import { MAYA_ID, SCREENS, type Who } from './sweep-screens';
import { STATES } from './sweep-states';

const TIMEOUT = 60_000;

export type Theme = 'light' | 'dark';

/**
 * Loading states: each screen is entered in-app from a loaded screen of the role while its data requests are held
 * back, so its skeleton or spinner stays up while axe reads it. `from` is the screen whose link enters it (none: the
 * main or colleges navigation, there on every screen).
 *
 * Data the app already holds would show a screen at once (its queries are cache-and-network), so the screen must ask
 * for all of its data as after a page load. Rather than a page load before each check (a whole start of the app, most
 * of the loading checks' time), a role's page is loaded once, before its first check: after that it has only seen the
 * screens of the checks before, and a screen entered next asks for the same requests as after a page load, unless
 * an earlier screen of that page load asked for some of them. Those screens (`fresh`) still start with a page load.
 * Each check proves it: it fails where its screen asks for anything asked before since the page load. No hook in the
 * app (to empty its cache, say), so that the build tested is the production one.
 */
interface Loading { who: Exclude<Who, 'visitor'>; label: string; path: string; from?: string; fresh?: boolean; enter: (page: Page) => Promise<unknown> }
const viaNav = (who: Loading['who'], label: string, entry: string, path: string, fresh?: boolean): Loading =>
  ({ who, label, path, fresh, enter: (page) => nav(page, entry) });
const viaLink = (who: Loading['who'], label: string, from: string, name: RegExp, path: string, fresh?: boolean): Loading =>
  ({ who, label, path, from, fresh, enter: (page) => page.locator('main').getByRole('link', { name }).first().click() });
const viaCollegesNav = (who: Loading['who'], label: string, entry: string, path: string, fresh?: boolean): Loading => ({
  who, label, path, fresh,
  enter: (page) => page.locator('nav[aria-label="Colleges navigation"]').getByRole('link', { name: entry, exact: true }).click(),
});
/** What a request asks for: its GraphQL operation, or its REST path. */
function asking(request: Request): string {
  const url = new URL(request.url());
  if (url.pathname !== '/graphql') return url.pathname;
  try {
    return String((request.postDataJSON() as { operationName?: string } | null)?.operationName ?? url.pathname);
  } catch {
    return url.pathname;
  }
}

// In groups of one page load each (the first of a role, then each `fresh`): within a group no screen asks for what
// an earlier one asked (the check fails otherwise), e.g. the student's dashboard asks for the profile, documents and
// applications that three other screens ask for, and the counselor's dashboard for the students list's scopes.
const LOADING: Loading[] = [
  viaNav('student', 'student dashboard', 'Dashboard', '/student'),
  viaNav('student', 'student college preference', 'College Preference', '/student/college-preference'),
  viaNav('student', 'student resources', 'Resources', '/student/resources'),
  viaNav('student', 'student profile', 'My Profile', '/student/profile', true),
  viaNav('student', 'student documents', 'Documents', '/student/documents'),
  viaCollegesNav('student', 'student college search', 'College Search', '/student/colleges'),
  // Asks for the applications, as the college search does.
  viaCollegesNav('student', 'student my colleges', 'My Colleges', '/student/my-colleges', true),
  viaCollegesNav('counselor', 'counselor college search', 'College Search', '/counselor/colleges'),
  viaNav('counselor', 'counselor dashboard', 'Dashboard', '/counselor'),
  viaLink('counselor', 'counselor knowledge base', '/counselor', /Knowledge Base/, '/counselor/knowledge-base'),
  viaNav('counselor', 'counselor chatbot', 'AI Chatbot', '/counselor/chatbot'),
  viaNav('counselor', 'counselor content library', 'Content Library', '/counselor/content'),
  viaNav('counselor', 'counselor students', 'Students', '/counselor/students', true),
  {
    who: 'counselor', label: "counselor: Maya's profile", path: `/counselor/students/${MAYA_ID}`, from: '/counselor/students',
    enter: (page) => page.locator('tr', { hasText: DEMO_ACCOUNTS.student.email }).getByRole('link', { name: /View/ }).click(),
  },
  viaNav('admin', 'admin dashboard', 'Dashboard', '/admin'),
  viaNav('admin', 'admin students', 'Students', '/admin/students'),
  viaNav('admin', 'admin content repository', 'Content Repository', '/admin/content'),
  viaNav('admin', 'admin chatbot', 'AI Chatbot', '/admin/chatbot'),
  viaNav('admin', 'admin settings', 'Settings', '/admin/settings'),
  viaLink('admin', 'admin audit log', '/admin', /Staff Audit Log/, '/admin/audit-log'),
];

/** Declares the sweep of every screen, state and loading state in `theme`, over its own portal and browser. */
export function describeAxeSweep(theme: Theme) {
  describeBrowser(`accessibility of every screen, ${theme} (browser, axe-core)`, () => {
    const suite = useBrowserSuite(TIMEOUT);
    const sessions = new Map<Who, OpenPage>();

    const ACCOUNTS = { student: DEMO_ACCOUNTS.student, counselor: DEMO_ACCOUNTS.counselor, admin: DEMO_ACCOUNTS.admin, teacher: DEMO_ACCOUNTS.teacher } as const;

    /**
     * One signed-in page per role (and one signed-out), reused by every screen of that role. It loads no screen
     * of its own: the role's first screen is its first page load (loading the home first, to leave it at once for
     * the same home, was two loads of it). Every page it loads is in the sweep's theme, as the app reads it at start.
     */
    async function session(who: Who): Promise<OpenPage> {
      const known = sessions.get(who);
      if (known) return known;
      const opened = who === 'visitor' ? await suite.open() : await suite.withSession(ACCOUNTS[who]);
      await opened.context.addInitScript((value) => localStorage.setItem('theme', value), theme);
      trackRequests(opened.page);
      sessions.set(who, opened);
      return opened;
    }

    /**
     * Shows `path` on the role's page. Where the app is already up there, it goes there the way its own links do
     * (routeTo), as a user moving between screens does: a whole page load per screen was most of the sweep's time.
     * A page still showing something a route change leaves up (a dialog, a toast, the navigation sheet) that Escape
     * or a close button does not close is loaded afresh.
     */
    async function visit(page: Page, path: string) {
      if (await canNavigateInApp(page, suite.url)) await routeTo(page, suite.url, path);
      else await page.goto(path);
    }

    /** Waits until the screen has its data: its requests answered and drawn (see quiet), then as `ready` goes on. */
    async function loaded(page: Page) {
      await quiet(page);
      await drawn(page);
    }

    test.each([...SCREENS, ...STATES].map((screen) => ({ theme, ...screen })))('$theme: $label ($path)', async ({ theme, who, path, shown, label, viewport, allow, transient }) => {
      const opened = await session(who);
      const { page } = opened;
      await page.setViewportSize(viewport ?? DESKTOP);
      await visit(page, path);
      await waitForValue(() => page.locator('html').getAttribute('data-theme'), theme);
      await shown(page);
      await loaded(page);
      // Each screen names itself in the tab (history and screen readers tell screens apart by it).
      expect(await page.title()).toMatch(/^[^·]+ · Counsel$/);
      const held = await transient?.(page);
      expect(await seriousA11yViolations(page)).toEqual([]);
      // Otherwise axe may have read the page after the toast had gone.
      if (held) expect(await held.isVisible()).toBe(true);
      expectCleanScreen(opened, `${theme} ${label}`, allow);
    }, TIMEOUT);

    /** What each role's page has asked for (GraphQL operations, REST paths) since its last page load in the loading checks. */
    const askedSinceLoad = new Map<Who, Set<string>>();

    test.each(LOADING.map((screen) => ({ theme, ...screen })))(
      '$theme: $label while loading',
      async ({ theme, who, from, fresh, enter, path, label }) => {
        const opened = await session(who);
        const { page } = opened;
        await page.setViewportSize(DESKTOP);
        if (!askedSinceLoad.has(who)) page.on('request', (request) => askedSinceLoad.get(who)?.add(asking(request)));
        if (fresh || !askedSinceLoad.has(who)) {
          // A page load: the screens before held data that could show this one without its loading state.
          askedSinceLoad.set(who, new Set());
          await page.goto(from ?? '/no-such-page');
          await waitForValue(() => page.locator('html').getAttribute('data-theme'), theme);
          await loaded(page);
        } else if (from && new URL(page.url()).pathname !== from) {
          await visit(page, from);
          await loaded(page);
        }

        const askedBefore = new Set(askedSinceLoad.get(who));
        const held: Route[] = [];
        const hold = (route: Route) => { held.push(route); };
        await page.route('**/graphql', hold);
        await page.route('**/api/**', hold);
        try {
          await enter(page);
          await page.waitForURL(`${suite.url}${path}`);
          // The screen itself is up and waits for its data (not only the route's code, whose fallback is a skeleton too).
          await waitForValue(async () => held.length > 0, true, 10_000);
          await page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"], .ant-select-loading, .anticon-loading').first().waitFor({ timeout: 10_000 });
          await page.mouse.move(0, 0);
          expect(await seriousA11yViolations(page)).toEqual([]);
          // None of it was asked before since the page load: the app holds none of the screen's data (see LOADING).
          expect(held.map((route) => asking(route.request())).filter((asked) => askedBefore.has(asked))).toEqual([]);
        } finally {
          await page.unroute('**/graphql', hold);
          await page.unroute('**/api/**', hold);
          for (const route of held) await route.continue().catch(() => undefined);
        }
        await loaded(page);
        expectCleanScreen(opened, `${theme} ${label} (loading)`);
      },
      TIMEOUT,
    );
  });
}
