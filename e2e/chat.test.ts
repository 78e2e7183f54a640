// The assistant in a real browser: a counselor chats about a demo student and sees the answer stream in
// with its source badges; an admin edits the system prompt. Against the whole portal in this process.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, useBrowserSuite } from './suite';

const TIMEOUT = 90_000;

describeBrowser('AI Chatbot and System Settings (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  async function chooseStudent(page: Page, name: string) {
    await page.getByLabel('Student').click();
    await page.locator('.ant-select-item-option', { hasText: name }).first().click();
  }

  test('a counselor chats about Maya Chen and sees the answer with source badges', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    await page.goto('/counselor/chatbot');
    await waitForText(heading(page), 'AI Chatbot');
    // No GEMINI_API_KEY here: the badge names the offline assistant that answers, not Gemini.
    const badge = page.getByTestId('ai-badge');
    await page.locator('[data-testid="ai-badge"][data-provider="offline"]').waitFor();
    expect(await badge.textContent()).toBe('Answered by the offline assistant (no generative model configured)');
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

    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'chatbot-counselor');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('an admin edits the system prompt: Save Changes only when changed, Reset, toast and history', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    await page.goto('/admin/settings');
    await waitForText(heading(page), 'System Settings');
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
