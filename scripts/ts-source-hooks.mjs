// Module hooks that let plain node run the workspace's TypeScript sources as jest does (jest.config.js): `@counsel/*`
// to each package's src, `./x.js` to `./x.ts`, each file compiled by swc with the same options. For a process that
// serves the tests (gateway/test/support/portal-host.ts) and so must run the very code under test, never a stale dist/.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from '@swc/core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const entries = new Set(['nats', 'mongo', 'elasticsearch', 'server', 'pdf']);

/** Where jest's moduleNameMapper sends a `@counsel/…` specifier, or null. */
function workspaceFile(specifier) {
  if (specifier === '@counsel/proto-events') return path.join(root, 'proto-events/src/index.ts');
  if (specifier === '@counsel/gateway') return path.join(root, 'gateway/src/index.ts');
  const kitEntry = /^@counsel\/kit\/(\w+)$/.exec(specifier);
  if (kitEntry && entries.has(kitEntry[1])) return path.join(root, 'services/kit/src/entry', `${kitEntry[1]}.ts`);
  const service = /^@counsel\/([\w-]+)$/.exec(specifier);
  if (service && existsSync(path.join(root, 'services', service[1], 'src/index.ts'))) return path.join(root, 'services', service[1], 'src/index.ts');
  return null;
}

export async function resolve(specifier, context, next) {
  const mapped = workspaceFile(specifier);
  if (mapped) return { url: pathToFileURL(mapped).href, format: 'module', shortCircuit: true };
  if (context.parentURL?.endsWith('.ts') && /^\.{1,2}\//.test(specifier) && specifier.endsWith('.js')) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(ts))) return { url: ts.href, format: 'module', shortCircuit: true };
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return next(url, context);
  const file = fileURLToPath(url);
  const { code } = transformSync(readFileSync(file, 'utf8'), {
    filename: file,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
    sourceMaps: 'inline',
    swcrc: false,
    configFile: false,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
