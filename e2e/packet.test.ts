// The counselor's packet in a real browser. The admin uploads the demo school's profile for this school
// year in the Schools drawer; the counselor fills Maya's school report (the form refuses a GPA over its scale in the
// server's words), uploads her transcript as a PDF through a signed upload (a file that is not a PDF is refused by
// its content, at once and in the server's words), marks both ready and downloads the packet for one of her
// colleges; the PDF holds the cover first, then the profile, the transcript, the school report and the submitted
// teacher letters for that college, page for page. Maya sees both documents ready, never their content.
import { readFileSync } from 'node:fs';
import { expect, test } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { PDFDocument, type PDFPage } from 'pdf-lib';
import type { Download, Locator } from 'playwright-core';
import { readPdf } from '../services/kit/test/support/read-pdf';
import { schoolYearOf } from '../web/src/features/schools/school-year';
import { clickUntilClosed, clickUntilShown, pickOption, seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 240_000;
const MAYA = DEMO_STUDENT_PROFILES[0].id;
const DEMO_SCHOOL = 'Lakeside High School';
/** Page sizes no generated page has, so each uploaded file's pages are found in the packet by their size. */
const PROFILE_SIZE: [number, number] = [400, 500];
const TRANSCRIPT_SIZE: [number, number] = [410, 510];

/** A PDF of `pages` pages of one size, as a school's system would export it. */
async function pdfOf(pages: number, size: [number, number]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i++) doc.addPage(size);
  return Buffer.from(await doc.save());
}

const sizeOf = (p: PDFPage) => p.getSize();
const isSize = (p: PDFPage, [w, h]: [number, number]) => Math.round(sizeOf(p).width) === w && Math.round(sizeOf(p).height) === h;

interface Request { studentId: string; state: string; applications: { collegeName: string }[] }

