import { openSqlite, type Logger } from '@counsel/kit';
import type { CounselingConfig } from '../config.js';
import type { CounselingStore } from '../ports/counseling-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteCounselingStore } from './sqlite/sqlite-counseling-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else `counseling.sqlite`. `dbName` is for tests. */
export async function openCounselingStore(
  config: Pick<CounselingConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_counseling',
): Promise<CounselingStore> {
  if (config.MONGODB_URL) {
    const { MongoCounselingStore } = await import('./mongo/mongo-counseling-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoCounselingStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteCounselingStore(openSqlite(config.DATA_DIR, 'counseling', migrations));
}
