import { openSqlite } from '@counsel/kit';
import { outcomeHistoryMigrations } from '../src/adapters/sqlite/outcome-history-migrations.js';
import { SqliteOutcomeHistory } from '../src/adapters/sqlite/sqlite-outcome-history.js';
import { describeOutcomeHistoryContract } from './outcome-history.contract.js';

describeOutcomeHistoryContract('SQLite', async () => new SqliteOutcomeHistory(openSqlite(':memory:', 'reporting-history', outcomeHistoryMigrations)));
