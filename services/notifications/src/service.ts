import { defineService } from '@counsel/kit/server';
import { notificationsConfigSchema } from './config.js';
import { openNotificationsStore } from './adapters/open-adapters.js';
import { openMailer } from './adapters/open-mailer.js';
import { DistrictControl } from './application/control.js';
import { EmailDelivery } from './application/email-delivery.js';
import { notificationHandlers } from './application/event-handlers.js';
import { InboxService } from './application/inbox.service.js';
import { Notifier } from './application/notifier.js';
import { NotificationsRecordsService } from './application/records.service.js';
import { Reminders } from './application/reminders.js';
import { NotificationScheduler } from './application/scheduler.js';
import { notificationsTypeDefs } from './graphql/schema.js';
import { rootResolvers } from './graphql/resolvers/root.js';

/** Notifications: rules over the other services' events, the in-app inbox, email (now or in a daily digest). */
export const notificationsModule = defineService({
  name: 'notifications',
  dependsOn: ['identity'],
  config: notificationsConfigSchema,
  port: (config) => config.NOTIFICATIONS_PORT,
  openStores: async (config, log) => {
    const store = await openNotificationsStore(config, log);
    const mailer = await openMailer(config, log);
    return { store, mailer, ready: () => store.ready(), close: async () => { await mailer?.close(); await store.close(); } };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store, mailer }, log }) => {
    const control = new DistrictControl(store.control, {
      timeZone: config.NOTIFICATIONS_TIME_ZONE, digestHour: config.NOTIFICATIONS_DIGEST_HOUR, secret: config.NOTIFICATIONS_UNSUBSCRIBE_SECRET,
    });
    const delivery = mailer && config.PUBLIC_URL ? new EmailDelivery({ store, mailer, control, publicUrl: config.PUBLIC_URL, log }) : null;
    let scheduler: NotificationScheduler | null = null;
    // An urgent email goes with the next round at once rather than at the next tick.
    const notifier = new Notifier({ store, log, emailEnabled: delivery !== null, onUrgent: () => { void scheduler?.tick().catch((err: unknown) => log.warn({ err }, 'notification round failed')); } });
    const reminders = new Reminders({ store, notifier });
    scheduler = new NotificationScheduler({ store, control, reminders, delivery, log });
    const passes = scheduler;
    return {
      typeDefs: notificationsTypeDefs,
      resolvers: [rootResolvers(new InboxService({ store, control }))],
      subscriptions: notificationHandlers({ store, notifier, reminders, control }),
      recordParticipant: new NotificationsRecordsService({ store }),
      start: async () => { await passes.tick(); },
      every: [{ ms: config.NOTIFICATIONS_PASS_MS, run: async () => { await passes.tick(); }, what: 'notification passes' }],
    };
  },
});
