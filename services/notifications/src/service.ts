import { defineService } from '@counsel/kit/server';
import { notificationsConfigSchema } from './config.js';
import { openNotificationsStore } from './adapters/open-adapters.js';
import { DistrictControl } from './application/control.js';
import { InboxService } from './application/inbox.service.js';
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
    return { store, ready: () => store.ready(), close: () => store.close() };
  },
  outbox: ({ store }) => store.outbox,
  build: ({ config, stores: { store } }) => {
    const control = new DistrictControl(store.control, {
      timeZone: config.NOTIFICATIONS_TIME_ZONE, digestHour: config.NOTIFICATIONS_DIGEST_HOUR, secret: config.NOTIFICATIONS_UNSUBSCRIBE_SECRET,
    });
    const inbox = new InboxService({ store, control });
    return {
      typeDefs: notificationsTypeDefs,
      resolvers: [rootResolvers(inbox)],
    };
  },
});
