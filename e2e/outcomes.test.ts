// Outcomes and scattergrams in a real browser. The admin imports last year's class at Stanford from a CSV: the dry run
// names the bad row by line and reason, the valid rows are applied. Maya then opens Stanford's page and sees the
// scattergram of her school's past applicants, with her own position, the college's middle 50% and the counts by
// plan; the table of points is there for screen readers, and axe finds nothing serious on either page. A counselor
// opens the scattergram drawer of one of Maya's colleges on her profile: her school's history, as the server names it.
// An admin who reads Spanish reads the rejected rows' reasons in Spanish, written from their codes and values.
import { expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText } from './browser';
import { pickLanguage } from './language-picker';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 300_000;
const STANFORD = '243744';
const MIT = '166683';
const CLASS = [
  'class_year,college_unitid,plan,result,gpa,sat,act',
  `2026,${STANFORD},REA,admitted,3.98,1560,`,
  `2026,${STANFORD},REA,denied,3.91,1510,`,
  `2026,${STANFORD},RD,denied,3.85,,33`,
  `2026,${STANFORD},RD,waitlisted,3.95,1540,`,
  `2026,${STANFORD},RD,denied,3.70,1450,`,
  `2026,${STANFORD},RD,enrolled,4.00,1580,`,
  `2026,Stanford,RD,admitted,3.9,1500,`,
].join('\n');

/**
 * Picks the file and checks it until `shown` (the report) appears. On a loaded machine a click can land before the
 * page took the file or its schools, and the check then does nothing: each try gives the file again, then clicks.
 */
async function checkFile(page: Page, name: string, content: string, button: string, shown: Locator, tries = 4): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    if (await shown.isVisible()) return;
    // While a check runs the form is busy or already replaced by the report: then there is nothing to give or click.
    await page.locator('#outcome-import-file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') }, { timeout: 5000 }).catch(() => undefined);
    await page.getByRole('button', { name: button }).click({ timeout: 5000 }).catch(() => undefined);
    if (await shown.waitFor({ timeout: 15_000 }).then(() => true, () => false)) return;
    if (attempt >= tries) throw new Error(`The check of ${name} showed nothing after ${tries} tries`);
  }
}

