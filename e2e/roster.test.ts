// In a real browser: an admin uploads the sample OneRoster file, reviews the dry run, applies it and
// downloads the set-password links; a student signs in through one link (which then no longer works); a
// counselor of one school signs in through theirs and sees their caseload and their school, nothing of another.
// An admin who reads Spanish reads the preview's rejected rows in Spanish.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { clickUntilClosed, closeToasts, seriousA11yViolationsAtRest as a11y, screenshot, switchTheme, unexpectedProblems, waitForText, waitForValue, type OpenPage } from './browser';
import { pickLanguage } from './language-picker';
import { DEMO_ACCOUNTS, ROOT } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 180_000;
const SAMPLE_DIR = path.join(ROOT, 'data', 'sample-roster');
const ZIP = path.join(SAMPLE_DIR, 'sample-oneroster.zip');

/** A small RFC 4180 reader (quoted fields, doubled quotes, CRLF) for the sample and the downloaded links. */
function parseCsv(text: string): Record<string, string>[] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') { field += '"'; i++; } else if (c === '"') quoted = false; else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') { row.push(field); field = ''; }
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && text[i + 1] === '\n') i++;
      row.push(field); rows.push(row); row = []; field = '';
    } else field += c;
  }
  if (field || row.length) { row.push(field); rows.push(row); }
  const [header, ...body] = rows.filter((r) => r.some((v) => v.trim()));
  const keys = header.map((h) => h.trim().toLowerCase().replace(/[^a-z]/g, ''));
  return body.map((r) => Object.fromEntries(keys.map((k, i) => [k, r[i] ?? ''])));
}

/** The sample's people, from its Counsel CSV twin (the same people and ids as the zip). */
const people = parseCsv(readFileSync(path.join(SAMPLE_DIR, 'sample-counsel.csv'), 'utf8'));
const students = people.filter((p) => p.role === 'student');
// Staff and teachers (teachers are Counsel accounts, with their schools).
const staffCount = people.filter((p) => p.role === 'counselor' || p.role === 'admin' || p.role === 'teacher').length;

