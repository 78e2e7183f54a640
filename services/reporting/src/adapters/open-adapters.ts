import { openSqlite, type Logger } from '@counsel/kit';
import type { ReportingConfig } from '../config.js';
import type { ReportingStore } from '../ports/reporting-store.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteReportingStore } from './sqlite/sqlite-reporting-store.js';

/**
 * `reporting.sqlite` under DATA_DIR. The read model is rebuilt from the event log, so a replica keeps its own copy
 * (no MongoDB adapter: a district runs one replica, on a volume, as planning does).
 */
export async function openReportingStore(config: Pick<ReportingConfig, 'DATA_DIR'>, log: Logger): Promise<ReportingStore> {
  log.debug('reporting read model on SQLite');
  return new SqliteReportingStore(openSqlite(config.DATA_DIR, 'reporting', migrations));
}
