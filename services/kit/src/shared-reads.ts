import { BREAK, getOperationAST, Kind, visit, type DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Reads whose answer is the same for every caller a service admits (a catalog), until the data under them changes.
 * The service says which operations those are and what of the caller and of its data the answer depends on;
 * the in-process executor then keeps each answer and hands it out again instead of resolving every field.
 */
export interface SharedReads<TContext> {
  /**
   * Whether this operation (read once per parsed document) selects only such reads. 'copies': it does, but its
   * answer holds entity references another subgraph completes (the gateway merges their fields into the answer), so
   * each caller is handed its own copy of the kept answer rather than the kept, frozen one.
   */
  covers(document: DocumentNode, operationName: string | undefined): boolean | 'copies';
  /**
   * The part of the key that is not the operation and its variables: who may read (the service's own
   * authorization rule, applied here because a kept answer skips the resolvers) and which state of the data.
   * null when the call must run as usual: a caller the rule refuses, or data in the middle of a change.
   */
  scope(context: TContext, document: DocumentNode, operationName: string | undefined): string | null;
}

/**
 * Several services' kinds of shared reads in one (a service has one executor): an operation is shared when one of
 * them covers it, and is then scoped by the first that does.
 */
export function anySharedReads<TContext>(...kinds: readonly SharedReads<TContext>[]): SharedReads<TContext> {
  const owner = new WeakMap<DocumentNode, Map<string | undefined, SharedReads<TContext> | null>>();
  const ownerOf = (document: DocumentNode, operationName: string | undefined) => {
    let byName = owner.get(document);
    if (!byName) owner.set(document, (byName = new Map()));
    let found = byName.get(operationName);
    if (found === undefined) byName.set(operationName, (found = kinds.find((k) => k.covers(document, operationName)) ?? null));
    return found;
  };
  return {
    covers: (document, operationName) => ownerOf(document, operationName)?.covers(document, operationName) ?? false,
    scope: (context, document, operationName) => ownerOf(document, operationName)?.scope(context, document, operationName) ?? null,
  };
}

/**
 * Whether an operation is a query whose root fields are all among `roots` (the type name aside) and that selects
 * none of `never` at any depth: the fields whose answer depends on more than the service's scope says (another
 * store, the access log) or that another subgraph completes (entity references the gateway merges into).
 */
export function selectsOnly(document: DocumentNode, operationName: string | undefined, roots: ReadonlySet<string>, never: ReadonlySet<string>) {
  const operation = getOperationAST(document, operationName);
  if (operation?.operation !== 'query') return false;
  const rootsOk = operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && (roots.has(s.name.value) || s.name.value === '__typename'));
  if (!rootsOk) return false;
  let refused = false;
  visit(document, {
    Field(node) {
      if (!never.has(node.name.value)) return undefined;
      refused = true;
      return BREAK;
    },
  });
  return !refused;
}

/**
 * Who a reader is, as far as any service's authorization rule can tell (kit access.ts): the account, its role, the
 * schools it is assigned to and a guardian's students. Part of a per-reader scope: two readers with the same key are
 * allowed and refused exactly the same reads.
 */
export function readerKey(p: { userId: string; role: string | null; schoolIds?: readonly string[] | null; studentUserIds?: readonly string[] | null }) {
  return JSON.stringify([p.userId, p.role, p.schoolIds ?? null, p.studentUserIds ?? null]);
}

/** The kept answers' data and root values, so a caller can tell an answer it may keep what it made of. */
const keptValues = new WeakSet<object>();

/**
 * Whether this value is (part of) a kept shared answer: frozen, and the very same object for as long as the answer
 * is kept, so what a caller derives from it alone (the gateway's shaping of it) may be kept beside it.
 */
export function isSharedAnswer(value: unknown): boolean {
  return typeof value === 'object' && value !== null && keptValues.has(value);
}

/**
 * Kept answers, by scope, operation text and variables; the least used go first, so any traffic stays bounded.
 * An answer is handed out as it was kept, deeply frozen: a caller that tried to change it (the gateway merging
 * another subgraph's fields into it) would fail at once rather than change what the next caller reads.
 */
export class SharedReadCache {
  private readonly answers: LRUCache<string, Record<string, unknown>>;

  constructor(maxEntries = 500) {
    this.answers = new LRUCache({ max: maxEntries });
  }

  key(scope: string, query: string, operationName: string | undefined, variables: Record<string, unknown> | undefined): string {
    return `${scope}\n${operationName ?? ''}\n${JSON.stringify(variables ?? {})}\n${query}`;
  }

  get(key: string): Record<string, unknown> | undefined {
    return this.answers.get(key);
  }

  /** Keeps the answer (frozen in place: the caller is handed the same object) and returns it. */
  keep(key: string, data: Record<string, unknown>): Record<string, unknown> {
    deepFreeze(data);
    keptValues.add(data);
    for (const value of Object.values(data)) if (typeof value === 'object' && value !== null) keptValues.add(value);
    this.answers.set(key, data);
    return data;
  }
}

/**
 * A caller's own copy of a kept answer ('copies'): graphql-js results hold only plain objects, arrays and JSON
 * scalars, so a plain walk copies them all, several times faster than structuredClone (a kept read's every call).
 */
export function copyAnswer<T>(value: T): T {
  if (typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) return value.map(copyAnswer) as T;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value)) out[key] = copyAnswer((value as Record<string, unknown>)[key]);
  return out as T;
}

/**
 * Freezes a value and everything it holds, in place: a value handed to several callers then cannot be changed by one
 * of them under the others.
 */
export function deepFreeze(value: unknown) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
}
