import { openSqlite } from '@counsel/kit';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteSearchIndex } from '../src/adapters/sqlite/sqlite-search-index.js';
import { searchIndexContract } from './search-index.contract.js';

searchIndexContract('sqlite-fts5', async () => {
  const db = openSqlite(':memory:', 'knowledge', migrations);
  const index = new SqliteSearchIndex(db);
  return { index, close: async () => { await index.close(); db.close(); } };
});
