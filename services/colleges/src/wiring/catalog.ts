import type { Logger, RequestContext, SharedReads } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { CatalogReader } from '../ports/catalog-reader.js';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';
import { openCatalogIndex } from '../adapters/open-adapters.js';
import { catalogResolvers } from '../graphql/resolvers/catalog.js';
import { catalogSharedReads } from '../graphql/catalog-shared-reads.js';
import { fileSha256, SHIPPED_CATALOG_FILE } from '../application/catalog-file.js';
import { loadCatalog } from '../application/catalog-loader.js';
import { CatalogService } from '../application/catalog-service.js';

/** The catalog half of the service: search index, loader and use cases ("The college catalog"). */
export interface CatalogApp {
  reader: CatalogReader;
  resolvers: Resolvers;
  /** Searches and college reads, kept for in-process calls until the catalog is loaded again. */
  sharedReads: SharedReads<RequestContext>;
  /** The loaded catalog's revision; null while a load is under way or when another process loads it. */
  revision(): number | null;
  ready(): boolean;
  close(): Promise<void>;
}

/** Opens the index and loads the catalog file into it when it is empty or older, before serving. */
export async function startCatalogApp(config: CollegesConfig, log: Logger): Promise<CatalogApp> {
  const file = config.COLLEGES_CATALOG_FILE ?? SHIPPED_CATALOG_FILE;
  const { index, keepLoaded } = await openCatalogIndex(config, log, await fileSha256(file));
  try {
    if ((await loadCatalog(index, file, log)).loaded) keepLoaded();
  } catch (err) {
    await index.close();
    throw err;
  }
  const service = new CatalogService(index);
  return {
    reader: service,
    resolvers: catalogResolvers(service),
    sharedReads: catalogSharedReads(service),
    revision: () => service.revision(),
    ready: () => true,
    close: () => index.close(),
  };
}
