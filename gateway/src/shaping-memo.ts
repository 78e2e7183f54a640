import { createRequire } from 'node:module';
import { deepFreeze, isSharedAnswer } from '@counsel/kit';

interface ShapingInput {
  operation: object;
  variables?: Record<string, unknown> | null;
  input: Record<string, unknown> | null | undefined;
}
interface Shaped { data?: unknown; errors: unknown[] }
interface ShapingModule { computeResponse: (args: ShapingInput) => Shaped }

interface Memo { operation: object; variables: string; keys: string[]; roots: unknown[]; data: unknown }

let installed = false;
/** The root values of kept shapings (frozen, the same object while kept), and their JSON once asked for. */
const keptRoots = new WeakSet<object>();
const keptJson = new WeakMap<object, string>();

/**
 * The JSON text of a root value of a kept shaping (what a REST route answers), serialized once; undefined for any
 * other value. The value is deeply frozen, so its text cannot go stale.
 */
export function jsonOfKeptShape(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !keptRoots.has(value)) return undefined;
  let json = keptJson.get(value);
  if (json === undefined) keptJson.set(value, (json = JSON.stringify(value)));
  return json;
}

/**
 * Marks the root values of a frozen answer kept whole at the gateway (kept-answers.ts) as kept shapings: the same
 * object for as long as the answer is kept, so their JSON, and what routes derive from them, may be kept beside them.
 */
export function keepShapedRoots(data: Record<string, unknown>) {
  for (const root of Object.values(data)) if (typeof root === 'object' && root !== null && Object.isFrozen(root)) keptRoots.add(root);
}

/** Per kept root value and per route's derivation of it: the derived answer's JSON text. */
const derivedJson = new WeakMap<object, Map<(value: never) => unknown, string>>();

/**
 * The JSON text of what a route derives from a root value of a kept shaping (`derive` must depend on that value
 * alone: the value is frozen, so the text cannot go stale), worked out once; undefined for any other value.
 */
export function jsonOfKeptDerivation<T>(value: T, derive: (value: T) => unknown): string | undefined {
  if (typeof value !== 'object' || value === null || !keptRoots.has(value)) return undefined;
  let byDerivation = derivedJson.get(value);
  if (!byDerivation) derivedJson.set(value, (byDerivation = new Map()));
  let json = byDerivation.get(derive);
  if (json === undefined) byDerivation.set(derive, (json = JSON.stringify(derive(value))));
  return json;
}

/**
 * @apollo/gateway shapes every answer field by field against the operation after its fetches (`computeResponse`):
 * a catalog page of twenty colleges was a quarter of the request's CPU. When every root value it is given is a kept
 * shared answer of a subgraph (kit's shared reads: the same frozen object for as long as it is kept), the shaped
 * answer depends only on those objects, the operation model (kept per operation text, operation-memo.ts) and the
 * variables (@skip, @include), so it is kept beside the answer, frozen as well, and dropped with it. Anything
 * else (another subgraph's values, errors) is shaped as usual.
 */
export function memoizeSharedShaping(maxPerAnswer = 16) {
  if (installed) return;
  const shaping = createRequire(createRequire(import.meta.url).resolve('@apollo/gateway'))('./resultShaping.js') as ShapingModule;
  const shape = shaping.computeResponse;
  // By the first root value: a kept answer takes its shapings with it when it goes.
  const byAnswer = new WeakMap<object, Memo[]>();
  shaping.computeResponse = (args) => {
    const { input } = args;
    if (!input) return shape(args);
    // Most answers are not kept: they leave at their first root value, before anything is allocated.
    const keys: string[] = [];
    const roots: unknown[] = [];
    for (const key in input) {
      if (!isSharedAnswer(input[key])) return shape(args);
      keys.push(key);
      roots.push(input[key]);
    }
    if (!roots.length) return shape(args);
    const first = roots[0] as object;
    const variables = JSON.stringify(args.variables ?? {});
    const memos = byAnswer.get(first) ?? [];
    const hit = memos.find((m) => m.operation === args.operation && m.variables === variables && same(m.keys, keys) && same(m.roots, roots));
    if (hit) return { data: hit.data, errors: [] };
    const shaped = shape(args);
    if (shaped.errors.length) return shaped;
    // Frozen, so a route that tried to change the shared answer would fail at once instead of changing the next one.
    deepFreeze(shaped.data);
    for (const root of Object.values(shaped.data ?? {})) if (typeof root === 'object' && root !== null) keptRoots.add(root);
    if (memos.length >= maxPerAnswer) memos.shift();
    memos.push({ operation: args.operation, variables, keys, roots, data: shaped.data });
    byAnswer.set(first, memos);
    return shaped;
  };
  installed = true;
}

function same(a: readonly unknown[], b: readonly unknown[]) {
  return a.length === b.length && a.every((v, i) => v === b[i]);
}
