// `npm start`: build whatever is stale, then run the whole portal (TARGET=all) in this process.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuilt } from './build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'node_modules'))) {
  console.error('Dependencies are missing: run `npm install` first.');
  process.exit(1);
}
ensureBuilt();
process.env.DATA_DIR ??= path.join(root, 'data');
await import(pathToFileURL(path.join(root, 'gateway/dist/main.js')).href);
