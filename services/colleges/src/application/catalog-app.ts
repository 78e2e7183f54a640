import type { Logger } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { CatalogReader } from '../ports/catalog-reader.js';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';

/** The catalog half of the service: search index, loader and use cases (issue 18, "The college catalog"). */
export interface CatalogApp {
  reader: CatalogReader;
  resolvers: Resolvers;
  ready(): boolean;
  close(): Promise<void>;
}

export async function startCatalogApp(_config: CollegesConfig, _log: Logger): Promise<CatalogApp> {
  // Scaffold: the catalog helper replaces this with the real index and loader.
  return {
    reader: { get: async () => null, getMany: async () => new Map() },
    resolvers: {},
    ready: () => true,
    close: async () => {},
  };
}
