// Student documents in a real browser: upload two files through the Uppy widget (single PUTs to signed
// URLs, then registration), view one in a new tab, delete one; and the counselor's read-only card.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { clickUntilClosed, screenshot, unexpectedProblems } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, nav, useBrowserSuite } from './suite';

const TIMEOUT = 90_000;

const ESSAY = 'Personal essay draft.txt';
const LETTER = 'Recommendation letter.pdf';
const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

describeBrowser('student documents (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  const row = (page: Page, name: string) => page.getByRole('listitem').filter({ hasText: name });

  test('uploads two files through the widget, views one, deletes one', async () => {
    const { page, context, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await nav(page, 'Documents');
    await page.waitForURL(`${suite.url}/student/documents`);
    await row(page, 'Maya Chen - Unofficial Transcript.pdf').waitFor();

    await page.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
    await dialog.waitFor();
    await dialog.locator('input[type=file]').first().setInputFiles([
      { name: ESSAY, mimeType: 'text/plain', buffer: Buffer.from('Why I want to study materials science.\n') },
      { name: LETTER, mimeType: 'application/pdf', buffer: pdf },
    ]);
    // Nothing starts on selection: the button does.
    const start = dialog.locator('.uppy-StatusBar-actionBtn--upload');
    await start.waitFor();
    expect(await page.getByText(`${ESSAY} uploaded successfully`).count()).toBe(0);
    const puts: string[] = [];
    page.on('request', (r) => { if (r.method() === 'PUT') puts.push(new URL(r.url()).pathname); });
    await start.click();

    await dialog.waitFor({ state: 'hidden', timeout: 20_000 });
    await row(page, ESSAY).waitFor();
    await row(page, LETTER).waitFor();
    expect(puts).toHaveLength(2);
    for (const p of puts) expect(p).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);
    const essayRow = row(page, ESSAY);
    expect(await essayRow.textContent()).toContain('0.0 KB');
    await screenshot(page, 'documents-after-upload');

    // View opens the authorized file route in a new tab.
    const [tab] = await Promise.all([context.waitForEvent('page'), essayRow.getByRole('link', { name: `View ${ESSAY}` }).click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    expect(await tab.locator('body').textContent()).toContain('Why I want to study materials science.');
    await tab.close();

    // Delete asks first, then the row goes.
    await row(page, LETTER).getByRole('button', { name: `Delete ${LETTER}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete ${LETTER}?` });
    await confirm.waitFor();
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Delete' }));
    await page.getByText(`${LETTER} deleted successfully`).waitFor();
    await row(page, LETTER).waitFor({ state: 'detached' });
    expect(await row(page, ESSAY).count()).toBe(1);

    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test("a counselor sees the student's documents read-only, with View", async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    await page.goto(`/counselor/students/${DEMO_STUDENT_PROFILES[0].id}`);
    const card = page.locator('.ant-card').filter({ hasText: 'Student Documents' });
    await card.getByText('Maya Chen - Unofficial Transcript.pdf').waitFor();
    expect(await card.getByRole('link', { name: 'View Maya Chen - Unofficial Transcript.pdf' }).getAttribute('href')).toMatch(/^\/api\/documents\/.+\/file$/);
    expect(await card.getByRole('button', { name: /^Delete/ }).count()).toBe(0);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