describeBrowser('outcomes and scattergrams (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('an admin imports last year\'s outcomes; Maya opens the college and sees the scattergram with her position', async () => {
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const ap = admin.page;
    await ap.goto(`${suite.url}/admin/outcomes`);
    await waitForText(heading(ap), 'Outcome Import');
    await ap.locator('#outcome-import-file').setInputFiles({ name: 'clase-de-2026.csv', mimeType: 'text/csv', buffer: Buffer.from(CLASS, 'utf8') });
    await ap.getByRole('button', { name: 'Check the file' }).click();
    const rejected = ap.getByRole('region', { name: '1 rejected row' }).locator('tbody tr');
    await waitForText(rejected.first(), '8college_unitid must be the college\'s IPEDS unit id (6 digits)', 30_000);
    await waitForText(ap.getByTestId('outcome-import-counts').locator('.ant-statistic').first().locator('.ant-statistic-content-value'), '6');
    expect(await a11y(ap)).toEqual([]);
    await ap.getByRole('checkbox', { name: 'Apply the valid rows only' }).check();
    await ap.getByRole('button', { name: 'Apply' }).click();
    await toast(ap, 'Outcomes added');
    // The district's two switches are on the settings page, at their defaults.
    await ap.goto(`${suite.url}/admin/settings`);
    await ap.getByLabel('Fewest past applicants for a scattergram').waitFor({ timeout: 30_000 });
    expect(await ap.getByLabel('Fewest past applicants for a scattergram').inputValue()).toBe('5');
    expect(await ap.getByRole('switch', { name: 'Students see their school\'s scattergrams' }).getAttribute('aria-checked')).toBe('true');
    expect(await a11y(ap)).toEqual([]);

    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await sp.goto(`${suite.url}/student/colleges/${STANFORD}`);
    await waitForText(heading(sp), 'Stanford University', 30_000);
    const graph = sp.getByTestId(`scattergram-${STANFORD}`);
    await waitForText(graph.getByText(/past applicants from this school/), '6 past applicants from this school to Stanford University (2026), 2 admitted.', 30_000);
    await waitForText(graph.getByText(/^You:/), 'You: GPA 3.94, SAT 1520, ACT 34');
    await waitForText(graph.getByText(/^Middle 50% of the college/), 'Middle 50% of the college\'s students (SAT, from the catalog): 1470–1570.');
    // The chart (its own lazily loaded chunk) is drawn, with the caller's pin among the series.
    const chart = graph.getByTestId('scattergram-chart');
    await chart.locator('svg').waitFor({ timeout: 30_000 });
    expect(await chart.getAttribute('aria-label')).toBe('6 past applicants from this school to Stanford University (2026), 2 admitted.');
    await waitForText(chart.locator('svg text').filter({ hasText: 'You' }).first(), 'You');
    // Counts by plan, and every point as a table (no names, no ids: scores and results only).
    const plans = graph.getByRole('table', { name: 'Applicants by plan' });
    await waitForText(plans.locator('tbody tr').filter({ hasText: 'Early Action' }), 'Early Action21');
    await graph.getByRole('button', { name: /Show the 6 points as a table/ }).click();
    const points = graph.getByRole('table', { name: 'Past applicants: GPA, test scores and result' }).locator('tbody tr.ant-table-row');
    await points.nth(5).waitFor();
    expect(await points.count()).toBe(6);
    expect(await a11y(sp)).toEqual([]);

    for (const session of [admin, student]) expect(unexpectedProblems(session.problems)).toEqual([]);
  }, TIMEOUT);

  test('a counselor opens the scattergram of one of Maya\'s colleges on her profile', async () => {
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    const found = await (await cp.request.post('/graphql', { data: { query: '{ students(q: "Maya") { items { id displayName } } }' } })).json() as { data: { students: { items: { id: string; displayName: string }[] } } };
    const maya = found.data.students.items.find((s) => s.displayName.startsWith('Maya'));
    expect(maya).toBeDefined();
    await cp.goto(`${suite.url}/counselor/students/${encodeURIComponent(maya!.id)}`);
    await waitForText(heading(cp), 'Student Profile', 60_000);
    await cp.getByRole('button', { name: 'Scattergram of Massachusetts Institute of Technology' }).click();
    await cp.getByText('Massachusetts Institute of Technology: past applicants from the student\'s school', { exact: true }).waitFor({ timeout: 30_000 });
    // The demo school's three past classes at MIT, from the school the students service gives Maya.
    const graph = cp.getByTestId(`scattergram-${MIT}`);
    await graph.getByText(/past applicants from this school/).waitFor({ timeout: 30_000 });
    expect(await graph.getByText(/past applicants from this school/).textContent()).toMatch(/^\d+ past applicants from this school to Massachusetts Institute of Technology \(2023.2025\), \d+ admitted\.$/);
    await graph.getByTestId('scattergram-chart').locator('svg').waitFor({ timeout: 30_000 });
    expect(await a11y(cp)).toEqual([]);
    expect(unexpectedProblems(counselor.problems)).toEqual([]);
  }, TIMEOUT);

  test('an admin who chose Spanish reads the rejected rows in Spanish, and English comes back as the service wrote it', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    await page.goto(`${suite.url}/admin/outcomes`);
    await waitForText(heading(page), 'Outcome Import', 60_000);
    await pickLanguage(page, 'Español');
    await waitForText(heading(page), 'Importación de resultados', 60_000);
    // A class that has not graduated yet, and a row cut short: the reasons the service builds from values.
    const next = new Date().getUTCFullYear() + 1;
    const file = ['class_year,college_unitid,plan,result,gpa,sat,act', `${next},${MIT},RD,admitted,3.9,1500,`, `2025,${MIT},RD`].join('\n');
    const rejected = page.getByRole('region', { name: '2 filas rechazadas' });
    await checkFile(page, 'clase.csv', file, 'Revisar el archivo', rejected);
    const rows = rejected.locator('tbody tr');
    await waitForText(rows.nth(0), `2class_year debe ser un año de 1990 a ${next - 1}`, 30_000);
    await waitForText(rows.nth(1), '3La fila tiene 3 campos, pero el encabezado tiene 7');
    expect(await a11y(page)).toEqual([]);

    // English again (the account keeps its choice), and the same file checked afresh: the rows as the service wrote them.
    await pickLanguage(page, 'English');
    await page.goto(`${suite.url}/admin/outcomes`);
    await waitForText(heading(page), 'Outcome Import', 60_000);
    const englishRegion = page.getByRole('region', { name: '2 rejected rows' });
    await checkFile(page, 'class.csv', file, 'Check the file', englishRegion);
    const english = englishRegion.locator('tbody tr');
    await waitForText(english.nth(0), `2class_year must be a year from 1990 to ${next - 1}`, 30_000);
    await waitForText(english.nth(1), '3The row has 3 fields but the header has 7');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
