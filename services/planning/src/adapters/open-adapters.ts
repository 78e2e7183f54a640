import { openSqlite, type Logger } from '@counsel/kit';
import type { PlanningConfig } from '../config.js';
import type { PlanningStore } from '../ports/planning-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqlitePlanningStore } from './sqlite/sqlite-planning-store.js';

/** MongoDB when MONGODB_URL is set (mongoose is loaded only then), else `planning.sqlite`. `dbName` is for tests. */
export async function openPlanningStore(
  config: Pick<PlanningConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_planning',
): Promise<PlanningStore> {
  if (config.MONGODB_URL) {
    const { MongoPlanningStore } = await import('./mongo/mongo-planning-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoPlanningStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqlitePlanningStore(openSqlite(config.DATA_DIR, 'planning', migrations));
}
