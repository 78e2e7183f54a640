import { openSqlite, type Logger } from '@counsel/kit';
import type { SettingsConfig } from '../config.js';
import type { SettingStore } from '../ports/setting-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteSettingStore } from './sqlite/sqlite-setting-store.js';

export interface SettingsStores {
  store: SettingStore;
  ready(): boolean;
  close(): Promise<void>;
}

/** MongoDB when MONGODB_URL is set, else the service's own SQLite file. `dbName` is for tests. */
export async function openSettingsStores(
  config: Pick<SettingsConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_settings',
): Promise<SettingsStores> {
  if (config.MONGODB_URL) {
    // Imported on demand: embedded mode never loads the MongoDB driver.
    const { settingsModels } = await import('./mongo/models.js');
    const { MongoSettingStore } = await import('./mongo/mongo-setting-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    const conn = await connectMongo(config.MONGODB_URL, dbName, log);
    const m = settingsModels(conn);
    await m.changes.init();
    return { store: new MongoSettingStore(m), ready: () => conn.readyState === 1, close: () => conn.close() };
  }
  const db = openSqlite(config.DATA_DIR, 'settings', migrations);
  return { store: new SqliteSettingStore(db), ready: () => db.open, close: async () => { db.close(); } };
}
