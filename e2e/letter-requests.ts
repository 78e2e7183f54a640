// What the letters' browser tests share: Maya's colleges, which of them no open request covers, and asking the demo
// teacher for a letter through the "Ask a teacher" dialog.
import { expect } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { clickUntilClosed, pickOption, seriousA11yViolationsAtRest as a11y, waitForValue } from './browser';
import { toast } from './suite';

/** Maya's colleges, in the order tests try them, and a word of each the applications box finds them by. */
export const MAYA_COLLEGES: Record<string, string> = {
  'University of California-Berkeley': 'Berkeley',
  'University of Michigan-Ann Arbor': 'Michigan',
  'Rice University': 'Rice',
  'Georgia Institute of Technology-Main Campus': 'Georgia',
  'Massachusetts Institute of Technology': 'Massachusetts',
};

interface MineItem { studentId: string; state: string; applications: { collegeName: string }[] }

/** Colleges of Maya's list that no open request covers yet (the demo seeds two), and her student id. */
export async function freeColleges(page: Page): Promise<{ colleges: string[]; studentId: string }> {
  const answer = await page.request.get('/api/recommendation-requests?scope=mine');
  expect(answer.status()).toBe(200);
  const { items } = (await answer.json()) as { items: MineItem[] };
  const taken = new Set(items.filter((r) => r.state !== 'declined' && r.state !== 'cancelled').flatMap((r) => r.applications.map((a) => a.collegeName)));
  expect(items[0]?.studentId).toBeTruthy();
  return { colleges: Object.keys(MAYA_COLLEGES).filter((c) => !taken.has(c)), studentId: items[0]!.studentId };
}

/** Asks the demo teacher for a letter for one college, with the FERPA choice, a note and the brag sheet if asked. */
export async function askTeacher(page: Page, college: string, ask: { waiver: string; note?: string; shareBragSheet?: boolean }): Promise<void> {
  await page.getByRole('button', { name: 'Ask a teacher' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ask a teacher' });
  await dialog.waitFor();
  const field = (label: RegExp) => dialog.locator('.ant-form-item').filter({ hasText: label }).locator('.ant-select');
  const teacher = field(/^Teacher/);
  await pickOption(page, teacher, page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'Daniel Okafor' }),
    teacher.locator('.ant-select-content', { hasText: 'Daniel Okafor' }));
  // Every application is chosen at first, also when they load after the dialog opened; narrow the letter to one college.
  const appSelect = field(/^Applications/);
  const applications = appSelect.locator('input');
  await appSelect.getByText('Rice University').waitFor();
  await applications.focus();
  for (let i = 0; i < Object.keys(MAYA_COLLEGES).length + 2; i++) await page.keyboard.press('Backspace');
  await waitForValue(() => appSelect.getByText('Rice University').count(), 0, 10_000);
  // Under load a click can land while the dropdown is still opening and choose nothing: search and click again, only
  // while the college is not chosen (a second click on a chosen option would take it out again).
  for (let attempt = 1; attempt <= 4 && (await appSelect.getByText(college).count()) === 0; attempt++) {
    await applications.fill(MAYA_COLLEGES[college]!);
    await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${college}"]`).click({ timeout: 10_000 }).catch(() => undefined);
    await appSelect.getByText(college).waitFor({ timeout: 5_000 }).catch(() => undefined);
  }
  await appSelect.getByText(college).waitFor();
  // A multiple select stays open after a pick (Tab did not close it): a click on the dialog's title, above the list
  // that may cover the next fields, does.
  await dialog.locator('.ant-modal-title').click();
  await page.locator('.ant-select-dropdown', { has: page.locator(`.ant-select-item-option[title="${college}"]`) })
    .waitFor({ state: 'hidden', timeout: 10_000 });
  if (ask.note) await dialog.getByLabel('Note to the teacher').fill(ask.note);
  await dialog.getByLabel(ask.waiver, { exact: true }).check();
  if (ask.shareBragSheet) await dialog.getByRole('checkbox', { name: 'Share my brag sheet with this teacher' }).check();
  expect(await a11y(page)).toEqual([]);
  await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Send request' }));
  await toast(page, ask.shareBragSheet ? 'Request sent with your brag sheet' : 'Request sent');
}

/** The teacher's card of the request for a college, and a row of a requests table. */
export const requestCard = (page: Page, college: string): Locator =>
  page.getByTestId('letter-queue').locator('[data-testid^="letter-request-"]').filter({ hasText: college });
export const studentRow = (page: Page, college: string): Locator => page.locator('tr.ant-table-row').filter({ hasText: college });
