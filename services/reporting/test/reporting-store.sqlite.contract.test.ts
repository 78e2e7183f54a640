import { openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteReportingStore } from '../src/adapters/sqlite/sqlite-reporting-store.js';
import { describeReportingStoreContract } from './reporting-store.contract.js';

describeReportingStoreContract('SQLite', async () => new SqliteReportingStore(openSqlite(':memory:', 'reporting', migrations)));
