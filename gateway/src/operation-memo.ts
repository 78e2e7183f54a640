import { createRequire } from 'node:module';
import type { DefinitionNode, DocumentNode } from 'graphql';
import { BoundedCache } from '@counsel/kit';

interface OperationsModule {
  operationFromDocument: (schema: object, document: DocumentNode, options?: { operationName?: string; validate?: boolean }) => object;
}

interface Memo { definitions: readonly DefinitionNode[]; operation: object }

let installed = false;

/**
 * @apollo/gateway rebuilds its own model of the operation (`operationFromDocument`) on every request to shape the
 * answer, though the query plan beside it is cached: measured at 7% of a read's CPU. Apollo Server hands the
 * gateway the same parsed nodes for the same operation text (its document cache), so the model built for those
 * nodes is kept and reused while they live. The gateway only reads that model (response shaping), never changes it.
 * Calls of any other shape (the query planner's, with an operation name or validation) are passed through as they are.
 */
export function memoizeGatewayOperations(maxEntries = 1_000) {
  if (installed) return;
  const fromGateway = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'));
  const operations = fromGateway('@apollo/federation-internals/dist/operations.js') as OperationsModule;
  const build = operations.operationFromDocument;
  // Per schema (a new supergraph starts afresh); within one, least recently used out first, so any number of texts stays bounded.
  const bySchema = new WeakMap<object, BoundedCache<DefinitionNode, Memo>>();
  operations.operationFromDocument = (schema, document, options) => {
    const first = document.definitions[0];
    const cacheable = options?.validate === false && options.operationName === undefined && first?.kind === 'OperationDefinition';
    if (!cacheable) return build(schema, document, options);
    let memos = bySchema.get(schema);
    if (!memos) bySchema.set(schema, (memos = new BoundedCache(maxEntries)));
    const hit = memos.get(first);
    // The same operation node with the very same fragment nodes: the same document.
    if (hit && sameNodes(hit.definitions, document.definitions)) return hit.operation;
    const operation = build(schema, document, options);
    memos.set(first, { definitions: [...document.definitions], operation });
    return operation;
  };
  installed = true;
}

function sameNodes(a: readonly DefinitionNode[], b: readonly DefinitionNode[]) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
