// Preloaded with `node --import` by the lean-start-up test: appends the name of every npm package the
// process loads to the file named by PACKAGE_LOG, once each. ESM imports are seen by a resolve hook (it runs
// on a loader thread); require() calls made inside CommonJS packages (mongoose requiring mongodb) bypass
// those hooks, so the CommonJS resolver is wrapped too.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { packageOf } from './record-packages-hooks.mjs';

const log = process.env.PACKAGE_LOG;
if (!log) throw new Error('record-packages.mjs needs PACKAGE_LOG');
register('./record-packages-hooks.mjs', import.meta.url, { data: { log } });

const seen = new Set();
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function (...args) {
  const file = resolveFilename.apply(this, args);
  const name = packageOf(file);
  if (name && !seen.has(name)) {
    seen.add(name);
    appendFileSync(log, `${name}\n`);
  }
  return file;
};
