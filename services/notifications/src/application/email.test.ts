import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects } from '@counsel/proto-events';
import { quietPeriod } from '../../../kit/test/support/eventually.js';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer.js';
import { admin, maya, profile, seedPeople, testNotifications, type TestNotifications } from '../../test/support/test-notifications.js';
import { bodyOf, headerOf, smtpSink } from '../../test/support/smtp-sink.js';

let sink: Awaited<ReturnType<typeof smtpSink>>;
let mailer: SmtpMailer;
let t: TestNotifications;
beforeAll(async () => {
  sink = await smtpSink();
  mailer = new SmtpMailer(sink.url, 'Counsel <no-reply@district.org>');
});
afterAll(async () => { await mailer.close(); await sink.close(); });
beforeEach(async () => {
  sink.received.length = 0;
  // 05:00 in Chicago: before the digest hour (07:00).
  t = await testNotifications({ now: '2026-11-20T11:00:00.000Z', mailer });
  await seedPeople(t);
});
afterEach(async () => { await t.close(); });

const deadlineList = (deadline: string) => ({
  studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: '2026-11-20T00:00:00.000Z',
  applications: [{
    applicationId: 'a-rice', collegeId: 'c-rice', collegeName: 'Rice University', city: 'Houston', state: 'TX', plan: 'ED' as const, status: 'in_progress' as const,
    deadline, missing: ['Essays', 'Test scores'], fit: { level: 'MATCH' as const, reason: 'SAT 1490 within the middle 50%' }, flags: [],
  }],
});

describe('email over a real local SMTP server', () => {
  it('sends the urgent at once with a one-click unsubscribe, and nothing of grades, scores or notes', async () => {
    await t.bus.publish(Subjects.collegesListChanged, deadlineList('2026-11-22')); // 2 days: urgent
    await t.inboxOf('u-maya', 1);
    await t.scheduler.tick();
    expect(sink.received).toHaveLength(1);
    const [mail] = sink.received;
    expect(mail.to).toEqual(['maya@students.district.org']);
    expect(headerOf(mail.raw, 'Subject')).toBe('Counsel: Rice University: deadline in 2 days (2026-11-22)');
    const unsubscribe = headerOf(mail.raw, 'List-Unsubscribe')!;
    expect(unsubscribe).toMatch(/^<https:\/\/counsel\.district\.org\/api\/notifications\/unsubscribe\?token=[^>]+>$/);
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const text = bodyOf(mail.raw);
    expect(text).toContain('Still missing: Essays, Test scores.');
    expect(text).toContain('https://counsel.district.org/student/my-colleges');
    // The text's stop link opens the portal's page, which asks before it acts; the header's URL is the API's.
    expect(text).toMatch(/Stop emails about application deadline reminders: https:\/\/counsel\.district\.org\/unsubscribe\?token=\S+/);
    // The profile (GPA 3.87, SAT 1490, ACT 33, rank) and the fit's reason travelled in events; none of it leaves by email.
    for (const secret of ['3.87', '1490', 'ACT', '4 of 310', 'middle 50%', 'MATCH']) expect(text).not.toContain(secret);
    expect((await t.store.inbox.page('u-maya', false, 10, 0)).items[0].emailState).toBe('sent');

    // The header's URL works once, with no sign-in, for that kind only.
    const token = decodeURIComponent(/token=([^>]+)>/.exec(unsubscribe)![1]);
    await expect(t.inbox.unsubscribe(token)).resolves.toEqual({ kind: 'DEADLINE_REMINDER' });
    expect((await t.inbox.preferences(maya)).find((p) => p.kind === 'DEADLINE_REMINDER')?.delivery).toBe('IN_APP');
  });

  it('sends one digest per person at the district hour, on a clock the test moves, never twice', async () => {
    await t.bus.publish(Subjects.collegesListChanged, deadlineList('2026-11-27')); // 7 days: digest
    await t.bus.publish(Subjects.counselingTaskChanged, {
      taskId: 'task-1', title: 'Ask Ms Lee for a letter', dueDate: '2026-11-30', applicationId: null, studentIds: ['st-maya'], change: 'assigned', at: '2026-11-20T11:00:00.000Z',
    });
    await t.inboxOf('u-maya', 2);
    await t.scheduler.tick();
    expect(sink.received).toHaveLength(0); // 05:00 local: not yet

    t.clock.now = new Date('2026-11-20T13:00:00.000Z'); // 07:00 in Chicago
    await t.scheduler.tick();
    await t.scheduler.tick();
    expect(sink.received).toHaveLength(1);
    const text = bodyOf(sink.received[0].raw);
    expect(headerOf(sink.received[0].raw, 'Subject')).toBe('Counsel: your daily summary for 2026-11-20 (2)');
    expect(text).toContain('Rice University: deadline in 7 days (2026-11-27)');
    expect(text).toContain('New task: Ask Ms Lee for a letter');
    expect(text.match(/\/unsubscribe\?token=/g)).toHaveLength(2); // one stop link per kind

    // A later notification waits for tomorrow's digest.
    await t.bus.publish(Subjects.lettersRequestChanged, {
      requestId: 'r-1', studentId: 'st-maya', studentUserId: 'u-maya', teacherUserId: 'u-daniel', teacherName: 'Daniel Okafor', applicationIds: [], state: 'accepted', waived: true, at: '2026-11-20T14:00:00.000Z',
    });
    await t.inboxOf('u-maya', 3);
    const toMaya = () => sink.received.filter((m) => m.to[0] === 'maya@students.district.org');
    t.clock.now = new Date('2026-11-20T22:00:00.000Z');
    await t.scheduler.tick();
    expect(toMaya()).toHaveLength(1);
    // Her counselor had nothing waiting at 07:00: told of the letter since, she gets her first digest at this pass.
    expect(sink.received.map((m) => m.to[0])).toEqual(['maya@students.district.org', 'priya@district.org']);
    t.clock.now = new Date('2026-11-21T13:05:00.000Z');
    await t.scheduler.tick();
    expect(toMaya()).toHaveLength(2);
    expect(bodyOf(toMaya()[1].raw)).toContain('Daniel Okafor accepted your letter request');
  });

  it('records a refusal with its reason for the admins, and sends nothing while email is paused', async () => {
    await t.bus.publish(Subjects.studentsProfileUpserted, { ...profile('st-maya', 'u-maya', 'school-a', 'Maya', 'u-priya', 'bounce@district.org') });
    await t.inbox.setEmailPaused(admin, true);
    await t.bus.publish(Subjects.counselingMeetingChanged, {
      meetingId: 'm-1', studentId: 'st-maya', counselorUserId: 'u-priya', counselorName: 'Priya N', startsAt: '2026-11-24T21:00:00.000Z', lengthMinutes: 30, change: 'cancelled', at: '2026-11-20T11:00:00.000Z',
    });
    await t.inboxOf('u-maya', 1);
    await t.scheduler.tick();
    await quietPeriod();
    expect(sink.received).toHaveLength(0);

    await t.inbox.setEmailPaused(admin, false);
    await t.scheduler.tick();
    const stats = await t.inbox.stats(admin, 7);
    expect(stats.emailPaused).toBe(false);
    expect(stats.days).toEqual([{ date: '2026-11-20', kind: 'MEETING_CANCELLED', inApp: 1, emailed: 0, failed: 1 }]);
    expect(stats.failures).toHaveLength(1);
    expect(stats.failures[0]).toMatchObject({ kind: 'MEETING_CANCELLED', at: '2026-11-20T11:00:00.000Z' });
    expect(stats.failures[0].reason).toMatch(/550/);
  });
});
