// The pre-meeting brief in a real browser: the demo counselor opens Maya Chen's profile on a fresh demo
// portal, prepares the brief (the offline assistant: no model configured here) and sees her college list's status
// with each line's source; printing shows the brief alone, on one page.
import { expect, test } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { screenshot, seriousA11yViolations, switchTheme, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, useBrowserSuite } from './suite';

const TIMEOUT = 90_000;

describeBrowser('Pre-meeting brief (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('the counselor prepares Maya\'s brief: her list by status, next deadlines, flags, topics, each line cited; it prints alone', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const maya = DEMO_STUDENT_PROFILES[0];
    await page.goto(`/counselor/students/${maya.id}`);
    await waitForText(heading(page), 'Student Profile');
    expect(await page.getByRole('button', { name: 'Print brief' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Prepare for meeting' }).click();

    const brief = page.getByRole('article', { name: 'Pre-meeting brief for Maya Chen' });
    await brief.getByRole('heading', { level: 2, name: 'Pre-meeting brief: Maya Chen' }).waitFor({ timeout: 15_000 });
    // The new brief is announced by focus on its title.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('meeting-brief-title-2');
    expect(await brief.getByTestId('meeting-brief-meta').textContent()).toMatch(/^Prepared \d{4}-\d{2}-\d{2}\. Assembled from the records by the offline assistant\.$/);
    const section = (key: string) => brief.locator(`section[data-section="${key}"]`);
    const items = (key: string) => section(key).locator('li').allTextContents();

    expect((await items('student'))[0]).toMatch(/^Maya Chen: grade 12, /);
    // The demo list (services/colleges demo-seed.ts): MIT submitted, Georgia Tech in progress, Rice ED planning,
    // Michigan and Berkeley researching; deadlines placed around today.
    const list = await items('college_list');
    expect(list[0]).toBe('5 colleges on the list: 2 researching, 1 planning to apply, 1 in progress, 1 submitted College list');
    expect(list).toContain('Planning to apply: Rice University (Early Decision) College list');
    const deadlines = await items('deadlines');
    expect(deadlines.slice(0, 3).map((d) => d.replace(/^\d{4}-\d{2}-\d{2} /, ''))).toEqual([
      '(in 5 days): Georgia Institute of Technology-Main Campus, Early Action College list',
      '(in 7 days): University of California-Berkeley, Regular Decision College list',
      '(in 12 days): Rice University, Early Decision College list',
    ]);
    await section('flags').waitFor();
    // Her approved four-year plan, from planning's events (services/planning demo-seed.ts): on track in every set.
    expect(await items('academic_plan')).toEqual([expect.stringMatching(/^Four-year plan approved: \d+ courses completed, \d+ planned; on track overall, nothing missing Academic plan$/)]);
    const topics = section('topics').locator('ol > li');
    expect(await topics.count()).toBe(3);
    expect(await topics.first().textContent()).toMatch(/^Due within 14 days with materials missing: Georgia Institute of Technology-Main Campus in 5 days/);
    // Every line names its source.
    const lines = brief.locator('li');
    for (let i = 0; i < await lines.count(); i++) expect(await lines.nth(i).locator('[data-source-type]').count()).toBeGreaterThan(0);
    expect(await brief.locator('li [data-source-type="college_list"]').count()).toBeGreaterThan(3);
    expect(await brief.locator('li [data-source-type="student_profile"]').count()).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Print brief' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'meeting-brief');
    // The brief's plain headings and lists take the theme's colours in the dark theme too.
    await switchTheme(page, 'dark');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await switchTheme(page, 'light');

    // On paper: only the brief (the app, its navigation and the profile cards are hidden), and it fits one page.
    await page.emulateMedia({ media: 'print' });
    const shown = (selector: string) => page.locator(selector).first().evaluate((el) => getComputedStyle(el).display !== 'none');
    expect(await shown('body > .counsel-brief-print')).toBe(true);
    expect(await shown('#root')).toBe(false);
    expect(await page.locator('body > .counsel-brief-print h1').textContent()).toBe('Pre-meeting brief: Maya Chen');
    expect(await page.locator('body > .counsel-brief-print').textContent()).toContain('[College list]');
    const pdf = await page.pdf({ format: 'Letter' });
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length).toBe(1);
    await page.emulateMedia({ media: 'screen' });
    expect(await shown('body > .counsel-brief-print')).toBe(false);

    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
