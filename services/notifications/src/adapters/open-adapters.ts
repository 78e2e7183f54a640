import { openSqlite, type Logger } from '@counsel/kit';
import type { NotificationsConfig } from '../config.js';
import type { NotificationsStore } from '../ports/notifications-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteNotificationsStore } from './sqlite/sqlite-notifications-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else `notifications.sqlite`. `dbName` is for tests. */
export async function openNotificationsStore(
  config: Pick<NotificationsConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_notifications',
): Promise<NotificationsStore> {
  if (config.MONGODB_URL) {
    const { MongoNotificationsStore } = await import('./mongo/mongo-notifications-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoNotificationsStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteNotificationsStore(openSqlite(config.DATA_DIR, 'notifications', migrations));
}
