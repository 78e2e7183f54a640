// Student records in a real browser: a new student with a profile is read by a counselor; the student
// sees who viewed their record; an admin reads the access history, exports the record (a zip with its PDF summary),
// deletes the student (typing the name), follows every service's confirmation to the certificate (a PDF), finds
// the deletion on /admin/records, and the student can no longer sign in.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import type { Download, Locator, Page } from 'playwright-core';
import { clickWhenEntered, reloadUntil, seriousA11yViolationsAtRest as a11y, screenshot, switchTheme, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, interactive, submitSignIn, toast, useBrowserSuite } from './suite';

const TIMEOUT = 240_000;
/** Every service that erases the student and confirms it, as the deletion panel names them. */
const CONFIRMING = ['Profiles (students)', 'Documents', 'AI chat', 'College lists', 'Roster', 'Accounts (identity)', 'Records'];

/** The locator once it shows (an export takes a few seconds). */
/**
 * A row of a paged table, newest first, that later lines push off its first page: page forward until it shows,
 * starting again from the first page after the last.
 */
async function pageUntil(region: Locator, target: Locator, timeout = 60_000): Promise<void> {
  const deadline = Date.now() + timeout;
  for (;;) {
    if (await target.first().waitFor({ timeout: 3000 }).then(() => true, () => false)) return;
    if (Date.now() > deadline) throw new Error(`Not shown on any page after ${timeout} ms: ${String(target)}`);
    const next = region.locator('.ant-pagination-next');
    if (await next.count() && (await next.getAttribute('aria-disabled')) !== 'true') await next.click();
    else if (await region.locator('.ant-pagination-item-1').count()) await region.locator('.ant-pagination-item-1').click();
  }
}

async function shown(target: Locator): Promise<Locator> {
  await target.waitFor({ timeout: 60_000 });
  return target;
}

