// The portal in Spanish, in a real browser: a student switches language in the header; the dashboard's words and
// dates change at once, and the choice, kept on the account, survives a reload and a new sign-in in a browser that
// never saw it. A signed-out visitor picks Spanish on the sign-in page, whose checks then speak Spanish too. A Spanish
// student's plan says its checks (written by the planning service) in Spanish, and the tab title and bell follow. A
// counselor who chose Spanish reads the staff screens (dashboard, a student's profile) in Spanish. A Spanish student
// reads the college search, a college's page and My Colleges in Spanish.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import type { Locator, Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, unexpectedProblems, waitForText, waitForValue } from './browser';
import { COUNSELOR_HOME, pickLanguage, signedInInSpanish, STUDENT_HOME } from './language-picker';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, interactive, useBrowserSuite } from './suite';

// Three full page loads of the signed-in app and an accessibility scan: about 70 s on a quiet machine.
const TIMEOUT = 180_000;
/** "Dec 2, 2026 (in 5 days)" in American English; "2 dic 2026 (en 5 días)" in Spanish. */
const ENGLISH_DAY = /^[A-Z][a-z]{2} \d{1,2}, \d{4} \((today|in \d+ days?)\)$/;
const SPANISH_DAY = /^\d{1,2} [a-z]{3,4}\.? \d{4} \((hoy|en \d+ días?)\)$/;


const BERKELEY = 'University of California-Berkeley';

/** The colleges catalog's English words that Spanish writes differently: none may be left on a Spanish screen. */
const englishOnly = (() => {
  const words = (catalog: unknown, prefix = ''): [string, string][] => Object.entries(catalog as Record<string, unknown>)
    .flatMap(([k, v]) => (typeof v === 'string' ? [[prefix + k, v] as [string, string]] : words(v, `${prefix}${k}.`)));
  const read = (language: string) => new Map(words(JSON.parse(readFileSync(new URL(`../web/src/locales/${language}/colleges.json`, import.meta.url), 'utf8'))));
  const spanish = read('es');
  return new Set([...read('en')].filter(([key, english]) => !english.includes('{{') && spanish.get(key) !== english).map(([, english]) => english));
})();

/** The screen's headings, card titles, column headers, labels and buttons carry no English of the colleges catalog. */
async function expectNoEnglish(page: Page) {
  const texts = await page.locator('main').locator('h1, h2, h3, .ant-card-head-title, th, label, button, .ant-statistic-title, .ant-descriptions-item-label')
    .evaluateAll((nodes) => nodes.map((n) => (n.textContent ?? '').trim()));
  expect(texts.filter((text) => englishOnly.has(text))).toEqual([]);
}

const accountLanguage = async (page: Page) => ((await (await page.request.get('/api/auth/user')).json()) as { language: string | null }).language;
const firstDeadline = (page: Page): Locator => page.getByTestId('next-deadlines').locator('.ant-list-item-meta-description .ant-typography').first();

async function expectSpanishDashboard(page: Page) {
  await waitForText(heading(page), 'Panel del estudiante');
  await waitForValue(() => page.locator('html').getAttribute('lang'), 'es');
  await waitForText(page.locator('nav[aria-label="Navegación principal"] a[aria-current="page"]'), 'Panel principal');
  await waitForText(page.getByTestId('next-deadlines').locator('.ant-card-head-title'), 'Próximas fechas límite');
  await waitForText(page.getByTestId('my-record').locator('.ant-card-head-title'), 'Quién consultó mi expediente');
  await firstDeadline(page).waitFor();
  expect(await firstDeadline(page).textContent()).toMatch(SPANISH_DAY);
}

