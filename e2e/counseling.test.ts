// The counselor's daily work in a real browser. On a fresh demo portal the counselor's dashboard shows
// today's meeting (with the pre-meeting brief a click away), an overdue task and the newest notes. The counselor
// then writes a note on Maya (its <script> text stays text), schedules a meeting with her and gives her school's
// grade 12 a task, and gives Maya one tied to her Rice application (shown in her college list and on Rice's checklist);
// Maya sees the meeting and the group task on her dashboard and marks it done; the counselor sees it counted on the
// tasks page, then renames the task and deletes it.
import { expect, test } from '@jest/globals';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import type { Page } from 'playwright-core';
import { clickUntilClosed, pickOption, reloadUntil, screenshot, seriousA11yViolationsAtRest as a11y, settle, switchTheme, unexpectedProblems, waitForText } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 240_000;
const MAYA = DEMO_STUDENT_PROFILES[0].id;

const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

const counselingNav = (page: Page, entry: string) =>
  page.locator('nav[aria-label="Counseling navigation"]').getByRole('link', { name: entry, exact: true }).click();

describeBrowser('counseling: notes, meetings and tasks (browser)', () => {
  const suite = useBrowserSuite(TIMEOUT);
  const stamp = Date.now().toString(36);

  test('the demo counselor\'s dashboard: today\'s meeting with its brief, an overdue task, recent notes', async () => {
    const { page, problems } = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const meetings = page.getByTestId('todays-meetings');
    const meeting = meetings.getByRole('listitem').filter({ hasText: 'Maya Chen' });
    await meeting.getByText('Rice ED essay · Recommendations').waitFor({ timeout: 15_000 });
    await page.getByTestId('overdue-tasks').getByRole('listitem').filter({ hasText: 'Send SAT scores to your colleges' }).first().waitFor();
    const notes = page.getByTestId('recent-notes');
    await notes.getByRole('listitem').filter({ hasText: 'Maya Chen' }).first().waitFor();
    await notes.getByRole('link', { name: 'FAFSA page' }).waitFor();
    expect(await a11y(page)).toEqual([]);
    await screenshot(page, 'counseling-counselor-dashboard');
    await switchTheme(page, 'dark');
    expect(await a11y(page)).toEqual([]);
    await switchTheme(page, 'light');

    // The scheduled meeting opens the student's pre-meeting brief, prepared on arrival.
    await meeting.getByRole('link', { name: 'Open brief for Maya Chen' }).click();
    await page.waitForURL(`${suite.url}/counselor/students/${MAYA}?brief=1`);
    await page.getByRole('heading', { level: 2, name: 'Pre-meeting brief: Maya Chen' }).waitFor({ timeout: 15_000 });
    // The profile's cards: the seeded notes (pinned first), the meeting and the tasks.
    const noteItems = page.getByTestId('notes-card').getByTestId('note');
    await noteItems.first().waitFor();
    expect(await noteItems.first().getByText('Pinned', { exact: true }).count()).toBe(1);
    await page.getByTestId('meetings-card').getByText('Rice ED essay', { exact: true }).waitFor();
    await page.getByTestId('student-tasks-card').getByText('Ask two teachers for recommendations').waitFor();
    expect(unexpectedProblems(problems)).toEqual([]);
  }, TIMEOUT);

  test('a note, a meeting and a group task; Maya completes the task; the counselor sees it counted', async () => {
    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.goto(`/counselor/students/${MAYA}`);
    await waitForText(heading(cp), 'Student Profile');

    // A note with a list, a link and a script tag typed as text.
    const notesCard = cp.getByTestId('notes-card');
    await notesCard.getByTestId('note').first().waitFor();
    await notesCard.getByRole('button', { name: 'Add note' }).click();
    const noteDialog = cp.getByRole('dialog', { name: 'Add note' });
    const marker = `Checked in ${stamp}`;
    await noteDialog.getByLabel('Note').fill(
      `${marker} <script>window.__counselPwned = true</script>\n\n- Finish the Rice essay\n- Ask Ms Lee\n\nSee [the aid guide](https://studentaid.gov/)`,
    );
    await noteDialog.getByLabel('Pin to the top').check();
    await clickUntilClosed(noteDialog, noteDialog.getByRole('button', { name: 'Save note' }));
    await toast(cp, 'Note added');
    const note = notesCard.getByTestId('note').filter({ hasText: marker });
    await note.waitFor();
    // The script is shown as text and never became an element; it did not run.
    await note.getByText('<script>window.__counselPwned = true</script>', { exact: false }).waitFor();
    expect(await notesCard.locator('script').count()).toBe(0);
    expect(await cp.evaluate(() => (window as unknown as { __counselPwned?: boolean }).__counselPwned)).toBeUndefined();
    expect(await note.locator('.counsel-note-body li').allTextContents()).toEqual(['Finish the Rice essay', 'Ask Ms Lee']);
    expect(await note.getByRole('link', { name: 'the aid guide' }).getAttribute('href')).toBe('https://studentaid.gov/');
    // Pinned notes come first, newest first among them.
    expect(await notesCard.getByTestId('note').first().textContent()).toContain(marker);

    // Editing keeps the earlier version in the history.
    await note.getByRole('button', { name: /^Edit the note/ }).click();
    const editDialog = cp.getByRole('dialog', { name: 'Edit note' });
    const area = editDialog.getByLabel('Note');
    expect(await area.inputValue()).toContain('- Finish the Rice essay');
    await area.fill(`${marker} (edited)`);
    await clickUntilClosed(editDialog, editDialog.getByRole('button', { name: 'Save note' }));
    await toast(cp, 'Note saved');
    const edited = notesCard.getByTestId('note').filter({ hasText: `${marker} (edited)` });
    await edited.getByRole('button', { name: /^History of the note/ }).click();
    const history = cp.getByRole('dialog', { name: 'Note history' });
    await history.getByRole('listitem').filter({ hasText: 'Before the edit by' }).filter({ hasText: 'Finish the Rice essay' }).waitFor();
    expect(await history.locator('script').count()).toBe(0);
    await clickUntilClosed(history, history.getByRole('button', { name: 'Close' }));
    // A second note, deleted after a confirmation.
    await notesCard.getByRole('button', { name: 'Add note' }).click();
    await cp.getByRole('dialog', { name: 'Add note' }).getByLabel('Note').fill(`Wrong student ${stamp}`);
    await clickUntilClosed(cp.getByRole('dialog', { name: 'Add note' }), cp.getByRole('dialog', { name: 'Add note' }).getByRole('button', { name: 'Save note' }));
    const wrong = notesCard.getByTestId('note').filter({ hasText: `Wrong student ${stamp}` });
    await wrong.getByRole('button', { name: /^Delete the note/ }).click();
    await clickUntilClosed(cp.getByRole('dialog', { name: 'Delete this note?' }), cp.getByRole('dialog', { name: 'Delete this note?' }).getByRole('button', { name: 'Delete' }));
    await toast(cp, 'Note deleted');
    await wrong.waitFor({ state: 'detached' });

    // A meeting scheduled for tomorrow, 10:00 (the form's default), with a topic.
    const meetingsCard = cp.getByTestId('meetings-card');
    await meetingsCard.getByRole('button', { name: 'Schedule meeting' }).click();
    const meetingDialog = cp.getByRole('dialog', { name: 'Schedule a meeting' });
    const topic = `Aid forms ${stamp}`;
    await meetingDialog.getByLabel('Topics').fill(topic);
    await cp.keyboard.press('Enter');
    await meetingDialog.getByLabel('Kind').click();
    await settle(cp, 1000);
    await cp.locator('.ant-select-item-option[title="Family"]:visible').click();
    await clickUntilClosed(meetingDialog, meetingDialog.getByRole('button', { name: 'Schedule' }));
    await toast(cp, 'Meeting scheduled');
    const scheduled = meetingsCard.getByTestId('meeting').filter({ hasText: topic });
    await scheduled.getByText('Scheduled', { exact: true }).waitFor();
    await scheduled.getByText('Family', { exact: true }).waitFor();

    // Edited: 45 minutes and a note; it stays scheduled.
    await scheduled.getByRole('button', { name: /^Edit the meeting of / }).click();
    const meetingEdit = cp.getByRole('dialog', { name: 'Edit the meeting' });
    expect(await meetingEdit.getByLabel('Length (minutes)').inputValue()).toBe('30');
    await meetingEdit.getByLabel('Length (minutes)').fill('45');
    await meetingEdit.getByLabel('Note').fill(`Bring the FAFSA ID ${stamp}`);
    await clickUntilClosed(meetingEdit, meetingEdit.getByRole('button', { name: 'Save changes' }));
    await toast(cp, 'Meeting updated');
    await scheduled.getByText(/· 45 min$/).waitFor();
    await scheduled.getByText(`Bring the FAFSA ID ${stamp}`).waitFor();
    await scheduled.getByText('Scheduled', { exact: true }).waitFor();
    await scheduled.getByText('Family', { exact: true }).waitFor();

    // A meeting logged by mistake is deleted after a confirmation.
    await meetingsCard.getByRole('button', { name: 'Log meeting' }).click();
    const logDialog = cp.getByRole('dialog', { name: 'Log a meeting' });
    await logDialog.getByLabel('Note').fill(`Logged by mistake ${stamp}`);
    await clickUntilClosed(logDialog, logDialog.getByRole('button', { name: 'Log meeting' }));
    await toast(cp, 'Meeting logged');
    const mistaken = meetingsCard.getByTestId('meeting').filter({ hasText: `Logged by mistake ${stamp}` });
    await mistaken.getByRole('button', { name: /^Delete the meeting of / }).click();
    await clickUntilClosed(cp.getByRole('dialog', { name: 'Delete this meeting?' }), cp.getByRole('dialog', { name: 'Delete this meeting?' }).getByRole('button', { name: 'Delete' }));
    await toast(cp, 'Meeting deleted');
    await mistaken.waitFor({ state: 'detached' });
    expect(await a11y(cp)).toEqual([]);
    await screenshot(cp, 'counseling-student-page');

    // A task for Maya tied to her Rice application: it shows in her college list here, and on her checklist.
    await cp.getByTestId('student-tasks-card').getByRole('button', { name: 'Assign task' }).click();
    const assignDialog = cp.getByRole('dialog', { name: 'Assign a task to Maya Chen' });
    const riceTask = `Rice supplement ${stamp}`;
    const riceDue = new Date();
    riceDue.setDate(riceDue.getDate() + 9);
    await assignDialog.getByLabel('Task').fill(riceTask);
    await assignDialog.getByLabel('Due date').fill(isoDate(riceDue));
    await cp.keyboard.press('Enter');
    const application = assignDialog.locator('.ant-form-item').filter({ hasText: 'Application' }).locator('.ant-select');
    await pickOption(cp, application, cp.locator('.ant-select-item-option[title="Rice University"]:visible'), application.locator('.ant-select-content', { hasText: 'Rice University' }));
    await clickUntilClosed(assignDialog, assignDialog.getByRole('button', { name: 'Assign task' }));
    await toast(cp, 'Task assigned');
    await cp.getByTestId('student-tasks-card').getByText(riceTask).waitFor();
    await cp.getByRole('list', { name: 'Tasks for Rice University' }).getByText(riceTask).waitFor();

    // A task for grade 12 of Maya's school, from the tasks page.
    await counselingNav(cp, 'Tasks');
    await waitForText(heading(cp), 'Tasks');
    await cp.getByRole('button', { name: 'New task' }).click();
    const taskDialog = cp.getByRole('dialog', { name: 'New task' });
    const title = `Send the FAFSA ${stamp}`;
    const due = new Date();
    due.setDate(due.getDate() + 14);
    await taskDialog.getByLabel('Task').fill(title);
    await taskDialog.getByLabel('Due date').fill(isoDate(due));
    await cp.keyboard.press('Enter');
    const school = taskDialog.locator('.ant-form-item').filter({ hasText: 'School' }).locator('.ant-select');
    await pickOption(cp, school, cp.locator('.ant-select-item-option:visible').first(), school.locator('.ant-select-content', { hasNotText: 'Choose a school' }));
    await taskDialog.getByLabel('Grade').fill('12');
    expect(await a11y(cp)).toEqual([]);
    await clickUntilClosed(taskDialog, taskDialog.getByRole('button', { name: 'Assign task' }));
    await toast(cp, 'Task assigned');
    const tasksTable = cp.getByRole('table', { name: 'Tasks' });
    const row = tasksTable.getByRole('row').filter({ hasText: title });
    await row.getByText(/^0 of \d+ done$/).waitFor();
    const total = Number(/of (\d+) done/.exec((await row.getByTestId('task-done-count').textContent()) ?? '')?.[1]);
    expect(total).toBeGreaterThanOrEqual(1);
    await row.getByText('grade 12', { exact: false }).waitFor();
    expect(await a11y(cp)).toEqual([]);

    // Maya sees the meeting and the task, and marks the task done.
    const maya = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const mp = maya.page;
    await mp.getByTestId('upcoming-meetings').getByText(topic, { exact: false }).waitFor({ timeout: 15_000 });
    // The counselor's own words stay with staff.
    expect(await mp.getByText(marker, { exact: false }).count()).toBe(0);
    const myTasks = mp.getByTestId('my-tasks');
    await myTasks.getByText(title).waitFor();
    expect(await a11y(mp)).toEqual([]);
    await screenshot(mp, 'counseling-student-dashboard');
    await myTasks.getByRole('checkbox', { name: `${title}: done` }).click();
    await toast(mp, 'Task done');
    await myTasks.getByText(title).waitFor({ state: 'detached' });
    // Done survives a reload.
    await mp.reload();
    await mp.getByTestId('upcoming-meetings').getByText(topic, { exact: false }).waitFor();
    await mp.getByTestId('my-tasks').locator('.ant-card-body').waitFor();
    expect(await mp.getByTestId('my-tasks').getByText(title).count()).toBe(0);

    // The Rice task is on Rice's materials checklist in My Colleges.
    await mp.locator('nav[aria-label="Colleges navigation"]').getByRole('link', { name: 'My Colleges', exact: true }).click();
    const rice = mp.locator('[data-testid^="application-"]').filter({ has: mp.getByRole('heading', { name: 'Rice University' }) });
    await rice.getByText('Materials checklist').click();
    await rice.getByTestId('application-tasks').getByText(riceTask).waitFor();
    expect(await a11y(mp)).toEqual([]);

    // The counselor sees the completion, and who did it.
    const taskRow = tasksTable.getByRole('row').filter({ hasText: title });
    await reloadUntil(cp, taskRow.getByText(`1 of ${total} done`), { rendered: taskRow });
    await tasksTable.getByRole('row').filter({ hasText: title }).getByRole('button', { name: /expand/i }).click();
    const assignees = cp.getByRole('list', { name: `Assignees of ${title}` });
    await assignees.getByRole('listitem').filter({ hasText: 'Maya Chen' }).getByText('Done', { exact: true }).waitFor();
    expect(await a11y(cp)).toEqual([]);
    await screenshot(cp, 'counseling-tasks-page');

    // The counselor who gave the task renames it and moves its date; Maya's tick stays. Then removes it.
    const renamed = `${title} (by Friday)`;
    await tasksTable.getByRole('row').filter({ hasText: title }).getByRole('button', { name: `Edit the task ${title}` }).click();
    const taskEdit = cp.getByRole('dialog', { name: 'Edit the task' });
    expect(await taskEdit.getByLabel('Task').inputValue()).toBe(title);
    await taskEdit.getByLabel('Task').fill(renamed);
    await clickUntilClosed(taskEdit, taskEdit.getByRole('button', { name: 'Save changes' }));
    await toast(cp, 'Task updated');
    const renamedRow = tasksTable.getByRole('row').filter({ hasText: renamed });
    await renamedRow.getByText(`1 of ${total} done`).waitFor();
    await renamedRow.getByRole('button', { name: `Delete the task ${renamed}` }).click();
    await clickUntilClosed(cp.getByRole('dialog', { name: 'Delete this task?' }), cp.getByRole('dialog', { name: 'Delete this task?' }).getByRole('button', { name: 'Delete' }));
    await toast(cp, 'Task deleted');
    await renamedRow.waitFor({ state: 'detached' });

    for (const session of [counselor, maya]) expect(unexpectedProblems(session.problems)).toEqual([]);
  }, TIMEOUT);
});
