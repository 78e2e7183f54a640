// In a real browser: a counselor uploads a text PDF and a scanned PDF to the knowledge base and
// watches both turn Indexed (the scan by OCR); an admin adds, edits, finds (by tag), shares with students
// and deletes a note, and reindexes; a student reads shared resources. Light and dark, axe on each screen.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { renderScannedPdf, renderTextPdf } from '../services/knowledge/src/demo/render-documents.js';
import { clickUntilClosed, clickUntilShown, clickWhenEntered, closeToasts, screenshot, seriousA11yViolationsAtRest as a11y, switchTheme, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, nav, toast, useBrowserSuite } from './suite';

const TIMEOUT = 90_000;
/** OCR of a scanned page takes 10–30 s on a loaded machine. */
const INDEXING_TIMEOUT = 120_000;

describeBrowser('knowledge base and content repository (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  const stamp = Date.now().toString(36);

  /** A full-page screenshot from the top, without toasts over the content. */
  const shot = async (page: Page, name: string) => {
    await closeToasts(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, name);
  };
  const toDark = (page: Page) => switchTheme(page, 'dark');

  test('a counselor uploads a text PDF and a scanned PDF and watches both turn Indexed', async () => {
    const textName = `scholarship-guide-${stamp}.pdf`;
    const scanName = `audition-checklist-scan-${stamp}.pdf`;
    const textPdf = Buffer.from(await renderTextPdf('# Scholarship Guide\n\n## Local awards\n\nThe Rotary essay contest closes on March 15 and pays 2,000 dollars.', 'Scholarship Guide'));
    const scanPdf = Buffer.from(await renderScannedPdf('Orchestra Audition Checklist\n\nRecord two contrasting pieces.\nPrepare scales and a short sight reading.'));

    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    // The dashboard's quick action leads here.
    await page.getByRole('link', { name: /Knowledge Base/ }).click();
    await page.waitForURL(`${suite.url}/counselor/knowledge-base`);
    await waitForText(heading(page), 'Knowledge Base');
    await expect(page.getByText(/keyword \(lexical\) search/).count()).resolves.toBe(1);
    await expect(page.getByText(/semantic/i).count()).resolves.toBe(0);
    await page.locator('tbody tr.ant-table-row').first().waitFor(); // the demo library
    expect(await a11y(page)).toEqual([]);

    // Choose files: a .txt is refused on the spot; nothing is sent before the Upload button.
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files to the Knowledge Base' });
    await dialog.getByText('PDF, DOC or DOCX, up to 25 MB each', { exact: false }).waitFor();
    await dialog.locator('input[type=file]').setInputFiles([
      { name: textName, mimeType: 'application/pdf', buffer: textPdf },
      { name: scanName, mimeType: 'application/pdf', buffer: scanPdf },
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') },
    ]);
    await dialog.getByText('notes.txt: Only .pdf, .doc and .docx files can be added', { exact: true }).waitFor();
    await waitForValue(() => dialog.getByTestId('upload-queue-item').count(), 2);
    expect(await a11y(page)).toEqual([]);
    await shot(page, 'knowledge-upload-modal');
    await clickWhenEntered(dialog.getByRole('button', { name: 'Upload 2 files' }));
    await toast(page, 'File uploaded and will be indexed for the chatbot');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });

    // Both rows: size in KB to one decimal, then Pending until indexed; the list polls by itself.
    const textRow = page.locator('tr.ant-table-row', { hasText: textName });
    const scanRow = page.locator('tr.ant-table-row', { hasText: scanName });
    await textRow.waitFor();
    await scanRow.waitFor();
    await textRow.getByText(`${(textPdf.length / 1024).toFixed(1)} KB`, { exact: true }).waitFor();
    await scanRow.getByText(`${(scanPdf.length / 1024).toFixed(1)} KB`, { exact: true }).waitFor();
    if (await scanRow.getByTestId('file-status').textContent() === 'Pending') await shot(page, 'knowledge-base-pending');
    await waitForText(textRow.getByTestId('file-status'), 'Indexed', 60_000);
    await waitForText(scanRow.getByTestId('file-status'), 'Indexed', INDEXING_TIMEOUT);

    // The OCR'd words are found by the keyword search behind the chatbot.
    const hits = await page.evaluate(async () => (await fetch('/api/knowledge/search?q=orchestra%20audition%20scales', { credentials: 'include' })).json()) as { title: string; sourceType: string }[];
    expect(hits.some((h) => h.sourceType === 'knowledge_base' && h.title.includes('audition-checklist-scan'))).toBe(true);

    // View opens the file itself in a new tab.
    const view = textRow.getByRole('link', { name: `View ${textName}` });
    expect(await view.getAttribute('target')).toBe('_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
    expect(tab.url()).toMatch(/\/api\/knowledge-base-files\/[^/]+\/file$/);
    await tab.close();

    await shot(page, 'knowledge-base-light');
    await toDark(page);
    expect(await a11y(page)).toEqual([]);
    await shot(page, 'knowledge-base-dark');

    // Delete, with the spec's confirmation.
    await textRow.getByRole('button', { name: `Delete ${textName}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete file' });
    await confirm.getByText(`Are you sure you want to delete ${textName}? This will remove it from the knowledge base.`, { exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Delete' }));
    await toast(page, 'File deleted successfully');
    await textRow.waitFor({ state: 'detached' });
    await scanRow.waitFor();

    // The counselor's Content Library: read-only (no add, edit, delete or reindex), in dark and light.
    await nav(page, 'Content Library');
    await waitForText(heading(page), 'Content Library');
    await page.getByTestId('content-card').filter({ hasText: 'Senior Fall Checklist' }).waitFor();
    expect(await page.getByRole('button', { name: /^(Edit|Delete) / }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /Reindex|Add Content/ }).count()).toBe(0);
    await page.getByTestId('content-card').filter({ hasText: 'Senior Fall Checklist' }).getByRole('button', { name: 'Read Senior Fall Checklist' }).click();
    await page.getByRole('dialog', { name: 'Senior Fall Checklist' }).getByText(/Request transcripts from the counseling office/).waitFor();
    expect(await a11y(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Senior Fall Checklist' }).waitFor({ state: 'hidden' });
    expect(await a11y(page)).toEqual([]);
    await shot(page, 'content-library-dark');
    await switchTheme(page, 'light');
    expect(await a11y(page)).toEqual([]);
    await shot(page, 'content-library-light');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, INDEXING_TIMEOUT + 2 * TIMEOUT);

  test('a PUT that fails is retried by the uploader and the file still arrives', async () => {
    const name = `retry-guide-${stamp}.pdf`;
    const pdf = Buffer.from(await renderTextPdf('# Retry Guide\n\nSent twice, stored once.', 'Retry Guide'));
    const { page } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    // The first PUT of the bytes meets a server error (as a restarting pod would answer); later ones go through.
    const puts: number[] = [];
    await page.route('**/api/uploads/**', async (route) => {
      if (route.request().method() !== 'PUT') return route.continue();
      puts.push(puts.length);
      if (puts.length === 1) return route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"Service unavailable"}' });
      return route.continue();
    });
    await page.goto('/counselor/knowledge-base');
    await waitForText(heading(page), 'Knowledge Base');
    await page.getByRole('button', { name: 'Upload Files' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Files to the Knowledge Base' });
    await dialog.locator('input[type=file]').setInputFiles([{ name, mimeType: 'application/pdf', buffer: pdf }]);
    await clickWhenEntered(dialog.getByRole('button', { name: 'Upload 1 file' }));
    await toast(page, 'File uploaded and will be indexed for the chatbot');
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    await page.locator('tr.ant-table-row', { hasText: name }).waitFor();
    expect(puts.length).toBe(2);
  }, TIMEOUT);

  test('an admin adds a note for students, edits it, finds it by tag, deletes it and reindexes', async () => {
    const title = `Audition Season ${stamp}`;
    const tag = `music-${stamp}`;
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    await nav(page, 'Content Repository');
    await waitForText(heading(page), 'Content Repository');
    await page.getByTestId('content-card').first().waitFor();
    expect(await a11y(page)).toEqual([]);
    await shot(page, 'content-repository-light');

    // Add a note, visible to students.
    await page.getByRole('button', { name: 'Add Content' }).click();
    const editor = page.getByRole('dialog', { name: 'Add Content' });
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Description').fill('How to prepare music auditions.');
    await editor.getByLabel('Tags').fill(tag);
    await editor.getByLabel('Tags').press('Enter');
    await editor.getByLabel('Tags').fill('Arts');
    await editor.getByLabel('Tags').press('Enter');
    await editor.getByLabel('Note text').fill('# Audition Season\n\nRecord your prescreen videos by November 1.\n\n## Repertoire\n\nPick two contrasting pieces.');
    await clickUntilShown(editor.getByRole('switch', { name: 'Visible to students' }), editor.getByRole('switch', { name: 'Visible to students', checked: true }));
    expect(await a11y(page)).toEqual([]);
    await clickUntilClosed(editor, editor.getByRole('button', { name: 'Add Content' }));
    await toast(page, 'Content added');
    await editor.waitFor({ state: 'hidden' });
    const card = page.getByTestId('content-card').filter({ hasText: title });
    await card.waitFor();
    await card.getByText(tag, { exact: true }).waitFor();
    await card.getByText('Students', { exact: true }).waitFor();

    // Edit it.
    await card.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Content' });
    await expect(edit.getByLabel('Title').inputValue()).resolves.toBe(title);
    await edit.getByLabel('Title').fill(`${title} (updated)`);
    await edit.getByLabel('Note text').fill('# Audition Season\n\nRecord your prescreen videos by October 15.\n\n## Repertoire\n\nPick two contrasting pieces.');
    await clickUntilClosed(edit, edit.getByRole('button', { name: 'Save Changes' }));
    await toast(page, 'Content updated');
    await edit.waitFor({ state: 'hidden' });
    const edited = page.getByTestId('content-card').filter({ hasText: `${title} (updated)` });
    await edited.waitFor();

    // Search by tag, case-insensitively; then a search that finds nothing.
    const search = page.getByRole('searchbox', { name: 'Search content' });
    expect(await search.getAttribute('placeholder')).toBe('Search content by title or tags...');
    await search.fill(tag.toUpperCase());
    await waitForValue(() => page.getByTestId('content-card').count(), 1);
    await edited.waitFor();
    await search.fill(`nothing-like-this-${stamp}`);
    await page.getByText(/^No content found/).waitFor();
    await search.fill('');
    await waitForValue(async () => (await page.getByTestId('content-card').count()) > 1, true);

    // A student sees the shared note on their Resources page.
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await nav(student.page, 'Resources');
    await waitForText(heading(student.page), 'Resources');
    const note = student.page.getByTestId('resource-note').filter({ hasText: `${title} (updated)` });
    await note.getByText('Record your prescreen videos by October 15.', { exact: true }).waitFor();
    const link = student.page.getByTestId('resource-link').filter({ hasText: 'Common App' });
    expect(await link.getByRole('link', { name: 'Open link: Common App (new tab)' }).getAttribute('target')).toBe('_blank');
    expect(await student.page.getByText('Writing Counselor Recommendations').count()).toBe(0); // staff-only note
    expect(await a11y(student.page)).toEqual([]);
    await shot(student.page, 'student-resources-light');
    await toDark(student.page);
    expect(await a11y(student.page)).toEqual([]);
    await shot(student.page, 'student-resources-dark');
    expect(unexpectedProblems(student.problems)).toEqual([]);

    // Dark theme, then delete with confirmation.
    await toDark(page);
    expect(await a11y(page)).toEqual([]);
    await shot(page, 'content-repository-dark');
    await edited.getByRole('button', { name: `Delete ${title} (updated)` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Delete content' });
    await confirm.getByText(`Are you sure you want to delete ${title} (updated)?`, { exact: true }).waitFor();
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Delete' }));
    await toast(page, 'Content deleted successfully');
    await edited.waitFor({ state: 'detached' });

    // Reindex. The delete's toast lies over the button: a click would wait until it times out.
    const reindex = page.getByRole('button', { name: /Reindex Content|Reindexing\.\.\./ });
    await closeToasts(page);
    await reindex.click();
    await toast(page, 'Content reindexed successfully');
    await waitForText(reindex, 'Reindex Content');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, 2 * TIMEOUT);
});
