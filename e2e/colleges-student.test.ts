// The student's side in a real browser: a new student searches the catalog with a typo ("berkley"), opens
// the college, adds three colleges, changes a status, ticks materials, sees two binding plans flagged and removes one,
// exports the list, sees the next deadline on the dashboard and the profile's Target Colleges follow the list, then
// gets a calendar feed address and revokes it.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { MOBILE, clickUntilClosed, closeToasts, pickOption, screenshot, seriousA11yViolationsAtRest as a11y, switchTheme, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, interactive, nav, toast, useBrowserSuite } from './suite';
import { searchFor } from './college-search';

const TIMEOUT = 180_000;
const BERKELEY = { unitid: '110635', name: 'University of California-Berkeley' };
const STANFORD = 'Stanford University';
const MIT = 'Massachusetts Institute of Technology';

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
/** The cycle of a grade-12 student today: the academic year turns on 1 August. */
const seniorCycle = (now = new Date()) => (now.getMonth() >= 7 ? now.getFullYear() + 1 : now.getFullYear());

const collegesNav = (page: Page, entry: string) =>
  page.locator('nav[aria-label="Colleges navigation"]').getByRole('link', { name: entry, exact: true }).click();

/** Picks `label` in the antd select labelled `field` inside `scope`. */
async function choose(page: Page, scope: Locator, field: string, label: string) {
  const input = scope.getByLabel(field, { exact: true });
  await pickOption(
    page,
    input,
    // Closed dropdowns stay in the page (hidden): the option is the one in the open dropdown.
    page.locator(`.ant-select-item-option[title="${label}"]:visible`),
    // `has` is matched inside each select, so it names the field from the page, not from `scope`.
    scope.locator('.ant-select', { has: page.getByLabel(field, { exact: true }) }).locator('.ant-select-content', { hasText: label }),
  );
}

