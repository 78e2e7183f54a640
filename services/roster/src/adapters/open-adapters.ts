import { openSqlite, type Logger } from '@counsel/kit';
import type { RosterConfig } from '../config.js';
import type { RosterStore } from '../ports/roster-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteRosterStore } from './sqlite/sqlite-roster-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else the service's own SQLite file. `dbName` is for tests. */
export async function openRosterStore(
  config: Pick<RosterConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_roster',
): Promise<RosterStore> {
  if (config.MONGODB_URL) {
    const { MongoRosterStore } = await import('./mongo/mongo-roster-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoRosterStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteRosterStore(openSqlite(config.DATA_DIR, 'roster', migrations));
}