/** Clicks a download link and returns the downloaded bytes. */
async function download(page: Page, link: Locator): Promise<{ name: string; bytes: Buffer }> {
  const [file]: [Download, void] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

describeBrowser('student records (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  const stamp = Date.now().toString(36);
  const student = { first: 'Rowan', last: `Okonkwo${stamp}`, email: `rowan.${stamp}@example.org`, password: 'rowan-password' };
  const studentName = `${student.first} ${student.last}`;

  test('who viewed a record, its export, and a deletion confirmed by every service with its certificate', async () => {
    // A new student registers and fills a profile (over the API: the profile form has tests of its own).
    const mine = await suite.open();
    const sp = mine.page;
    await sp.goto('/login');
    await interactive(sp);
    await sp.getByRole('tab', { name: 'Create Account' }).click();
    const register = sp.locator('form#student-register');
    await register.getByLabel('First name').fill(student.first);
    await register.getByLabel('Last name').fill(student.last);
    await register.getByLabel('Email').fill(student.email);
    await register.getByLabel('Password').fill(student.password);
    await register.getByRole('button', { name: 'Create Account' }).click();
    await sp.waitForURL(`${suite.url}/student`);
    const me = (await (await sp.request.get('/api/auth/user')).json()) as { id: string };
    const created = await sp.request.post('/api/students', {
      data: { userId: me.id, grade: '12', gpa: 3.7, satScore: 1380, highSchoolName: 'Lincoln High', clubs: 'Robotics' },
    });
    if (created.status() !== 201) throw new Error(`The profile was refused: ${created.status()} ${await created.text()}`);
    const studentId = ((await created.json()) as { id: string }).id;

    // Before any staff read, the student's card says so.
    await sp.reload();
    const myRecord = sp.getByTestId('my-record');
    await myRecord.getByText('No staff member has viewed your record yet.').waitFor();
    expect(await a11y(sp)).toEqual([]);

    // A counselor opens the student's profile: that read is logged.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const who = (await (await counselor.page.request.get('/api/auth/user')).json()) as { firstName: string; lastName: string };
    const counselorName = `${who.firstName} ${who.lastName}`;
    await counselor.page.goto(`/counselor/students/${studentId}`);
    await waitForText(heading(counselor.page), 'Student Profile');
    await counselor.page.getByText(studentName, { exact: true }).first().waitFor();
    // Counselors see no record section: it is the admin's.
    expect(await counselor.page.getByTestId('student-record').count()).toBe(0);

    // The student sees the counselor's name, role and what was read.
    const viewers = sp.getByRole('table', { name: 'Who viewed my record' });
    const viewedBy = viewers.getByRole('row').filter({ hasText: counselorName });
    await reloadUntil(sp, viewedBy, { rendered: viewers });
    await viewedBy.first().getByText('Counselor', { exact: true }).waitFor();
    // The student downloads their own record (the same export, on their behalf).
    await myRecord.getByRole('button', { name: 'Download my record' }).click();
    const ownArchive = await download(sp, await shown(myRecord.getByRole('link', { name: 'Download archive' })));
    expect(ownArchive.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(await a11y(sp)).toEqual([]);
    await screenshot(sp, 'records-student-who-viewed');

    // An admin opens the student: the counselor's read is in the access history.
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const ap = admin.page;
    await ap.goto(`/counselor/students/${studentId}`);
    const record = ap.getByTestId('student-record');
    const counselorRead = record.getByRole('table', { name: 'Access history' }).getByRole('row').filter({ hasText: counselorName });
    // The admin's own reads of this page (one line per service behind its cards) come first, newest first, and can
    // fill the first page of ten before the counselor's lines: page through rather than reload (each reload adds more).
    await pageUntil(record.getByRole('region', { name: 'Access history' }), counselorRead);
    await counselorRead.first().getByText('Counselor', { exact: true }).waitFor();

    // Export: progress, then the archive (a zip with the PDF summary).
    await record.getByRole('button', { name: 'Export record' }).click();
    const archive = await download(ap, await shown(record.getByRole('link', { name: 'Download archive' })));
    expect(archive.bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(archive.bytes.includes(Buffer.from('summary.pdf'))).toBe(true);
    expect(await a11y(ap)).toEqual([]);
    await screenshot(ap, 'records-admin-student-record');

    // Delete: the name must be typed before the button works.
    await record.getByRole('button', { name: 'Delete student' }).click();
    const dialog = ap.getByRole('dialog', { name: 'Delete student' });
    const confirm = dialog.getByRole('button', { name: 'Delete permanently' });
    await dialog.getByLabel(/Type the student's name/).fill('someone else');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel(/Type the student's name/).fill(studentName);
    await clickWhenEntered(confirm);
    await ap.waitForURL(/[?&]deletion=/);
    const progress = ap.getByTestId('deletion-progress');
    const services = progress.getByRole('table', { name: 'Services' });
    const done = progress.getByText(`${studentName}'s record was deleted.`);
    const completed = await done.waitFor({ timeout: 90_000 }).then(() => true, () => false);
    if (!completed) {
      const waiting = await services.getByRole('row').filter({ hasText: 'Waiting' }).allTextContents();
      throw new Error(`The deletion did not complete; still waiting for: ${waiting.join(' | ') || '(no row waiting)'}`);
    }
    for (const name of CONFIRMING) {
      await services.getByRole('row').filter({ has: ap.getByRole('cell', { name, exact: true }) }).getByText(/^Confirmed /).waitFor();
    }
    expect(await services.getByRole('row').filter({ hasText: 'Waiting' }).count()).toBe(0);
    const certificate = await download(ap, progress.getByRole('link', { name: 'Download certificate' }));
    expect(certificate.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(await a11y(ap)).toEqual([]);
    await screenshot(ap, 'records-admin-deletion-complete');

    // The page survives a reload with the student gone: it still shows the deletion.
    await ap.reload();
    await progress.getByText(`${studentName}'s record was deleted.`).waitFor();

    // /admin/records: the retention settings and dry run, and this deletion with its certificate.
    await ap.locator('nav[aria-label="District navigation"]').getByRole('link', { name: 'Records', exact: true }).click();
    await waitForText(heading(ap), 'Records');
    await ap.getByRole('table', { name: 'Retention dry run' }).waitFor();
    await ap.getByLabel('Delete students automatically when their retention period ends').waitFor();
    const row = ap.getByRole('table', { name: 'Recent deletions' }).getByRole('row').filter({ hasText: studentName });
    await row.getByText('Complete', { exact: true }).waitFor();
    await row.getByRole('link', { name: `Download the certificate for ${studentName}` }).waitFor();
    expect(await a11y(ap)).toEqual([]);
    await screenshot(ap, 'records-admin-records-page');
    await switchTheme(ap, 'dark');
    expect(await a11y(ap)).toEqual([]);
    await switchTheme(ap, 'light');

    // The student can no longer sign in.
    const again = await suite.open();
    await submitSignIn(again.page, student, 'student');
    await toast(again.page, 'Login Failed');
    expect(new URL(again.page.url()).pathname).toBe('/login');

    const refusedSignIn = /status of 40[13] \(.*\) \(.*\/api\/auth\/login\)$/;
    for (const session of [mine, counselor, admin, again]) expect(unexpectedProblems(session.problems, [refusedSignIn])).toEqual([]);
  }, TIMEOUT);
});
