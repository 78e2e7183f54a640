// In a real browser: a counselor invites a guardian on Maya's profile (the server's refusals shown in the dialog)
// and removes another's link; Maya, 18 under the district's `student_consent` rule, switches her guardian's access
// off (the guardian's own view then says access ended) and on again; the roster preview counts a file's guardians.
import { expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { clickUntilClosed, clickUntilShown, seriousA11yViolationsAtRest as a11y, screenshot, unexpectedProblems, waitForText, waitForValue, type OpenPage } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 180_000;
const GUARDIAN = { email: 'guardian@counsel.local', password: 'counsel-guardian', name: 'Lucía Chen' };

/** One GraphQL operation as the page's signed-in user; fails the test on any error. */
async function graphql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const answer = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await answer.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`GraphQL failed: ${JSON.stringify(body.errors)}`);
  return body.data;
}

describeBrowser('guardians managed by staff and by the adult student (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  let mayaId = '';

  const guardians = (page: Page) => page.getByTestId('student-guardians');
  const row = (scope: ReturnType<typeof guardians>, name: string) => scope.getByTestId('guardian-link').filter({ hasText: name });

  test("a counselor invites a guardian on Maya's profile, reads the server's refusals, and removes another's link", async () => {
    const { page, problems }: OpenPage = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const found = await graphql<{ students: { items: { id: string }[] } }>(page,
      'query($q: String) { students(q: $q) { items { id } } }', { q: DEMO_ACCOUNTS.student.email });
    mayaId = found.students.items[0].id;
    await page.goto(`/counselor/students/${mayaId}`);
    await waitForText(heading(page), 'Student Profile');
    const card = guardians(page);
    // The demo's guardian: a password set, access in force.
    const lucia = row(card, GUARDIAN.name);
    await lucia.getByText(GUARDIAN.email, { exact: true }).waitFor({ timeout: 20_000 });
    await lucia.getByText('Password set', { exact: true }).waitFor();
    await lucia.getByText('Has access', { exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);

    // The form's own checks, then the server's: an email a student holds, a guardian already linked.
    await card.getByRole('button', { name: 'Invite Guardian' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a guardian of Maya Chen' });
    await dialog.waitFor();
    await clickUntilShown(dialog.getByRole('button', { name: 'Send Invitation' }), dialog.getByText("Enter the guardian's name", { exact: true }));
    await dialog.getByText("Enter the guardian's name", { exact: true }).waitFor();
    await dialog.getByText("Enter the guardian's email", { exact: true }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await dialog.getByLabel('Name').fill('Maya Chen');
    await dialog.getByLabel('Email').fill(DEMO_ACCOUNTS.student.email);
    await clickUntilShown(dialog.getByRole('button', { name: 'Send Invitation' }), dialog.getByTestId('invite-refusal').filter({ hasText: 'not a guardian' }));
    await waitForText(dialog.getByTestId('invite-refusal'), 'This email belongs to an account that is not a guardian\u2019s');
    await dialog.getByLabel('Name').fill(GUARDIAN.name);
    await dialog.getByLabel('Email').fill(GUARDIAN.email.toUpperCase());
    await clickUntilShown(dialog.getByRole('button', { name: 'Send Invitation' }), dialog.getByTestId('invite-refusal').filter({ hasText: 'already linked' }));
    await waitForText(dialog.getByTestId('invite-refusal'), 'This guardian is already linked to the student');
    expect(await a11y(page)).toEqual([]);

    // A new guardian, in Spanish: linked at once, with no password yet; without a mail server the card hands over the link.
    await dialog.getByLabel('Name').fill('José Ángel Chen-Núñez');
    await dialog.getByLabel('Email').fill('jose.chen@familia.example');
    await dialog.getByRole('radio', { name: 'Español' }).check();
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Send Invitation' }));
    await dialog.waitFor({ state: 'hidden' });
    await toast(page, 'José Ángel Chen-Núñez is linked');
    const jose = row(card, 'José Ángel Chen-Núñez');
    await jose.getByText('jose.chen@familia.example', { exact: true }).waitFor();
    await jose.getByText('No password yet', { exact: true }).waitFor();
    await jose.getByText(/^Invited /).waitFor();
    expect(await card.getByTestId('guardian-set-password-url').textContent()).toMatch(/\/set-password#token=[A-Za-z0-9_-]+$/);
    const language = await graphql<{ users: { items: { email: string; language: string | null }[] } }>(
      (await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin')).page,
      'query($q: String) { users(q: $q) { items { email language } } }', { q: 'jose.chen@familia.example' });
    expect(language.users.items).toEqual([{ email: 'jose.chen@familia.example', language: 'es' }]);
    await screenshot(page, 'guardians-counselor');
    expect(await a11y(page)).toEqual([]);

    // Another guardian's link removed: Cancel keeps it; confirming removes it, and Lucía's stays.
    await card.getByRole('button', { name: 'Invite Guardian' }).click();
    await dialog.getByLabel('Name').fill('Wei Chen');
    await dialog.getByLabel('Email').fill('wei.chen@familia.example');
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Send Invitation' }));
    await row(card, 'Wei Chen').waitFor();
    await row(card, 'Wei Chen').getByRole('button', { name: 'Remove Wei Chen' }).click();
    const confirm = page.getByRole('dialog', { name: "Remove Wei Chen's link?" });
    await confirm.getByText('Wei Chen will no longer see Maya Chen in Counsel', { exact: false }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Cancel' }));
    await row(card, 'Wei Chen').getByRole('button', { name: 'Remove Wei Chen' }).click();
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Remove link' }));
    await toast(page, 'Wei Chen is no longer linked');
    await row(card, 'Wei Chen').waitFor({ state: 'detached' });
    expect(await row(card, GUARDIAN.name).count()).toBe(1);
    expect(await row(card, 'José Ángel Chen-Núñez').count()).toBe(1);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('Maya, 18 under student_consent, switches her guardian off (the guardian sees access ended) and on again', async () => {
    // The admin chooses the district's rule on System Settings, each choice explained in words.
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    await admin.page.goto('/admin/settings');
    const majority = admin.page.getByTestId('guardian-majority');
    const consent = majority.getByRole('radio', { name: 'The student must consent' });
    await consent.waitFor({ timeout: 20_000 });
    expect(await majority.getByRole('radio', { name: 'Guardian access continues' }).isChecked()).toBe(true);
    await majority.getByText('the student sees their guardians and turns each one\'s access off or on', { exact: false }).waitFor();
    expect(await a11y(admin.page)).toEqual([]);
    // The group shows the rule as saved, so the choice is checked only once the server has it: a click, then the answer
    // (`check()` wants the state changed at once, which a slow save does not give).
    await consent.click();
    await toast(admin.page, 'Students of 18 now decide whether their guardians keep access.');
    await waitForValue(() => consent.isChecked(), true, 15_000);
    // Saved: a reload reads the rule back.
    await admin.page.reload();
    await waitForValue(() => consent.isChecked().catch(() => null), true, 15_000);
    // In Spanish, the same choices.
    expect((await admin.page.request.put('/api/me/language', { data: { language: 'es' } })).status()).toBe(200);
    await admin.page.reload();
    await majority.getByRole('radio', { name: 'El estudiante debe dar su consentimiento' }).waitFor({ timeout: 20_000 });
    expect(await majority.getByRole('radio', { name: 'El estudiante debe dar su consentimiento' }).isChecked()).toBe(true);
    await majority.getByText('Tutores cuando un estudiante cumple 18 años', { exact: true }).waitFor();
    expect(await a11y(admin.page)).toEqual([]);
    expect((await admin.page.request.put('/api/me/language', { data: { language: null } })).status()).toBe(200);

    // Her birth date as an ISO date, which the age of majority reads (the demo's is free text).
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await page.goto('/student/profile');
    await waitForText(heading(page), 'My Profile');
    await page.getByLabel('Date of Birth').fill('2008-03-14');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated');

    // Identity learns the rule and the birth date from events: the dashboard offers the switch once both arrived.
    const access = page.getByRole('switch', { name: `Access for ${GUARDIAN.name}` });
    const mine = page.getByTestId('my-guardians');
    await waitForValue(async () => {
      await page.goto('/student');
      await mine.waitFor({ timeout: 15_000 });
      return access.isVisible();
    }, true, 30_000);
    await mine.getByText('You are 18, so the rights to your record are yours', { exact: false }).waitFor();
    expect(await access.isChecked()).toBe(true);
    expect(await a11y(page)).toEqual([]);

    // The guardian's own session, open while the access changes.
    const guardian = await suite.open();
    const signIn = await guardian.page.request.post('/api/auth/login', { data: GUARDIAN });
    expect(signIn.status()).toBe(200);
    const childAccess = async () => (await graphql<{ guardianStudents: { firstName: string; accessActive: boolean }[] }>(
      guardian.page, '{ guardianStudents { firstName accessActive } }')).guardianStudents.find((c) => c.firstName === 'Maya')?.accessActive;
    const collegeList = async () => (await guardian.page.request.get(`/api/students/${mayaId}/applications`)).status();
    expect(await childAccess()).toBe(true);
    expect(await collegeList()).toBe(200);

    // Off: a confirmation says what it does; Cancel changes nothing.
    await access.click();
    const off = page.getByRole('dialog', { name: `Turn off ${GUARDIAN.name}'s access?` });
    await off.getByText(`${GUARDIAN.name} will no longer see anything of your record in Counsel`, { exact: false }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await clickUntilClosed(off, off.getByRole('button', { name: 'Cancel' }));
    expect(await access.isChecked()).toBe(true);
    await access.click();
    await clickUntilClosed(off, off.getByRole('button', { name: 'Turn off access' }));
    await toast(page, `${GUARDIAN.name} no longer has access`);
    await waitForValue(() => access.isChecked(), false);
    const lucia = mine.getByTestId('guardian-link').filter({ hasText: GUARDIAN.name });
    await lucia.getByText('Access off', { exact: true }).waitFor();
    expect(await childAccess()).toBe(false);
    // Her next request answers as for a stranger.
    expect(await collegeList()).toBe(404);
    await screenshot(page, 'guardians-student-consent');
    expect(await a11y(page)).toEqual([]);

    // The choice survives a reload; on again, after its own confirmation.
    await page.reload();
    await waitForValue(() => access.isChecked().catch(() => null), false, 15_000);
    await access.click();
    const on = page.getByRole('dialog', { name: `Give ${GUARDIAN.name} access again?` });
    await clickUntilClosed(on, on.getByRole('button', { name: 'Give access' }));
    await toast(page, `${GUARDIAN.name} has access again`);
    await waitForValue(() => access.isChecked(), true);
    await lucia.getByText('Has access', { exact: true }).waitFor();
    expect(await childAccess()).toBe(true);
    expect(await collegeList()).toBe(200);

    // In Spanish: the card, its switch and its confirmation.
    expect((await page.request.put('/api/me/language', { data: { language: 'es' } })).status()).toBe(200);
    await page.reload();
    const acceso = page.getByRole('switch', { name: `Acceso de ${GUARDIAN.name}` });
    await acceso.waitFor({ timeout: 20_000 });
    await mine.getByText('Mis tutores', { exact: true }).waitFor();
    await mine.getByText('Tienes 18 años', { exact: false }).waitFor();
    await acceso.click();
    const apagar = page.getByRole('dialog', { name: `¿Desactivar el acceso de ${GUARDIAN.name}?` });
    await clickUntilClosed(apagar, apagar.getByRole('button', { name: 'Cancelar' }));
    expect(await acceso.isChecked()).toBe(true);
    expect(await a11y(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test("the roster preview counts a file's guardians: accounts to create and update, links to make", async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const csv = [
      'role,local_id,first_name,last_name,email,school,school_nces_id,grade,counselor_email,students',
      'student,gm-s1,Ana,Okoye,ana.okoye@district.example,Lakeview High School,,10,,',
      'student,gm-s2,Ben,Okoye,ben.okoye@district.example,Lakeview High School,,12,,',
      'guardian,gm-g1,Ngozi,Okoye,ngozi.okoye@family.example,,,,,gm-s1;gm-s2',
      'guardian,gm-g2,María José,Núñez,maria.nunez@family.example,,,,,gm-s2',
    ].join('\r\n') + '\r\n';
    await page.goto('/admin/roster');
    await waitForText(heading(page), 'Roster Import');
    await page.getByText('Counsel CSV', { exact: true }).click();
    await page.locator('main input[type=file]').setInputFiles({ name: 'families.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and Preview' }).click();
    await page.getByText('Import preview: families.csv', { exact: true }).waitFor({ timeout: 30_000 });
    const stat = (region: string, title: string) =>
      page.getByRole('region', { name: region }).locator('.ant-statistic', { hasText: title }).locator('.ant-statistic-content-value');
    await waitForText(stat('Import counts', 'Create'), '2', 15_000);
    await waitForText(stat('Guardian counts', 'Guardians to create'), '2');
    await waitForText(stat('Guardian counts', 'Guardians to update'), '0');
    await waitForText(stat('Guardian counts', 'Links to make'), '3');
    await screenshot(page, 'guardians-roster-preview');
    expect(await a11y(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
