// Notifications in a real browser, with a real local SMTP server behind the portal. The counselor assigns Maya a
// task; Maya's bell, on a page she never reloads, names one more unread notification; she opens it from the bell's
// panel, lands on what it is about, and it is read (the bell's count goes back, the full list says so). Once the
// admin sets the district's digest hour to now, the daily digest arrives in the SMTP server with the task in it, and
// its stop link's token opens the public unsubscribe page, whose button stops those emails ("You will no longer get
// emails about tasks assigned to you").
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { SMTPServer } from 'smtp-server';
import { DEMO_STUDENT_PROFILES } from '@counsel/kit';
import { UNREAD_POLL_MS } from '../web/src/features/notifications/notification-rules';
import { clickUntilClosed, seriousA11yViolationsAtRest as a11y, unexpectedProblems, waitForText, waitForValue } from './browser';
import { DEMO_ACCOUNTS } from './portal';
import { describeBrowser, heading, toast, useBrowserSuite } from './suite';

const TIMEOUT = 240_000;
const MAYA = DEMO_STUDENT_PROFILES[0].id;

interface Mail { to: string[]; raw: string }
const mails: Mail[] = [];
let smtp: SMTPServer;
let smtpPort = 0;

/** A zone where it is not 23:00 now (so the start-up digest hour 23 has not come), and its hour now. */
const DISTRICT_ZONE = new Date().getUTCHours() === 23 ? 'Etc/GMT+1' : 'UTC';
const districtHour = () => Number(new Intl.DateTimeFormat('en-US', { timeZone: DISTRICT_ZONE, hour: 'numeric', hourCycle: 'h23' }).format(new Date()));

/** Quoted-printable soft line breaks and escapes undone, so a long link or a title reads whole. */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The first email to `to` that holds `text`, decoded; when none comes, the error lists what did arrive. */
async function mailWith(to: string, text: string, timeout = 60_000): Promise<string> {
  const found = () => mails.find((m) => m.to.includes(to) && decoded(m.raw).includes(text));
  for (const end = Date.now() + timeout; !found() && Date.now() < end;) await new Promise((resolve) => setTimeout(resolve, 200));
  const mail = found();
  if (!mail) throw new Error(`no email to ${to} with "${text}"; received: ${JSON.stringify(mails.map((m) => [m.to, /^Subject: (.*)$/m.exec(m.raw)?.[1]]))}`);
  return decoded(mail.raw);
}

/** The bell's accessible name, e.g. "Notifications, 3 unread". */
const bellName = (unread: number) => (unread === 0 ? 'Notifications, none unread' : `Notifications, ${unread} unread`);

