import { openSqlite, type Logger } from '@counsel/kit';
import type { ReportingConfig } from '../config.js';
import type { OutcomeHistory } from '../ports/outcome-history.js';
import type { ReportingStore } from '../ports/reporting-store.js';
import { outcomeHistoryMigrations } from './sqlite/outcome-history-migrations.js';
import { migrations } from './sqlite/migrations.js';
import { SqliteOutcomeHistory } from './sqlite/sqlite-outcome-history.js';
import { SqliteReportingStore } from './sqlite/sqlite-reporting-store.js';

/**
 * MongoDB when MONGODB_URL is set (mongoose is loaded only then): the replicas share one read model and the
 * consumers. Else `reporting.sqlite` under DATA_DIR. `dbName` is for tests.
 */
export async function openReportingStore(
  config: Pick<ReportingConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_reporting',
): Promise<ReportingStore> {
  if (config.MONGODB_URL) {
    const { MongoReportingStore } = await import('./mongo/mongo-reporting-store.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoReportingStore.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  log.debug('reporting read model on SQLite');
  return new SqliteReportingStore(openSqlite(config.DATA_DIR, 'reporting', migrations));
}

/**
 * The history of past classes (its own port, from outcomes' events): MongoDB when MONGODB_URL is set (mongoose is
 * loaded only then), else `reporting-history.sqlite` beside the read model. `dbName` is for tests.
 */
export async function openOutcomeHistory(
  config: Pick<ReportingConfig, 'MONGODB_URL' | 'DATA_DIR'>, log: Logger, dbName = 'counsel_reporting_history',
): Promise<OutcomeHistory> {
  if (config.MONGODB_URL) {
    const { MongoOutcomeHistory } = await import('./mongo/mongo-outcome-history.js');
    const { connectMongo } = await import('@counsel/kit/mongo');
    return MongoOutcomeHistory.open(await connectMongo(config.MONGODB_URL, dbName, log));
  }
  return new SqliteOutcomeHistory(openSqlite(config.DATA_DIR, 'reporting-history', outcomeHistoryMigrations));
}
