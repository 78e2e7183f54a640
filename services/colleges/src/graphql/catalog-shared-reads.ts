import { selectsOnly, type RequestContext, type SharedReads } from '@counsel/kit';

/** The catalog's own root fields (and the type name any query may ask). */
const CATALOG_FIELDS = new Set(['colleges', 'college', '__typename']);
/**
 * Curated deadlines are edited by staff at any time, possibly in another process of the service: an operation that
 * reads them is never kept.
 */
const EDITED_FIELDS = new Set(['deadlines']);

/**
 * Catalog searches and college reads answer the same for every signed-in caller, whatever the role or school
 * (CatalogService: `requireUser` only), and change only when the catalog is loaded again. The in-process executor
 * keeps their answers by the catalog's revision; a caller who is not signed in, or a catalog being loaded, runs the
 * resolvers as usual (and is refused there).
 */
export function catalogSharedReads(catalog: { revision(): number | null }): SharedReads<RequestContext> {
  return {
    covers: (document, operationName) => selectsOnly(document, operationName, CATALOG_FIELDS, EDITED_FIELDS),
    scope: (ctx) => {
      if (!ctx.principal) return null;
      const revision = catalog.revision();
      return revision === null ? null : `catalog@${revision}`;
    },
  };
}
