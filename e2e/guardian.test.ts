// A family in a real browser: an admin imports a Counsel CSV roster with a student and her guardian; the guardian
// sets a password through the import's link, lands on their home, switches to Spanish and reads their child's
// deadlines and tasks in Spanish, then fills in the family part of her brag sheet, which staff read on her profile;
// the student, 18 under a district that asks for her consent, switches the guardian off on her dashboard, and the
// guardian's next view says that access ended.
import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@jest/globals';
import { clickUntilClosed, screenshot, seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText, waitForValue, type OpenPage } from './browser';
import { pickLanguage } from './language-picker';
import { DEMO_ACCOUNTS, ROOT } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

// An import with its accounts, three set-password pages and four scans: minutes on a loaded machine.
const TIMEOUT = 300_000;
const run = Date.now().toString(36);
const STUDENT = { first: 'Sofía', last: 'Ramírez Núñez', email: `sofia.${run}@familia.example.org`, password: `sofia-${run}` };
const GUARDIAN = { first: 'Carmen', last: 'Núñez', email: `carmen.${run}@familia.example.org`, password: `carmen-${run}` };
const TASK = 'Enviar la solicitud FAFSA';
/** "2 dic 2026 (en 5 días)": a date and how far off it is, as Spanish writes them. */
const SPANISH_DAY = /^\d{1,2} [a-z]{3,4}\.? \d{4} \((hoy|en \d+ días?)\)$/;

/** The roster: one student of a new school and her guardian (a Counsel CSV guardian row names her local id). */
const CSV = [
  'role,local_id,first_name,last_name,email,school,grade,students',
  `student,fam-${run}-s,${STUDENT.first},${STUDENT.last},${STUDENT.email},Roosevelt High School,12,`,
  `guardian,fam-${run}-g,${GUARDIAN.first},${GUARDIAN.last},${GUARDIAN.email},,,fam-${run}-s`,
].join('\n');

const isoInDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function ok<T>(answer: Promise<{ status(): number; text(): Promise<string>; json(): Promise<unknown> }>, what: string): Promise<T> {
  const res = await answer;
  if (res.status() >= 300) throw new Error(`${what} answered ${res.status()}: ${await res.text()}`);
  return (await res.json()) as T;
}