describeBrowser('the counselor\'s packet (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('profile, school report and transcript ready; the packet for a college holds them in order after the cover', async () => {
    const year = schoolYearOf(new Date());

    // The admin: the demo school has no profile yet; one uploaded for this school year is then on file.
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const ap = admin.page;
    await ap.goto('/admin/schools');
    await waitForText(heading(ap), 'Schools');
    await ap.locator('tr.ant-table-row', { has: ap.getByText(DEMO_SCHOOL, { exact: true }) })
      .getByRole('button', { name: `Staff and caseloads of ${DEMO_SCHOOL}` }).click();
    const drawer = ap.getByRole('dialog', { name: `${DEMO_SCHOOL}: staff and caseloads` });
    const profile = drawer.locator('section', { has: ap.getByRole('heading', { name: 'School profile' }) });
    await profile.getByText(`No profile on file for ${year} or earlier.`, { exact: false }).waitFor();
    await profile.locator('input[type=file]').setInputFiles([{ name: `Lakeside profile ${year}.pdf`, mimeType: 'application/pdf', buffer: await pdfOf(1, PROFILE_SIZE) }]);
    await toast(ap, `School profile ${year} uploaded for ${DEMO_SCHOOL}`);
    await profile.getByText(`Lakeside profile ${year}.pdf`, { exact: false }).waitFor();
    expect(await profile.getByText('On file: the', { exact: false }).textContent()).toContain(year);
    expect(await a11y(ap)).toEqual([]);

    // The counselor on Maya's profile.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.goto(`/counselor/students/${MAYA}`);
    const card = cp.locator('.ant-card', { has: cp.getByText('School Documents', { exact: true }) });
    const row = (title: string): Locator => card.locator('.ant-list-item').filter({ hasText: new RegExp(`^${title}`) });

    // The school report: a GPA over its scale is refused in the server's words, then the form is saved ready.
    await row('School report').getByRole('button', { name: /(Fill in|Edit) the school report/ }).click();
    const report = cp.getByRole('dialog', { name: 'School report' });
    await report.waitFor();
    await report.getByLabel('GPA scale').fill('4');
    await report.getByLabel('GPA', { exact: true }).fill('4.5');
    await clickUntilShown(report.getByRole('button', { name: 'Save' }), report.getByText('GPA must not exceed its scale'));
    await report.getByText('GPA must not exceed its scale').waitFor();
    await report.getByLabel('GPA', { exact: true }).fill('3.92');
    await report.getByLabel('The school reports class rank').check();
    await report.getByLabel('Class rank', { exact: true }).fill('12 of 340');
    const choose = (label: string, option: string) => pickOption(cp, report.getByLabel(label, { exact: true }),
      cp.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`),
      report.locator('.ant-form-item', { has: cp.getByLabel(label, { exact: true }) }).locator('.ant-select-content', { hasText: option }));
    await choose('Course rigor', 'Most demanding');
    await choose('Academic', 'Outstanding (top few)');
    await choose('Overall', 'Excellent');
    await report.getByLabel('Ready', { exact: true }).check();
    expect(await a11y(cp)).toEqual([]);
    await clickUntilClosed(report, report.getByRole('button', { name: 'Save' }));
    await report.waitFor({ state: 'hidden', timeout: 15_000 });
    await waitForText(row('School report').locator('.ant-tag'), 'Ready');

    // The transcript: uploaded as a PDF (a draft), then marked ready.
    const transcript = row('Transcript');
    await transcript.locator('input[type=file]').setInputFiles([{ name: 'Transcript – Maya Chen.pdf', mimeType: 'application/pdf', buffer: await pdfOf(2, TRANSCRIPT_SIZE) }]);
    await transcript.getByText('Transcript – Maya Chen.pdf', { exact: false }).waitFor();
    await pickOption(cp, transcript.getByLabel('Transcript state'), cp.locator('.ant-select-dropdown:visible .ant-select-item-option[title="Ready"]'),
      transcript.locator('.ant-select-content', { hasText: 'Ready' }));
    await waitForText(transcript.locator('.ant-select-content'), 'Ready');
    expect(await a11y(cp)).toEqual([]);
    // A file named .pdf that is not one is refused by its content as it streams in, in the server's words; nothing changes.
    const midYear = row('Mid-year report');
    await midYear.locator('input[type=file]').setInputFiles([{ name: 'mid-year.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<html>not a PDF</html>') }]);
    await midYear.getByRole('alert').getByText('This file type is not allowed. Allowed types: PDF.', { exact: true }).waitFor();
    await waitForText(midYear.locator('.ant-select-content'), 'Not started');

    // What else goes in for the college: the counselor letter is not ready in the demo; the submitted teacher letters
    // that cover the college are counted from the counselor's own view of the requests.
    const docs = (await (await cp.request.get(`/api/students/${MAYA}/school-documents`)).json()) as { kind: string; state: string }[];
    expect(Object.fromEntries(docs.map((d) => [d.kind, d.state]))).toMatchObject({ school_report: 'ready', transcript: 'ready' });
    expect(docs.find((d) => d.kind === 'counselor_letter')?.state).not.toBe('ready');
    const packets = card.locator('section', { has: cp.getByRole('heading', { name: 'Packets' }) });
    const { items } = (await (await cp.request.get('/api/recommendation-requests?scope=caseload&pageSize=100')).json()) as { items: Request[] };
    const lettersFor = (c: string) => items.filter((r) => r.studentId === MAYA && r.state === 'submitted' && r.applications.some((a) => a.collegeName === c)).length;
    // The college the demo's submitted letter is for, so the teacher's letter is in the packet too.
    const colleges = (await packets.getByRole('button', { name: /^Download packet for / }).evaluateAll((bs) => bs.map((b) => b.getAttribute('aria-label') ?? '')))
      .map((l) => l.replace('Download packet for ', ''));
    const college = colleges.find((c) => lettersFor(c) > 0) ?? colleges[0]!;
    const letters = lettersFor(college);
    expect(letters).toBeGreaterThan(0);
    const first = packets.getByRole('button', { name: `Download packet for ${college}`, exact: true });

    const [download]: [Download, void] = await Promise.all([cp.waitForEvent('download'), first.click()]);
    expect(download.suggestedFilename()).toBe(`packet-Maya Chen-${college}.pdf`);
    const bytes = readFileSync(await download.path());
    const pdf = await PDFDocument.load(bytes);
    const pages = pdf.getPages();
    // Cover, profile (1), transcript (2), school report (1), one page per short text letter.
    expect(pages).toHaveLength(1 + 1 + 2 + 1 + letters);
    expect(pages.map((p) => (isSize(p, PROFILE_SIZE) ? 'profile' : isSize(p, TRANSCRIPT_SIZE) ? 'transcript' : 'generated')))
      .toEqual(['generated', 'profile', 'transcript', 'transcript', 'generated', ...Array<string>(letters).fill('generated')]);
    const text = (await readPdf(bytes)).pages;
    expect(text[0]).toMatch(/^Application packet/);
    expect(text[0]).toContain(college);
    expect(text[4]).toMatch(/^School report/);
    expect(text[4]).toContain('3.92 on a 4 scale');
    for (let i = 0; i < letters; i++) expect(text[5 + i]).toMatch(/^Letter of recommendation from /);

    // Maya sees both ready on her letters page, and nothing of their content.
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await sp.goto('/student/letters');
    const mine = sp.locator('.ant-card', { has: sp.getByRole('heading', { name: 'Your school documents' }) });
    // The screen's first load, which on a loaded CI machine (CI's run beside other browser tests) took over 15 s.
    await mine.locator('.ant-list-item').first().waitFor({ timeout: 45_000 });
    for (const title of ['School report', 'Transcript']) await waitForText(mine.locator('.ant-list-item').filter({ hasText: title }).locator('.ant-tag'), 'Ready');
    expect(await sp.getByText('3.92').count()).toBe(0);
    expect((await sp.request.get(`/api/students/${MAYA}/packets/x.pdf`)).status()).toBe(403);
    expect(await a11y(sp)).toEqual([]);

    expect(unexpectedProblems(admin.problems)).toEqual([]);
    expect(unexpectedProblems(counselor.problems, [/415/])).toEqual([]);
    expect(unexpectedProblems(student.problems, [/403/])).toEqual([]);
  }, TIMEOUT);
});
