import { pino } from 'pino';
import { OutboxEvents, openSqlite, subscribeAll, type Principal } from '@counsel/kit';
import { recordParticipantWiring } from '@counsel/kit/server';
import type { ProfileUpserted } from '@counsel/proto-events';
import { Subjects } from '@counsel/proto-events';
import { OutageBus } from '../../../kit/test/support/outage-bus.js';
import { until } from '../../../kit/test/support/eventually.js';
import { migrations } from '../../src/adapters/sqlite/migrations.js';
import { SqliteNotificationsStore } from '../../src/adapters/sqlite/sqlite-notifications-store.js';
import { DistrictControl } from '../../src/application/control.js';
import { EmailDelivery } from '../../src/application/email-delivery.js';
import { notificationHandlers } from '../../src/application/event-handlers.js';
import { InboxService } from '../../src/application/inbox.service.js';
import { Notifier } from '../../src/application/notifier.js';
import { NotificationsRecordsService } from '../../src/application/records.service.js';
import { Reminders } from '../../src/application/reminders.js';
import { NotificationScheduler } from '../../src/application/scheduler.js';
import type { Mailer } from '../../src/ports/mailer.js';

export const log = pino({ level: 'silent' });
export const SECRET = 'test-unsubscribe-secret';

export const principal = (userId: string, role: Principal['role'], schoolIds?: string[]): Principal => ({
  userId, email: `${userId}@example.org`, firstName: null, lastName: null, role, sessionId: `s-${userId}`, ...(schoolIds ? { schoolIds } : {}),
});

/** School A: Maya (counselor Priya), Jordan; school B: Bea (counselor Carl). An admin, a teacher, a stranger student. */
export const admin = principal('u-admin', 'admin');
export const priya = principal('u-priya', 'counselor', ['school-a']);
export const carl = principal('u-carl', 'counselor', ['school-b']);
export const daniel = principal('u-daniel', 'teacher', ['school-a']);
export const maya = principal('u-maya', 'student');
export const bea = principal('u-bea', 'student');

export function profile(studentId: string, userId: string, schoolId: string, firstName: string, counselorUserId: string | null, email: string | null): ProfileUpserted {
  return {
    studentId, userId, schoolId, status: 'active', counselorUserId,
    profile: {
      firstName, lastName: 'Tester', email, dateOfBirth: null, siblings: null, gpa: 3.87, satScore: 1490, actScore: 33, classRank: '4 of 310',
      grade: '12', highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
      internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: '2026-11-01T00:00:00.000Z',
    },
  };
}

/** The notifications service's parts on real SQLite in memory and the in-memory durable bus, with a clock the test sets. */
export async function testNotifications(o: { now?: string; mailer?: Mailer; timeZone?: string; holder?: string; dataDir?: string } = {}) {
  const bus = await OutageBus.open();
  const store = new SqliteNotificationsStore(openSqlite(o.dataDir ?? ':memory:', 'notifications', migrations));
  const clock = { now: new Date(o.now ?? '2026-11-20T15:00:00.000Z') };
  const now = () => clock.now;
  const events = new OutboxEvents(store.outbox, bus, log, () => 50);
  const control = new DistrictControl(store.control, { timeZone: o.timeZone ?? 'America/Chicago', digestHour: 7, secret: SECRET });
  const delivery = o.mailer ? new EmailDelivery({ store, mailer: o.mailer, control, publicUrl: 'https://counsel.district.org', log }) : null;
  const notifier = new Notifier({ store, log, emailEnabled: delivery !== null, now });
  const reminders = new Reminders({ store, notifier });
  const scheduler = new NotificationScheduler({ store, control, reminders, delivery, log, now, holder: o.holder });
  const records = new NotificationsRecordsService({ store });
  const participant = recordParticipantWiring('notifications', records, events, log);
  const subs = await subscribeAll(bus, [...notificationHandlers({ store, notifier, reminders, control, now }), ...participant.subscriptions]);
  const inbox = new InboxService({ store, control, now });
  return {
    bus, store, clock, control, delivery, notifier, reminders, scheduler, records, participant, inbox, events,
    /** Waits until `userId` has `n` notifications (and returns them, newest first). */
    async inboxOf(userId: string, n: number) {
      await until(`${n} notification(s) for ${userId}`, () => store.inbox.page(userId, false, 100, 0), (p) => p.total >= n);
      return (await store.inbox.page(userId, false, 100, 0)).items;
    },
    close: async () => {
      for (const s of subs) await s.stop();
      await events.close(); await bus.close(); await store.close();
    },
  };
}
export type TestNotifications = Awaited<ReturnType<typeof testNotifications>>;

/** The guardians linked to a student as this service keeps them (in force or not: consent is weighed on the day). */
export const linkedGuardians = async (t: TestNotifications, studentUserId: string) =>
  (await t.store.directory.guardianLinksOf([studentUserId])).map((l) => l.guardianUserId);

/** Everyone above, as their services announce them. */
export async function seedPeople(t: TestNotifications) {
  const { bus } = t;
  for (const [u, role, schools] of [[admin, 'admin', null], [priya, 'counselor', ['school-a']], [carl, 'counselor', ['school-b']], [daniel, 'teacher', ['school-a']]] as const) {
    await bus.publish(Subjects.identityUserCreated, { userId: u.userId, email: `${u.userId.slice(2)}@district.org`, role, createdBy: null, firstName: u.userId.slice(2), lastName: 'Staff' });
    if (schools) await bus.publish(Subjects.rosterStaffAssigned, { userId: u.userId, schoolIds: [...schools] });
  }
  await bus.publish(Subjects.studentsProfileUpserted, profile('st-maya', 'u-maya', 'school-a', 'Maya', 'u-priya', 'maya@students.district.org'));
  await bus.publish(Subjects.studentsProfileUpserted, profile('st-bea', 'u-bea', 'school-b', 'Béatrice', 'u-carl', 'bea@students.district.org'));
  await until('people', () => t.store.directory.recipients(['u-admin', 'u-priya', 'u-carl', 'u-daniel', 'u-maya', 'u-bea']), (r) =>
    r.length === 6 && r.every((x) => x.role !== null && (x.role === 'admin' || x.role === 'student' || x.schoolIds !== null)));
  await until('students', () => t.store.directory.students(['st-maya', 'st-bea']), (s) => s.length === 2);
}
