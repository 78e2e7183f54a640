// Academic planning in a real browser. The admin loads a catalog file (a dry run shows the counts and the rejected
// row with its line and reason, then the valid rows are applied) and the school's graduation requirements ask for
// three English credits and Civics. Maya (grade 12) plans grades 10–12 from the catalog: two completed English
// years with their marks, English 12 and Statistics ahead. The checklist shows the gap (Civics not in the plan), she
// adds Civics and the set is on track; she submits. The counselor's dashboard counts her plan off track (the
// built-in a-g and NCAA sets cannot be met in her last year) and needing review; the counselor returns it with a
// comment (not without one), Maya reads the comment and submits again, the counselor approves. The list's CSV
// names her, and the plan prints on one page without the menus.
import { expect, test } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import type { Locator, Page } from 'playwright-core';
import { clickUntilClosed, seriousA11yViolationsAtRest as a11y, settle, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 400_000;
const MAYA = DEMO_STUDENT_PROFILES[0].id;
const SET_NAME = 'Lakeside diploma (journey)';
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
const checkSet = (page: Page) => page.getByTestId('plan-check-set').filter({ hasText: SET_NAME });

/** Adds a course to a cell of the grid through the dialog: searched by code, completed with a mark or planned. */
async function addCourse(page: Page, grade: number, term: 'Full year' | 'Spring', code: string, mark?: string) {
  await page.getByRole('button', { name: `Add a course to grade ${grade}, ${term}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a course' });
  const course = dialog.getByLabel('Course');
  await course.click();
  await course.fill(code);
  await page.locator('.ant-select-item-option').filter({ hasText: code }).first().click();
  if (mark) {
    await dialog.locator('label', { hasText: 'Completed' }).click();
    await dialog.getByLabel('Mark').fill(mark);
  }
  await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Add course' }));
  const termKey = term === 'Full year' ? 'FULL_YEAR' : 'SPRING';
  await page.getByTestId(`plan-cell-${grade}-${termKey}`).locator(`[data-code="${code}"]`).waitFor();
  await saved(page);
}

/** Waits until no save is under way (the status line's "Saving…" is gone). */
const saved = (page: Page) => waitForValue(async () => (await page.getByText('Saving…').count()) === 0, true, 15_000);

async function readNumber(locator: Locator): Promise<number> {
  await locator.waitFor();
  return Number((await locator.textContent())?.trim());
}

describeBrowser('academic planning (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('Maya plans grades 10–12, fixes a gap and submits; the counselor returns it with a comment, then approves it', async () => {
    // The admin loads the catalog: dry run first, the bad row named with its line and reason, then applied.
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
    await ap.getByRole('region', { name: 'Courses' }).getByText('English 12: Écrire et lire').waitFor();
    expect(await a11y(ap)).toEqual([]);

    // The school's graduation requirements (their form is swept for accessibility; here they are set directly).
    const schools = await ap.request.post('/graphql', { data: { query: '{ schools { id } }' } });
    const schoolId = ((await schools.json()) as { data: { schools: { id: string }[] } }).data.schools[0].id;
    const set = await ap.request.post('/api/requirement-sets', { data: { schoolId, name: SET_NAME, requirements: [
      { label: 'English', areas: ['sced:01'], credits: 3 },
      { label: 'Civics', courseCodes: ['JRN-CIV12'] },
    ] } });
    expect(set.status()).toBe(201);
    await planNav(ap, 'Graduation Requirements');
    await ap.getByTestId('requirement-set').filter({ hasText: SET_NAME }).getByRole('button', { name: `Edit ${SET_NAME}` }).waitFor();

    // The counselor's dashboard before Maya plans.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    const offTrackBefore = await readNumber(statistic(cp, 'Off track'));
    const reviewBefore = await readNumber(statistic(cp, 'Plans needing review'));

    // Maya plans from the catalog: completed English 10 and 11 with their marks, English 12 and Statistics ahead.
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await planNav(sp, 'My Plan');
    await waitForText(heading(sp), 'My Plan');
    await sp.getByRole('table', { name: 'Four-year plan' }).waitFor();
    await addCourse(sp, 10, 'Full year', 'JRN-ENG10', 'A');
    await addCourse(sp, 11, 'Full year', 'JRN-ENG11', 'B+');
    await addCourse(sp, 12, 'Full year', 'JRN-ENG12');
    await addCourse(sp, 12, 'Full year', 'JRN-STAT12');
    await sp.getByTestId('plan-cell-10-FULL_YEAR').getByText('Mark A').waitFor();
    // The gap, in words: English is met, Civics is not in the plan.
    await waitForValue(() => checkSet(sp).getAttribute('data-status'), 'AT_RISK', 15_000);
    await checkSet(sp).getByText('Civics: JRN-CIV12 not in the plan').waitFor();
    await checkSet(sp).locator('[data-met="true"]').filter({ hasText: /^English: met/ }).waitFor();
    expect(await a11y(sp)).toEqual([]);
    await addCourse(sp, 12, 'Spring', 'JRN-CIV12');
    await waitForValue(() => checkSet(sp).getAttribute('data-status'), 'ON_TRACK', 15_000);
    await waitForText(sp.getByTestId('plan-totals'), '2 credits completed, 2.5 planned');

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

    // The counselor's counts move: her plan is off track (the built-in sets) and needs review.
    await cp.reload();
    await waitForText(statistic(cp, 'Off track'), String(offTrackBefore + 1));
    await waitForText(statistic(cp, 'Plans needing review'), String(reviewBefore + 1));
    await cp.getByRole('link', { name: 'View academic plans' }).click();
    await waitForText(heading(cp), 'Academic Plans');
    await cp.getByLabel('Status').click();
    await cp.locator('.ant-select-item-option').filter({ hasText: 'Submitted' }).click();
    const row = cp.locator('tbody tr', { hasText: 'Maya Chen' });
    await row.getByText('Off track').first().waitFor();
    const csvHref = await cp.getByRole('link', { name: 'Download CSV' }).getAttribute('href');
    const csv = await cp.request.get(csvHref!);
    expect(csv.status()).toBe(200);
    expect(await csv.text()).toContain('Maya Chen');
    expect(await a11y(cp)).toEqual([]);
    await row.getByRole('link', { name: 'Maya Chen' }).click();
    await cp.waitForURL(`${suite.url}/counselor/students/${MAYA}`);

    // Return needs a comment; with one, the plan goes back to Maya.
    const card = cp.getByTestId('student-plan');
    await card.locator('[data-code="JRN-CIV12"]').waitFor();
    await card.getByRole('button', { name: 'Return' }).click();
    await card.getByText('Write a comment saying what to change before returning the plan.').waitFor();
    await card.getByLabel('Comment for the student').fill('Add a world language for grade 12, por favor.');
    await card.getByRole('button', { name: 'Return' }).click();
    await toast(cp, 'Plan returned to the student');
    await waitForText(card.getByTestId('plan-status'), 'Returned');
    await card.getByTestId('plan-history').getByText('Returned').first().waitFor();
    expect(await a11y(cp)).toEqual([]);

    await sp.reload();
    await waitForText(sp.getByTestId('plan-status'), 'Returned');
    await sp.getByTestId('plan-returned').getByText(/Add a world language for grade 12, por favor\./).waitFor();
    await sp.getByRole('button', { name: 'Submit again' }).click();
    await toast(sp, 'Plan submitted for review');
    await waitForText(sp.getByTestId('plan-status'), 'Submitted');

    await cp.reload();
    await waitForText(card.getByTestId('plan-status'), 'Submitted');
    await card.getByRole('button', { name: 'Approve' }).click();
    await toast(cp, 'Plan approved');
    await waitForText(card.getByTestId('plan-status'), 'Approved');

    await cp.goto('/counselor');
    await waitForText(statistic(cp, 'Plans needing review'), String(reviewBefore));
    await waitForText(statistic(cp, 'Off track'), String(offTrackBefore + 1));
    await sp.reload();
    await waitForText(sp.getByTestId('plan-status'), 'Approved');
    await settle(sp);

    for (const session of [admin, counselor, student]) expect(unexpectedProblems(session.problems)).toEqual([]);
  }, TIMEOUT);
});
