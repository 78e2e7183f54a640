// The brag sheet in a real browser (issue 30). The counselor adds a question to the school's brag sheet; Maya answers
// it, asks the demo teacher for a letter sharing her brag sheet, and the teacher reads the answer on the queue card;
// the counselor reads it on Maya's profile. Maya stops sharing on her letters page and the teacher no longer sees it.
import { expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { clickUntilClosed, pickOption, seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 300_000;
const QUESTION = 'Which teacher knows you best — and why?';
const ANSWER = 'Mr. Okafor: I rebuilt the robotics club’s rover with him, from Zürich parts.';

/** Maya's colleges and a word of each the applications box finds them by. */
const MAYA_COLLEGES: Record<string, string> = {
  'University of California-Berkeley': 'Berkeley',
  'University of Michigan-Ann Arbor': 'Michigan',
  'Rice University': 'Rice',
  'Georgia Institute of Technology-Main Campus': 'Georgia',
  'Massachusetts Institute of Technology': 'Massachusetts',
};

interface MineItem { studentId: string; state: string; applications: { collegeName: string }[] }

/** A college of Maya's list no open request covers yet (the demo seeds two), and her student id. */
async function freeCollege(page: Page): Promise<{ college: string; studentId: string }> {
  const answer = await page.request.get('/api/recommendation-requests?scope=mine');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: MineItem[] };
  const taken = new Set(items.filter((r) => r.state !== 'declined' && r.state !== 'cancelled').flatMap((r) => r.applications.map((a) => a.collegeName)));
  const college = Object.keys(MAYA_COLLEGES).find((c) => !taken.has(c));
  expect(college).toBeDefined();
  expect(items[0]?.studentId).toBeTruthy();
  return { college: college!, studentId: items[0]!.studentId };
}

/** Asks the demo teacher for a letter for one college, sharing the brag sheet (as letters.test.ts asks, plus the choice). */
async function askSharing(page: Page, college: string): Promise<void> {
  await page.getByRole('button', { name: 'Ask a teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a teacher' });
  await dialog.waitFor();
  const field = (label: RegExp) => dialog.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select');
  const teacher = field(/^Teacher/);
  await pickOption(page, teacher, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Daniel Okafor' }),
    teacher.locator('.ant-select-content', { hasText: 'Daniel Okafor' }));
  // Every application is chosen at first, also when they load after the dialog opened (as here, after a reload);
  // narrow the letter to one college.
  const appSelect = field(/^Applications/);
  const applications = appSelect.locator('input');
  await appSelect.getByText('Rice University').waitFor();
  await applications.focus();
  for (let i = 0; i < Object.keys(MAYA_COLLEGES).length + 2; i++) await page.keyboard.press('Backspace');
  await waitForValue(() => appSelect.getByText('Rice University').count(), 0, 10_000);
  await applications.fill(MAYA_COLLEGES[college]!);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${college}"]`).click();
  await appSelect.getByText(college).waitFor();
  await dialog.locator('.ant-modal-title').click();
  await page.locator('.ant-select-dropdown', { has: page.locator(`.ant-select-item-option[title="${college}"]`) })
    .waitFor({ state: 'hidden', timeout: 10_000 });
  await dialog.getByLabel('I do not waive my right', { exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Share my brag sheet with this teacher' }).check();
  expect(await a11y(page)).toEqual([]);
  await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Send request' }));
  await toast(page, 'Request sent with your brag sheet');
}

const requestCard = (page: Page, college: string): Locator =>
  page.getByTestId('letter-queue').locator('[data-testid^="letter-request-"]').filter({ hasText: college });
const studentRow = (page: Page, college: string): Locator => page.locator('tr.ant-table-row').filter({ hasText: college });

describeBrowser('brag sheet (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('a counselor adds a question; Maya answers and shares it; the teacher sees it until she stops sharing', async () => {
    // The counselor adds a question to the school's brag sheet, from the counseling menu.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.getByRole('link', { name: 'Brag Sheet Questions' }).click();
    await cp.waitForURL(`${suite.url}/counselor/brag-sheet-questions`);
    await waitForText(heading(cp), 'Brag Sheet Questions');
    const questions = cp.getByRole('textbox', { name: /^Question \d+$/ });
    await questions.first().waitFor();
    const before = await questions.count();
    await cp.getByRole('button', { name: 'Add a question' }).click();
    await cp.getByRole('textbox', { name: `Question ${before + 1}`, exact: true }).fill(QUESTION);
    await cp.getByText('You have unsaved changes.').waitFor();
    expect(await a11y(cp)).toEqual([]);
    await cp.getByRole('button', { name: 'Save questions' }).click();
    await toast(cp, 'Questions saved');
    await cp.getByText('You have unsaved changes.').waitFor({ state: 'hidden' });

    // Maya answers it from her dashboard's letters card.
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await sp.getByRole('link', { name: 'Fill in my brag sheet' }).click();
    await sp.waitForURL(`${suite.url}/student/brag-sheet`);
    await waitForText(heading(sp), 'Brag Sheet');
    const answerBox = sp.getByRole('textbox', { name: `${before + 1}. ${QUESTION}` });
    await answerBox.fill(ANSWER);
    await sp.getByText('You have unsaved changes.').waitFor();
    expect(await a11y(sp)).toEqual([]);
    // Leaving by a link with the answer unsaved asks first; staying keeps the answer.
    const asked = new Promise<string>((resolve) => sp.once('dialog', (d) => { resolve(d.message()); void d.dismiss(); }));
    await sp.getByRole('link', { name: 'Recommendation letters' }).click();
    expect(await asked).toContain('unsaved changes');
    expect(sp.url()).toBe(`${suite.url}/student/brag-sheet`);
    expect(await answerBox.inputValue()).toBe(ANSWER);
    await sp.getByRole('button', { name: 'Save brag sheet' }).click();
    await toast(sp, 'Brag sheet saved');
    await sp.getByText(`of ${before + 1} answered`, { exact: false }).waitFor();
    await sp.reload();
    await waitForValue(() => sp.getByRole('textbox', { name: `${before + 1}. ${QUESTION}` }).inputValue(), ANSWER, 15_000);

    // She asks the teacher for a letter, sharing her brag sheet.
    await sp.getByRole('link', { name: 'Recommendation letters' }).click();
    await sp.waitForURL(`${suite.url}/student/letters`);
    const { college, studentId } = await freeCollege(sp);
    await askSharing(sp, college);
    const share = studentRow(sp, college).getByRole('switch', { name: 'Share brag sheet with Daniel Okafor' });
    await waitForValue(() => share.getAttribute('aria-checked'), 'true', 15_000);

    // The teacher reads the answer on the request's card; the counselor on Maya's profile.
    const teacher = await suite.signedIn(DEMO_ACCOUNTS.teacher, 'staff', '/teacher');
    const tp = teacher.page;
    await waitForText(heading(tp), 'Letter Requests');
    const shared = requestCard(tp, college).locator('[data-testid^="brag-sheet-"]');
    await shared.getByText(QUESTION).waitFor();
    await shared.getByText(ANSWER).waitFor();
    expect(await a11y(tp)).toEqual([]);
    await cp.goto(`/counselor/students/${encodeURIComponent(studentId)}`);
    await cp.getByTestId('student-brag-sheet').getByText(ANSWER).waitFor();

    // Maya stops sharing on her letters page; the teacher's card says so and shows the answer no more.
    await share.click();
    await toast(sp, 'Brag sheet no longer shared');
    await waitForValue(() => share.getAttribute('aria-checked'), 'false', 15_000);
    await tp.reload();
    await waitForText(heading(tp), 'Letter Requests');
    await requestCard(tp, college).locator('[data-testid^="brag-sheet-"]').getByText('Not shared').waitFor();
    expect(await requestCard(tp, college).getByText(ANSWER).count()).toBe(0);

    expect(unexpectedProblems(student.problems)).toEqual([]);
    expect(unexpectedProblems(teacher.problems)).toEqual([]);
    expect(unexpectedProblems(counselor.problems)).toEqual([]);
  }, TIMEOUT);
});
