// Reading the deployment files and the service configuration they must agree with (deploy-files.test.ts).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SERVICES = ['identity', 'students', 'documents', 'knowledge', 'chat', 'settings', 'roster', 'colleges', 'records', 'counseling', 'letters', 'notifications', 'outcomes', 'reporting', 'planning'] as const;
export const APP_CONTAINERS = ['gateway', ...SERVICES] as const;

export const read = (rel: string) => readFileSync(path.join(ROOT, rel), 'utf8');
export const exists = (rel: string) => existsSync(path.join(ROOT, rel));

// Parsed YAML is untyped by nature; the tests assert the shape they rely on.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Doc = any;

/** YAML 1.1 merge keys (<<) as docker compose resolves them; duplicate keys are errors. */
export const parseYaml = (text: string): Doc => parse(text, { merge: true, uniqueKeys: true, prettyErrors: true });
export const readYaml = (rel: string): Doc => parseYaml(read(rel));
export const readJson = (rel: string): Doc => JSON.parse(read(rel));

/** Files under a directory (relative to the repository root), skipping downloaded dependency charts. */
export function listFiles(relDir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(path.join(ROOT, rel))) {
      const child = path.posix.join(rel, name);
      if (statSync(path.join(ROOT, child)).isDirectory()) {
        if (name !== 'node_modules' && !(name === 'charts' && rel.endsWith('helm/counsel'))) walk(child);
      } else out.push(child);
    }
  };
  walk(relDir);
  return out.sort();
}

/** Removes // and /* *\/ comments, keeping string literals (enough for config.ts files). */
function stripComments(src: string): string {
  return src.replace(/("(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`)|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (m, str) => str ?? '');
}

/** The text between the brace at `open` and its matching closing brace. */
function braceBody(src: string, open: number): string {
  let depth = 0;
  for (let i = open; i < src.length; i++) {
    if (src[i] === '{') depth++;
    else if (src[i] === '}' && --depth === 0) return src.slice(open + 1, i);
  }
  throw new Error('unbalanced braces');
}

/** UPPER_SNAKE keys of every zod object schema in a config.ts (z.object({...}) and .extend({...})). */
export function configKeys(src: string): string[] {
  const code = stripComments(src);
  const keys = new Set<string>();
  for (const m of code.matchAll(/(?:z\.object|\.extend)\(\s*\{/g)) {
    const body = braceBody(code, m.index + m[0].length - 1);
    // Depth-1 keys only: drop nested (...), {...} and [...] first.
    let flat = body;
    for (let prev = ''; prev !== flat; ) {
      prev = flat;
      flat = flat.replace(/\([^()]*\)|\{[^{}]*\}|\[[^[\]]*\]/g, '');
    }
    for (const k of flat.matchAll(/(?:^|,)\s*['"]?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"]?\s*:/g)) keys.add(k[1]);
  }
  return [...keys].sort();
}

/** Default ports declared with port(<n>) in a config.ts: { IDENTITY_PORT: 4101 }. */
export function configPortDefaults(src: string): Record<string, number> {
  const code = stripComments(src);
  return Object.fromEntries([...code.matchAll(/([A-Z][A-Z0-9_]*)\s*:\s*port\((\d+)\)/g)].map((m) => [m[1], Number(m[2])]));
}

/** Every config.ts, mapped to the container that reads it (kit: shared by all). */
export function configFiles(): { file: string; container: string | 'kit' }[] {
  const files: { file: string; container: string }[] = [{ file: 'services/kit/src/config.ts', container: 'kit' }];
  if (exists('gateway/src/config.ts')) files.push({ file: 'gateway/src/config.ts', container: 'gateway' });
  for (const name of readdirSync(path.join(ROOT, 'services'))) {
    if (name !== 'kit' && exists(`services/${name}/src/config.ts`)) files.push({ file: `services/${name}/src/config.ts`, container: name });
  }
  return files;
}

/** ${NAME}, ${NAME:-default}, ${NAME:?message} in a compose file: name -> default (undefined when none). */
export function composeVariables(text: string): Map<string, string | undefined> {
  const vars = new Map<string, string | undefined>();
  for (const m of text.replace(/\$\$/g, '').matchAll(/\$\{([A-Za-z_][A-Za-z0-9_]*)(?::?([-?])([^}]*))?\}/g)) {
    const prev = vars.get(m[1]);
    vars.set(m[1], m[2] === '-' ? m[3] : prev);
  }
  return vars;
}

/** Substitutes ${NAME:-default} defaults (and empties the rest), as compose does with no .env. */
export const withComposeDefaults = (value: string) =>
  value.replace(/\$\{[A-Za-z_][A-Za-z0-9_]*(?::?([-?])([^}]*))?\}/g, (_m, op, arg) => (op === '-' ? arg : ''));

/** A parsed compose file with every ${...} replaced as compose would with an .env that sets each required variable. */
export function interpolateCompose(doc: Doc): Doc {
  if (typeof doc === 'string') return withComposeDefaults(doc.replace(/\$\{([A-Za-z_][A-Za-z0-9_]*):?\?[^}]*\}/g, 'set-in-env')).replace(/\$\$/g, '$');
  if (Array.isArray(doc)) return doc.map(interpolateCompose);
  if (isMap(doc)) return Object.fromEntries(Object.entries(doc).map(([k, v]) => [k, interpolateCompose(v)]));
  return doc;
}

/** KEY=value lines of a dotenv file. */
export function dotenv(text: string): Map<string, string> {
  const out = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(line.trim());
    if (m) out.set(m[1], m[2]);
  }
  return out;
}

/** Recursive merge of Helm values (maps merge, everything else replaces), as `-f a.yaml -f b.yaml` does. */
export function mergeValues(base: Doc, override: Doc): Doc {
  if (!isMap(base) || !isMap(override)) return override === undefined ? base : override;
  const out: Doc = { ...base };
  for (const [k, v] of Object.entries(override)) out[k] = k in base ? mergeValues(base[k], v) : v;
  return out;
}
const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Kubernetes CPU and memory quantities as numbers (cores, bytes) for comparisons. */
export function quantity(q: string | number): number {
  const m = /^([0-9.]+)(m|k|Ki|Mi|Gi|Ti|M|G|T)?$/.exec(String(q));
  if (!m) throw new Error(`not a quantity: ${q}`);
  const unit: Record<string, number> = { '': 1, m: 1e-3, k: 1e3, M: 1e6, G: 1e9, T: 1e12, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30, Ti: 2 ** 40 };
  return Number(m[1]) * unit[m[2] ?? ''];
}
