// The brag sheet in a real browser. The counselor adds a question to the school's brag sheet; Maya answers
// it, asks the demo teacher for a letter sharing her brag sheet, and the teacher reads the answer on the queue card;
// the counselor reads it on Maya's profile. Maya stops sharing on her letters page and the teacher no longer sees it.
import { expect, test } from '@jest/globals';
import { seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText, waitForValue } from './browser';
import { askTeacher, freeColleges, requestCard, studentRow } from './letter-requests';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 300_000;
const QUESTION = 'Which teacher knows you best — and why?';
const ANSWER = 'Mr. Okafor: I rebuilt the robotics club’s rover with him, from Zürich parts.';


describeBrowser('brag sheet (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);

  test('a counselor adds a question; Maya answers and shares it; the teacher sees it until she stops sharing', async () => {
    // The counselor adds a question to the school's brag sheet, from the counseling menu.
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.getByRole('link', { name: 'Brag Sheet Questions' }).click();
    await cp.waitForURL(`${suite.url}/counselor/brag-sheet-questions`);
    await waitForText(heading(cp), 'Brag Sheet Questions');
    const questions = cp.getByRole('textbox', { name: /^Question \d+$/ });
    await questions.first().waitFor();
    const before = await questions.count();
    await cp.getByRole('button', { name: 'Add a question' }).click();
    await cp.getByRole('textbox', { name: `Question ${before + 1}`, exact: true }).fill(QUESTION);
    await cp.getByText('You have unsaved changes.').waitFor();
    expect(await a11y(cp)).toEqual([]);
    await cp.getByRole('button', { name: 'Save questions' }).click();
    await toast(cp, 'Questions saved');
    await cp.getByText('You have unsaved changes.').waitFor({ state: 'hidden' });

    // Maya answers it from her dashboard's letters card.
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    await sp.getByRole('link', { name: 'Fill in my brag sheet' }).click();
    await sp.waitForURL(`${suite.url}/student/brag-sheet`);
    await waitForText(heading(sp), 'Brag Sheet');
    const answerBox = sp.getByRole('textbox', { name: `${before + 1}. ${QUESTION}` });
    await answerBox.fill(ANSWER);
    await sp.getByText('You have unsaved changes.').waitFor();
    expect(await a11y(sp)).toEqual([]);
    // Leaving by a link with the answer unsaved asks first; staying keeps the answer.
    const asked = new Promise<string>((resolve) => sp.once('dialog', (d) => { resolve(d.message()); void d.dismiss(); }));
    await sp.getByRole('link', { name: 'Recommendation letters' }).click();
    expect(await asked).toContain('unsaved changes');
    expect(sp.url()).toBe(`${suite.url}/student/brag-sheet`);
    expect(await answerBox.inputValue()).toBe(ANSWER);
    await sp.getByRole('button', { name: 'Save brag sheet' }).click();
    await toast(sp, 'Brag sheet saved');
    await sp.getByText(`of ${before + 1} answered`, { exact: false }).waitFor();
    await sp.reload();
    await waitForValue(() => sp.getByRole('textbox', { name: `${before + 1}. ${QUESTION}` }).inputValue(), ANSWER, 15_000);

    // She asks the teacher for a letter, sharing her brag sheet.
    await sp.getByRole('link', { name: 'Recommendation letters' }).click();
    await sp.waitForURL(`${suite.url}/student/letters`);
    const free = await freeColleges(sp);
    const { studentId } = free;
    const college = free.colleges[0]!;
    expect(college).toBeDefined();
    await askTeacher(sp, college, { waiver: 'I do not waive my right', shareBragSheet: true });
    const share = studentRow(sp, college).getByRole('switch', { name: 'Share brag sheet with Daniel Okafor' });
    await waitForValue(() => share.getAttribute('aria-checked'), 'true', 15_000);

    // The teacher reads the answer on the request's card; the counselor on Maya's profile.
    const teacher = await suite.signedIn(DEMO_ACCOUNTS.teacher, 'staff', '/teacher');
    const tp = teacher.page;
    await waitForText(heading(tp), 'Letter Requests');
    const shared = requestCard(tp, college).locator('[data-testid^="brag-sheet-"]');
    await shared.getByText(QUESTION).waitFor();
    await shared.getByText(ANSWER).waitFor();
    expect(await a11y(tp)).toEqual([]);
    await cp.goto(`/counselor/students/${encodeURIComponent(studentId)}`);
    await cp.getByTestId('student-brag-sheet').getByText(ANSWER).waitFor();

    // Maya stops sharing on her letters page; the teacher's card says so and shows the answer no more.
    await share.click();
    await toast(sp, 'Brag sheet no longer shared');
    await waitForValue(() => share.getAttribute('aria-checked'), 'false', 15_000);
    await tp.reload();
    await waitForText(heading(tp), 'Letter Requests');
    await requestCard(tp, college).locator('[data-testid^="brag-sheet-"]').getByText('Not shared').waitFor();
    expect(await requestCard(tp, college).getByText(ANSWER).count()).toBe(0);

    expect(unexpectedProblems(student.problems)).toEqual([]);
    expect(unexpectedProblems(teacher.problems)).toEqual([]);
    expect(unexpectedProblems(counselor.problems)).toEqual([]);
  }, TIMEOUT);
});
