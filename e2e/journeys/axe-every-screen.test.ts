// Accessibility sweep (issue 9): axe-core on every screen of the portal, in the light and the dark theme,
// with zero serious or critical violations allowed and nothing filtered away. Also the loading states
// (skeletons) of the data screens, held open by delaying the data requests.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Browser, Page, Route } from 'playwright-core';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { chromiumAvailable, launchBrowser, openPage, seriousA11yViolations, waitForValue, type OpenPage } from '../browser';
import { DEMO_ACCOUNTS, startWebPortal, type WebPortal } from '../portal';
import { expectCleanScreen, heading, nav, ready, signIn } from './journey-kit';

const TIMEOUT = 60_000;
const describeBrowser = chromiumAvailable() ? describe : describe.skip;
if (!chromiumAvailable()) console.warn('Browser tests skipped: /usr/bin/chromium is not installed (apt-get install chromium).');

type Who = 'visitor' | 'student' | 'counselor' | 'admin';
type Theme = 'light' | 'dark';
interface Screen {
  who: Who;
  label: string;
  path: string;
  /** What shows that the screen is there (after which `ready` waits for its data). */
  shown: (page: Page) => Promise<unknown>;
}

const MAYA_ID = DEMO_STUDENT_PROFILES[0].id;
const titled = (title: string) => (page: Page) => waitForValue(() => heading(page).first().textContent({ timeout: 1000 }).catch(() => null), title, 15_000);
const loginTab = (tab: 'Sign In' | 'Create Account' | 'Staff (Counselors/Admins)') => async (page: Page) => {
  if (tab === 'Staff (Counselors/Admins)') await page.getByRole('tab', { name: tab }).click();
  if (tab === 'Create Account') await page.getByRole('tab', { name: tab }).click();
  const form = { 'Sign In': 'form#student-sign-in', 'Create Account': 'form#student-register', 'Staff (Counselors/Admins)': 'form#staff-sign-in' }[tab];
  await page.locator(form).waitFor();
};

