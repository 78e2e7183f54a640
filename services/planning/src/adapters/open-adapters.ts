import { openSqlite, type Logger } from '@counsel/kit';
import type { PlanningConfig } from '../config.js';
import type { PlanningStore } from '../ports/planning-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqlitePlanningStore } from './sqlite/sqlite-planning-store.js';

/**
 * `planning.sqlite` under DATA_DIR. The planning store has no MongoDB adapter yet: with MONGODB_URL set the service
 * still keeps its data in SQLite under DATA_DIR, which a distributed deployment must give a volume.
 */
export async function openPlanningStore(config: Pick<PlanningConfig, 'DATA_DIR'>, _log: Logger): Promise<PlanningStore> {
  return new SqlitePlanningStore(openSqlite(config.DATA_DIR, 'planning', migrations));
}