describeBrowser('colleges, the student side (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  const stamp = Date.now().toString(36);
  const student = { first: 'Avery', last: `Lindqvist${stamp}`, email: `avery.${stamp}@example.org`, password: 'avery-password' };

  test('a student searches, adds three colleges, tracks one and manages a calendar feed', async () => {
    // A new senior with a profile.
    const { page, problems } = await suite.open();
    await page.goto('/login');
    await interactive(page);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const register = page.locator('form#student-register');
    await register.getByLabel('First name').fill(student.first);
    await register.getByLabel('Last name').fill(student.last);
    await register.getByLabel('Email').fill(student.email);
    await register.getByLabel('Password').fill(student.password);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${suite.url}/student`);
    await nav(page, 'My Profile');
    const profile = page.locator('form#student-profile');
    await profile.getByLabel('SAT Score').fill('1400');
    await choose(page, profile, 'Grade', 'Grade 12');
    await profile.getByRole('button', { name: 'Create Profile' }).click();
    await toast(page, 'Your profile has been created successfully.');

    // Search with a typo, open the college, add it with a plan.
    await collegesNav(page, 'College Search');
    await waitForText(heading(page), 'College Search');
    await page.getByLabel('Search colleges by name, city or state').fill('berkley');
    await page.getByRole('table', { name: 'Colleges' }).getByRole('link', { name: BERKELEY.name, exact: true }).click();
    await page.waitForURL(`${suite.url}/student/colleges/${BERKELEY.unitid}`);
    await waitForText(heading(page), BERKELEY.name);
    await page.getByText('Admission rate', { exact: true }).waitFor();
    await page.getByRole('link', { name: /berkeley\.edu/ }).waitFor();
    const deadlines = page.getByRole('table', { name: `Deadlines for fall ${seniorCycle()}` });
    // A row per plan: the curated date, or Unknown (the demo curated some of Berkeley's, never all seven).
    await deadlines.getByRole('row', { name: /^Regular Decision / }).waitFor();
    const dated = await deadlines.getByText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/).count();
    const unknown = await deadlines.getByText('Unknown', { exact: true }).count();
    expect([dated + unknown, unknown > 0]).toEqual([7, true]);
    await choose(page, page.locator('main'), 'Plan (optional)', 'Regular Decision');
    await page.getByRole('button', { name: `Add to my list: ${BERKELEY.name}` }).click();
    await toast(page, `${BERKELEY.name} is on My Colleges.`);
    await page.getByText('On my list', { exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'colleges-student-college-page');

    // Two more from the results table.
    for (const [query, name] of [['stanford', STANFORD], ['massachusetts institute', MIT]]) {
      await collegesNav(page, 'College Search');
      await waitForText(heading(page), 'College Search');
      const { add, searches } = await searchFor(page, query, name);
      expect(searches).toBeLessThanOrEqual(2);
      await add.click();
      await toast(page, `${name} is on My Colleges.`);
      await page.getByRole('button', { name: `On my list: ${name}` }).waitFor();
    }
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'colleges-student-search');
    // The last add's toast lies over the header's theme toggle: a click would wait until it times out.
    await closeToasts(page);
    await switchTheme(page, 'dark');
    expect(await a11y(page)).toEqual([]);
    await switchTheme(page, 'light');

    // Meanwhile a counselor curates Berkeley's Regular Decision deadline for this year's seniors, three weeks out.
    const deadline = new Date();
    deadline.setDate(deadline.getDate() + 21);
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const graphql = async (query: string, variables: Record<string, unknown>) =>
      (await (await counselor.page.request.post('/graphql', { data: { query, variables } })).json()) as { data: Record<string, { plan: string; date: string }[]> };
    const before = await graphql('query($unitid: ID!, $cycle: Int) { collegeDeadlines(unitid: $unitid, cycle: $cycle) { plan date } }',
      { unitid: BERKELEY.unitid, cycle: seniorCycle() });
    const others = before.data.collegeDeadlines.filter((d) => d.plan !== 'RD');
    const curated = await graphql(
      'mutation($unitid: ID!, $input: SetCollegeDeadlinesInput!) { setCollegeDeadlines(unitid: $unitid, input: $input) { plan date } }',
      { unitid: BERKELEY.unitid, input: { cycle: seniorCycle(), deadlines: [...others, { plan: 'RD', date: isoDate(deadline) }] } },
    );
    expect(curated.data.setCollegeDeadlines).toContainEqual({ plan: 'RD', date: isoDate(deadline) });
    // Staff reach the same search and college page under their own home, without a list of their own.
    const staff = counselor.page;
    await collegesNav(staff, 'College Search');
    await waitForText(heading(staff), 'College Search');
    await staff.getByLabel('Search colleges by name, city or state').fill('berkley');
    await staff.getByRole('table', { name: 'Colleges' }).getByRole('link', { name: BERKELEY.name, exact: true }).click();
    await staff.waitForURL(`${suite.url}/counselor/colleges/${BERKELEY.unitid}`);
    await waitForText(heading(staff), BERKELEY.name);
    const longDate = new Date(`${isoDate(deadline)}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    await staff.getByRole('table', { name: `Deadlines for fall ${seniorCycle()}` }).getByRole('row', { name: `Regular Decision ${longDate}` }).waitFor();
    await expect(staff.getByRole('button', { name: /Add to my list/ }).count()).resolves.toBe(0);

    // My Colleges: the three, Berkeley with its curated deadline; change its status and tick materials.
    await collegesNav(page, 'My Colleges');
    await waitForText(heading(page), 'My Colleges');
    for (const name of [BERKELEY.name, STANFORD, MIT]) await page.getByRole('link', { name, exact: true }).waitFor();
    const card = page.getByTestId(`application-${BERKELEY.unitid}`);
    await card.getByText('district calendar', { exact: false }).waitFor();
    await card.getByText(/\(estimate\)$/).waitFor();
    await choose(page, card, 'Status', 'In progress');
    await toast(page, `${BERKELEY.name}: status In progress.`);
    await card.getByText('Materials checklist', { exact: true }).click();
    const essays = card.getByLabel(`Essays complete for ${BERKELEY.name}`);
    await essays.click();
    await toast(page, `${BERKELEY.name}: essays complete.`);
    expect(await essays.isChecked()).toBe(true);
    await card.getByRole('radiogroup', { name: `Transcript for ${BERKELEY.name}` }).getByText('Requested', { exact: true }).click();
    await toast(page, `${BERKELEY.name}: transcript requested.`);
    await card.getByLabel(`New recommender for ${BERKELEY.name}`).fill('Ms Lee');
    await card.getByRole('button', { name: 'Add recommender' }).click();
    await toast(page, `${BERKELEY.name}: recommendation from Ms Lee requested.`);
    const missing = card.locator('.ant-tag');
    await card.getByText('Recommendation: Ms Lee', { exact: true }).waitFor();
    expect(await missing.allTextContents()).not.toContain('Essays');
    await card.getByText(/^History \(\d+\)$/).click();
    await card.getByText(/Status: .*In progress/).first().waitFor();
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'colleges-student-my-colleges');
    // The recommender's toast lies over the header's theme toggle: a click would wait until it times out.
    await closeToasts(page);
    await switchTheme(page, 'dark');
    expect(await a11y(page)).toEqual([]);
    await switchTheme(page, 'light');

    // Two binding Early Decisions are flagged on both; removing one (confirmed) clears the flag.
    const stanford = page.getByTestId('application-243744');
    const mit = page.getByTestId('application-166683');
    await choose(page, stanford, 'Plan', 'Early Decision');
    await toast(page, `${STANFORD}: plan Early Decision.`);
    await choose(page, mit, 'Plan', 'Early Decision II');
    await toast(page, `${MIT}: plan Early Decision II.`);
    for (const card of [stanford, mit]) await card.getByRole('alert').filter({ hasText: /binding Early Decision/ }).waitFor();
    await mit.getByRole('button', { name: `Remove ${MIT} from my list` }).click();
    await clickUntilClosed(page.getByRole('dialog'), page.getByRole('dialog').getByRole('button', { name: 'Remove', exact: true }));
    await toast(page, `${MIT} is no longer on your list.`);
    await mit.waitFor({ state: 'detached' });
    await stanford.getByRole('alert').first().waitFor({ state: 'detached' });

    // An own deadline where the district's is unknown: its source is shown, and it can go back to unknown.
    const own = new Date();
    own.setDate(own.getDate() + 10);
    await stanford.getByText('Unknown', { exact: true }).waitFor();
    await stanford.getByRole('button', { name: `Set my own date for ${STANFORD}` }).click();
    await page.getByLabel(`Own deadline for ${STANFORD}`).fill(isoDate(own));
    await page.getByRole('button', { name: 'Save date' }).click();
    await toast(page, `${STANFORD}: deadline`);
    await stanford.getByText('set for this application', { exact: false }).waitFor();
    await stanford.getByText('Unknown', { exact: true }).waitFor({ state: 'detached' });

    // The list as CSV. The deadline's toast lies over the export button: a click would wait until it times out.
    await closeToasts(page);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const csv = readFileSync(await (await download).path(), 'utf8');
    expect(csv).toContain(BERKELEY.name);
    expect(csv).toContain(STANFORD);
    expect(csv).not.toContain(MIT);

    // The dashboard's next deadline, with what is still missing.
    await nav(page, 'Dashboard');
    const next = page.getByTestId('next-deadlines');
    await next.getByText(BERKELEY.name, { exact: true }).waitFor();
    await next.locator('.ant-list-item', { hasText: BERKELEY.name }).getByText('Application form', { exact: true }).waitFor();
    // The card may show the cached list first: wait for the server's answer, in which the essays are done.
    await next.locator('.ant-list-item', { hasText: BERKELEY.name }).getByText('Essays', { exact: true }).waitFor({ state: 'detached' });
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'colleges-student-dashboard');

    // The profile's Target Colleges follows the list, read-only.
    await nav(page, 'My Profile');
    await waitForText(page.getByTestId('target-colleges-from-list'), '2 colleges on your list');
    await expect(page.locator('form#student-profile').getByLabel('Target Colleges').count()).resolves.toBe(0);

    // The calendar feed: get the private address, read it without a session, revoke it.
    await collegesNav(page, 'My Colleges');
    await page.getByRole('button', { name: 'Get my calendar address' }).click();
    const address = page.getByLabel('Your calendar address');
    await address.waitFor();
    const feedUrl = await address.inputValue();
    expect(feedUrl).toMatch(/^http:\/\/.+\/api\/calendar\/[A-Za-z0-9_-]+\.ics$/);
    const outsider = await suite.open();
    const feed = await outsider.page.request.get(feedUrl);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(BERKELEY.name);
    await page.getByRole('button', { name: 'Revoke address' }).click();
    await clickUntilClosed(page.getByRole('dialog'), page.getByRole('dialog').getByRole('button', { name: 'Revoke', exact: true }));
    await toast(page, 'The old address no longer works.');
    await page.getByRole('button', { name: 'Get my calendar address' }).waitFor();
    expect((await outsider.page.request.get(feedUrl)).status()).toBe(404);

    // On a phone the list and the search still read well.
    await page.setViewportSize(MOBILE);
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'colleges-student-my-colleges-mobile');
    // The revoke's toast lies over the sidebar toggle at this width: a click would wait until it times out.
    await closeToasts(page);
    await page.getByRole('button', { name: 'Toggle sidebar' }).click();
    await collegesNav(page, 'College Search');
    await page.getByLabel('Search colleges by name, city or state').fill('berkley');
    await page.getByRole('link', { name: BERKELEY.name, exact: true }).waitFor();
    await page.getByTestId('app-sidebar').waitFor({ state: 'hidden' });
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'colleges-student-search-mobile');

    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
