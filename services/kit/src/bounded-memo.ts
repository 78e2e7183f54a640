import { LRUCache } from 'lru-cache';

/** Any value but null and undefined: what lru-cache keeps (undefined is its answer for a key it does not hold). */
type Present = NonNullable<unknown>;

/**
 * Values kept by key, at most `max` of them, the least recently used out first: what the services remember of
 * texts and passages that come back turn after turn (their terms, word sets, stems) stays bounded whatever the
 * traffic. Reading a key makes it recent; keeping one already kept replaces its value and makes it recent.
 */
export class BoundedCache<K extends Present, V extends Present> {
  private readonly entries: LRUCache<K, V>;

  /** `weigh`: also at most `maxSize` in all, each value counted by `sizeOf` (one larger than that is not kept). */
  constructor(max: number, weigh?: { maxSize: number; sizeOf: (value: V) => number }) {
    this.entries = new LRUCache(weigh ? { max, maxSize: weigh.maxSize, sizeCalculation: (v) => Math.max(1, Math.ceil(weigh.sizeOf(v))) } : { max });
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): V {
    this.entries.set(key, value);
    return value;
  }

  get size(): number {
    return this.entries.size;
  }

  clear(): void {
    this.entries.clear();
  }
}

export interface BoundedMemoOptions<A> {
  /** How many answers are kept. */
  max: number;
  /** Whether the answer for this argument is worth keeping (a long text is not); all are when absent. */
  keep?: (arg: A) => boolean;
}

/**
 * `fn`, remembering its answers by argument in a BoundedCache: for a pure function whose answer callers only read,
 * so the very same answer may be handed out again.
 */
export function boundedMemo<A extends Present, R extends Present>(fn: (arg: A) => R, options: BoundedMemoOptions<A>): (arg: A) => R {
  const kept = new BoundedCache<A, R>(options.max);
  const keep = options.keep;
  return (arg) => {
    const known = kept.get(arg);
    if (known !== undefined) return known;
    const answer = fn(arg);
    if (!keep || keep(arg)) kept.set(arg, answer);
    return answer;
  };
}
