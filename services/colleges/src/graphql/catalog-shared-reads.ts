import { BREAK, getOperationAST, Kind, visit, type DocumentNode } from 'graphql';
import type { RequestContext, SharedReads } from '@counsel/kit';

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
    covers: (document, operationName) => onlyCatalogFields(document, operationName),
    scope: (ctx) => {
      if (!ctx.principal) return null;
      const revision = catalog.revision();
      return revision === null ? null : `catalog@${revision}`;
    },
  };
}

function onlyCatalogFields(document: DocumentNode, operationName: string | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  if (!operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CATALOG_FIELDS.has(s.name.value))) return false;
  let edited = false;
  visit(document, {
    Field(node) {
      if (!EDITED_FIELDS.has(node.name.value)) return undefined;
      edited = true;
      return BREAK;
    },
  });
  return !edited;
}
