import { ConfigError, openSqlite, type Logger } from '@counsel/kit';
import type { NotificationsConfig } from '../config.js';
import type { NotificationsStore } from '../ports/notifications-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteNotificationsStore } from './sqlite/sqlite-notifications-store.js';

/** MongoDB when MONGODB_URL is set, else `notifications.sqlite`. */
export async function openNotificationsStore(config: Pick<NotificationsConfig, 'MONGODB_URL' | 'DATA_DIR'>, _log: Logger): Promise<NotificationsStore> {
  if (config.MONGODB_URL) throw new ConfigError('The notifications service has no MongoDB store yet');
  return new SqliteNotificationsStore(openSqlite(config.DATA_DIR, 'notifications', migrations));
}
