// Loader-thread half of record-packages.mjs: records the package of every ESM resolution.
import { appendFileSync } from 'node:fs';

/** The npm package a resolved file or URL belongs to ('mongoose', '@elastic/elasticsearch'), or undefined. */
export function packageOf(fileOrUrl) {
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)\/(?!.*node_modules\/)/.exec(fileOrUrl);
  return m?.[1];
}

let log;
const seen = new Set();
export function initialize(data) {
  log = data.log;
}
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  const name = packageOf(result.url);
  if (name && !seen.has(name)) {
    seen.add(name);
    appendFileSync(log, `${name}\n`);
  }
  return result;
}
