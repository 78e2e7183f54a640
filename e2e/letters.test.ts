// Recommendation letters in a real browser. Maya asks the demo teacher for two letters, one with her FERPA
// right waived and one without; the teacher accepts both, uploads the waived one as a PDF (a file that is no PDF is
// refused in words first) and writes the other from the assistant's cited draft (Draft with citations, Use this draft,
// an edit, Submit: the letter records the draft); Maya sees both submitted, reads the one she may read, and finds no
// way to the waived one (no link, the page is Not Found, the route answers 404). The counselor drafts their own letter
// for Maya the same way and saves it ready; its row says it was written from the assistant's draft; the packet they
// download for that college holds the cover, their letter, then the teacher's.
// The counselor finds the requests from their dashboard; the teacher is sent home from a counselor's page.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import type { Download } from 'playwright-core';
import { readPdf } from '../services/kit/test/support/read-pdf';
import { clickUntilClosed, clickUntilShown, clickWhenEntered, seriousA11yViolationsAtRest as a11y, settle, unexpectedProblems, waitForText, waitForValue } from './browser';
import { askTeacher, freeColleges, requestCard, studentRow } from './letter-requests';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 300_000;
const MAYA = DEMO_STUDENT_PROFILES[0].id;
/** The smallest file the letters service takes as a PDF (checked by content). */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');