describeBrowser('guardians (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  let links: Record<string, string> = {};
  let studentId = '';
  let student: OpenPage;
  let guardian: OpenPage;

  /** Opens a set-password link in a fresh browser, sets the password, and waits for the role's home. */
  async function setPasswordThrough(url: string, password: string, home: string): Promise<OpenPage> {
    const session = await suite.open();
    await session.page.goto(url);
    await waitForText(heading(session.page), 'Set your password');
    const form = session.page.locator('form#set-password');
    await form.getByLabel('New password').fill(password);
    await form.getByLabel('Confirm password').fill(password);
    await form.getByRole('button', { name: 'Set Password' }).click();
    await session.page.waitForURL(`${suite.url}${home}`, { timeout: 30_000 });
    return session;
  }

  test('an admin imports a roster with a guardian, and asks adult students for their consent', async () => {
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const { page } = admin;
    await page.goto('/admin/roster');
    await waitForText(heading(page), 'Roster Import');
    await page.getByText('Counsel CSV', { exact: true }).click();
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'guardian-roster-')), 'familias.csv');
    writeFileSync(file, CSV);
    await page.locator('main input[type=file]').setInputFiles(file);
    await waitForText(page.getByTestId('roster-file-name'), 'familias.csv');
    await page.getByRole('button', { name: 'Upload and Preview' }).click();
    await page.waitForURL(/\/admin\/roster\?import=/, { timeout: 30_000 });
    const guardians = page.getByRole('region', { name: 'Guardian counts' });
    await waitForText(guardians.locator('.ant-statistic', { hasText: 'Guardians to create' }).locator('.ant-statistic-content-value'), '1', 20_000);
    await waitForText(guardians.locator('.ant-statistic', { hasText: 'Links to make' }).locator('.ant-statistic-content-value'), '1');
    expect(await a11y(page)).toEqual([]);

    await page.locator('main').getByRole('button', { name: 'Apply', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Apply this roster?' });
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Apply', exact: true }));
    await toast(page, 'Roster applied', 90_000);
    await page.getByRole('link', { name: 'Download set-password links' }).waitFor({ timeout: 60_000 });
    // Identity makes the accounts from the import's events a moment after the apply: the links file is read until it
    // names both (the student's and the guardian's).
    const importId = new URL(page.url()).searchParams.get('import');
    await waitForValue(async () => {
      const text = await (await page.request.get(`/api/roster/imports/${importId}/links?bom=false`)).text();
      const rows = text.split(/\r?\n/).filter(Boolean);
      const header = rows[0].toLowerCase().split(',');
      const [emailAt, urlAt] = [header.indexOf('email'), header.findIndex((h) => h.replace(/[^a-z]/g, '') === 'setpasswordurl')];
      links = Object.fromEntries(rows.slice(1).map((r) => r.split(',')).map((cells) => [cells[emailAt].toLowerCase(), new URL(cells[urlAt], suite.url).toString()]));
      return Object.keys(links).length;
    }, 2, 60_000);
    expect(Object.keys(links).sort()).toEqual([GUARDIAN.email, STUDENT.email].sort());

    // The district lets a student of 18 decide whether their guardians keep access.
    await ok(page.request.post('/api/system-settings', { data: { key: 'guardian_access_at_majority', value: 'student_consent' } }), 'the majority setting');

    // The student, 18, with a college on her list and a task from the school.
    student = await setPasswordThrough(links[STUDENT.email], STUDENT.password, '/student');
    // Her first save of her profile (the roster's record until then), with her date of birth.
    const account = await ok<{ id: string; userId?: string }>(student.page.request.get('/api/auth/user'), 'her account');
    const userId = account.userId ?? account.id;
    studentId = (await ok<{ id: string }>(student.page.request.post('/api/students', { data: { userId, grade: '12', dateOfBirth: '2008-01-15' } }), 'her profile')).id;
    const app = await ok<{ id: string }>(student.page.request.post(`/api/students/${studentId}/applications`, { data: { collegeId: '166683', plan: 'RD' } }), 'adding MIT');
    await ok(student.page.request.patch(`/api/applications/${app.id}`, { data: { deadline: isoInDays(12) } }), 'the deadline');
    await ok(page.request.post('/api/tasks', { data: { title: TASK, dueDate: isoInDays(9), assignees: { studentIds: [studentId] } } }), 'the task');
    expect(unexpectedProblems(admin.problems)).toEqual([]);
  }, TIMEOUT);

  test('the guardian sets a password, switches to Spanish and reads the child\u2019s deadlines and tasks', async () => {
    guardian = await setPasswordThrough(links[GUARDIAN.email], GUARDIAN.password, '/guardian');
    const { page } = guardian;
    await waitForText(heading(page), 'My family');
    // The shell offers a guardian their family and nothing else.
    const entries = page.locator('nav[aria-label="Main navigation"]').getByRole('link');
    await waitForValue(async () => (await entries.allTextContents()).join(' | '), 'My Family');
    expect(await page.locator('nav').count()).toBe(1);
    // Identity learns the child's profile from the students service's events.
    await waitForValue(async () => ((await ok<{ studentId: string | null }[]>(page.request.get('/api/guardian/students'), 'the children'))[0]?.studentId ?? null), studentId, 30_000);

    await pickLanguage(page, 'Español');
    await page.reload();
    await waitForText(heading(page), 'Mi familia');
    const card = page.getByTestId('guardian-child');
    await waitForText(card.locator('.ant-card-head-title h2'), `${STUDENT.first} ${STUDENT.last}`);
    await card.locator('.ant-card-head-title').getByText('Roosevelt High School').waitFor();
    await waitForText(card.locator('.ant-statistic', { hasText: 'Tareas pendientes' }).locator('.ant-statistic-content-value'), '1', 20_000);
    const deadline = card.locator('.ant-list-item', { hasText: 'Massachusetts Institute of Technology' });
    await deadline.waitFor();
    expect(await deadline.locator('.ant-list-item-meta-description .ant-typography').first().textContent()).toMatch(SPANISH_DAY);
    await deadline.getByText('Falta:').waitFor();
    expect(await a11y(page)).toEqual([]);
    copyFileSync(await screenshot(page, 'guardian-home-es'), path.join(ROOT, '..', 'guardian-home-es.png'));

    // The child's page: her list, her task, and the family part of her brag sheet, in Spanish.
    await card.getByRole('link', { name: `Abrir la página de ${STUDENT.first} ${STUDENT.last}` }).click();
    await page.waitForURL(`${suite.url}/guardian/students/${studentId}`);
    await waitForText(heading(page), `${STUDENT.first} ${STUDENT.last}`);
    await page.getByTestId('child-colleges').getByRole('cell', { name: 'Massachusetts Institute of Technology' }).waitFor({ timeout: 20_000 });
    await waitForText(page.getByTestId('child-tasks').locator('.ant-card-head-title'), 'Tareas pendientes');
    await page.getByTestId('child-tasks').getByText(TASK).waitFor();
    await page.getByTestId('child-tasks').getByText(/^Vence el /).waitFor();
    await waitForText(page.getByTestId('child-plan').locator('.ant-card-head-title h2'), 'Plan académico');
    const brag = page.getByTestId('family-brag-sheet');
    const strengths = brag.getByLabel('¿Cuáles son, para ustedes como familia, las mayores fortalezas de su hijo o hija?');
    await strengths.fill('Su constancia: estudia cada noche después de cuidar a su hermano.');
    await brag.getByRole('button', { name: 'Guardar' }).click();
    await toast(page, 'Guardado');
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'guardian-child-es');
    expect(unexpectedProblems(guardian.problems)).toEqual([]);
  }, TIMEOUT);

  test('staff read the family part on the student\u2019s brag sheet, read-only and marked as the family\u2019s', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    await page.goto(`/counselor/students/${studentId}`);
    await waitForText(heading(page), 'Student Profile');
    const family = page.getByTestId('student-brag-sheet').getByTestId('family-brag-items');
    await family.getByText('Su constancia: estudia cada noche después de cuidar a su hermano.').waitFor({ timeout: 20_000 });
    await family.getByText('The family\'s part', { exact: true }).waitFor();
    await family.getByText('Written by the student\'s family (a guardian), not by the student.').waitFor();
    // Which guardian wrote the answer, by the name they had when writing it.
    expect(await family.getByTestId('family-brag-author').allTextContents()).toEqual([`Written by ${GUARDIAN.first} ${GUARDIAN.last} (family)`]);
    // Read-only: nothing to type into, and only the answered question is listed.
    expect(await family.locator('textarea, input').count()).toBe(0);
    expect(await family.locator('.ant-descriptions-item-label').count()).toBe(1);
    expect(await a11y(page)).toEqual([]);
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('the student, 18, switches the guardian off, and the guardian\u2019s next view says that access ended', async () => {
    const { page } = student;
    await page.reload();
    const card = page.getByTestId('my-guardians');
    const access = card.getByRole('switch', { name: `Access for ${GUARDIAN.first} ${GUARDIAN.last}` });
    await access.waitFor({ timeout: 30_000 });
    expect(await access.isChecked()).toBe(true);
    await access.click();
    const confirm = page.locator('.ant-modal-confirm', { hasText: `Turn off ${GUARDIAN.first} ${GUARDIAN.last}'s access?` });
    await clickUntilClosed(confirm, confirm.getByRole('button', { name: 'Turn off access' }));
    await toast(page, `${GUARDIAN.first} ${GUARDIAN.last} no longer has access`);
    await waitForValue(() => access.isChecked(), false);
    expect(await a11y(page)).toEqual([]);

    const g = guardian.page;
    await g.goto('/guardian');
    await waitForText(heading(g), 'Mi familia');
    await g.getByText(`Su acceso al expediente de ${STUDENT.first} terminó.`).waitFor({ timeout: 20_000 });
    expect(await g.getByTestId('guardian-child').getByRole('link').count()).toBe(0);
    await g.goto(`/guardian/students/${studentId}`);
    await g.getByText(`Su acceso al expediente de ${STUDENT.first} terminó.`).waitFor();
    // Her record answers the guardian as a stranger from this request on.
    expect((await g.request.get(`/api/students/${studentId}/applications`)).status()).toBe(404);
    expect(await a11y(g)).toEqual([]);
    await screenshot(g, 'guardian-access-ended-es');
    expect(unexpectedProblems(guardian.problems)).toEqual([]);
    expect(unexpectedProblems(student.problems)).toEqual([]);
  }, TIMEOUT);
});
