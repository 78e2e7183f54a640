import { openSqlite, type Logger } from '@counsel/kit';
import type { OutcomesConfig } from '../config.js';
import type { OutcomesStore } from '../ports/outcomes-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteOutcomesStore } from './sqlite/sqlite-outcomes-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else `outcomes.sqlite`. `dbName` is for tests. */
export async function openOutcomesStore(
  config: Pick<OutcomesConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_outcomes',
): Promise<OutcomesStore> {
  if (config.MONGODB_URL) {
    const { MongoOutcomesStore } = await import('./mongo/mongo-outcomes-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoOutcomesStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteOutcomesStore(openSqlite(config.DATA_DIR, 'outcomes', migrations));
}
