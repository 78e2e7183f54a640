import { openSqlite, type Logger } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { ApplicationsStore } from '../ports/applications-store.js';
import type { CatalogIndex } from '../ports/catalog-index.js';
import { applicationsMigrations } from './sqlite/applications-migrations.js';
import { catalogMigrations } from './sqlite/catalog-migrations.js';
import { SqliteApplicationsStore } from './sqlite/sqlite-applications-store.js';
import { SqliteCatalogIndex } from './sqlite/catalog-sqlite-index.js';

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

/**
 * The catalog's index: Elasticsearch when ELASTICSEARCH_URL is set (imported only then), else SQLite FTS5
 * in the catalog's own file under DATA_DIR (the lists keep theirs, so the two never share migrations).
 */
export async function openCatalogIndex(config: CollegesConfig, log: Logger): Promise<CatalogIndex> {
  if (config.ELASTICSEARCH_URL) {
    const { ElasticsearchCatalogIndex } = await import('./elasticsearch/elasticsearch-catalog-index.js');
    return ElasticsearchCatalogIndex.connect({
      node: config.ELASTICSEARCH_URL, index: config.ELASTICSEARCH_COLLEGES_INDEX,
      username: config.ELASTICSEARCH_USERNAME, password: config.ELASTICSEARCH_PASSWORD, log,
    });
  }
  return new SqliteCatalogIndex(openSqlite(config.DATA_DIR, 'colleges-catalog', catalogMigrations));
}
