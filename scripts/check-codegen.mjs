// Fails when a generated GraphQL file is stale: composes the API schema and runs codegen.ts in memory,
// then compares each output with the committed file. Run by `npm test` before jest; `npm run codegen`
// regenerates everything. Exit 1 names each stale file.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
import { API_SCHEMA, composeApiSchema } from './print-schema.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

/** The generated files that differ from what codegen would write now, relative to the root. */
export async function staleGeneratedFiles(dir = root) {
  const stale = [];
  const api = composeApiSchema(dir);
  if (read(path.join(dir, API_SCHEMA)) !== api) stale.push(API_SCHEMA);
  const { config } = await loadCodegenConfig({ configFilePath: path.join(dir, 'codegen.ts') });
  // Outputs typed against the composed schema are generated from the fresh one, not the file on disk.
  const generates = Object.fromEntries(Object.entries(config.generates).map(([out, target]) =>
    [out, target.schema === API_SCHEMA ? { ...target, schema: api } : target]));
  const outputs = await generate({ ...config, generates, cwd: dir, silent: true, verbose: false, errorsOnly: true }, false);
  for (const out of outputs) {
    const file = path.isAbsolute(out.filename) ? out.filename : path.join(dir, out.filename);
    if (read(file) !== out.content) stale.push(path.relative(dir, file));
  }
  return stale;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const stale = await staleGeneratedFiles();
  if (stale.length) {
    console.error(`Generated GraphQL files are stale (a schema.graphql or a .graphql operation changed):\n${
      stale.map((f) => `  ${f}`).join('\n')}\nRun \`npm run codegen\` and commit the result.`);
    process.exit(1);
  }
  console.log('generated GraphQL files are up to date');
}