describeBrowser('roster import (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  let admin: OpenPage;
  let links: Record<string, string>[] = [];

  const stat = (page: Page, title: string) =>
    page.getByRole('region', { name: 'Import counts' }).locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
  const linkFor = (email: string) => {
    const row = links.find((l) => l.email.toLowerCase() === email.toLowerCase());
    if (!row) throw new Error(`No set-password link for ${email}`);
    return new URL(row.setpasswordurl, suite.url).toString();
  };

  /** Opens a set-password link in a fresh browser, sets the password, and waits for the role's home. */
  async function setPasswordThrough(url: string, password: string, home: string): Promise<OpenPage> {
    const session = await suite.open();
    const { page } = session;
    await page.goto(url);
    await waitForText(heading(page), 'Set your password');
    // The token leaves the address bar once read.
    await waitForValue(() => Promise.resolve(new URL(page.url()).hash), '');
    const form = page.locator('form#set-password');
    await form.getByRole('button', { name: 'Set Password' }).click();
    await form.getByText('Password must be at least 6 characters', { exact: true }).waitFor();
    await form.getByLabel('New password').fill(password);
    await form.getByLabel('Confirm password').fill(`${password}-typo`);
    await form.getByRole('button', { name: 'Set Password' }).click();
    await form.getByText('Passwords do not match', { exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Set Password' }).click();
    await page.waitForURL(`${suite.url}${home}`, { timeout: 20_000 });
    return session;
  }

  test('an admin previews the sample OneRoster file, applies it and downloads the set-password links', async () => {
    admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const { page } = admin;
    await page.locator('nav[aria-label="District navigation"]').getByRole('link', { name: 'Roster Import', exact: true }).click();
    await page.waitForURL(`${suite.url}/admin/roster`);
    await waitForText(heading(page), 'Roster Import');
    await page.getByText('No roster imports yet', { exact: true }).waitFor();
    expect(await page.getByRole('radio', { name: 'OneRoster zip' }).isChecked()).toBe(true);
    expect(await a11y(page)).toEqual([]);

    await page.locator('main input[type=file]').setInputFiles(ZIP);
    await waitForText(page.getByTestId('roster-file-name'), 'sample-oneroster.zip');
    await page.getByRole('button', { name: 'Upload and Preview' }).click();
    await page.waitForURL(/\/admin\/roster\?import=/, { timeout: 30_000 });
    await page.getByText('Import preview: sample-oneroster.zip', { exact: true }).waitFor();

    // The dry run: every student, staff member and teacher of the sample is new.
    await waitForText(stat(page, 'Create'), String(students.length + staffCount), 15_000);
    await waitForText(stat(page, 'Update'), '0');
    await waitForText(stat(page, 'Unchanged'), '0');
    await waitForText(stat(page, 'Deactivate'), '0');
    const rejected = Number(await stat(page, 'Rejected').textContent());
    const hash = createHash('sha256').update(readFileSync(ZIP)).digest('hex');
    await page.getByText(hash.slice(0, 12), { exact: true }).first().waitFor();
    await screenshot(page, 'roster-preview');
    expect(await a11y(page)).toEqual([]);

    // Nothing is applied yet: the history lists the dry run as previewed.
    const history = page.getByRole('region', { name: 'Import history' });
    await history.locator('tr', { hasText: 'sample-oneroster.zip' }).getByText('Previewed', { exact: true }).waitFor();

    // Apply; with rejected rows only through the explicit "Apply the valid rows".
    const applyLabel = rejected ? 'Apply the valid rows' : 'Apply';
    if (rejected) expect(await page.getByRole('table', { name: 'Rejected rows' }).locator('tbody tr.ant-table-row').count()).toBeGreaterThan(0);
    await page.locator('main').getByRole('button', { name: applyLabel, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: rejected ? 'Apply the valid rows?' : 'Apply this roster?' });
    await dialog.waitFor();
    expect(await a11y(page)).toEqual([]);
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: applyLabel, exact: true }));
    await toast(page, 'Roster applied', 90_000);
    const download = page.getByRole('link', { name: 'Download set-password links' });
    await download.waitFor({ timeout: 60_000 });
    await history.locator('tr', { hasText: 'sample-oneroster.zip' }).getByText(/^Applied/).waitFor();
    await history.locator('tr', { hasText: 'sample-oneroster.zip' }).getByText(hash.slice(0, 12), { exact: true }).waitFor();

    // Identity creates the accounts from the roster's events, a moment after the apply: the page counts them
    // until all exist, and then the links file is complete.
    const created = students.length + staffCount;
    await waitForText(page.getByTestId('accounts-ready'), `Accounts ready: ${created} of ${created}`, 60_000);
    await page.getByText(`All ${created} new accounts are ready: the links file is complete.`, { exact: true }).waitFor();
    await history.locator('tr', { hasText: 'sample-oneroster.zip' }).getByText(`Accounts ready: ${created} of ${created}`, { exact: true }).waitFor({ timeout: 20_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    links = parseCsv(readFileSync(await file.path(), 'utf8'));
    // Every imported student has a one-time link to the set-password page.
    for (const s of students) expect(links.some((l) => l.email.toLowerCase() === s.email.toLowerCase())).toBe(true);
    for (const l of links) expect(l.setpasswordurl).toMatch(/\/set-password#token=[A-Za-z0-9_-]+$/);
    await screenshot(page, 'roster-applied');
    expect(await a11y(page)).toEqual([]);

    // Imported students are in the district's list at once, before they first sign in.
    await page.goto('/admin/students');
    await page.getByLabel('Search students by name or email').fill(students[0].email);
    await page.locator('tr', { hasText: students[0].email }).waitFor({ timeout: 20_000 });
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('a student signs in through their link, which then no longer works', async () => {
    const student = students[0];
    const url = linkFor(student.email);
    const { page, problems } = await setPasswordThrough(url, `first-light-${Date.now().toString(36)}`, '/student');
    await waitForText(page.getByTestId('sidebar-user-name'), `${student.firstname} ${student.lastname}`);
    expect(unexpectedProblems(problems)).toEqual([]);

    const again = await suite.open();
    await again.page.goto(url);
    const form = again.page.locator('form#set-password');
    await form.getByLabel('New password').fill('another-password');
    await form.getByLabel('Confirm password').fill('another-password');
    await form.getByRole('button', { name: 'Set Password' }).click();
    await again.page.getByText('This link can no longer be used', { exact: true }).waitFor();
    await again.page.getByText(/invalid or has expired/).waitFor();
    await screenshot(again.page, 'set-password-used-link');
    expect(await a11y(again.page)).toEqual([]);

    // A link cut short (no token) says so instead of showing a form that cannot work.
    await again.page.goto('/set-password');
    await again.page.getByText('This link is incomplete', { exact: true }).waitFor();
    expect(await again.page.locator('form#set-password').count()).toBe(0);
    expect(await a11y(again.page)).toEqual([]);
    expect(unexpectedProblems(again.problems, [/status of 400 \(Bad Request\) \(.*\/api\/auth\/set-password\)$/])).toEqual([]);
  }, TIMEOUT);

  test("a counselor of one school sees their caseload and their school's students, none of another school", async () => {
    const counselor = people.find((p) => p.role === 'counselor')!;
    const school = counselor.school;
    const ofSchool = students.filter((s) => s.school === school);
    const caseload = students.filter((s) => s.counseloremail.toLowerCase() === counselor.email.toLowerCase());
    const elsewhere = students.find((s) => s.school !== school)!;
    expect(ofSchool.length).toBeGreaterThan(0);
    expect(caseload.length).toBeGreaterThan(0);

    const { page, problems } = await setPasswordThrough(linkFor(counselor.email), `caseload-${Date.now().toString(36)}`, '/counselor');
    await waitForText(heading(page), 'Counselor Dashboard');
    const total = page.locator('.ant-pagination-total-text');
    const totalStudents = page.locator('.ant-statistic', { hasText: 'Total Students' }).locator('.ant-statistic-content-value');

    // They have a caseload, so the list opens on it; one school, so no school filter.
    await waitForValue(() => page.getByRole('radio', { name: 'My caseload' }).isChecked().catch(() => false), true, 15_000);
    await waitForText(total, `${caseload.length} students`, 15_000);
    await waitForText(totalStudents, String(caseload.length));
    expect(await page.getByRole('combobox', { name: 'School' }).count()).toBe(0);
    await screenshot(page, 'roster-counselor-caseload');
    expect(await a11y(page)).toEqual([]);

    // All students of their school: the figures follow, and the choice survives a reload.
    await page.getByText('All students in my schools', { exact: true }).click();
    await page.waitForURL(/scope=school/);
    await waitForText(total, `${ofSchool.length} students`, 15_000);
    await waitForText(totalStudents, String(ofSchool.length));
    await page.reload();
    await waitForText(total, `${ofSchool.length} students`, 15_000);
    expect(await page.getByRole('radio', { name: 'All students in my schools' }).isChecked()).toBe(true);

    // A student of another school is not found, by search or by address.
    await page.getByLabel('Search students by name or email').fill(elsewhere.email);
    await page.getByText('No students match your search.', { exact: true }).waitFor();
    const answer = await admin.page.request.post('/graphql', {
      data: { query: 'query($q: String) { students(q: $q) { items { id email } } }', variables: { q: elsewhere.email } },
    });
    const found = ((await answer.json()) as { data: { students: { items: { id: string }[] } } }).data.students.items;
    expect(found).toHaveLength(1);
    await page.goto(`/counselor/students/${found[0].id}`);
    await page.getByText('Student Not Found', { exact: true }).waitFor();

    // Their own school's students open.
    await page.goto('/counselor/students?scope=school');
    await page.getByLabel('Search students by name or email').fill(ofSchool[0].email);
    const row = page.locator('tr', { hasText: ofSchool[0].email });
    await row.getByRole('link', { name: /View/ }).click();
    await waitForText(heading(page), 'Student Profile');
    await page.getByText(ofSchool[0].email, { exact: true }).first().waitFor();
    expect(unexpectedProblems(problems, [/status of 404 \(Not Found\) \(.*\/graphql\)$/])).toEqual([]);
  }, TIMEOUT);

  test('the year-end rollover: a dry run, then the confirmed run does what it said', async () => {
    const { page } = admin;
    await page.goto('/admin/roster');
    await waitForText(heading(page), 'Roster Import');
    const card = page.locator('.ant-card', { has: page.getByText('Year-end rollover', { exact: true }) });
    await card.getByRole('button', { name: 'Preview Rollover' }).click();
    const preview = card.getByRole('region', { name: 'Rollover preview' });
    await preview.waitFor();
    const figure = (region: typeof preview, title: string) =>
      region.locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value').textContent().then(Number);
    const promote = await figure(preview, 'To promote');
    const graduate = await figure(preview, 'To graduate');
    // The sample's grade 9-11 students move up and its seniors graduate (the demo's students count too).
    expect(promote).toBeGreaterThanOrEqual(students.filter((s) => s.grade !== '12').length);
    expect(graduate).toBeGreaterThanOrEqual(students.filter((s) => s.grade === '12').length);
    expect(await a11y(page)).toEqual([]);

    await card.getByRole('button', { name: 'Run Rollover' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run the year-end rollover?' });
    await dialog.getByText(`${promote} students move up a grade and ${graduate} students graduate`, { exact: false }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Run Rollover' }));
    await toast(page, 'Rollover complete');
    const result = card.getByRole('region', { name: 'Rollover result' });
    await result.waitFor();
    expect(await figure(result, 'Promoted')).toBe(promote);
    expect(await figure(result, 'Graduated')).toBe(graduate);
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('a file with a rejected row applies nothing until the admin chooses to apply the valid rows', async () => {
    const { page } = admin;
    // The sample's own Counsel CSV with one broken row at its end.
    const sample = readFileSync(path.join(SAMPLE_DIR, 'sample-counsel.csv'), 'utf8').replace(/\r?\n$/, '');
    const badLine = sample.split(/\r?\n/).length + 1;
    const csv = `${sample}\r\nstudent,bad-000001,Broken,Row,not-an-email,${students[0].school},,10,\r\n`;
    await page.goto('/admin/roster');
    await waitForText(heading(page), 'Roster Import');
    await page.getByText('Counsel CSV', { exact: true }).click();
    await page.locator('main input[type=file]').setInputFiles({ name: 'district-with-a-bad-row.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and Preview' }).click();
    await page.getByText('Import preview: district-with-a-bad-row.csv', { exact: true }).waitFor({ timeout: 30_000 });
    await waitForText(stat(page, 'Rejected'), '1', 15_000);
    const rows = page.getByRole('table', { name: 'Rejected rows' }).locator('tbody tr.ant-table-row');
    await waitForValue(() => rows.count(), 1);
    expect((await rows.locator('td').first().textContent())?.trim()).toBe(String(badLine));
    expect((await rows.locator('td').nth(1).textContent())?.trim()).not.toBe('');
    await page.getByText('Nothing is applied unless you choose to apply the valid rows.', { exact: false }).waitFor();
    expect(await page.locator('main').getByRole('button', { name: 'Apply', exact: true }).count()).toBe(0);
    await screenshot(page, 'roster-rejected-rows');
    expect(await a11y(page)).toEqual([]);

    // Cancelling the confirmation applies nothing.
    await page.locator('main').getByRole('button', { name: 'Apply the valid rows', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply the valid rows?' });
    await dialog.getByText('1 row was rejected and will not be imported.', { exact: false }).waitFor();
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Cancel' }));
    const history = page.getByRole('region', { name: 'Import history' });
    await history.locator('tr', { hasText: 'district-with-a-bad-row.csv' }).getByText('Previewed', { exact: true }).waitFor();

    await page.locator('main').getByRole('button', { name: 'Apply the valid rows', exact: true }).click();
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Apply the valid rows', exact: true }));
    await toast(page, 'Roster applied', 90_000);
    await page.getByText(/\(valid rows only\)$/).waitFor({ timeout: 60_000 });
    await history.locator('tr', { hasText: 'district-with-a-bad-row.csv' }).getByText('Applied (valid rows)', { exact: true }).waitFor();
    // The apply's toast lies over the header's theme toggle: a click would wait until it times out (some 4.5 s).
    await closeToasts(page);
    await switchTheme(page, 'dark');
    await screenshot(page, 'roster-dark');
    expect(await a11y(page)).toEqual([]);
    await switchTheme(page, 'light');
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('a Windows-1252 file shows the encoding notice and its names as they will be stored; confirming the encoding applies it', async () => {
    const { page } = admin;
    const sample = readFileSync(path.join(SAMPLE_DIR, 'sample-counsel.csv'), 'utf8').replace(/\r?\n$/, '');
    const school = students[0].school;
    const added = [
      `counselor,enc-c1,Renée,Dubois,renee.dubois@district.example,${school},,,`,
      `student,enc-s1,José,Núñez,jose.nunez@district.example,${school},,9,renee.dubois@district.example`,
      `student,enc-s2,Zoë,Müller,zoe.muller@district.example,${school},,10,`,
    ];
    // These names' Latin-1 bytes are their Windows-1252 bytes: what a spreadsheet's plain "CSV" writes.
    const bytes = Buffer.from(`${sample}\r\n${added.join('\r\n')}\r\n`, 'latin1');
    await page.goto('/admin/roster');
    await waitForText(heading(page), 'Roster Import');
    await page.getByText('Counsel CSV', { exact: true }).click();
    await page.locator('main input[type=file]').setInputFiles({ name: 'district-windows-1252.csv', mimeType: 'text/csv', buffer: bytes });
    await page.getByRole('button', { name: 'Upload and Preview' }).click();
    await page.getByText('Import preview: district-windows-1252.csv', { exact: true }).waitFor({ timeout: 30_000 });
    await page.getByText('This file is not UTF-8 (roster.csv, from line ', { exact: false }).waitFor({ timeout: 15_000 });
    const names = page.getByRole('region', { name: 'Names as they will be stored' });
    for (const name of ['Renée Dubois', 'José Núñez', 'Zoë Müller']) await names.getByText(name, { exact: true }).waitFor();
    await waitForText(stat(page, 'Create'), '3', 15_000);
    const applyButton = page.locator('main').getByRole('button', { name: 'Apply', exact: true });
    expect(await applyButton.isDisabled()).toBe(true);
    await screenshot(page, 'roster-encoding');
    expect(await a11y(page)).toEqual([]);

    await page.getByRole('radio', { name: 'Windows-1252' }).check();
    expect(await applyButton.isDisabled()).toBe(false);
    await applyButton.click();
    const dialog = page.getByRole('dialog', { name: 'Apply this roster?' });
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Apply', exact: true }));
    await toast(page, 'Roster applied', 90_000);
    await page.getByText('It is read as Windows-1252, as confirmed.', { exact: false }).waitFor({ timeout: 60_000 });
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('an admin who reads Spanish reads the preview\'s rejected rows in Spanish, written from their codes and values', async () => {
    const { page } = admin;
    const sample = readFileSync(path.join(SAMPLE_DIR, 'sample-counsel.csv'), 'utf8').replace(/\r?\n$/, '');
    const csv = `${sample}\r\nstudent,es-s1,Ana,Ruiz,no-es-correo,${students[0].school},,10,\r\ncounselor,es-c1,Luz,Mora,luz.mora@district.example,,,,\r\n`;
    await page.goto('/admin/roster');
    await waitForText(heading(page), 'Roster Import');
    await pickLanguage(page, 'Español');
    await waitForText(heading(page), 'Importación de la lista de estudiantes', 60_000);
    await page.getByText('Counsel CSV', { exact: true }).click();
    await page.locator('main input[type=file]').setInputFiles({ name: 'lista.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Subir y ver vista previa' }).click();
    await page.getByText('Vista previa de la importación: lista.csv', { exact: true }).waitFor({ timeout: 30_000 });
    const rows = page.getByRole('table', { name: 'Filas rechazadas' }).locator('tbody tr.ant-table-row');
    await waitForValue(() => rows.count(), 2, 15_000);
    expect(await rows.locator('td:nth-child(2)').allTextContents()).toEqual(['email no válido: "no-es-correo"', 'falta la escuela (un consejero pertenece al menos a una)']);
    expect(await a11y(page)).toEqual([]);

    // Back to English for whoever signs in as the admin next.
    await pickLanguage(page, 'English');
    await waitForText(heading(page), 'Roster Import', 60_000);
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);
});