describeBrowser('notifications (browser, local SMTP)', () => {
  // The SMTP server listens before the portal starts, so the portal can be pointed at it.
  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, done) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          mails.push({ to: session.envelope.rcptTo.map((r) => r.address), raw: Buffer.concat(chunks).toString('utf8') });
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    smtpPort = (smtp.server.address() as { port: number }).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const suite = useBrowserSuite(TIMEOUT, () => ({
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    PUBLIC_URL: 'https://counsel.district.test',
    // The district's digest hour is still to come when the portal starts (so the demo's waiting notifications are
    // not sent before the task); the admin moves it to the current hour later. The passes run every second.
    NOTIFICATIONS_TIME_ZONE: DISTRICT_ZONE,
    NOTIFICATIONS_DIGEST_HOUR: '23',
    NOTIFICATIONS_PASS_MS: '1000',
  }));

  test('a task reaches the student\'s bell without a reload, opening it reads it, and the digest emails it', async () => {
    const student = await suite.signedIn(DEMO_ACCOUNTS.student, 'student', '/student');
    const sp = student.page;
    // Maya's page keeps the browser's time, but the test may move it on: the bell's next poll then comes at once rather
    // than up to UNREAD_POLL_MS later. Installed before the page below loads, so the app's timers are all on this clock.
    await sp.clock.install();
    // Maya waits on another screen: the notification's link (her dashboard, with her tasks) is somewhere else.
    await sp.goto('/student/documents');
    const bell = sp.getByTestId('notification-bell');
    await bell.waitFor();
    // The demo may already hold notifications for Maya: the count is read, then expected to grow by one.
    await waitForValue(async () => /^Notifications, /.test((await bell.getAttribute('aria-label')) ?? ''), true, 15_000);
    await waitForValue(async () => (await bell.getAttribute('data-unread')) !== null, true, 15_000);
    const before = Number((await bell.getAttribute('data-unread')) ?? '0');

    const counselor = await suite.signedIn(DEMO_ACCOUNTS.counselor, 'staff', '/counselor');
    const cp = counselor.page;
    await cp.goto(`/counselor/students/${MAYA}`);
    await cp.getByTestId('student-tasks-card').getByRole('button', { name: 'Assign task' }).click();
    const dialog = cp.getByRole('dialog', { name: 'Assign a task to Maya Chen' });
    const task = `Send the FAFSA confirmation ${Date.now()}`;
    await dialog.getByLabel('Task').fill(task);
    // Due in ten days: not due tomorrow, so the only notification is the assignment.
    const due = new Date(Date.now() + 10 * 86_400_000);
    await dialog.getByLabel('Due date').fill(due.toISOString().slice(0, 10));
    await cp.keyboard.press('Enter');
    await clickUntilClosed(dialog, dialog.getByRole('button', { name: 'Assign task' }));
    await toast(cp, 'Task assigned');

    // Maya's page was never reloaded: the bell's poll brings the new count into its name. Her clock jumps one poll
    // interval ahead, so that poll is due now (no request is sent by the jump itself: the app's own timer does).
    await sp.clock.fastForward(UNREAD_POLL_MS);
    await waitForValue(() => bell.getAttribute('aria-label'), bellName(before + 1), 45_000);
    await bell.click();
    const panel = sp.getByRole('region', { name: 'Notifications' });
    const item = panel.getByRole('link', { name: new RegExp(`${task}.*\\(unread\\)`) });
    await item.waitFor();
    expect(await a11y(sp)).toEqual([]);
    await item.click();
    // The link leads to what the notification is about, and opening it marked it read.
    await sp.waitForURL(`${suite.url}/student`);
    await sp.getByTestId('my-tasks').getByText(task).waitFor();
    await waitForValue(() => bell.getAttribute('aria-label'), bellName(before), 15_000);

    await sp.goto('/notifications');
    await waitForText(heading(sp), 'Notifications');
    const row = sp.getByTestId('notification-item').filter({ hasText: task });
    await waitForValue(() => row.getAttribute('data-unread'), 'false', 15_000);
    expect(await a11y(sp)).toEqual([]);

    // The digest: the admin sets the district's digest hour to this hour, and the next pass emails Maya one digest
    // with the task in it and a link to stop these emails.
    const admin = await suite.signedIn(DEMO_ACCOUNTS.admin, 'staff', '/admin');
    const saved = await admin.page.request.post('/api/system-settings', { data: { key: 'notification_digest_hour', value: String(districtHour()) } });
    expect(saved.status()).toBe(200);
    const digest = await mailWith(DEMO_ACCOUNTS.student.email, task);
    expect(digest).toMatch(/^Subject: Counsel: your daily summary for /m);
    // The stop link of the task's kind (the digest has one per kind it holds); its token opens the landing page.
    const token = /Stop emails about new tasks: https:\/\/counsel\.district\.test\/\S*unsubscribe\?token=([A-Za-z0-9_.%-]+)/.exec(digest)?.[1];
    expect(token).toBeDefined();
    const link = `/unsubscribe?token=${token!}`;

    // The unsubscribe landing, signed out: opening it changes nothing; the button stops the emails.
    const visitor = await suite.open();
    const vp = visitor.page;
    await vp.goto(link);
    await vp.getByRole('button', { name: 'Stop these emails' }).click();
    await vp.getByText('You will no longer get emails about tasks assigned to you').waitFor();
    expect(await a11y(vp)).toEqual([]);
    // Maya's settings now say that new tasks stay in the app.
    await sp.goto('/settings/notifications');
    await sp.getByTestId('preference-TASK_ASSIGNED').getByRole('radio', { name: 'In the app only' }).and(sp.locator(':checked')).waitFor({ state: 'attached' });

    for (const opened of [student, counselor, admin, visitor]) expect(unexpectedProblems(opened.problems)).toEqual([]);
  }, TIMEOUT);
});
