// Answers people can check, in a real browser: a counselor asks the assistant about Maya Chen and rates
// the answer not helpful with a reason; the admin finds it on the AI answers page filtered by "not helpful", flags it
// for follow-up, and the staff audit log shows that the page was read (with the filter used).
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { pickOption, screenshot, seriousA11yViolations, settle, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 120_000;
const QUESTION = 'Should Maya apply early decision anywhere? (AI answers journey)';
/** Picks `label` in the filter select labelled `field` (from the open dropdown only). */
const choose = (page: Page, field: string, label: string) =>
  pickOption(
    page,
    page.getByLabel(field, { exact: true }),
    page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${label}"]`),
    page.locator('.ant-select', { has: page.getByLabel(field, { exact: true }) }).locator('.ant-select-content', { hasText: new RegExp(`^${label}$`) }),
  );
const REASON = 'It did not say which of her colleges offer early decision.';

describeBrowser('AI answers: rating and review (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('a counselor rates an answer not helpful; the admin filters, flags it, and the audit log records the reading', async () => {
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const c = counselor.page;
    await c.goto('/counselor/chatbot');
    await waitForText(heading(c), 'AI Chatbot');
    await c.getByLabel('Student').click();
    await c.locator('.ant-select-item-option', { hasText: 'Maya Chen' }).first().click();
    await c.getByLabel('Message', { exact: true }).fill(QUESTION);
    await c.getByLabel('Message', { exact: true }).press('Enter');
    const answer = c.getByTestId('message-assistant').first();
    const rating = answer.getByTestId('answer-rating');
    await rating.getByText('Was this answer helpful?').waitFor({ timeout: 30_000 });
    await rating.getByRole('button', { name: 'Not helpful' }).click();
    await rating.getByLabel('Why was it not helpful? (optional)').fill(REASON);
    await rating.getByRole('button', { name: 'Submit rating' }).click();
    await toast(c, 'Rating saved');
    await rating.getByText('You rated this answer not helpful.').waitFor();
    expect(await rating.getByRole('button', { name: 'Not helpful' }).getAttribute('aria-pressed')).toBe('true');
    expect(unexpectedProblems(counselor.problems)).toEqual([]);

    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const a = admin.page;
    await a.getByRole('link', { name: 'AI Answers', exact: true }).click();
    await a.waitForURL(`${suite.url}/admin/ai-answers`);
    await waitForText(heading(a), 'AI Answers');
    const row = a.locator('tbody tr', { hasText: QUESTION });
    await row.waitFor();
    // Filtered by "not helpful": the counselor's turn is there, with who asked, about whom, the reason and the sources.
    await choose(a, 'Rating', 'Not helpful');
    await settle(a);
    await row.waitFor();
    for (const text of ['Priya Natarajan', 'Counselor', 'Maya Chen', REASON, 'Not helpful', 'Answered by offline']) await row.getByText(text, { exact: true }).first().waitFor();
    expect(await row.locator('[aria-label="Sources"] [role="listitem"]').count()).toBeGreaterThan(0);
    // Every listed turn is rated not helpful.
    const rows = a.locator('tbody tr.ant-table-row');
    for (let i = 0; i < await rows.count(); i++) expect(await rows.nth(i).textContent()).toContain('Not helpful');

    await row.getByTestId('flag-toggle').click();
    await toast(a, 'Flagged for follow-up');
    await waitForText(row.getByTestId('flag-toggle'), 'Flagged');
    await choose(a, 'Follow-up', 'Flagged');
    await settle(a);
    await row.waitFor();
    await screenshot(a, 'admin-ai-answers');
    expect(await seriousA11yViolations(a)).toEqual([]);

    // The readings are in the staff audit log (relayed through the bus: looked for again until they arrive).
    // The newest reading (filtered by "not helpful" and "flagged") is the first entry once it has arrived.
    const viewed = a.locator('tbody tr', { hasText: 'AI answers viewed' }).filter({ hasText: 'admin@counsel.local' })
      .filter({ hasText: 'filters: rating not helpful, flagged;' });
    for (let attempt = 0; ; attempt++) {
      await a.goto('/admin/audit-log?action=ai_answers.viewed');
      await waitForText(heading(a), 'Staff Audit Log');
      if (await viewed.first().waitFor({ timeout: 3000 }).then(() => true, () => false)) break;
      if (attempt >= 10) throw new Error('the AI answers reading never reached the staff audit log');
    }
    await a.locator('tbody tr', { hasText: 'AI answers viewed' }).filter({ hasText: 'filters: rating not helpful;' }).first().waitFor();
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);
});