const SCREENS: Screen[] = [
  { who: 'visitor', label: 'landing', path: '/', shown: (page) => page.getByRole('link', { name: 'Get Started' }).waitFor() },
  { who: 'visitor', label: 'login: Students / Sign In', path: '/login', shown: loginTab('Sign In') },
  { who: 'visitor', label: 'login: Students / Create Account', path: '/login', shown: loginTab('Create Account') },
  { who: 'visitor', label: 'login: Staff', path: '/login', shown: loginTab('Staff (Counselors/Admins)') },
  { who: 'student', label: 'student dashboard', path: '/student', shown: (page) => page.getByRole('heading', { name: 'Maya Chen', exact: true }).waitFor() },
  { who: 'student', label: 'student profile', path: '/student/profile', shown: titled('My Profile') },
  { who: 'student', label: 'student college preference', path: '/student/college-preference', shown: titled('College Preference') },
  { who: 'student', label: 'student documents', path: '/student/documents', shown: (page) => page.getByRole('listitem').filter({ hasText: 'Maya Chen - Unofficial Transcript.pdf' }).waitFor() },
  { who: 'student', label: 'student resources', path: '/student/resources', shown: titled('Resources') },
  { who: 'student', label: '404 page', path: '/no-such-page', shown: (page) => page.getByText('404 Page Not Found', { exact: true }).waitFor() },
  { who: 'counselor', label: 'counselor dashboard', path: '/counselor', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor students', path: '/counselor/students', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: "counselor: Maya's profile", path: `/counselor/students/${MAYA_ID}`, shown: (page) => page.getByText('Maya Chen - Unofficial Transcript.pdf').first().waitFor() },
  { who: 'counselor', label: 'counselor chatbot', path: '/counselor/chatbot', shown: titled('AI Chatbot') },
  { who: 'counselor', label: 'counselor knowledge base', path: '/counselor/knowledge-base', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'counselor', label: 'counselor content library', path: '/counselor/content', shown: (page) => page.getByTestId('content-card').first().waitFor() },
  { who: 'admin', label: 'admin dashboard', path: '/admin', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin students', path: '/admin/students', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },
  { who: 'admin', label: 'admin content repository', path: '/admin/content', shown: (page) => page.getByTestId('content-card').first().waitFor() },
  { who: 'admin', label: 'admin chatbot', path: '/admin/chatbot', shown: titled('AI Chatbot') },
  { who: 'admin', label: 'admin settings', path: '/admin/settings', shown: (page) => page.getByLabel('System prompt').waitFor() },
  { who: 'admin', label: 'admin audit log', path: '/admin/audit-log', shown: (page) => page.locator('tbody tr.ant-table-row').first().waitFor() },

  // Dialogs and states reached by a click on those screens.
  {
    who: 'student', label: 'student documents: upload dialog with files chosen', path: '/student/documents',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Upload' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
      await dialog.locator('input[type=file]').first().setInputFiles([
        { name: 'Essay draft.txt', mimeType: 'text/plain', buffer: Buffer.from('A draft.\n') },
        { name: 'Brag sheet.txt', mimeType: 'text/plain', buffer: Buffer.from('Awards.\n') },
      ]);
      await dialog.locator('.uppy-StatusBar-actionBtn--upload').waitFor();
    },
  },
  {
    who: 'student', label: 'student documents: delete confirmation', path: '/student/documents',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Delete Maya Chen - Unofficial Transcript.pdf' }).click();
      await page.getByRole('dialog').filter({ hasText: 'Are you sure you want to delete Maya Chen - Unofficial Transcript.pdf?' }).waitFor();
    },
  },
  {
    who: 'visitor', label: 'login: Students / Sign In with validation errors', path: '/login',
    shown: async (page) => {
      const form = page.locator('form#student-sign-in');
      await form.getByRole('button', { name: 'Sign In' }).click();
      await form.getByText('Please enter a valid email', { exact: true }).waitFor();
    },
  },
  {
    who: 'counselor', label: 'counselor chatbot: an answer with Sources badges', path: '/counselor/chatbot',
    shown: async (page) => {
      await page.getByLabel('Student').click();
      await page.locator('.ant-select-item-option', { hasText: 'Maya Chen' }).first().click();
      await page.getByLabel('Message', { exact: true }).fill('What should Maya focus on this fall?');
      await page.getByLabel('Message', { exact: true }).press('Enter');
      await page.getByTestId('message-assistant').first().getByTestId('source-badge').first().waitFor({ timeout: 30_000 });
      await waitForValue(() => page.getByLabel('Message', { exact: true }).isDisabled(), false, 30_000);
    },
  },
  {
    who: 'counselor', label: 'counselor knowledge base: upload dialog with a refused file', path: '/counselor/knowledge-base',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Upload Files' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Files to the Knowledge Base' });
      await dialog.locator('input[type=file]').setInputFiles([
        { name: 'guide.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1') },
        { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
      ]);
      await dialog.getByText('notes.txt: Only .pdf, .doc and .docx files can be added', { exact: true }).waitFor();
    },
  },
  {
    who: 'counselor', label: 'counselor content library: reading a note', path: '/counselor/content',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Read Senior Fall Checklist' }).click();
      await page.getByRole('dialog', { name: 'Senior Fall Checklist' }).getByText(/Request transcripts/).waitFor();
    },
  },
  {
    who: 'admin', label: 'admin dashboard: create-account dialog with errors', path: '/admin',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Create Counselor' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create New Counselor or Admin' });
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await dialog.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
    },
  },
  {
    who: 'admin', label: 'admin dashboard: reset-password dialog', path: '/admin',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Reset Password for Jordan Rivera' }).click();
      await page.getByRole('dialog', { name: 'Reset Password' }).getByLabel('New Password').waitFor();
    },
  },
  {
    who: 'admin', label: 'admin content repository: add dialog', path: '/admin/content',
    shown: async (page) => {
      await page.getByRole('button', { name: 'Add Content' }).click();
      await page.getByRole('dialog', { name: 'Add Content' }).getByLabel('Title').waitFor();
    },
  },
  {
    who: 'admin', label: 'admin content repository: delete confirmation', path: '/admin/content',
    shown: async (page) => {
      await page.getByTestId('content-card').first().getByRole('button', { name: /^Delete / }).click();
      await page.getByRole('dialog').filter({ hasText: 'Delete content' }).waitFor();
    },
  },
  {
    who: 'admin', label: 'admin settings: edited (Reset shown)', path: '/admin/settings',
    shown: async (page) => {
      const editor = page.getByLabel('System prompt');
      await waitForValue(async () => (await editor.inputValue()).length > 0, true);
      await editor.fill(`${await editor.inputValue()} Keep answers short.`);
      await page.getByRole('button', { name: 'Reset' }).waitFor();
    },
  },
];

const THEMES: Theme[] = ['light', 'dark'];
const CASES = THEMES.flatMap((theme) => SCREENS.map((screen) => ({ theme, ...screen })));

/**
 * Loading states: each screen is entered in-app (no reload) from a loaded screen of the role while its
 * data requests are held back, so its skeleton or spinner stays up while axe reads it.
 */
interface Loading { who: Exclude<Who, 'visitor'>; label: string; path: string; start: string; enter: (page: Page) => Promise<unknown> }
const viaNav = (who: Loading['who'], label: string, entry: string, path: string): Loading =>
  ({ who, label, path, start: '/no-such-page', enter: (page) => nav(page, entry) });
const viaLink = (who: Loading['who'], label: string, start: string, name: RegExp, path: string): Loading =>
  ({ who, label, path, start, enter: (page) => page.locator('main').getByRole('link', { name }).first().click() });
