import { openSqlite, type Logger } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { ApplicationsStore } from '../ports/applications-store.js';
import { applicationsMigrations } from './sqlite/applications-migrations.js';
import { SqliteApplicationsStore } from './sqlite/sqlite-applications-store.js';

/** The lists' store: MongoDB when MONGODB_URL is set (mongoose is loaded only then), else `colleges.sqlite`. `dbName` is for tests. */
export async function openApplicationsStore(
  config: Pick<CollegesConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_colleges',
): Promise<ApplicationsStore> {
  if (config.MONGODB_URL) {
    const { MongoApplicationsStore } = await import('./mongo/mongo-applications-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoApplicationsStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteApplicationsStore(openSqlite(config.DATA_DIR, 'colleges', applicationsMigrations));
}
