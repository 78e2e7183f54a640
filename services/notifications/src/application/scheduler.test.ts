import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { until } from '../../../kit/test/support/eventually.js';
import { openSqlite } from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { migrations } from '../adapters/sqlite/migrations.js';
import { SqliteNotificationsStore } from '../adapters/sqlite/sqlite-notifications-store.js';
import { SmtpMailer } from '../adapters/smtp/smtp-mailer.js';
import { DistrictControl } from './control.js';
import { EmailDelivery } from './email-delivery.js';
import { Notifier } from './notifier.js';
import { Reminders } from './reminders.js';
import { NotificationScheduler } from './scheduler.js';
import { log, SECRET, seedPeople, testNotifications } from '../../test/support/test-notifications.js';
import { smtpSink } from '../../test/support/smtp-sink.js';

let sink: Awaited<ReturnType<typeof smtpSink>>;
let dir: string;
beforeAll(async () => {
  sink = await smtpSink();
  dir = mkdtempSync(path.join(tmpdir(), 'notifications-replicas-'));
});
afterAll(async () => { await sink.close(); rmSync(dir, { recursive: true, force: true }); });

describe('two replicas on one store', () => {
  it('send each digest and each urgent email once, however their passes overlap', async () => {
    const mailer = new SmtpMailer(sink.url, 'Counsel <no-reply@district.org>');
    const t = await testNotifications({ now: '2026-11-20T11:00:00.000Z', mailer, dataDir: dir, holder: 'replica-1' });
    // The second replica: its own connection to the same database, its own scheduler, the same clock.
    const store2 = new SqliteNotificationsStore(openSqlite(dir, 'notifications', migrations));
    const control2 = new DistrictControl(store2.control, { timeZone: 'America/Chicago', digestHour: 7, secret: SECRET });
    const delivery2 = new EmailDelivery({ store: store2, mailer, control: control2, publicUrl: 'https://counsel.district.org', log });
    const notifier2 = new Notifier({ store: store2, log, emailEnabled: true, now: () => t.clock.now });
    const second = new NotificationScheduler({
      store: store2, control: control2, reminders: new Reminders({ store: store2, notifier: notifier2 }), delivery: delivery2, log, now: () => t.clock.now, holder: 'replica-2',
    });
    try {
      await seedPeople(t);
      await t.bus.publish(Subjects.collegesListChanged, {
        studentId: 'st-maya', studentUserId: 'u-maya', updatedAt: '2026-11-20T00:00:00.000Z',
        applications: [
          { applicationId: 'a-1', collegeId: 'c-1', collegeName: 'Rice', city: null, state: null, plan: 'RD', status: 'planning', deadline: '2026-11-27', missing: [], fit: { level: 'UNKNOWN', reason: '' }, flags: [] },
          { applicationId: 'a-2', collegeId: 'c-2', collegeName: 'Reed', city: null, state: null, plan: 'RD', status: 'planning', deadline: '2026-11-22', missing: [], fit: { level: 'UNKNOWN', reason: '' }, flags: [] },
        ],
      });
      await t.inboxOf('u-maya', 2);
      t.clock.now = new Date('2026-11-20T13:30:00.000Z'); // 07:30 in Chicago: the urgent and the digest are both due
      const rounds = await Promise.all([t.scheduler.tick(), second.tick(), t.scheduler.tick(), second.tick()]);
      expect(rounds.filter(Boolean).length).toBeGreaterThanOrEqual(1);
      await Promise.all([t.scheduler.tick(), second.tick()]);
      expect(sink.received.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual([
        'Counsel: Reed: deadline in 2 days (2026-11-22)', 'Counsel: your daily summary for 2026-11-20 (1)',
      ]);
    } finally {
      await mailer.close();
      await store2.close();
      await t.close();
    }
  });
});

describe("the district's time zone and digest hour", () => {
  it('follow the settings service: the digest goes out at the new local hour', async () => {
    const mailer = new SmtpMailer(sink.url, 'Counsel <no-reply@district.org>');
    sink.received.length = 0;
    const t = await testNotifications({ now: '2026-11-20T09:00:00.000Z', mailer, timeZone: 'UTC' });
    try {
      await seedPeople(t);
      await t.bus.publish(Subjects.settingsSettingChanged, { key: 'district_time_zone', actorId: 'u-admin', actorEmail: 'a@x.org', value: 'Asia/Tokyo' });
      await t.bus.publish(Subjects.settingsSettingChanged, { key: 'notification_digest_hour', actorId: 'u-admin', actorEmail: 'a@x.org', value: '19' });
      await t.bus.publish(Subjects.settingsSettingChanged, { key: 'chatbot_system_prompt', actorId: 'u-admin', actorEmail: 'a@x.org' });
      await until('settings taken in', () => t.control.time(), (x) => x.timeZone === 'Asia/Tokyo' && x.digestHour === 19);
      await t.bus.publish(Subjects.counselingTaskChanged, {
        taskId: 'task-1', title: 'Essay', dueDate: '2026-12-01', applicationId: null, studentIds: ['st-maya'], change: 'assigned', at: '2026-11-20T09:00:00.000Z',
      });
      await t.inboxOf('u-maya', 1);
      t.clock.now = new Date('2026-11-20T09:59:00.000Z'); // 18:59 in Tokyo
      await t.scheduler.tick();
      expect(sink.received).toHaveLength(0);
      t.clock.now = new Date('2026-11-20T10:00:00.000Z'); // 19:00 in Tokyo
      await t.scheduler.tick();
      expect(sink.received.map((m) => m.raw.match(/^Subject: (.*)$/m)?.[1])).toEqual(['Counsel: your daily summary for 2026-11-20 (1)']);
    } finally {
      await mailer.close();
      await t.close();
    }
  });
});
