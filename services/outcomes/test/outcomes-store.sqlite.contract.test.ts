import { openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteOutcomesStore } from '../src/adapters/sqlite/sqlite-outcomes-store.js';
import { describeOutcomesStoreContract } from './outcomes-store.contract.js';

describeOutcomesStoreContract('SQLite', async () => new SqliteOutcomesStore(openSqlite(':memory:', 'outcomes', migrations)));
