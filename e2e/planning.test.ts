// Academic planning in a real browser. The admin loads a catalog file: a dry run shows the counts and the rejected
// row with its line and reason, then the valid rows are applied. Jordan (grade 11, his demo plan submitted with
// a-g's language gap) fills grades 11 and 12 from the catalog with electives: the checklist turns a-g off track (the
// language cannot be made up in the room left) and the counselor's dashboard counts one more plan off track. He swaps
// two electives for Spanish I and II, a-g is on track, the count goes back; he submits. The counselor finds him in
// the plan list (and its CSV), returns the plan with a comment (not without one), Jordan reads it and submits again,
// the counselor approves. The plan prints on one page without the menus.
import { expect, test } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import type { Locator, Page } from 'playwright-core';
import { clickUntilClosed, clickUntilShown, seriousA11yViolationsAtRest as a11y, settle, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 400_000;
const JORDAN = DEMO_STUDENT_PROFILES[1].id;
const AG = 'UC/CSU a-g subject requirements';
const CATALOG = [
  'code,title,subject_area,credits,grade_levels,level,prerequisites,entrance_areas',
  'JRN-ENG10,English 10,01,1,10,standard,,',
  'JRN-ENG11,English 11,01,1,11,standard,JRN-ENG10,',
  'JRN-ENG12,English 12: Écrire et lire,01,1,12,honors,JRN-ENG11,',
  'JRN-STAT12,Statistics,02,1,11;12,ap,,',
  'JRN-CIV12,Civics,04,0.5,12,standard,,',
  'JRN-BAD,Broken row,xx,abc,13,standard,,',
].join('\n');

const planNav = (page: Page, entry: string) =>
  page.locator('nav[aria-label="Planning navigation"]').getByRole('link', { name: entry, exact: true }).click();
const statistic = (page: Page, title: string) =>
  page.getByTestId('plans-card').locator('.ant-statistic').filter({ hasText: title }).locator('.ant-statistic-content-value');
const checkSet = (page: Page) => page.getByTestId('plan-check-set').filter({ hasText: AG });

/** Adds a course to a cell of the grid through the dialog: searched by code, completed with a mark or planned. */
async function addCourse(page: Page, grade: number, term: 'Full year' | 'Spring', code: string, mark?: string) {
  await page.getByRole('button', { name: `Add a course to grade ${grade}, ${term}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a course' });
  const course = dialog.getByLabel('Course');
  await course.click();
  await course.fill(code);
  await page.locator('.ant-select-item-option').filter({ hasText: `${code} — ` }).first().click();
  if (mark) {
    await clickUntilShown(dialog.locator('label', { hasText: 'Completed' }), dialog.getByLabel('Mark'));
    await dialog.getByLabel('Mark').fill(mark);
  }
  await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Add course' }));
  const termKey = term === 'Full year' ? 'FULL_YEAR' : 'SPRING';
  await page.getByTestId(`plan-cell-${grade}-${termKey}`).locator(`[data-code="${code}"]`).waitFor();
  await saved(page);
}

/** Waits until no save is under way (the status line's "Saving…" is gone). */
/** Removes a course from a cell of the grid with its own button. */
async function removeCourse(page: Page, grade: number, code: string) {
  await page.getByRole('button', { name: `Remove ${code} from grade ${grade}, Full year` }).click();
  await page.getByTestId(`plan-cell-${grade}-FULL_YEAR`).locator(`[data-code="${code}"]`).waitFor({ state: 'detached' });
  await saved(page);
}

const saved = (page: Page) => waitForValue(async () => (await page.getByText('Saving…').count()) === 0, true, 15_000);

async function readNumber(locator: Locator): Promise<number> {
  await locator.waitFor();
  return Number((await locator.textContent())?.trim());
}

describeBrowser('academic planning (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('Jordan overfills his plan and goes off track, fixes the gap and submits; the counselor returns it with a comment, then approves it', async () => {
    // The admin loads a catalog file: dry run first, the bad row named with its line and reason, then applied.
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const ap = admin.page;
    await planNav(ap, 'Course Catalog');
    await waitForText(heading(ap), 'Course Catalog');
    await ap.locator('#course-import-file').setInputFiles({ name: 'catálogo.csv', mimeType: 'text/csv', buffer: Buffer.from(CATALOG, 'utf8') });
    await ap.getByRole('button', { name: 'Check file' }).click();
    const counts = ap.getByTestId('course-import-counts');
    await waitForText(counts.locator('.ant-statistic').filter({ hasText: 'New courses' }).locator('.ant-statistic-content-value'), '5', 30_000);
    const rejected = ap.getByRole('region', { name: 'Rejected rows' }).locator('tbody tr');
    await waitForText(rejected.first().locator('td').first(), '7');
    expect((await rejected.first().locator('td').nth(1).textContent())?.length).toBeGreaterThan(0);
    await expect(ap.getByRole('button', { name: 'Apply' }).isDisabled()).resolves.toBe(true);
    await ap.getByText('Apply the valid rows and skip the rejected ones').click();
    await ap.getByRole('button', { name: 'Apply' }).click();
    await toast(ap, 'Catalog updated');
    await ap.getByLabel('Search courses by code or title').fill('JRN');
    await ap.getByRole('region', { name: 'Courses' }).getByText('English 12: Écrire et lire').waitFor();
    expect(await a11y(ap)).toEqual([]);

    // The counselor's dashboard before Jordan changes his plan (it counts his submitted plan as needing review).
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    const offTrackBefore = await readNumber(statistic(cp, 'Off track'));
    const reviewBefore = await readNumber(statistic(cp, 'Plans needing review'));
    expect(reviewBefore).toBeGreaterThan(0);

    // Jordan's plan: submitted, a-g at risk for its language requirement.
    const student = await suite.signedIn(DEMO_ACCOUNTS.otherStudent, 'student', '/student');
    const sp = student.page;
    await planNav(sp, 'My Plan');
    await waitForText(heading(sp), 'My Plan');
    await waitForText(sp.getByTestId('plan-status'), 'Submitted');
    await sp.getByTestId('plan-cell-10-FULL_YEAR').getByText('Mark B+').first().waitFor();
    await waitForValue(() => checkSet(sp).getAttribute('data-status'), 'AT_RISK');
    await checkSet(sp).getByText('e. Language other than English: 2 years missing of 2 (0 completed, 0 planned)').waitFor();

    // Electives fill grades 11 and 12: the language no longer fits, a-g is off track; the submission is withdrawn.
    await addCourse(sp, 11, 'Full year', 'WEB');
    await addCourse(sp, 11, 'Full year', 'APBIO');
    await addCourse(sp, 12, 'Full year', 'FINMATH');
    await addCourse(sp, 12, 'Full year', 'APENVSCI');
    await waitForValue(() => checkSet(sp).getAttribute('data-status'), 'OFF_TRACK', 15_000);
    await checkSet(sp).getByText('Off track: e. Language other than English cannot be made up in the years left').waitFor();
    await waitForText(sp.getByTestId('plan-status'), 'Draft');
    expect(await a11y(sp)).toEqual([]);
    await cp.reload();
    await waitForText(statistic(cp, 'Off track'), String(offTrackBefore + 1));
    await waitForText(statistic(cp, 'Plans needing review'), String(reviewBefore - 1));

    // Two electives out, Spanish I and II in (the second after the first): a-g on track.
    await removeCourse(sp, 11, 'WEB');
    await removeCourse(sp, 12, 'FINMATH');
    await addCourse(sp, 11, 'Full year', 'SPA1');
    await addCourse(sp, 12, 'Full year', 'SPA2');
    await waitForValue(() => checkSet(sp).getAttribute('data-status'), 'ON_TRACK', 15_000);
    await checkSet(sp).locator('[data-met="true"]').filter({ hasText: /^e\. Language other than English: met/ }).waitFor();
    await sp.getByText('No problems found.').waitFor();

    // One printed page, without the menus.
    await sp.emulateMedia({ media: 'print' });
    await expect(sp.locator('.ant-layout-sider').isVisible()).resolves.toBe(false);
    await expect(sp.getByRole('button', { name: 'Submit for review' }).isVisible()).resolves.toBe(false);
    await expect(sp.getByRole('table', { name: 'Four-year plan' }).isVisible()).resolves.toBe(true);
    const pdf = (await sp.pdf({ format: 'Letter', landscape: true, printBackground: true })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b(?!s)/g)).toHaveLength(1);
    await sp.emulateMedia({ media: 'screen' });

    await sp.getByRole('button', { name: 'Submit for review' }).click();
    await toast(sp, 'Plan submitted for review');
    await waitForText(sp.getByTestId('plan-status'), 'Submitted');

    // The counts are back; the list finds him among the submitted plans, and so does its CSV.
    await cp.reload();
    await waitForText(statistic(cp, 'Off track'), String(offTrackBefore));
    await waitForText(statistic(cp, 'Plans needing review'), String(reviewBefore));
    await cp.getByRole('link', { name: 'View academic plans' }).click();
    await waitForText(heading(cp), 'Academic Plans');
    await cp.getByLabel('Status').click();
    await cp.locator('.ant-select-item-option').filter({ hasText: 'Submitted' }).click();
    const row = cp.locator('tbody tr', { hasText: 'Jordan Rivera' });
    await row.getByText('On track').first().waitFor();
    const csvHref = await cp.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    expect(csvHref).toContain('status=SUBMITTED');
    const csv = await cp.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Jordan Rivera');
    expect(await a11y(cp)).toEqual([]);
    await row.getByRole('link', { name: 'Jordan Rivera' }).click();
    await cp.waitForURL(`${suite.url}/counselor/students/${JORDAN}`);

    // Return needs a comment; with one, the plan goes back to Jordan.
    const card = cp.getByTestId('student-plan');
    await card.locator('[data-code="SPA2"]').waitFor();
    await card.getByRole('button', { name: 'Return' }).click();
    await card.getByText('Write a comment saying what to change before returning the plan.').waitFor();
    await card.getByLabel('Comment for the student').fill('Ajoute une option pour la 12e : ¿quizás música?');
    await card.getByRole('button', { name: 'Return' }).click();
    await toast(cp, 'Plan returned to the student');
    await waitForText(card.getByTestId('plan-status'), 'Returned');
    await card.getByTestId('plan-history').getByText('Returned').first().waitFor();
    expect(await a11y(cp)).toEqual([]);

    await sp.reload();
    await waitForText(sp.getByTestId('plan-status'), 'Returned');
    await sp.getByTestId('plan-returned').getByText(/Ajoute une option pour la 12e : ¿quizás música\?/).waitFor();
    await sp.getByRole('button', { name: 'Submit again' }).click();
    await toast(sp, 'Plan submitted for review');
    await waitForText(sp.getByTestId('plan-status'), 'Submitted');

    await cp.reload();
    await waitForText(card.getByTestId('plan-status'), 'Submitted');
    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(cp, 'Plan approved');
    await waitForText(card.getByTestId('plan-status'), 'Approved');

    await cp.goto('/counselor');
    await waitForText(statistic(cp, 'Plans needing review'), String(reviewBefore - 1));
    await waitForText(statistic(cp, 'Off track'), String(offTrackBefore));
    await sp.reload();
    await waitForText(sp.getByTestId('plan-status'), 'Approved');
    await settle(sp);

    for (const session of [admin, counselor, student]) expect(unexpectedProblems(session.problems)).toEqual([]);
  }, TIMEOUT);
});