describeBrowser('recommendation letters (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('two requests, one waived; the teacher writes both; Maya reads only the one she did not waive', async () => {
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await sp.getByRole('link', { name: 'Open recommendation letters' }).click();
    await sp.waitForURL(`${suite.url}/student/letters`);
    await waitForText(heading(sp), 'Recommendation Letters');
    const [waivedCollege, openCollege] = (await freeColleges(sp)).colleges;
    expect(waivedCollege).toBeDefined();
    expect(openCollege).toBeDefined();
    await askTeacher(sp, waivedCollege!, { waiver: 'I waive my right to access this letter', note: 'Please mention the robotics project.' });
    await askTeacher(sp, openCollege!, { waiver: 'I do not waive my right', note: 'Please mention my lab work.' });
    await waitForText(studentRow(sp, waivedCollege!).locator('.ant-tag'), 'Requested');
    await waitForText(studentRow(sp, openCollege!).locator('.ant-tag'), 'Requested');
    await studentRow(sp, waivedCollege!).getByText('Waived right to read').waitFor();
    await studentRow(sp, openCollege!).getByText('Did not waive').waitFor();

    // The teacher's queue: both requests with the student's card and choice, accepted, then written and submitted.
    const teacher = await suite.signedIn(DEMO_ACCOUNTS.teacher, 'staff', '/teacher');
    const tp = teacher.page;
    await waitForText(heading(tp), 'Letter Requests');
    for (const [college, waiver] of [[waivedCollege!, 'Waived right to read'], [openCollege!, 'Did not waive']] as const) {
      const card = requestCard(tp, college);
      await card.getByText('Maya Chen').first().waitFor();
      await card.getByText(waiver).waitFor();
      await card.getByRole('button', { name: 'Accept Maya Chen\'s request' }).click();
      await toast(tp, 'Request accepted');
      await waitForText(card.locator('.ant-tag'), 'Accepted');
    }
    expect(await a11y(tp)).toEqual([]);
    const dialog = tp.getByRole('dialog', { name: 'Letter for Maya Chen' });

    // The waived letter as a PDF: a text file named .pdf is refused by its content, in words; the real PDF goes.
    await requestCard(tp, waivedCollege!).getByRole('button', { name: 'Write letter for Maya Chen' }).click();
    // antd draws the radio as a button over a hidden input: the label is what a user clicks.
    const file = dialog.getByLabel('Letter PDF');
    await clickUntilShown(dialog.locator('label', { hasText: 'Upload a PDF' }), file);
    await file.setInputFiles({ name: 'letter.pdf', mimeType: 'application/pdf', buffer: Buffer.from('just text, not a PDF') });
    await clickWhenEntered(dialog.getByRole('button', { name: 'Submit' }));
    await waitForText(dialog.getByTestId('letter-error'), 'The file is not a PDF: upload the letter as a PDF document.', 30_000);
    expect(await a11y(tp)).toEqual([]);
    await file.setInputFiles({ name: 'Maya Chen - recommendation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Submit' }));
    await toast(tp, 'Letter submitted');
    await waitForText(requestCard(tp, waivedCollege!).locator('.ant-tag'), 'Submitted');
    await requestCard(tp, waivedCollege!).getByText(/^PDF, submitted/).waitFor();

    // The other from the assistant's draft: each sentence with its sources, used, edited, then submitted.
    await requestCard(tp, openCollege!).getByRole('button', { name: 'Write letter for Maya Chen' }).click();
    await clickWhenEntered(dialog.getByRole('button', { name: 'Draft with citations' }));
    const sentences = dialog.getByTestId('draft-sentence');
    await sentences.first().waitFor({ timeout: 30_000 });
    expect(await sentences.first().getByTestId('source-badge').count()).toBeGreaterThan(0);
    // The note Maya wrote for this request is one of the draft's sources.
    await dialog.getByTestId('source-badge').filter({ hasText: 'request_note: Please mention my lab work.' }).first().waitFor();
    expect(await a11y(tp)).toEqual([]);
    await clickWhenEntered(dialog.getByRole('button', { name: 'Use this draft' }));
    const text = dialog.getByLabel('Letter text');
    await waitForValue(async () => (await text.inputValue()).includes('Please mention my lab work.'), true, 10_000);
    const drafted = await text.inputValue();
    expect(drafted).not.toMatch(/\[[A-Z]\d*\]/);
    await text.fill(`${drafted}\n\nI recommend Maya Chen to ${openCollege!} without reservation.`);
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Submit' }));
    await toast(tp, 'Letter submitted');
    await waitForText(requestCard(tp, openCollege!).locator('.ant-tag'), 'Submitted');
    await requestCard(tp, openCollege!).getByText(/^Written from the assistant's draft, submitted/).waitFor();

    // A teacher sent to a counselor's page lands on their own home, as any wrong role does.
    await tp.goto('/counselor/letters');
    await tp.waitForURL(`${suite.url}/teacher`);

    // Maya: both submitted; the letter she kept the right to read opens, the waived one has no link and is not found.
    await sp.reload();
    await waitForText(studentRow(sp, waivedCollege!).locator('.ant-tag'), 'Submitted');
    await waitForText(studentRow(sp, openCollege!).locator('.ant-tag'), 'Submitted');
    expect(await studentRow(sp, waivedCollege!).getByRole('link', { name: /Read letter/ }).count()).toBe(0);
    const waivedId = await studentRow(sp, waivedCollege!).getAttribute('data-row-key');
    expect(waivedId).toBeTruthy();
    await studentRow(sp, openCollege!).getByRole('link', { name: 'Read letter from Daniel Okafor' }).click();
    await sp.waitForURL(/\/student\/letters\/[^/]+$/);
    await waitForText(heading(sp), 'Recommendation Letter');
    await sp.getByTestId('letter-text').getByText(`I recommend Maya Chen to ${openCollege!} without reservation.`).waitFor();
    await sp.getByTestId('letter-text').getByText(/Please mention my lab work\./).waitFor();
    expect((await sp.request.get(`/api/recommendation-requests/${waivedId!}/letter`)).status()).toBe(404);
    await sp.goto(`/student/letters/${waivedId!}`);
    await sp.getByText('404 Page Not Found', { exact: true }).waitFor({ timeout: 15_000 });
    await settle(sp);
    expect(await sp.getByText('Maya Chen - recommendation.pdf').count()).toBe(0);

    // The counselor reaches the requests from their dashboard and narrows them to submitted ones.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.getByRole('link', { name: 'View letter requests' }).click();
    await cp.waitForURL(`${suite.url}/counselor/letters`);
    await waitForText(heading(cp), 'Students\' Letter Requests');
    await studentRow(cp, 'Maya Chen').first().waitFor();
    expect(await a11y(cp)).toEqual([]);

    // The counselor's own letter for Maya, started from the assistant's cited outline and saved ready for her packets.
    await cp.goto(`/counselor/students/${MAYA}`);
    const documents = cp.locator('.ant-card').filter({ has: cp.getByText('School Documents', { exact: true }) });
    const letterRow = documents.locator('.ant-list-item').filter({ hasText: 'Counselor letter' });
    await waitForText(letterRow.locator('.ant-tag'), 'Not started', 30_000);
    await letterRow.getByRole('button', { name: 'Write counselor letter' }).click();
    const letterDialog = cp.getByRole('dialog', { name: 'Counselor letter' });
    await clickWhenEntered(letterDialog.getByRole('button', { name: 'Draft with citations' }));
    await letterDialog.getByTestId('draft-sentence').first().waitFor({ timeout: 30_000 });
    expect(await letterDialog.getByTestId('source-badge').count()).toBeGreaterThan(0);
    expect(await a11y(cp)).toEqual([]);
    await clickWhenEntered(letterDialog.getByRole('button', { name: 'Use this draft' }));
    const letterText = letterDialog.getByLabel('Letter text');
    await waitForValue(async () => (await letterText.inputValue()).length > 0, true, 10_000);
    await letterText.fill(`${await letterText.inputValue()}\n\nMaya has my highest recommendation.`);
    await clickUntilClosed(letterDialog, letterDialog.getByRole('button', { name: 'Save as ready' }));
    await toast(cp, 'Counselor letter saved and marked ready');
    await waitForText(letterRow.locator('.ant-tag'), 'Ready');
    // The letter records that it was started from the draft, and the row says so as the teacher's card does.
    await letterRow.getByText('Written from the assistant\'s draft', { exact: true }).waitFor();
    await letterRow.getByRole('button', { name: 'Edit counselor letter' }).click();
    await waitForValue(async () => (await letterText.inputValue()).endsWith('Maya has my highest recommendation.'), true, 15_000);
    await clickUntilClosed(letterDialog, letterDialog.getByRole('button', { name: 'Cancel' }));

    // The packet for the college of the letter written from a draft: the cover, then the counselor letter, then that
    // teacher letter (the waived PDF letter is for another college and stays out).
    const packetButton = documents.getByRole('button', { name: `Download packet for ${openCollege!}`, exact: true });
    const [download]: [Download, void] = await Promise.all([cp.waitForEvent('download'), packetButton.click()]);
    const pages = (await readPdf(readFileSync(await download.path()))).pages;
    expect(pages[0]).toMatch(/^Application packet/);
    expect(pages[0]).toContain(openCollege!);
    const counselorPage = pages.findIndex((t) => t.includes('Maya has my highest recommendation.'));
    const teacherPage = pages.findIndex((t) => t.includes(`I recommend Maya Chen to ${openCollege!} without reservation.`));
    expect(counselorPage).toBeGreaterThan(0);
    expect(teacherPage).toBeGreaterThan(counselorPage);
    expect(pages.some((t) => t.includes(waivedCollege!) && /^Letter of recommendation/.test(t))).toBe(false);

    expect(unexpectedProblems(student.problems, [/404/])).toEqual([]);
    // The refused upload: the browser and Uppy log the PUT's 415.
    expect(unexpectedProblems(teacher.problems, [/status of 415 \(Unsupported Media Type\) \(.*\/api\/uploads\//, /^\[Uppy\] .*S3 returned 415/])).toEqual([]);
    expect(unexpectedProblems(counselor.problems)).toEqual([]);
  }, TIMEOUT);
});
