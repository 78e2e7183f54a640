/** Built-in objects whose existing methods a bundled polyfill may overwrite. */
const GUARDED: readonly object[] = [
  JSON, Object, Array, Array.prototype, Promise, Promise.prototype, String.prototype, Function.prototype, Map.prototype, Set.prototype,
  Uint8Array, Uint8Array.prototype, Object.getPrototypeOf(Uint8Array.prototype) as object, Math, Reflect, RegExp.prototype, Number, Symbol,
];

/**
 * Runs `load` (an import) and puts back every built-in method it replaced, keeping what it only added.
 * pdfjs-dist's legacy build ships core-js, which swaps JSON.parse/stringify, Array.prototype.push and
 * Function.prototype.toString for JavaScript versions process-wide; on Node 20 that made every request
 * of the portal slower (a sixth of the gateway's CPU on its busiest route). The additions it brings
 * (Promise.withResolvers and the like) are what pdfjs needs on Node 20, and they stay.
 */
export async function keepBuiltins<T>(load: () => Promise<T>): Promise<{ module: T; restored: string[] }> {
  const before = GUARDED.map((target) => new Map(Reflect.ownKeys(target).map((k) => [k, Object.getOwnPropertyDescriptor(target, k)!])));
  const module = await load();
  const restored: string[] = [];
  GUARDED.forEach((target, i) => {
    for (const [key, was] of before[i]) {
      const now = Object.getOwnPropertyDescriptor(target, key);
      if (!now || !('value' in was) || Object.is(now.value, was.value)) continue;
      Object.defineProperty(target, key, was);
      restored.push(String(key));
    }
  });
  return { module, restored };
}
