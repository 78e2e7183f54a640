import type { Logger, ModuleContext } from '@counsel/kit';
import type { CollegesConfig } from '../config.js';
import type { CatalogReader } from '../ports/catalog-reader.js';
import type { Resolvers } from '../graphql/generated/resolvers-types.js';

/** The list half of the service: applications, curated deadlines, the board and calendar feeds. */
export interface ApplicationsApp {
  resolvers: Resolvers;
  ready(): boolean;
  close(): Promise<void>;
}

export async function startApplicationsApp(
  _config: CollegesConfig, _ctx: ModuleContext, _log: Logger, _catalog: CatalogReader,
): Promise<ApplicationsApp> {
  // Scaffold: the applications helper replaces this with the store, use cases and event consumers.
  return { resolvers: {}, ready: () => true, close: async () => {} };
}
