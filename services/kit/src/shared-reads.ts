import type { DocumentNode } from 'graphql';
import { LRUCache } from 'lru-cache';

/**
 * Reads whose answer is the same for every caller a service admits (a catalog), until the data under them changes.
 * The service says which operations those are and what of the caller and of its data the answer depends on;
 * the in-process executor then keeps each answer and hands it out again instead of resolving every field.
 */
export interface SharedReads<TContext> {
  /** Whether this operation (read once per parsed document) selects only such reads. */
  covers(document: DocumentNode, operationName: string | undefined): boolean;
  /**
   * The part of the key that is not the operation and its variables: who may read (the service's own
   * authorization rule, applied here because a kept answer skips the resolvers) and which state of the data.
   * null when the call must run as usual: a caller the rule refuses, or data in the middle of a change.
   */
  scope(context: TContext): string | null;
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
 * Freezes a value and everything it holds, in place: a value handed to several callers then cannot be changed by one
 * of them under the others.
 */
export function deepFreeze(value: unknown) {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  for (const inner of Object.values(value)) deepFreeze(inner);
  Object.freeze(value);
}
