// Student journey, end to end in one browser session against the whole portal: a visitor
// registers, creates a profile with courses and activities, saves college preferences, uploads two
// documents through the Uppy widget on the dashboard, views one in a new tab, deletes one, and signs out.
// Every main screen is captured at 1280 px and 390 px, and each must be free of console errors and
// failed requests.
import { beforeAll, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { clickUntilClosed, pickOption, seriousA11yViolations, waitForText, waitForValue, type OpenPage } from '../browser';
import { describeBrowser, heading, nav, toast, useBrowserSuite } from '../suite';
import { expectCleanScreen, ready, shootBothWidths, textPdf } from './journey-kit';

const TIMEOUT = 90_000;

const stamp = Date.now().toString(36);
const STUDENT = { first: 'Rowan', last: `Ellery${stamp}`, email: `rowan.${stamp}@example.org`, password: 'rowan-password' };
const ESSAY = 'Rowan personal statement.txt';
const ESSAY_TEXT = 'I want to study marine biology because of the tide pools near home.\n';
const RESUME = 'Rowan activities resume.pdf';

describeBrowser('student journey (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  let student: OpenPage;
  let page: Page;

  beforeAll(async () => {
    student = await suite.open();
    page = student.page;
  }, TIMEOUT);

  const docRow = (name: string) => page.getByRole('listitem').filter({ hasText: name });

  test('registers a new account from the landing page', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    await ready(page);
    await shootBothWidths(page, 'student-01-landing');
    expectCleanScreen(student, 'landing');

    await page.getByRole('link', { name: 'Get Started' }).click();
    await page.waitForURL(`${suite.url}/login`);
    await page.getByRole('tab', { name: 'Create Account' }).click();
    const form = page.locator('form#student-register');
    await form.getByLabel('First name').fill(STUDENT.first);
    await form.getByLabel('Last name').fill(STUDENT.last);
    await form.getByLabel('Email').fill(STUDENT.email);
    await form.getByLabel('Password').fill(STUDENT.password);
    await shootBothWidths(page, 'student-02-register');
    expectCleanScreen(student, 'login (Create Account)');

    await form.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL(`${suite.url}/student`);
    await page.getByText('No profile found. Please create your profile.', { exact: true }).waitFor();
    await expect(page.getByTestId('sidebar-user-name').textContent()).resolves.toBe(`${STUDENT.first} ${STUDENT.last}`);
    await ready(page);
    await shootBothWidths(page, 'student-03-dashboard-new');
    expectCleanScreen(student, 'student dashboard (no profile)');
  }, TIMEOUT);

  test('creates a profile with courses and activities', async () => {
    await nav(page, 'My Profile');
    await waitForText(heading(page), 'My Profile');
    await page.getByText('Create your profile to get started.', { exact: true }).waitFor();
    const form = page.locator('form#student-profile');
    await form.getByLabel('Date of Birth').fill('09/14/2008');
    await form.getByLabel('GPA').fill('3.72');
    await form.getByLabel('SAT Score').fill('1390');
    await form.getByLabel('Target Colleges').fill('6');
    await form.getByLabel('High School Name').fill('Harborview High');
    await pickOption(
      page,
      form.getByLabel('Grade', { exact: true }),
      page.locator('.ant-select-item-option[title="Grade 12"]'),
      form.locator('.ant-select', { has: page.getByLabel('Grade', { exact: true }) }).locator('.ant-select-content', { hasText: 'Grade 12' }),
    );
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await toast(page, 'Your profile has been created successfully.');
    await form.getByRole('button', { name: 'Save Changes' }).waitFor();

    const courses = page.locator('form#courses');
    await courses.getByRole('button', { name: 'Add Course' }).click();
    await courses.getByLabel('Course 1 name').fill('AP Environmental Science');
    await courses.getByLabel('Course 1 grade').fill('A');
    await courses.getByRole('button', { name: 'Add Course' }).click();
    await courses.getByLabel('Course 2 name').fill('Honors Chemistry');
    await courses.getByLabel('Course 2 grade').fill('B+');
    await courses.getByRole('button', { name: 'Save Courses' }).click();
    await toast(page, 'Your courses have been saved successfully.');

    const activities = page.locator('form#activities');
    await activities.getByRole('button', { name: 'Add Activity' }).click();
    await activities.getByLabel('Activity 1 name').fill('Marine Science Club');
    await activities.getByLabel('Activity 1 role').fill('President');
    await activities.getByLabel('Activity 1 hours per week').fill('4');
    await activities.getByRole('button', { name: 'Save Activities' }).click();
    await toast(page, 'Your activities have been saved successfully.');
    await ready(page);
    await shootBothWidths(page, 'student-04-my-profile');
    expectCleanScreen(student, 'my profile');
  }, TIMEOUT);

  test('saves college preferences', async () => {
    await nav(page, 'College Preference');
    await waitForText(heading(page), 'College Preference');
    const prefs = page.locator('form#college-preferences');
    await prefs.getByLabel('Excited', { exact: true }).check();
    await prefs.getByLabel('Right environment', { exact: true }).check();
    await prefs.getByLabel('Yes', { exact: true }).check();
    await prefs.getByLabel('I would like to study in a big city.', { exact: true }).check();
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Your college preferences have been saved successfully.');
    await page.reload();
    const city = page.locator('form#college-preferences').getByLabel('I would like to study in a big city.', { exact: true });
    await waitForValue(() => city.isChecked().catch(() => false), true, 15_000);
    await ready(page);
    await shootBothWidths(page, 'student-05-college-preference');
    expectCleanScreen(student, 'college preference');
  }, TIMEOUT);

  test('uploads two documents through the widget on the dashboard', async () => {
    await nav(page, 'Dashboard');
    await page.getByRole('heading', { name: `${STUDENT.first} ${STUDENT.last}`, exact: true }).waitFor();
    await page.getByText('AP Environmental Science', { exact: true }).waitFor();
    await page.getByText('4 hrs/week', { exact: true }).waitFor();
    const card = page.locator('.ant-card').filter({ hasText: 'My Documents' });
    await card.getByText('No documents uploaded yet. Click "Upload" to add your first document.', { exact: true }).waitFor();
    await ready(page);
    await shootBothWidths(page, 'student-06-dashboard');
    expectCleanScreen(student, 'student dashboard');

    await card.getByRole('button', { name: 'Upload' }).click();
    const dialog = page.getByRole('dialog', { name: 'Upload Documents' });
    await dialog.waitFor();
    const resume = await textPdf('Rowan Ellery - Activities Resume', ['Marine Science Club, President, 4 hours per week', 'Beach cleanup volunteer']);
    await dialog.locator('input[type=file]').first().setInputFiles([
      { name: ESSAY, mimeType: 'text/plain', buffer: Buffer.from(ESSAY_TEXT) },
      { name: RESUME, mimeType: 'application/pdf', buffer: resume },
    ]);
    const start = dialog.locator('.uppy-StatusBar-actionBtn--upload');
    await start.waitFor();
    await shootBothWidths(page, 'student-07-upload-modal');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await start.click();
    await dialog.waitFor({ state: 'hidden', timeout: 30_000 });
    // One toast at a time: the later success replaces the earlier one.
    await page.locator('.ant-notification-notice').filter({ hasText: / uploaded successfully$/ }).first().waitFor();
    await docRow(ESSAY).waitFor();
    await docRow(RESUME).waitFor();
    expect(await docRow(RESUME).textContent()).toContain(`${(resume.length / 1024).toFixed(1)} KB`);
    await ready(page);
    await shootBothWidths(page, 'student-08-dashboard-documents');
    expectCleanScreen(student, 'upload documents');
  }, TIMEOUT);

  test('views one document in a new tab', async () => {
    const view = docRow(ESSAY).getByRole('link', { name: `View ${ESSAY}` });
    const [tab] = await Promise.all([page.context().waitForEvent('page'), view.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toMatch(/^\/api\/documents\/[0-9a-f-]{36}\/file$/);
    expect(await tab.locator('body').textContent()).toContain(ESSAY_TEXT.trim());
    await tab.close();
    expectCleanScreen(student, 'view document');
  }, TIMEOUT);

  test('deletes one document after confirming', async () => {
    await docRow(RESUME).getByRole('button', { name: `Delete ${RESUME}` }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Are you sure you want to delete ${RESUME}?` });
    await confirm.waitFor();
    await shootBothWidths(page, 'student-09-delete-confirmation');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Delete' }));
    await toast(page, `${RESUME} deleted successfully`);
    await docRow(RESUME).waitFor({ state: 'detached' });
    expect(await docRow(ESSAY).count()).toBe(1);
    expectCleanScreen(student, 'delete document');

    // The Documents screen lists what is left.
    await nav(page, 'Documents');
    await page.waitForURL(`${suite.url}/student/documents`);
    await docRow(ESSAY).waitFor();
    expect(await docRow(RESUME).count()).toBe(0);
    await ready(page);
    await shootBothWidths(page, 'student-10-documents');
    expectCleanScreen(student, 'documents');
  }, TIMEOUT);

  test('signs out', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL(`${suite.url}/`);
    await page.getByRole('link', { name: 'Get Started' }).waitFor();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await ready(page);
    await shootBothWidths(page, 'student-11-signed-out');
    expectCleanScreen(student, 'signed out');
  }, TIMEOUT);
});
