// "A renamed field breaks the build": the settings subgraph's resolvers are typed by the types codegen
// generates from its schema.graphql (codegen.ts). Copy the service twice, rename one field in the second
// copy's schema, generate both copies' resolver types with the repository's config, and type-check the
// real resolvers of both in one compiler run: the renamed copy must fail naming the field, and the
// unrenamed one must check clean (so the error is the rename's, not the set-up's).
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const OUTPUT = 'services/settings/src/graphql/generated/resolvers-types.ts';
const RENAME = ['systemSettingDefault(key: String!)', 'systemSettingFallback(key: String!)'] as const;
const copies = { same: (s: string) => s, renamed: (s: string) => s.replace(...RENAME) };

let dir: string;
let errors: string[];

/** Copies the service's src to dir/<name> with `edit` applied to its schema; returns the copy's schema path. */
function copy(name: string, edit: (schema: string) => string) {
  cpSync(path.join(root, 'services/settings/src'), path.join(dir, name, 'src'), {
    recursive: true, filter: (f) => !f.includes(`${path.sep}generated`),
  });
  const schema = path.join(dir, name, 'src/graphql/schema.graphql');
  const text = readFileSync(schema, 'utf8');
  if (edit(text) === text && name !== 'same') throw new Error(`nothing to rename: ${RENAME[0]} is not in the schema`);
  writeFileSync(schema, edit(text));
  return schema;
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'counsel-rename-'));
  symlinkSync(path.join(root, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const schemas = Object.fromEntries(Object.entries(copies).map(([name, edit]) => [name, copy(name, edit)]));

  // The repository's own codegen config for the settings output, pointed at each copy's schema.
  const generateScript = `
    import { generate, loadCodegenConfig } from '@graphql-codegen/cli';
    import { writeFileSync, mkdirSync } from 'node:fs';
    import path from 'node:path';
    const dir = ${JSON.stringify(dir)};
    const schemas = ${JSON.stringify(schemas)};
    const { config } = await loadCodegenConfig({ configFilePath: ${JSON.stringify(path.join(root, 'codegen.ts'))} });
    const generates = Object.fromEntries(Object.entries(schemas).map(([name, schema]) =>
      [path.join(dir, name, 'src/graphql/generated/resolvers-types.ts'), { ...config.generates[${JSON.stringify(OUTPUT)}], schema }]));
    for (const out of await generate({ ...config, cwd: ${JSON.stringify(root)}, silent: true, generates }, false)) {
      mkdirSync(path.dirname(out.filename), { recursive: true });
      writeFileSync(out.filename, out.content);
    }`;
  await run(process.execPath, ['--input-type=module', '-e', generateScript], { cwd: root });

  // Workspace packages from their sources, as jest resolves them (no build needed).
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({
    extends: path.join(root, 'tsconfig.base.json'),
    compilerOptions: {
      noEmit: true, composite: false, declaration: false, incremental: false, sourceMap: false, rootDir: '/',
      paths: {
        '@counsel/kit': [path.join(root, 'services/kit/src/index.ts')],
        '@counsel/proto-events': [path.join(root, 'proto-events/src/index.ts')],
      },
    },
    include: Object.keys(copies).map((name) => `${name}/src/graphql/resolvers/**/*.ts`),
  }));
  const tsc = path.join(root, 'node_modules/typescript/bin/tsc');
  const out = await run(process.execPath, [tsc, '-p', dir, '--pretty', 'false'], { cwd: dir })
    .then((r) => r.stdout, (err: { stdout?: string }) => err.stdout ?? String(err));
  // Only the resolvers' own errors: the rest of the tree is other tests' business.
  errors = out.split('\n').filter((line) => /^\w+\/src\/graphql\/resolvers\//.test(line));
}, 180_000);

afterAll(() => { if (dir) rmSync(dir, { recursive: true, force: true }); });

describe('settings resolvers typed from schema.graphql', () => {
  it('check clean against the schema as it is', () => {
    expect(errors.filter((e) => e.startsWith('same/'))).toEqual([]);
  });

  it('fail to compile, naming the field, when a field is renamed in the schema', () => {
    expect(errors.filter((e) => e.startsWith('renamed/')).join('\n')).toMatch(/resolvers\/root\.ts.*error TS\d+:.*'systemSettingDefault'/);
  });
});
