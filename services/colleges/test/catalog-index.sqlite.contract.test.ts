import { openSqlite } from '@counsel/kit';
import { catalogMigrations } from '../src/adapters/sqlite/catalog-migrations.js';
import { SqliteCatalogIndex } from '../src/adapters/sqlite/catalog-sqlite-index.js';
import { catalogIndexContract } from './catalog-index.contract.js';

catalogIndexContract('sqlite', async () => {
  const index = new SqliteCatalogIndex(openSqlite(':memory:', 'colleges-catalog', catalogMigrations));
  return { index, close: () => index.close() };
});
