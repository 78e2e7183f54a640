// Counselor journey, end to end in one browser session against the whole portal: a counselor
// signs in, finds demo student Maya Chen by search, opens her profile and one of her documents (new tab),
// asks the assistant about her and gets an answer with Sources badges, then uploads a text PDF to the
// knowledge base and watches it turn Indexed. Every main screen is captured at 1280 px and 390 px, and
// each must be free of console errors and failed requests.
import { beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { clickWhenEntered, seriousA11yViolations, waitForText, waitForValue, type OpenPage } from '../browser';
import { DEMO_ACCOUNTS } from '../portal';
import { describeBrowser, heading, nav, toast, useBrowserSuite } from '../suite';
import { expectCleanScreen, ready, shootBothWidths, textPdf } from './journey-kit';

const TIMEOUT = 90_000;
/** Text extraction and indexing of an uploaded PDF; generous for a loaded CI machine. */
const INDEXING_TIMEOUT = 120_000;

const MAYA = { id: DEMO_STUDENT_PROFILES[0].id, name: 'Maya Chen', email: DEMO_ACCOUNTS.student.email };
const TRANSCRIPT = 'Maya Chen - Unofficial Transcript.pdf';
const stamp = Date.now().toString(36);
const KB_FILE = `financial-aid-night-${stamp}.pdf`;

describeBrowser('counselor journey (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  let counselor: OpenPage;
  let page: Page;

  beforeAll(async () => {
    counselor = await suite.open();
    page = counselor.page;
  }, TIMEOUT);

  test('signs in on the staff tab and finds Maya Chen by search on the dashboard', async () => {
    await page.goto('/login');
    await page.getByRole('tab', { name: 'Staff (Counselors/Admins)' }).click();
    const form = page.locator('form#staff-sign-in');
    await form.getByLabel('Email').fill(DEMO_ACCOUNTS.counselor.email);
    await form.getByLabel('Password').fill(DEMO_ACCOUNTS.counselor.password);
    await shootBothWidths(page, 'counselor-01-login-staff');
    expectCleanScreen(counselor, 'login (Staff)');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${suite.url}/counselor`);
    await waitForText(heading(page), 'Counselor Dashboard');
    await page.locator('tbody tr.ant-table-row').first().waitFor();

    await page.getByLabel('Search students by name or email').fill('maya ch');
    const row = page.locator('tr.ant-table-row', { hasText: MAYA.email });
    await row.waitFor();
    await waitForValue(() => page.locator('tbody tr.ant-table-row').count(), 1, 10_000);
    await ready(page);
    await shootBothWidths(page, 'counselor-02-dashboard-search');
    expectCleanScreen(counselor, 'counselor dashboard');
  }, TIMEOUT);

  test("opens Maya's profile and one of her documents in a new tab", async () => {
    await page.locator('tr.ant-table-row', { hasText: MAYA.email }).getByRole('link', { name: /View/ }).click();
    await page.waitForURL(`${suite.url}/counselor/students/${MAYA.id}`);
    await waitForText(heading(page), 'Student Profile');
    const documents = page.locator('.ant-card').filter({ hasText: 'Student Documents' });
    const view = documents.getByRole('link', { name: `View ${TRANSCRIPT}` });
    await view.waitFor();
    await ready(page);
    await shootBothWidths(page, 'counselor-03-student-profile');
    expectCleanScreen(counselor, "Maya's profile");

    expect(await view.getAttribute('target')).toBe('_blank');
    const href = await view.getAttribute('href');
    expect(href).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined); // the PDF viewer may not finish a load
    expect(new URL(tab.url()).pathname).toBe(href);
    await tab.close();
    // The same address serves the file itself to the counselor.
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toMatch(/^application\/pdf/);
    expect((await file.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expectCleanScreen(counselor, 'open document');
  }, TIMEOUT);

  test('asks the assistant about Maya and sees an answer with Sources badges', async () => {
    await nav(page, 'AI Chatbot');
    await page.waitForURL(`${suite.url}/counselor/chatbot`);
    await waitForText(heading(page), 'AI Chatbot');
    await page.getByText('Start a conversation').waitFor();
    await page.getByLabel('Student').click();
    await page.locator('.ant-select-item-option', { hasText: MAYA.name }).first().click();
    const input = page.getByLabel('Message', { exact: true });
    await input.fill('Which colleges should Maya consider given her grades and activities?');
    await input.press('Enter');
    await page.getByTestId('message-user').first().waitFor();

    const answer = page.getByTestId('message-assistant').first();
    const badges = answer.getByTestId('source-badge');
    await badges.first().waitFor({ timeout: 30_000 });
    await waitForValue(() => input.isDisabled(), false, 30_000); // the answer has finished streaming
    expect((await answer.textContent())?.length).toBeGreaterThan(40);
    const texts = await badges.allTextContents();
    expect(texts.some((t) => t.startsWith('student_profile: '))).toBe(true);
    for (const t of texts) expect(t.replace(/^\w+: /, '').length).toBeLessThanOrEqual(30);
    await answer.getByRole('list', { name: 'Sources' }).waitFor();
    await ready(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await shootBothWidths(page, 'counselor-04-chatbot-answer');
    expectCleanScreen(counselor, 'chatbot');
  }, TIMEOUT);

  test('uploads a text PDF to the knowledge base and sees it become Indexed', async () => {
    const pdf = await textPdf('Financial Aid Night', [
      'Families meet the financial aid office on November 12 in the library.',
      'Bring last year\u2019s tax return to complete the FAFSA together.',
    ]);
    await nav(page, 'Dashboard');
    await page.getByRole('link', { name: /Knowledge Base/ }).click();
    await page.waitForURL(`${suite.url}/counselor/knowledge-base`);
    await waitForText(heading(page), 'Knowledge Base');
    await page.locator('tbody tr.ant-table-row').first().waitFor();

    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files to the Knowledge Base' });
    await dialog.locator('input[type=file]').setInputFiles([{ name: KB_FILE, mimeType: 'application/pdf', buffer: pdf }]);
    await waitForValue(() => dialog.getByTestId('upload-queue-item').count(), 1);
    await shootBothWidths(page, 'counselor-05-knowledge-upload');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickWhenEntered(dialog.getByRole('button', { name: /^Upload 1 file/ }));
    await toast(page, 'File uploaded and will be indexed for the chatbot');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    const row = page.locator('tr.ant-table-row', { hasText: KB_FILE });
    await row.getByText(`${(pdf.length / 1024).toFixed(1)} KB`, { exact: true }).waitFor();
    await waitForText(row.getByTestId('file-status'), 'Indexed', INDEXING_TIMEOUT);
    // Indexed means searchable: the chatbot's keyword search finds the new words.
    const hits = await page.evaluate(async () =>
      (await fetch('/api/knowledge/search?q=financial%20aid%20night%20FAFSA', { credentials: 'include' })).json()) as { title: string; sourceType: string }[];
    expect(hits.some((h) => h.sourceType === 'knowledge_base' && h.title.includes('financial-aid-night'))).toBe(true);
    await ready(page);
    await shootBothWidths(page, 'counselor-06-knowledge-base-indexed');
    expectCleanScreen(counselor, 'knowledge base');
  }, INDEXING_TIMEOUT + TIMEOUT);
});
