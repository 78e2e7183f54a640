// Recommendation letters in a real browser (issue 30). Maya asks the demo teacher for two letters, one with her FERPA
// right waived and one without; the teacher accepts both and writes and submits each; Maya sees both submitted, reads
// the one she may read, and finds no way to the waived one (no link, the page is Not Found, the route answers 404).
// The counselor finds the requests from their dashboard; the teacher is sent home from a counselor's page.
import { expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { clickUntilClosed, pickOption, seriousA11yViolationsAtRest as a11y, settle, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 300_000;

/** Maya's colleges, in the order the test tries them: two without an open request to the demo teacher are asked for. */
const MAYA_COLLEGES: Record<string, string> = {
  'University of California-Berkeley': 'Berkeley',
  'University of Michigan-Ann Arbor': 'Michigan',
  'Rice University': 'Rice',
  'Georgia Institute of Technology-Main Campus': 'Georgia',
  'Massachusetts Institute of Technology': 'Massachusetts',
};

interface MineItem { state: string; applications: { collegeName: string }[] }

/** Colleges of Maya's list that no open request to the teacher covers yet (the demo seeds two). */
async function freeColleges(page: Page): Promise<string[]> {
  const answer = await page.request.get('/api/recommendation-requests?scope=mine');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: MineItem[] };
  const taken = new Set(items.filter((r) => r.state !== 'declined' && r.state !== 'cancelled').flatMap((r) => r.applications.map((a) => a.collegeName)));
  return Object.keys(MAYA_COLLEGES).filter((c) => !taken.has(c));
}

/** Asks the demo teacher for a letter for one college, with the FERPA choice given. */
async function askTeacher(page: Page, college: string, waiver: string, note: string): Promise<void> {
  await page.getByRole('button', { name: 'Ask a teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a teacher' });
  await dialog.waitFor();
  const field = (label: RegExp) => dialog.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select');
  const teacher = field(/^Teacher/);
  await pickOption(page, teacher, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Daniel Okafor' }),
    teacher.locator('.ant-select-content', { hasText: 'Daniel Okafor' }));
  // Every application is chosen at first; narrow the letter to one college.
  const appSelect = field(/^Applications/);
  const applications = appSelect.locator('input');
  await appSelect.getByText('Rice University').waitFor();
  await applications.focus();
  for (let i = 0; i < Object.keys(MAYA_COLLEGES).length + 2; i++) await page.keyboard.press('Backspace');
  await waitForValue(() => appSelect.getByText('Rice University').count(), 0, 10_000);
  await applications.fill(MAYA_COLLEGES[college]!);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${college}"]`).click();
  await appSelect.getByText(college).waitFor();
  // A multiple select stays open after a pick (Tab did not close it): a click on the dialog's title, above the list
  // that may cover the next fields, does.
  await dialog.locator('.ant-modal-title').click();
  await page.locator('.ant-select-dropdown', { has: page.locator(`.ant-select-item-option[title="${college}"]`) })
    .waitFor({ state: 'hidden', timeout: 10_000 });
  await dialog.getByLabel('Note to the teacher').fill(note);
  await dialog.getByLabel(waiver, { exact: true }).check();
  expect(await a11y(page)).toEqual([]);
  await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Send request' }));
  await toast(page, 'Request sent');
}

const requestCard = (page: Page, college: string): Locator =>
  page.getByTestId('letter-queue').locator('[data-testid^="letter-request-"]').filter({ hasText: college });
const studentRow = (page: Page, college: string): Locator => page.locator('tr.ant-table-row').filter({ hasText: college });

describeBrowser('recommendation letters (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('two requests, one waived; the teacher writes both; Maya reads only the one she did not waive', async () => {
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await sp.getByRole('link', { name: 'Open recommendation letters' }).click();
    await sp.waitForURL(`${suite.url}/student/letters`);
    await waitForText(heading(sp), 'Recommendation Letters');
    const [waivedCollege, openCollege] = await freeColleges(sp);
    expect(waivedCollege).toBeDefined();
    expect(openCollege).toBeDefined();
    await askTeacher(sp, waivedCollege!, 'I waive my right to access this letter', 'Please mention the robotics project.');
    await askTeacher(sp, openCollege!, 'I do not waive my right', 'Please mention my lab work.');
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
    for (const college of [waivedCollege!, openCollege!]) {
      await requestCard(tp, college).getByRole('button', { name: 'Write letter for Maya Chen' }).click();
      const dialog = tp.getByRole('dialog', { name: 'Letter for Maya Chen' });
      await dialog.getByLabel('Letter text').fill(`I recommend Maya Chen to ${college} without reservation.`);
      await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Submit' }));
      await toast(tp, 'Letter submitted');
      await waitForText(requestCard(tp, college).locator('.ant-tag'), 'Submitted');
    }

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
    await waitForText(sp.getByTestId('letter-text'), `I recommend Maya Chen to ${openCollege!} without reservation.`);
    expect((await sp.request.get(`/api/recommendation-requests/${waivedId!}/letter`)).status()).toBe(404);
    await sp.goto(`/student/letters/${waivedId!}`);
    await sp.getByText('404 Page Not Found', { exact: true }).waitFor({ timeout: 15_000 });
    await settle(sp);
    expect(await sp.getByText(`I recommend Maya Chen to ${waivedCollege!}`).count()).toBe(0);

    // The counselor reaches the requests from their dashboard and narrows them to submitted ones.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.getByRole('link', { name: 'View letter requests' }).click();
    await cp.waitForURL(`${suite.url}/counselor/letters`);
    await waitForText(heading(cp), 'Students\' Letter Requests');
    await studentRow(cp, 'Maya Chen').first().waitFor();
    expect(await a11y(cp)).toEqual([]);

    expect(unexpectedProblems(student.problems, [/404/])).toEqual([]);
    expect(unexpectedProblems(teacher.problems)).toEqual([]);
    expect(unexpectedProblems(counselor.problems)).toEqual([]);
  }, TIMEOUT);
});
