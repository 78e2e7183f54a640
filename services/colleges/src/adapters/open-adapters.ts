import { openSqlite, type Logger } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { ApplicationsStore } from '../ports/applications-store.js';
import type { CatalogIndex } from '../ports/catalog-index.js';
import { applicationsMigrations } from './sqlite/applications-migrations.js';
import { catalogMigrations } from './sqlite/catalog-migrations.js';
import { SqliteApplicationsStore } from './sqlite/sqlite-applications-store.js';
import { SqliteCatalogIndex } from './sqlite/catalog-sqlite-index.js';
import { CATALOG_DB_NAME, keepSnapshot, startFromSnapshot } from './sqlite/catalog-snapshots.js';

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
 * in the catalog's own file under DATA_DIR (the lists keep theirs, so the two never share migrations), started
 * from the copy kept of this catalog version when the data folder has none. `keepLoaded` keeps a copy of what
 * was just loaded for the next new data folder.
 */
export async function openCatalogIndex(config: CollegesConfig, log: Logger, catalogVersion: string): Promise<{ index: CatalogIndex; keepLoaded: () => void }> {
  if (config.ELASTICSEARCH_URL) {
    const { ElasticsearchCatalogIndex } = await import('./elasticsearch/elasticsearch-catalog-index.js');
    const index = await ElasticsearchCatalogIndex.connect({
      node: config.ELASTICSEARCH_URL, index: config.ELASTICSEARCH_COLLEGES_INDEX,
      username: config.ELASTICSEARCH_USERNAME, password: config.ELASTICSEARCH_PASSWORD, log,
    });
    return { index, keepLoaded: () => {} };
  }
  startFromSnapshot(config.DATA_DIR, catalogVersion, log);
  const db = openSqlite(config.DATA_DIR, CATALOG_DB_NAME, catalogMigrations);
  return { index: new SqliteCatalogIndex(db), keepLoaded: () => keepSnapshot(db, catalogVersion) };
}
