import { openSqlite, type Logger } from '@counsel/kit';
import type { LettersConfig } from '../config.js';
import type { LettersStore } from '../ports/letters-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteLettersStore } from './sqlite/sqlite-letters-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else `letters.sqlite`. `dbName` is for tests. */
export async function openLettersStore(config: Pick<LettersConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_letters'): Promise<LettersStore> {
  if (config.MONGODB_URL) {
    const { MongoLettersStore } = await import('./mongo/mongo-letters-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoLettersStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteLettersStore(openSqlite(config.DATA_DIR, 'letters', migrations));
}