describeBrowser('language (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('a Spanish student reads the college search, a college and My Colleges in Spanish, figures and dates included', async () => {
    const { page, problems } = await signedInInSpanish(suite, DEMO_ACCOUNTS.student, 'student', STUDENT_HOME);

    await page.goto('/student/colleges?q=berkeley');
    await waitForText(heading(page), 'Búsqueda de universidades');
    const results = page.getByRole('table', { name: 'Universidades' });
    await results.getByRole('columnheader', { name: 'Tasa de admisión' }).waitFor();
    await page.getByLabel('Buscar universidades por nombre, ciudad o estado').waitFor();
    // The admission rate written the Spanish way ("11 %", "4,3 %").
    await results.getByRole('cell', { name: /^\d+(,\d)?\s%$/ }).first().waitFor();
    await expectNoEnglish(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await results.getByRole('link', { name: BERKELEY, exact: true }).click();
    await waitForText(heading(page), BERKELEY);
    await page.getByText('Cifras', { exact: true }).waitFor();
    await page.getByText('Precio neto promedio', { exact: true }).waitFor();
    await page.getByRole('table', { name: /^Fechas límite para el otoño de \d{4}$/ }).getByRole('columnheader', { name: 'Fecha límite' }).waitFor();
    await expectNoEnglish(page);
    expect(await seriousA11yViolations(page)).toEqual([]);

    await page.goto('/student/my-colleges');
    await waitForText(heading(page), 'Mis universidades');
    await page.getByText('Universidades en mi lista', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
    await page.getByText('Calendario suscrito', { exact: true }).waitFor();
    const firstCard = page.locator('[data-testid^="application-"]').first();
    await firstCard.getByText('Lista de materiales', { exact: true }).waitFor();
    await firstCard.getByText(/\(estimación\)$/).waitFor();
    await expectNoEnglish(page);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'language-my-colleges-es');

    // Back to English: the spec's words again.
    await pickLanguage(page, 'English');
    await waitForText(heading(page), 'My Colleges');
    await page.getByText('Colleges on my list', { exact: true }).waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
    // The account back to "the browser's language", as the next test expects to find it.
    const reset = await page.request.post('/graphql', { data: { query: 'mutation { setMyLanguage(language: null) { language } }' } });
    expect(((await reset.json()) as { errors?: unknown }).errors).toBeUndefined();
    await waitForValue(() => accountLanguage(page), null);
  }, TIMEOUT);

  test('a student switches to Spanish; the account keeps it across a reload and a new sign-in', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await waitForText(heading(page), 'Student Dashboard');
    await expect(page.locator('html').getAttribute('lang')).resolves.toBe('en');
    await firstDeadline(page).waitFor();
    expect(await firstDeadline(page).textContent()).toMatch(ENGLISH_DAY);
    expect(await accountLanguage(page)).toBeNull();

    await pickLanguage(page, 'Español');
    await expectSpanishDashboard(page);
    await waitForValue(() => accountLanguage(page), 'es');
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'language-student-dashboard-es');

    await page.reload();
    await expectSpanishDashboard(page);

    // Another browser (no local choice, an English navigator): the account's language wins.
    const elsewhere = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    await expectSpanishDashboard(elsewhere.page);

    // Back to English, as the account was found.
    await pickLanguage(elsewhere.page, 'English');
    await waitForText(heading(elsewhere.page), 'Student Dashboard');
    await waitForValue(() => accountLanguage(elsewhere.page), 'en');
    expect(await firstDeadline(elsewhere.page).textContent()).toMatch(ENGLISH_DAY);
    expect(unexpectedProblems(problems)).toEqual([]);
    expect(unexpectedProblems(elsewhere.problems)).toEqual([]);
  }, TIMEOUT);

  test('a visitor picks Spanish on the sign-in page; its checks speak Spanish, and English stays the spec\'s', async () => {
    const { page, problems } = await suite.open();
    await page.goto('/login');
    await interactive(page);
    await waitForText(heading(page), 'Welcome to Counsel');
    const form = page.locator('form#student-sign-in');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await waitForText(form.locator('.ant-form-item-explain-error'), 'Please enter a valid email');

    await pickLanguage(page, 'Español');
    await waitForText(heading(page), 'Bienvenido/a a Counsel');
    await waitForValue(() => page.locator('html').getAttribute('lang'), 'es');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await waitForText(form.locator('.ant-form-item-explain-error'), 'Ingrese un correo electrónico válido');
    // A refusal from the server, in the reader's language.
    await form.getByLabel('Correo electrónico').fill('nadie@example.org');
    await form.getByLabel('Contraseña').fill('equivocada');
    await form.getByRole('button', { name: 'Iniciar sesión' }).click();
    await page.locator('.ant-notification-notice', { hasText: 'Correo electrónico o contraseña incorrectos' }).first().waitFor();

    // The choice is this browser's until someone signs in.
    await page.reload();
    await waitForText(heading(page), 'Bienvenido/a a Counsel');
    expect(unexpectedProblems(problems, [/status of 401 \(Unauthorized\) \(.*\/api\/auth\/login\)$/])).toEqual([]);
  }, TIMEOUT);

  test('a Spanish student reads My Plan, the service\'s plan checks, the tab title and the bell in Spanish', async () => {
    const { page, problems } = await signedInInSpanish(suite, DEMO_ACCOUNTS.otherStudent, 'student', STUDENT_HOME);
    await waitForValue(() => page.title(), 'Panel del estudiante · Counsel');
    await waitForValue(async () => (await page.getByTestId('notification-bell').getAttribute('aria-label'))?.startsWith('Notificaciones, '), true);

    await page.goto('/student/plan');
    await waitForText(heading(page), 'Mi plan');
    await waitForValue(() => page.title(), 'Mi plan · Counsel');
    await waitForText(page.getByTestId('plan-status'), 'Enviado');
    const ag = page.getByTestId('plan-check-set').filter({ hasText: 'UC/CSU a-g' });
    // The planning service's sentences, written from their codes and values in the reader's language.
    await ag.getByText('e. Idioma distinto del inglés: faltan 2 años de 2 (0 completados, 0 planificados)').waitFor();
    await ag.getByText('En riesgo: todavía falta e. Idioma distinto del inglés, lo cual cabe en los años que quedan').waitFor();
    await page.getByRole('button', { name: 'Agregar un curso al grado 11, Año completo' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'language-my-plan-es');

    await page.goto('/notifications');
    await waitForText(heading(page), 'Notificaciones');
    await page.getByText('Solo sin leer', { exact: true }).waitFor();

    await pickLanguage(page, 'English');
    await waitForText(heading(page), 'Notifications');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('a counselor who chose Spanish reads the dashboard and a student\'s profile in Spanish', async () => {
    const { page, problems } = await signedInInSpanish(suite, DEMO_ACCOUNTS.counselor, 'staff', COUNSELOR_HOME, {
      inEnglish: (english) => waitForText(english.getByTestId('todays-meetings').locator('.ant-card-head-title'), "Today's meetings"),
    });
    await waitForValue(() => accountLanguage(page), 'es');
    await waitForText(page.getByTestId('todays-meetings').locator('.ant-card-head-title'), 'Reuniones de hoy');
    await waitForText(page.getByTestId('overdue-tasks').locator('.ant-card-head-title'), 'Tareas vencidas');
    await page.getByRole('columnheader', { name: 'Estudiante' }).first().waitFor();

    // A student's profile from the list: the counselor's own cards, in Spanish.
    await page.getByRole('link', { name: /^Ver a / }).first().click();
    await waitForText(heading(page), 'Perfil del estudiante');
    await waitForText(page.getByTestId('notes-card').locator('.ant-card-head-title'), 'Notas');
    await waitForText(page.getByTestId('meetings-card').locator('.ant-card-head-title'), 'Reuniones');
    await page.getByRole('button', { name: 'Preparar la reunión' }).waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, 'language-counselor-profile-es');

    // Back to English: the spec's words again.
    await pickLanguage(page, 'English');
    await waitForText(heading(page), 'Student Profile');
    await waitForText(page.getByTestId('notes-card').locator('.ant-card-head-title'), 'Notes');
    await waitForValue(() => accountLanguage(page), 'en');
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);
});
