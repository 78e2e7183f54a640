import { openSqlite, type Logger } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { CatalogIndex } from '../ports/catalog-index.js';
import { catalogMigrations } from './sqlite/catalog-migrations.js';
import { SqliteCatalogIndex } from './sqlite/catalog-sqlite-index.js';

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
