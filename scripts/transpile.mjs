// Emits the services' JavaScript with swc instead of tsc: the same dist/ files that `tsc -b tsconfig.build.json`
// writes (ESM, `.js` specifiers as written, define-semantics class fields for ES2022, a source map beside each file),
// file by file and without type-checking, so a first `npm start` takes seconds rather than a minute and a half.
// Type errors are still caught by `npm run lint` and the tests; declarations come only from tsc.
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { transform } from '@swc/core';

/** The projects `tsc -b tsconfig.build.json` builds, each compiling <project>/src into <project>/dist. */
async function projects(root) {
  const build = JSON.parse(await readFile(path.join(root, 'tsconfig.build.json'), 'utf8'));
  return build.references.map((r) => r.path);
}

async function sources(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...await sources(p));
    else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) out.push(p);
  }
  return out;
}

// The compiler options of tsconfig.base.json that decide what tsc emits, spelled for swc.
const swcOptions = {
  jsc: {
    parser: { syntax: 'typescript' },
    target: 'es2022',
    transform: { useDefineForClassFields: true },
    experimental: { keepImportAttributes: true },
  },
  module: { type: 'es6' },
  isModule: true,
  sourceMaps: true,
  inlineSourcesContent: false,
  swcrc: false,
  configFile: false,
};

async function emit(src, srcRoot, distRoot) {
  const rel = path.relative(srcRoot, src);
  const out = path.join(distRoot, rel.replace(/\.ts$/, '.js'));
  const base = path.basename(out);
  const { code, map } = await transform(await readFile(src, 'utf8'), {
    ...swcOptions,
    filename: src,
    // As tsc writes them: the map names its JS file and points back at the source relative to itself.
    sourceFileName: path.relative(path.dirname(out), src).split(path.sep).join('/'),
    outputPath: out,
  });
  const sourceMap = JSON.parse(map);
  sourceMap.file = base;
  await mkdir(path.dirname(out), { recursive: true });
  await writeFile(out, `${code}\n//# sourceMappingURL=${base}.map\n`);
  await writeFile(`${out}.map`, JSON.stringify(sourceMap));
}

/** Writes every project's dist/**.js (+ .js.map) from its src; answers how many files it wrote. */
export async function transpileServices(root) {
  const files = [];
  for (const project of await projects(root)) {
    const srcRoot = path.join(root, project, 'src');
    for (const src of await sources(srcRoot)) files.push({ src, srcRoot, distRoot: path.join(root, project, 'dist') });
  }
  // swc transforms on its own thread pool; a bounded number in flight keeps open files and memory modest.
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const f = files[next++];
      await emit(f.src, f.srcRoot, f.distRoot);
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return files.length;
}

// Run as its own process by build.mjs, so the portal that starts afterwards does not hold swc in memory.
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const began = Date.now();
  const count = await transpileServices(root);
  console.log(`Transpiled ${count} files in ${((Date.now() - began) / 1000).toFixed(1)} s.`);
}
