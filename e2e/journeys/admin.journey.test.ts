// Admin journey, end to end in one browser session against the whole portal: an admin signs in,
// creates a counselor through the dashboard dialog, resets a student's password, edits the chatbot system
// prompt and resets it, reindexes the content repository and deletes a content item. Every main screen is
// captured at 1280 px and 390 px, and each must be free of console errors and failed requests.
import { beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { clickUntilClosed, seriousA11yViolations, waitForText, waitForValue, type OpenPage } from '../browser';
import { DEMO_ACCOUNTS } from '../portal';
import { describeBrowser, heading, nav, submitSignIn, toast, useBrowserSuite } from '../suite';
import { expectCleanScreen, ready, shootBothWidths } from './journey-kit';

const TIMEOUT = 90_000;

const stamp = Date.now().toString(36);
const COUNSELOR = { firstName: 'Imani', lastName: `Achebe${stamp}`, email: `imani.${stamp}@counsel.local`, password: `welcome-${stamp}` };
const JORDAN = { name: 'Jordan Rivera', email: DEMO_ACCOUNTS.otherStudent.email, newPassword: `new-start-${stamp}` };

describeBrowser('admin journey (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  let admin: OpenPage;
  let page: Page;

  beforeAll(async () => {
    admin = await suite.open();
    page = admin.page;
  }, TIMEOUT);

  /** Signs in with a throwaway context's request (no page), to prove an account's password. */
  async function signInStatus(email: string, password: string): Promise<number> {
    const context = await suite.browser.newContext({ baseURL: suite.url });
    try {
      return (await context.request.post('/api/auth/login', { data: { email, password } })).status();
    } finally {
      await context.close();
    }
  }

  const userRow = (email: string) => page.locator('tr', { has: page.getByRole('cell', { name: email, exact: true }) });
  async function searchUsers(text: string) {
    const box = page.getByRole('searchbox', { name: 'Search users by name or email' });
    await box.fill(text);
    await box.press('Enter');
  }

  test('signs in and sees the admin dashboard', async () => {
    await submitSignIn(page, DEMO_ACCOUNTS.admin, 'staff');
    await page.waitForURL(`${suite.url}/admin`);
    await waitForText(heading(page), 'Admin Dashboard');
    await page.getByRole('region', { name: 'Statistics' }).getByText('Total Students', { exact: true }).waitFor();
    await userRow(JORDAN.email).waitFor();
    await ready(page);
    await shootBothWidths(page, 'admin-01-dashboard');
    expectCleanScreen(admin, 'admin dashboard');
  }, TIMEOUT);

  test('creates a counselor through the dashboard dialog', async () => {
    await page.getByRole('button', { name: 'Create Counselor' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create New Counselor or Admin' });
    await dialog.waitFor();
    await waitForText(dialog.locator('.ant-select-content'), 'Counselor');
    await dialog.getByLabel('First Name').fill(COUNSELOR.firstName);
    await dialog.getByLabel('Last Name').fill(COUNSELOR.lastName);
    await dialog.getByLabel('Email').fill(COUNSELOR.email);
    await dialog.getByLabel('Password').fill(COUNSELOR.password);
    await shootBothWidths(page, 'admin-02-create-counselor');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Create Account' }));
    await toast(page, 'Counselor account created successfully');
    await dialog.waitFor({ state: 'hidden' });

    await searchUsers(COUNSELOR.lastName);
    await userRow(COUNSELOR.email).getByText('Counselor', { exact: true }).waitFor();
    expect(await signInStatus(COUNSELOR.email, COUNSELOR.password)).toBe(200);
    await searchUsers('');
    expectCleanScreen(admin, 'create counselor');
  }, TIMEOUT);

  test("resets a student's password from their row", async () => {
    await searchUsers('jordan');
    await userRow(JORDAN.email).getByRole('button', { name: `Reset Password for ${JORDAN.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Reset Password' });
    await dialog.waitFor();
    await dialog.getByLabel('New Password').fill(JORDAN.newPassword);
    await shootBothWidths(page, 'admin-03-reset-password');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Reset Password' }));
    await toast(page, 'Password reset successfully');
    await dialog.waitFor({ state: 'hidden' });
    expect(await signInStatus(JORDAN.email, JORDAN.newPassword)).toBe(200);
    expect(await signInStatus(JORDAN.email, DEMO_ACCOUNTS.otherStudent.password)).toBe(401);
    await searchUsers('');
    expectCleanScreen(admin, 'reset password');
  }, TIMEOUT);

  test('edits the system prompt, resets the edit, saves a change, then restores the original', async () => {
    await nav(page, 'Settings');
    await page.waitForURL(`${suite.url}/admin/settings`);
    await waitForText(heading(page), 'System Settings');
    await page.getByText('Changes apply immediately to all new conversations.').waitFor();
    const editor = page.getByLabel('System prompt');
    await editor.waitFor();
    const save = page.getByRole('button', { name: 'Save Changes' });
    const reset = page.getByRole('button', { name: 'Reset' });
    await waitForValue(async () => (await editor.inputValue()).length > 0, true);
    const original = await editor.inputValue();
    expect(await save.isDisabled()).toBe(true);
    expect(await reset.count()).toBe(0);
    await ready(page);
    await shootBothWidths(page, 'admin-04-settings');
    expectCleanScreen(admin, 'system settings');

    // An edit makes the screen dirty; Reset puts the saved text back.
    const edited = `${original}\nClose every answer with one concrete next step for the student.`;
    await editor.fill(edited);
    await page.getByText(`${edited.length} characters`).waitFor();
    expect(await save.isDisabled()).toBe(false);
    await shootBothWidths(page, 'admin-05-settings-edited');
    await reset.click();
    expect(await editor.inputValue()).toBe(original);
    await reset.waitFor({ state: 'detached' });
    expect(await save.isDisabled()).toBe(true);

    // Saved: the new prompt is stored.
    await editor.fill(edited);
    await save.click();
    await toast(page, 'The system prompt has been updated successfully.');
    await waitForValue(() => save.isDisabled(), true);
    const stored = (await (await page.request.get('/api/system-settings/chatbot_system_prompt')).json()) as { value: string };
    expect(stored.value).toBe(edited);

    // And back to the original wording.
    await editor.fill(original);
    await save.click();
    await waitForValue(async () => ((await (await page.request.get('/api/system-settings/chatbot_system_prompt')).json()) as { value: string }).value, original);
    await waitForValue(() => save.isDisabled(), true);
    expectCleanScreen(admin, 'system prompt edits');
  }, TIMEOUT);

  test('reindexes the content repository and deletes a content item', async () => {
    await nav(page, 'Content Repository');
    await page.waitForURL(`${suite.url}/admin/content`);
    await waitForText(heading(page), 'Content Repository');
    const cards = page.getByTestId('content-card');
    await cards.first().waitFor();
    await ready(page);
    await shootBothWidths(page, 'admin-06-content-repository');
    expectCleanScreen(admin, 'content repository');

    const reindex = page.getByRole('button', { name: /Reindex Content|Reindexing\.\.\./ });
    await reindex.click();
    await toast(page, 'Content reindexed successfully');
    await waitForText(reindex, 'Reindex Content', 30_000);

    const before = await cards.count();
    const title = (await cards.first().getByRole('heading').first().textContent())?.trim() ?? '';
    expect(title).not.toBe('');
    const card = cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete content' });
    await confirm.getByText(`Are you sure you want to delete ${title}?`, { exact: true }).waitFor();
    await shootBothWidths(page, 'admin-07-delete-content');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Delete' }));
    await toast(page, 'Content deleted successfully');
    await card.first().waitFor({ state: 'detached' });
    await waitForValue(() => cards.count(), before - 1);
    const items = (await (await page.request.get('/api/content')).json()) as { title: string }[];
    expect(items.some((item) => item.title === title)).toBe(false);
    await ready(page);
    await shootBothWidths(page, 'admin-08-content-after-delete');
    expectCleanScreen(admin, 'content delete');
  }, TIMEOUT);
});