const LOADING: Loading[] = [
  viaNav('student', 'student dashboard', 'Dashboard', '/student'),
  viaNav('student', 'student profile', 'My Profile', '/student/profile'),
  viaNav('student', 'student college preference', 'College Preference', '/student/college-preference'),
  viaNav('student', 'student documents', 'Documents', '/student/documents'),
  viaNav('student', 'student resources', 'Resources', '/student/resources'),
  viaNav('counselor', 'counselor dashboard', 'Dashboard', '/counselor'),
  viaNav('counselor', 'counselor students', 'Students', '/counselor/students'),
  {
    who: 'counselor', label: "counselor: Maya's profile", path: `/counselor/students/${MAYA_ID}`, start: '/counselor/students',
    enter: (page) => page.locator('tr', { hasText: DEMO_ACCOUNTS.student.email }).getByRole('link', { name: /View/ }).click(),
  },
  viaNav('counselor', 'counselor chatbot', 'AI Chatbot', '/counselor/chatbot'),
  viaLink('counselor', 'counselor knowledge base', '/counselor', /Knowledge Base/, '/counselor/knowledge-base'),
  viaNav('counselor', 'counselor content library', 'Content Library', '/counselor/content'),
  viaNav('admin', 'admin dashboard', 'Dashboard', '/admin'),
  viaNav('admin', 'admin students', 'Students', '/admin/students'),
  viaNav('admin', 'admin content repository', 'Content Repository', '/admin/content'),
  viaNav('admin', 'admin chatbot', 'AI Chatbot', '/admin/chatbot'),
  viaNav('admin', 'admin settings', 'Settings', '/admin/settings'),
  viaLink('admin', 'admin audit log', '/admin', /Staff Audit Log/, '/admin/audit-log'),
];

describeBrowser('accessibility of every screen, light and dark (browser, axe-core)', () => {
  let portal: WebPortal;
  let browser: Browser;
  const sessions = new Map<Who, OpenPage>();

  const HOMES = { student: '/student', counselor: '/counselor', admin: '/admin' } as const;
  const ACCOUNTS = { student: DEMO_ACCOUNTS.student, counselor: DEMO_ACCOUNTS.counselor, admin: DEMO_ACCOUNTS.admin } as const;

  beforeAll(async () => {
    portal = await startWebPortal();
    browser = await launchBrowser();
  }, TIMEOUT);

  afterAll(async () => {
    for (const { context } of sessions.values()) await context.close().catch(() => undefined);
    await browser?.close();
    await portal?.close();
  });

  /** One signed-in page per role (and one signed-out), reused by every screen of that role. */
  async function session(who: Who): Promise<OpenPage> {
    const known = sessions.get(who);
    if (known) return known;
    const opened = await openPage(browser, portal.url);
    if (who === 'visitor') await opened.page.goto('/');
    else await signIn(opened.page, portal.url, ACCOUNTS[who], who === 'student' ? 'student' : 'staff', HOMES[who]);
    sessions.set(who, opened);
    return opened;
  }

  async function useTheme(page: Page, theme: Theme) {
    await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  }

  test.each(CASES)('$theme: $label ($path)', async ({ theme, who, path, shown, label }) => {
    const opened = await session(who);
    const { page } = opened;
    await useTheme(page, theme);
    await page.goto(path);
    await waitForValue(() => page.locator('html').getAttribute('data-theme'), theme);
    await shown(page);
    await ready(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expectCleanScreen(opened, `${theme} ${label}`);
  }, TIMEOUT);

  test.each(THEMES.flatMap((theme) => LOADING.map((screen) => ({ theme, ...screen }))))(
    '$theme: $label while loading',
    async ({ theme, who, start, enter, path, label }) => {
      const opened = await session(who);
      const { page } = opened;
      await useTheme(page, theme);
      await page.goto(start);
      await waitForValue(() => page.locator('html').getAttribute('data-theme'), theme);
      await ready(page);

      const held: Route[] = [];
      const hold = (route: Route) => { held.push(route); };
      await page.route('**/graphql', hold);
      await page.route('**/api/**', hold);
      try {
        await enter(page);
        await page.waitForURL(`${portal.url}${path}`);
        await page.locator('.ant-skeleton, .ant-spin-spinning, [aria-busy="true"], .ant-select-loading, .anticon-loading').first().waitFor({ timeout: 10_000 });
        await page.mouse.move(0, 0);
        expect(await seriousA11yViolations(page)).toEqual([]);
      } finally {
        await page.unroute('**/graphql', hold);
        await page.unroute('**/api/**', hold);
        for (const route of held) await route.continue().catch(() => undefined);
      }
      await ready(page);
      expectCleanScreen(opened, `${theme} ${label} (loading)`);
    },
    TIMEOUT,
  );
});
