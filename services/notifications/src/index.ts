export { notificationsModule } from './service.js';
export { notificationsSdl, notificationsTypeDefs } from './graphql/schema.js';
export { NOTIFICATIONS_MESSAGES as notificationsRuleMessages } from './domain/messages.js';
// For bench/notifications.bench.mjs, which seeds a district straight into the store and runs the passes on it.
export { SqliteNotificationsStore } from './adapters/sqlite/sqlite-notifications-store.js';
export { migrations as notificationsSqliteMigrations } from './adapters/sqlite/migrations.js';
export { SmtpMailer } from './adapters/smtp/smtp-mailer.js';
export { DistrictControl } from './application/control.js';
export { EmailDelivery } from './application/email-delivery.js';
export { Notifier } from './application/notifier.js';
export { Reminders } from './application/reminders.js';
