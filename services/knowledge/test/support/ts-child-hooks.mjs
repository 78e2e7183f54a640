// Module hooks for a child process started from the TypeScript sources in a test: `.js` specifiers that name a
// `.ts` source resolve to it, and `.ts` files are compiled by swc as jest compiles them.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transformSync } from '@swc/core';

export async function resolve(specifier, context, next) {
  if (specifier.startsWith('.') && specifier.endsWith('.js') && context.parentURL) {
    const ts = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (!existsSync(fileURLToPath(new URL(specifier, context.parentURL))) && existsSync(fileURLToPath(ts))) {
      return { url: ts.href, format: 'module', shortCircuit: true };
    }
  }
  return next(specifier, context);
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const { code } = transformSync(readFileSync(fileURLToPath(url), 'utf8'), {
    filename: fileURLToPath(url),
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'es6' },
    swcrc: false,
    configFile: false,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
