// `npm start`: build whatever is stale (JavaScript with swc: the type-check is for lint and the tests), then run
// the whole portal (TARGET=all) in this process (on Linux, in a child with memory settings: scripts/memory-settings.mjs).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ensureBuiltConcurrently } from './build.mjs';
import { loadGraphqlInProductionMode } from './graphql-production.mjs';
import { runsWithMemorySettings } from './memory-settings.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (runsWithMemorySettings()) {
  if (!existsSync(path.join(root, 'node_modules'))) {
    console.error('Dependencies are missing: run `npm install` first.');
    process.exit(1);
  }
  // The services' swc emit and the web app's vite build side by side: neither needs the other's output.
  await ensureBuiltConcurrently({ emit: 'swc' });
  // Unless NODE_ENV says otherwise, graphql-js skips its development checks (a cost on every request); the portal
  // itself still sees NODE_ENV unset, so the demo and everything else behave as before.
  if (process.env.NODE_ENV === undefined) loadGraphqlInProductionMode(root);
  process.env.DATA_DIR ??= path.join(root, 'data');
  await import(pathToFileURL(path.join(root, 'gateway/dist/main.js')).href);
}
