import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; source maps are left alone (only developers fetch them). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than the Content-Encoding round of headers costs. */
const MIN_BYTES = 1024;

/** Writes `file.br` and `file.gz` beside a text file of the build (also used for the prerendered pages). */
export async function compressFile(full: string): Promise<void> {
  const bytes = await readFile(full);
  if (bytes.length < MIN_BYTES) return;
  const [br, gz] = await Promise.all([
    brotli(bytes, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
    gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([writeFile(`${full}.br`, br), writeFile(`${full}.gz`, gz)]);
}

/**
 * Writes `file.br` and `file.gz` next to each text asset of the build, once, at maximum compression, so the
 * gateway (@fastify/static `preCompressed`) sends them without compressing on every request.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'counsel-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(files.map((file) => compressFile(path.join(outDir, file))));
    },
  };
}
