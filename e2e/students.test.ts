// In a real browser: a new student creates a profile, edits it (courses and activities too),
// saves college preferences; then a counselor finds that student by search and opens the profile.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { pickOption, screenshot, seriousA11yViolationsAtRest as a11y, switchTheme, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, interactive, nav, useBrowserSuite } from './suite';

const TIMEOUT = 90_000;

describeBrowser('students (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  const stamp = Date.now().toString(36);
  const student = { first: 'Quinn', last: `Marlowe${stamp}`, email: `quinn.${stamp}@example.org`, password: 'quinn-password' };

  const toast = (page: Page, title: string, description: string) =>
    page.locator('.ant-notification-notice').filter({ hasText: title }).getByText(description, { exact: true }).waitFor();

  test('a new student creates and edits a profile, then saves preferences; a counselor finds them', async () => {
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
    await page.getByText('No profile found. Please create your profile.', { exact: true }).waitFor();

    // Create the profile.
    await nav(page, 'My Profile');
    await waitForText(heading(page), 'My Profile');
    await page.getByText('Create your profile to get started.', { exact: true }).waitFor();
    const form = page.locator('form#student-profile');
    await expect(form.getByText(`${student.first} ${student.last}`, { exact: true }).count()).resolves.toBe(1);
    await form.getByLabel('Date of Birth').fill('04/22/2008');
    await form.getByLabel('GPA').fill('3.85');
    await form.getByLabel('SAT Score').fill('1450');
    await form.getByLabel('Target Colleges').fill('7');
    await form.getByLabel('High School Name').fill('Lakeside High');
    await pickOption(
      page,
      form.getByLabel('Grade', { exact: true }),
      page.locator('.ant-select-item-option[title="Grade 11"]'),
      form.locator('.ant-select', { has: page.getByLabel('Grade', { exact: true }) }).locator('.ant-select-content', { hasText: 'Grade 11' }),
    );
    await form.getByRole('button', { name: 'Create Profile' }).click();
    await toast(page, 'Profile created', 'Your profile has been created successfully.');
    await page.getByText('Manage your academic information and college preferences.', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Save Changes' }).waitFor();
    expect(await a11y(page)).toEqual([]);

    // Edit it: a field, a course and an activity.
    await form.getByLabel('Siblings').fill('One younger sister');
    await form.getByLabel('GPA').fill('3.9');
    await form.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated', 'Your profile has been saved successfully.');
    const courses = page.locator('form#courses');
    await courses.getByRole('button', { name: 'Add Course' }).click();
    await courses.getByLabel('Course 1 name').fill('AP Biology');
    await courses.getByLabel('Course 1 grade').fill('A-');
    await courses.getByRole('button', { name: 'Save Courses' }).click();
    await toast(page, 'Courses saved', 'Your courses have been saved successfully.');
    const activities = page.locator('form#activities');
    await activities.getByRole('button', { name: 'Add Activity' }).click();
    await activities.getByLabel('Activity 1 name').fill('Debate Team');
    await activities.getByLabel('Activity 1 role').fill('Captain');
    await activities.getByLabel('Activity 1 hours per week').fill('6');
    await activities.getByRole('button', { name: 'Save Activities' }).click();
    await toast(page, 'Activities saved', 'Your activities have been saved successfully.');
    await screenshot(page, 'students-my-profile');

    // The dashboard shows what was saved.
    await nav(page, 'Dashboard');
    await page.getByRole('heading', { name: `${student.first} ${student.last}`, exact: true }).waitFor();
    await page.getByText('3.90', { exact: true }).first().waitFor();
    await page.getByText('AP Biology', { exact: true }).waitFor();
    await page.getByText('6 hrs/week', { exact: true }).waitFor();
    await screenshot(page, 'students-dashboard');
    expect(await a11y(page)).toEqual([]);

    // College preferences.
    await nav(page, 'College Preference');
    await waitForText(heading(page), 'College Preference');
    const prefs = page.locator('form#college-preferences');
    await prefs.getByLabel('Excited', { exact: true }).check();
    await prefs.getByLabel('Financial Aid/Scholarship', { exact: true }).check();
    await prefs.getByLabel('Just started', { exact: true }).check();
    await prefs.getByLabel('I would like to study in a big city.', { exact: true }).check();
    await prefs.getByLabel('I want a study-abroad program.', { exact: true }).check();
    await prefs.getByRole('button', { name: 'Save Preferences' }).click();
    await toast(page, 'Preferences saved', 'Your college preferences have been saved successfully.');
    await page.reload();
    await waitForText(heading(page), 'College Preference');
    const abroad = page.locator('form#college-preferences').getByLabel('I want a study-abroad program.', { exact: true });
    await waitForValue(() => abroad.isChecked().catch(() => false), true, 15_000);
    await screenshot(page, 'students-college-preference');
    expect(await a11y(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);

    // A counselor finds the student by search and opens the profile.
    const staff = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = staff.page;
    await waitForText(heading(cp), 'Counselor Dashboard');
    await cp.getByText('Active Applications', { exact: true }).waitFor();
    await cp.getByLabel('Search students by name or email').fill(student.last.toUpperCase());
    const row = cp.locator('tr', { hasText: student.email });
    await row.waitFor();
    await waitForValue(() => cp.locator('tbody tr.ant-table-row').count(), 1, 10_000);
    expect(await row.locator('td').nth(1).textContent()).toBe('11');
    expect(await row.locator('td').nth(2).textContent()).toBe('3.90');
    expect(await row.locator('td').nth(3).textContent()).toBe('7');
    await screenshot(cp, 'students-counselor-dashboard');
    expect(await a11y(cp)).toEqual([]);
    await row.getByRole('link', { name: /View/ }).click();
    await cp.waitForURL(/\/counselor\/students\/[0-9a-f-]{36}$/);
    await waitForText(heading(cp), 'Student Profile');
    await cp.getByText('Lakeside High', { exact: true }).waitFor();
    await cp.getByText('One younger sister', { exact: true }).waitFor();
    await cp.getByText('Debate Team', { exact: true }).waitFor();
    await cp.getByText('I want a study-abroad program.', { exact: true }).waitFor();
    await cp.getByText('Financial Aid/Scholarship', { exact: true }).waitFor();
    expect(await cp.getByText('Not set', { exact: true }).count()).toBeGreaterThan(0);
    await screenshot(cp, 'students-counselor-student-profile');
    expect(await a11y(cp)).toEqual([]);

    // Full list screen with server-side search, and the missing-student state.
    await cp.goto('/counselor/students');
    await waitForText(heading(cp), 'Students');
    await cp.getByLabel('Search students by name or email').fill('rivera');
    await cp.locator('tr', { hasText: 'jordan.rivera@counsel.local' }).waitFor();
    await cp.goto('/counselor/students/00000000-0000-4000-8000-000000000000');
    await cp.getByText('Student Not Found', { exact: true }).waitFor();
    await cp.getByRole('link', { name: 'Back to Dashboard' }).click();
    await cp.waitForURL(`${suite.url}/counselor`);
    expect(unexpectedProblems(staff.problems)).toEqual([]);
  }, TIMEOUT);

  test("Maya's dashboard and preferences show the seeded record, in light and dark themes", async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await page.getByRole('heading', { name: 'Maya Chen', exact: true }).waitFor();
    await page.getByText('AP Calculus BC', { exact: true }).waitFor();
    await page.getByText('8 hrs/week', { exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await switchTheme(page, 'dark');
    await screenshot(page, 'students-dashboard-dark');
    expect(await a11y(page)).toEqual([]);
    await nav(page, 'College Preference');
    await waitForText(heading(page), 'College Preference');
    expect(await a11y(page)).toEqual([]);
    const checked = page.locator('form#college-preferences').getByLabel('I want small classes where professors know me by name.', { exact: true });
    await checked.waitFor();
    expect(await checked.isChecked()).toBe(true);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
