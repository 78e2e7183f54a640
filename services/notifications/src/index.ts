export { notificationsModule } from './service.js';
export { notificationsSdl, notificationsTypeDefs } from './graphql/schema.js';
export { NOTIFICATIONS_MESSAGES as notificationsRuleMessages } from './domain/messages.js';
