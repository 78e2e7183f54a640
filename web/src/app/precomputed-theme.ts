import { createCache } from '@ant-design/cssinjs';

type StyleCache = ReturnType<typeof createCache>;

/** The element of a prerendered page that carries antd's theme, as the build computed it (a JSON data block). */
export const PRECOMPUTED_THEME_ID = 'antd-precomputed-theme';

/**
 * The kinds of entry antd's style registry (@ant-design/cssinjs) computes on every render of a page: the theme's
 * tokens (the algorithm's derivation of some six hundred tokens from the seed, then each turned into a CSS variable)
 * and each component's tokens as CSS variables. The page's styles themselves are not among them: the registry finds
 * those in the page (prerender.tsx) and skips generating them.
 */
const PRECOMPUTED_KINDS = ['token%', 'cssVar%'];

type Entries = [key: string, value: unknown][];

/**
 * The theme entries a build-time render computed, as JSON for the page: the browser that hydrates the page then
 * finds them in its registry instead of computing the same values again on a slow phone's busiest moment. Throws if an
 * entry would not come back from JSON as it is (a function or a class instance among its values).
 */
export function serializeTheme(cache: StyleCache): string {
  const entries: Entries = [];
  for (const [key, [, value]] of cache.cache) {
    if (PRECOMPUTED_KINDS.some((kind) => key.startsWith(kind))) entries.push([key, value]);
  }
  if (entries.length === 0) throw new Error('precomputed theme: the render computed no theme entries');
  return JSON.stringify(entries, (key: string, value: unknown) => {
    if (typeof value === 'function' || (typeof value === 'object' && value !== null && !Array.isArray(value) && Object.getPrototypeOf(value) !== Object.prototype)) {
      throw new Error(`precomputed theme: ${key} would not come back from JSON as it is`);
    }
    return value;
  });
}

/**
 * A registry holding the theme entries a page carries (`text`, serializeTheme's; none when it carries none). Their
 * keys include the theme's id and a hash of its seed tokens: if the browser's theme differed from the build's, its
 * keys would differ too and the registry would compute them as usual, which computedAnyway() reports.
 */
export function cacheWithPrecomputedTheme(text: string | null | undefined): { cache: StyleCache; precomputed: ReadonlySet<string> } {
  const cache = createCache();
  const precomputed = new Set<string>();
  if (!text) return { cache, precomputed };
  for (const [key, value] of JSON.parse(text) as Entries) {
    // The registry's entry: how many mounted components use it (none yet), and the value.
    cache.opUpdate(key, () => [0, value]);
    precomputed.add(key);
  }
  return { cache, precomputed };
}

/** Theme entries the registry computed itself although the page was to carry them all: a build that has gone stale. */
export function computedAnyway(cache: StyleCache, precomputed: ReadonlySet<string>): string[] {
  return [...cache.cache.keys()].filter((key) => PRECOMPUTED_KINDS.some((kind) => key.startsWith(kind)) && !precomputed.has(key));
}
