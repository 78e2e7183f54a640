// The walking skeleton in a real browser: sign-in per role, the shell's sidebar and
// persistence, registration, guards, logout; against the whole portal in this process.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { MOBILE, clickUntilClosed, screenshot, seriousA11yViolations, settle, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, interactive, submitSignIn, useBrowserSuite } from './suite';

const ENTRIES = {
  student: ['Dashboard', 'My Profile', 'College Preference', 'Documents', 'Resources'],
  counselor: ['Dashboard', 'Students', 'AI Chatbot', 'Content Library'],
  admin: ['Dashboard', 'Students', 'Content Repository', 'AI Chatbot', 'Settings'],
};

const TIMEOUT = 60_000;

describeBrowser('signed-in shell (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  const sidebarEntries = (page: Page) => page.locator('nav[aria-label="Main navigation"] a').allTextContents();

  test.each([
    { role: 'admin', account: DEMO_ACCOUNTS.admin, tab: 'staff', home: '/admin', title: 'Admin Dashboard', badge: 'Admin' },
    { role: 'counselor', account: DEMO_ACCOUNTS.counselor, tab: 'staff', home: '/counselor', title: 'Counselor Dashboard', badge: 'Counselor' },
    { role: 'student', account: DEMO_ACCOUNTS.student, tab: 'student', home: '/student', title: 'Student Dashboard', badge: 'Student' },
    { role: 'student', account: DEMO_ACCOUNTS.otherStudent, tab: 'student', home: '/student', title: 'Student Dashboard', badge: 'Student' },
  ] as const)('$account.email signs in and lands on $home with the $role entries', async ({ role, account, tab, home, title, badge }) => {
    const { page, problems } = await suite.open();
    await submitSignIn(page, account, tab);
    await page.waitForURL(`${suite.url}${home}`);
    await waitForText(heading(page), title);
    expect(await sidebarEntries(page)).toEqual(ENTRIES[role]);

    const current = page.locator('nav[aria-label="Main navigation"] a[aria-current="page"]');
    await waitForText(current, 'Dashboard');
    const me = (await (await page.request.get('/api/auth/user')).json()) as { firstName: string; lastName: string };
    await expect(page.getByTestId('sidebar-user-name').textContent()).resolves.toBe(`${me.firstName} ${me.lastName}`);
    await expect(page.getByTestId('sidebar-role-badge').textContent()).resolves.toBe(badge);

    // Every menu entry opens a screen of its own, highlighted in the sidebar.
    for (const entry of ENTRIES[role].slice(1)) {
      await page.locator('nav[aria-label="Main navigation"]').getByRole('link', { name: entry, exact: true }).click();
      await waitForText(current, entry);
      expect(await heading(page).textContent()).not.toBe(title);
    }
    await screenshot(page, `shell-${role}-${account.email.split('@')[0]}`);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('theme and collapsed sidebar survive a reload; Ctrl+B toggles the sidebar', async () => {
    const { page, context, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sidebar = page.getByTestId('app-sidebar');
    await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('light');
    await expect(sidebar.getAttribute('data-state')).resolves.toBe('expanded');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.getByTestId('theme-toggle').click();
    await page.getByTestId('sidebar-toggle').click();
    await waitForValue(() => sidebar.getAttribute('data-state'), 'collapsed');

    await page.reload();
    await page.getByTestId('app-sidebar').waitFor();
    await waitForValue(() => page.locator('html').getAttribute('data-theme'), 'dark');
    await expect(page.evaluate(() => localStorage.getItem('theme'))).resolves.toBe('dark');
    await expect(sidebar.getAttribute('data-state')).resolves.toBe('collapsed');
    const cookie = (await context.cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const width = async () => Math.round((await sidebar.boundingBox())?.width ?? 0);
    await waitForValue(width, 48);
    await screenshot(page, 'shell-student-dark-collapsed');
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.keyboard.press('Control+b');
    await waitForValue(() => sidebar.getAttribute('data-state'), 'expanded');
    await waitForValue(width, 256);
    await settle(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('below 768px the sidebar is a slide-in sheet', async () => {
    const { page, problems } = await suite.open(MOBILE);
    await submitSignIn(page, DEMO_ACCOUNTS.counselor, 'staff');
    await page.waitForURL(`${suite.url}/counselor`);
    await page.getByTestId('sidebar-toggle').waitFor();
    await expect(page.locator('nav[aria-label="Main navigation"]').count()).resolves.toBe(0);
    await page.getByTestId('sidebar-toggle').click();
    const sheet = page.getByRole('dialog');
    await sheet.locator('nav[aria-label="Main navigation"]').waitFor();
    await waitForValue(async () => Math.round((await sheet.boundingBox())?.width ?? 0), 288);
    await screenshot(page, 'shell-counselor-mobile-sheet');
    await clickUntilClosed(sheet, sheet.getByRole('link', { name: 'AI Chatbot' }));
    await page.waitForURL(`${suite.url}/counselor/chatbot`);
    await sheet.waitFor({ state: 'hidden' });
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('registering a new student lands on /student', async () => {
    const { page, problems } = await suite.open();
    await page.goto('/login');
    await interactive(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.locator('form#student-register');
    await form.getByRole('button', { name: 'Create Account' }).click();
    for (const message of ['First name is required', 'Last name is required', 'Please enter a valid email', 'Password must be at least 6 characters']) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await form.getByLabel('First name').fill('Avery');
    await form.getByLabel('Last name').fill('Nguyen');
    await form.getByLabel('Email').fill(`avery.${Date.now()}@example.org`);
    await form.getByLabel('Password').fill('avery-password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${suite.url}/student`);
    await expect(page.getByTestId('sidebar-user-name').textContent()).resolves.toBe('Avery Nguyen');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('registering an email that is taken shows Registration Failed', async () => {
    const { page, problems } = await suite.open();
    await page.goto('/login');
    await interactive(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.locator('form#student-register');
    await form.getByLabel('First name').fill('Maya');
    await form.getByLabel('Last name').fill('Again');
    await form.getByLabel('Email').fill(DEMO_ACCOUNTS.student.email);
    await form.getByLabel('Password').fill('another-password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.locator('.ant-notification-notice');
    await toast.getByText('Registration Failed', { exact: true }).waitFor();
    expect((await toast.locator('.ant-notification-notice-description').textContent())?.trim()).toBeTruthy();
    expect(page.url()).toBe(`${suite.url}/login`);
    expect(unexpectedProblems(problems, [/status of 409 \(Conflict\) \(.*\/api\/auth\/register\)$/])).toEqual([]);
  }, TIMEOUT);

  test('a wrong password shows the Login Failed toast with the server message', async () => {
    const { page, problems } = await suite.open();
    await submitSignIn(page, { email: DEMO_ACCOUNTS.student.email, password: 'not-the-password' }, 'student');
    const toast = page.locator('.ant-notification-notice');
    await toast.getByText('Login Failed', { exact: true }).waitFor();
    await toast.getByText('Invalid email or password', { exact: true }).waitFor();
    expect(page.url()).toBe(`${suite.url}/login`);
    expect(unexpectedProblems(problems, [/status of 401 \(Unauthorized\) \(.*\/api\/auth\/login\)$/])).toEqual([]);
  }, TIMEOUT);

  test('role guards, fallbacks and the not-found page', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await page.goto('/admin/settings');
    await page.waitForURL(`${suite.url}/student`);
    await page.goto('/counselor');
    await page.waitForURL(`${suite.url}/student`);
    await page.goto('/student/no-such-screen');
    await page.waitForURL(`${suite.url}/student`);
    await page.goto('/login');
    await page.waitForURL(`${suite.url}/student`);
    await page.goto('/no-such-page');
    await page.getByText('404 Page Not Found', { exact: true }).waitFor();
    await page.getByText('Did you forget to add the page to the router?', { exact: true }).waitFor();

    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    await admin.page.goto('/counselor/knowledge-base');
    await waitForText(heading(admin.page), 'Knowledge Base');
    await admin.page.goto('/counselor/students/some-id');
    await waitForText(heading(admin.page), 'Student Profile');
    await admin.page.goto('/admin/unknown');
    await admin.page.waitForURL(`${suite.url}/admin`);
    expect([...unexpectedProblems(problems), ...unexpectedProblems(admin.problems)]).toEqual([]);
  }, TIMEOUT);

  test('edge states: no role, role-less registration, unreachable gateway (stubbed answers)', async () => {
    const { page, problems } = await suite.open();
    const roleless = { id: 'u-1', userId: 'u-1', email: 'no.role@example.org', firstName: 'No', lastName: 'Role', role: null };

    await page.route('**/api/auth/user', (route) => route.fulfill({ status: 200, json: roleless }));
    await page.goto('/student');
    await page.waitForURL(`${suite.url}/`);
    await page.getByText('Your role has not been assigned', { exact: true }).waitFor();
    await page.getByText('Please contact an administrator', { exact: false }).waitFor();
    await expect(page.getByRole('link', { name: 'Logout' }).getAttribute('href')).resolves.toBe('/api/logout');
    await screenshot(page, 'unassigned-role');
    await page.unroute('**/api/auth/user');

    await page.route('**/api/auth/register', (route) => route.fulfill({ status: 201, json: roleless }));
    await page.goto('/login');
    await interactive(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.locator('form#student-register');
    await form.getByLabel('First name').fill('No');
    await form.getByLabel('Last name').fill('Role');
    await form.getByLabel('Email').fill(roleless.email);
    await form.getByLabel('Password').fill('no-role-password');
    await form.getByRole('button', { name: 'Create Account' }).click();
    const toast = page.locator('.ant-notification-notice');
    await toast.getByText('Registration Issue', { exact: true }).waitFor();
    await toast.getByText('Account created but role not set. Please contact support.', { exact: true }).waitFor();
    expect(page.url()).toBe(`${suite.url}/login`);
    await page.unroute('**/api/auth/register');

    await page.route('**/api/auth/user', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto('/');
    await page.getByText('Counsel could not be reached', { exact: true }).waitFor();
    await page.unroute('**/api/auth/user');
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('link', { name: 'Get Started' }).waitFor();

    const stubbed = [/status of 503 .*\/api\/auth\/user/, /\/api\/auth\/user: 503$/];
    const left = unexpectedProblems(problems).filter((line) => !stubbed.some((pattern) => pattern.test(line)));
    expect(left).toEqual([]);
  }, TIMEOUT);

  test('logout returns to the landing page', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.url}/`);
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await page.goto('/counselor');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('landing and login pages render cleanly in both themes and pass axe', async () => {
    const { page, problems } = await suite.open();
    for (const theme of ['light', 'dark'] as const) {
      // The saved theme is in place before the page's own scripts run, so one load of the landing page shows it
      // (setting it on a loaded page took a second load). A later script runs after the earlier: the last theme wins.
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
      await page.goto('/');
      await page.getByRole('link', { name: 'Get Started' }).waitFor();
      await waitForValue(() => page.locator('html').getAttribute('data-theme'), theme);
      await expect(page.getByText('Student profiles with academics, test scores and activities', { exact: false }).count()).resolves.toBe(1);
      await screenshot(page, `landing-${theme}`);
      expect(await seriousA11yViolations(page)).toEqual([]);

      await page.getByRole('link', { name: 'Get Started' }).click();
      await page.waitForURL(`${suite.url}/login`);
      await page.getByRole('tab', { name: 'Staff (Counselors/Admins)' }).waitFor();
      await screenshot(page, `login-${theme}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    }
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
