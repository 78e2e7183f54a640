// The district's dashboards in a real browser. The admin opens the dashboards, picks this year's seniors: the class's
// funnel (researching → submitted → admitted) shows the numbers the reporting service counts from the other
// services' events, beside its chart; the CSV of one chart has the same numbers as its table; axe finds nothing
// serious. A past class (the demo school's three, which reach reporting through the outcomes service's events) shows
// its outcomes beside their chart. The counselor's dashboard shows their caseload's funnel card.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { pickOption, seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, useBrowserSuite } from './suite';

const TIMEOUT = 300_000;

interface ApiReport { rows: { key: string; label: string; values: number[] }[] }

/** The numbers of a report's table as the page shows them, row key → values. */
async function tableOf(page: Page, name: string): Promise<Record<string, number[]>> {
  const rows = page.getByTestId(`report-${name}`).getByTestId('report-table').locator('tbody tr');
  const out: Record<string, number[]> = {};
  for (const row of await rows.all()) {
    const key = (await row.getAttribute('data-key')) ?? '';
    out[key] = (await row.locator('td').allTextContents()).map((v) => Number(v.trim()));
  }
  return out;
}

describeBrowser('district dashboards (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('the admin reads the seniors\' funnel beside its chart, and a chart\'s CSV has its numbers', async () => {
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const page = admin.page;
    await page.locator('nav').getByRole('link', { name: 'Dashboards', exact: true }).click();
    await waitForText(heading(page), 'District Insight');
    const filters = await (await page.request.post('/graphql', { data: { query: '{ reportFilters { seniorClassYear classYears } }' } })).json() as { data: { reportFilters: { seniorClassYear: number; classYears: number[] } } };
    const seniors = filters.data.reportFilters.seniorClassYear;
    expect(filters.data.reportFilters.classYears).toContain(seniors);
    await pickOption(page, page.getByTestId('report-class'),
      page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="Class of ${seniors}"]`),
      page.getByTestId('report-class').filter({ hasText: `Class of ${seniors}` }));

    // The funnel the page shows is the service's count for the class, once the demo's events have reached it.
    const api = async () => {
      const r = await (await page.request.get(`/api/reports/funnel?classYear=${seniors}`)).json() as ApiReport;
      return Object.fromEntries(r.rows.map((x) => [x.key, x.values]));
    };
    await waitForValue(async () => {
      const [shown, counted] = [await tableOf(page, 'funnel'), await api()];
      return JSON.stringify(shown) === JSON.stringify(counted) && (shown.researching?.[0] ?? 0) > 0;
    }, true, 60_000);
    const funnel = await tableOf(page, 'funnel');
    expect(Object.keys(funnel)).toEqual(['researching', 'submitted', 'admitted']);
    expect(funnel.researching[0]).toBeGreaterThanOrEqual(funnel.submitted[0]);
    expect(funnel.submitted[0]).toBeGreaterThanOrEqual(funnel.admitted[0]);
    await page.getByTestId('report-funnel').getByTestId('report-chart').waitFor();
    await expect(page.getByTestId('report-funnel').getByTestId('report-updated').textContent()).resolves.toMatch(/^Updated /);

    // The CSV link of the funnel, with the page's filter, has the table's numbers.
    const link = page.getByTestId('report-funnel').getByRole('link', { name: /^Download CSV: / });
    const href = await link.getAttribute('href');
    expect(href).toBe(`/api/reports/funnel.csv?classYear=${seniors}`);
    const csv = await (await page.request.get(href!)).text();
    const lines = csv.replace(/^\uFEFF/, '').trim().split(/\r\n/).map((l) => l.split(','));
    expect(lines[0]).toEqual(['Applications funnel', 'Students']);
    expect(lines.slice(1).map((l) => Number(l[1]))).toEqual(Object.values(funnel).map((v) => v[0]));

    expect(await a11y(page)).toEqual([]);
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('the admin picks a past class and reads its outcomes, counted from the outcomes service\'s events', async () => {
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const page = admin.page;
    const pastYears = async () => {
      const r = await (await page.request.post('/graphql', { data: { query: '{ reportFilters { seniorClassYear classYears } }' } })).json() as { data: { reportFilters: { seniorClassYear: number; classYears: number[] } } };
      return r.data.reportFilters.classYears.filter((y) => y < r.data.reportFilters.seniorClassYear);
    };
    // The demo's three past classes, once their events have reached the reporting service.
    await waitForValue(async () => (await pastYears()).length >= 3, true, 60_000);
    const [year] = await pastYears();
    await page.locator('nav').getByRole('link', { name: 'Dashboards', exact: true }).click();
    await waitForText(heading(page), 'District Insight');
    await pickOption(page, page.getByTestId('report-class'),
      page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="Class of ${year}"]`),
      page.getByTestId('report-class').filter({ hasText: `Class of ${year}` }));

    const api = async (name: string) => {
      const r = await (await page.request.get(`/api/reports/${name}?classYear=${year}`)).json() as ApiReport;
      return Object.fromEntries(r.rows.map((x) => [x.key, x.values]));
    };
    const counted = await api('outcomes-by-class-year');
    expect(Object.keys(counted)).toEqual([`class-${year}`]);
    expect(counted[`class-${year}`][0]).toBeGreaterThan(0);
    await waitForValue(async () => JSON.stringify(await tableOf(page, 'outcomes-by-class-year')), JSON.stringify(counted), 30_000);
    const card = page.getByTestId('report-outcomes-by-class-year');
    await expect(card.locator('tbody th').first().textContent()).resolves.toBe(`Class of ${year}`);
    await card.getByTestId('report-chart').waitFor();
    await expect(card.getByTestId('report-updated').textContent()).resolves.toMatch(/^Updated /);
    await waitForValue(async () => JSON.stringify(await tableOf(page, 'outcomes-by-college')), JSON.stringify(await api('outcomes-by-college')), 30_000);
    expect(Object.keys(await tableOf(page, 'outcomes-by-college')).length).toBeGreaterThan(0);

    expect(await a11y(page)).toEqual([]);
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('the counselor\'s dashboard shows their caseload\'s funnel', async () => {
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const card = counselor.page.getByTestId('caseload-funnel');
    await card.waitFor();
    await waitForValue(async () => card.locator('li').count(), 3, 30_000);
    expect(await card.locator('li').evaluateAll((lis) => lis.map((li) => li.getAttribute('data-key')))).toEqual(['researching', 'submitted', 'admitted']);
    expect(unexpectedProblems(counselor.problems)).toEqual([]);
  }, TIMEOUT);
});
