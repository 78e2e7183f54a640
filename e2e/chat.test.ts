// The assistant in a real browser: a counselor chats about a demo student and sees the answer stream in
// with its source badges; an admin edits the system prompt. Against the whole portal in this process.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Browser, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser, openPage, screenshot, seriousA11yViolations, unexpectedProblems, waitForText, type OpenPage } from './browser';
import { DEMO_ACCOUNTS, startWebPortal, type WebPortal } from './portal';

const TIMEOUT = 90_000;
const describeBrowser = chromiumAvailable() ? describe : describe.skip;
if (!chromiumAvailable()) console.warn('Browser tests skipped: /usr/bin/chromium is not installed (apt-get install chromium).');

describeBrowser('AI Chatbot and System Settings (browser)', () => {
  let portal: WebPortal;
  let browser: Browser;
  const opened: OpenPage[] = [];

  beforeAll(async () => {
    portal = await startWebPortal();
    browser = await launchBrowser();
  }, TIMEOUT);

  afterAll(async () => {
    for (const { context } of opened) await context.close().catch(() => undefined);
    await browser?.close();
    await portal?.close();
  });

  async function signInStaff(account: { email: string; password: string }, home: string) {
    const session = await openPage(browser, portal.url);
    opened.push(session);
    const { page } = session;
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Staff (Counselors/Admins)' }).click();
    const form = page.locator('form#staff-sign-in');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${portal.url}${home}`);
    return session;
  }

  async function chooseStudent(page: Page, name: string) {
    await page.getByLabel('Student').click();
    await page.locator('.ant-select-item-option', { hasText: name }).first().click();
  }

  test('a counselor chats about Maya Chen and sees the answer with source badges', async () => {
    const { page, problems } = await signInStaff(DEMO_ACCOUNTS.counselor, '/counselor');
    await page.goto('/counselor/chatbot');
    await waitForText(page.getByRole('heading', { level: 1 }), 'AI Chatbot');
    await expect(page.getByTestId('ai-badge').textContent()).resolves.toMatch(/Powered by/);
    await page.getByText('Start a conversation').waitFor();
    const send = page.getByRole('button', { name: 'Send message' });
    // Blank input sends nothing.
    await page.getByLabel('Message', { exact: true }).fill('   ');
    expect(await send.isDisabled()).toBe(true);

    await chooseStudent(page, 'Maya Chen');
    await page.getByLabel('Message', { exact: true }).fill('Should Maya send her SAT scores to test-optional colleges?');
    await page.getByLabel('Message', { exact: true }).press('Enter');
    await page.getByTestId('message-user').first().waitFor();
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');

    const answer = page.getByTestId('message-assistant').first();
    await answer.getByText('SAT score: 1520 [P]').waitFor({ timeout: 15_000 });
    const badges = answer.getByTestId('source-badge');
    await badges.first().waitFor();
    const texts = await badges.allTextContents();
    expect(texts.some((t) => t.startsWith('student_profile: '))).toBe(true);
    for (const t of texts) expect(t.replace(/^\w+: /, '').length).toBeLessThanOrEqual(30);
    expect(await page.getByLabel('Message', { exact: true }).isDisabled()).toBe(false);

    // The sidebar's green Counselor badge (app shell, not this screen) is reported to its owner.
    expect((await seriousA11yViolations(page)).filter((v) => !v.includes('.ant-tag-green'))).toEqual([]);
    await screenshot(page, 'chatbot-counselor');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('an admin edits the system prompt: Save Changes only when changed, Reset, toast and history', async () => {
    const { page, problems } = await signInStaff(DEMO_ACCOUNTS.admin, '/admin');
    await page.goto('/admin/settings');
    await waitForText(page.getByRole('heading', { level: 1 }), 'System Settings');
    await page.getByText('Changes apply immediately to all new conversations.').waitFor();
    const editor = page.getByLabel('System prompt');
    await editor.waitFor();
    const original = await editor.inputValue();
    expect(original).toMatch(/expert college counselor/);
    const save = page.getByRole('button', { name: 'Save Changes' });
    expect(await save.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Reset' }).count()).toBe(0);

    const edited = `${original}\nAlways end with one question for the counselor.`;
    await editor.fill(edited);
    await page.getByText(`${edited.length} characters`).waitFor();
    await page.getByRole('button', { name: 'Reset' }).click();
    expect(await editor.inputValue()).toBe(original);

    await editor.fill('You are a concise counseling assistant. Cite sources.');
    await save.click();
    await page.getByText('The system prompt has been updated successfully.').waitFor();
    await page.getByText(/by admin@counsel\.local/).first().waitFor();
    expect(await save.isDisabled()).toBe(true);
    const stored = await (await page.request.get('/api/system-settings/chatbot_system_prompt')).json() as { value: string };
    expect(stored.value).toBe('You are a concise counseling assistant. Cite sources.');
    await screenshot(page, 'system-settings');
    // An unset prompt answers 404 (spec: "use the default"); chromium logs it.
    expect(unexpectedProblems(problems, [/status of 404 \(Not Found\) \(.*\/api\/system-settings\/chatbot_system_prompt\)$/])).toEqual([]);
  }, TIMEOUT);
});
