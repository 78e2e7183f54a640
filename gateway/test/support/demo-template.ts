// One seeded demo data folder per jest run, copied for each test portal (browser tests' and the gateway's). Seeding the demo (accounts,
// records, the knowledge base's documents and their indexing, every event that follows) cost each portal ~4 s of
// CPU, twice what starting it on seeded data costs; a copy takes milliseconds. Each portal still gets a folder of
// its own, so no test sees another's writes. jest's globalSetup (scripts/jest-global-setup.mjs) names the run's
// folder for templates in COUNSEL_E2E_TEMPLATES; without it every portal seeds its own, as before.
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { openSqlite, runtimeOnlyKeys, type SqliteDatabase } from '@counsel/kit';
import { gatewayConfigSchema } from '../../src/config.js';
import { SERVICE_MODULES } from '../../src/service-modules.js';
import { TEMPLATES_ENV } from './demo-template-env.js';


const templatesDir = () => process.env[TEMPLATES_ENV];
const templateOf = (dir: string) => path.join(dir, 'demo');

/** Copies the run's seeded demo into the empty `dataDir`; false when there is none yet (or no run folder). */
export function copyDemoTemplate(dataDir: string): boolean {
  const dir = templatesDir();
  if (!dir || !existsSync(templateOf(dir))) return false;
  cpSync(templateOf(dir), dataDir, { recursive: true });
  return true;
}

/**
 * Whether this caller should seed the run's template: true for the first caller only (a directory made
 * atomically is the lock). Later callers before the template exists seed their own folder rather than wait.
 */
export function claimDemoTemplate(): boolean {
  const dir = templatesDir();
  if (!dir || !existsSync(dir)) return false;
  try {
    mkdirSync(path.join(dir, 'seeding'));
    return true;
  } catch {
    return false;
  }
}

/** Keeps the seeded `dataDir` (its portal closed, so its databases are whole) as the run's template. */
export function saveDemoTemplate(dataDir: string): void {
  const dir = templatesDir();
  if (!dir) return;
  const partial = path.join(dir, 'demo.partial');
  rmSync(partial, { recursive: true, force: true });
  cpSync(dataDir, partial, { recursive: true });
  // A rename is atomic: another worker copies a whole template or sees none.
  renameSync(partial, templateOf(dir));
}

const count = (db: SqliteDatabase, sql: string) => Number(db.prepare(sql).pluck().get());

/**
 * Whether the portal over `dataDir` has finished what its demo seeding set off: no event waits in a service's
 * outbox, every durable consumer has handled every event of its subject (no retry pending), and no knowledge
 * file waits for indexing. Read straight from the SQLite files (WAL: other connections may read while the portal writes).
 */
export function demoSettled(dataDir: string): boolean {
  for (const name of readdirSync(dataDir).filter((file) => file.endsWith('.sqlite'))) {
    // The kit's opener with no migrations: it writes nothing, and this only reads.
    const db = openSqlite(dataDir, name.replace(/\.sqlite$/, ''), []);
    try {
      const tables = new Set(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all());
      if (tables.has('outbox') && count(db, 'SELECT count(*) FROM outbox') > 0) return false;
      if (tables.has('knowledge_files') && count(db, "SELECT count(*) FROM knowledge_files WHERE status = 'Pending'") > 0) return false;
      if (tables.has('cursors') && tables.has('events')) {
        const behind = 'SELECT count(*) FROM cursors c WHERE c.acked_seq < (SELECT coalesce(max(e.seq), 0) FROM events e WHERE e.subject = c.subject)';
        if (count(db, behind) > 0 || count(db, 'SELECT count(*) FROM deliveries WHERE done = 0') > 0) return false;
      }
    } finally {
      db.close();
    }
  }
  return true;
}

/** Waits until demoSettled holds on two readings in a row; false if it does not within `timeoutMs`. */
export async function waitForDemoSettled(dataDir: string, timeoutMs = 60_000): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  let streak = 0;
  while (Date.now() < deadline) {
    streak = demoSettled(dataDir) ? streak + 1 : 0;
    if (streak >= 2) return true;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

/**
 * Settings that change how a portal answers, never what its demo seeding writes: those its modules mark
 * runtime-only where they declare them (the kit's `runtimeOnly`). A portal whose settings differ from the template's
 * only in these starts over a copy; any other difference (another data source, OCR on, a model's address, a secret
 * that signs stored links) seeds its own folder, as every portal did before.
 */
export const RUNTIME_ONLY: ReadonlySet<string> = new Set([
  ...SERVICE_MODULES.flatMap((m) => (m.settings ? runtimeOnlyKeys(m.settings) : [])), ...runtimeOnlyKeys(gatewayConfigSchema),
]);
/** What the template is seeded with, beside the runtime-only settings. */
const SEEDED_WITH: Record<string, string> = { DEMO_DATA: '1', DEMO_OCR: '0' };

/** Whether a portal over `settings` would seed what the template holds (so it may start over a copy). */
export function seedsLikeTemplate(settings: Record<string, string>): boolean {
  const seeding = Object.entries(settings).filter(([key]) => !RUNTIME_ONLY.has(key));
  return seeding.length === Object.keys(SEEDED_WITH).length && seeding.every(([key, value]) => SEEDED_WITH[key] === value);
}

interface Closable { close(): Promise<void> }

/**
 * Fills the empty `dataDir` (named in `settings`) from the run's template when `settings` seed as it was seeded, and
 * has the run's first such portal seed the template: it starts, waits until everything the seeding set off is done,
 * stops (its databases then whole on disk) and keeps a copy. The caller then starts its portal over the folder.
 */
export async function prepareDemoData(dataDir: string, settings: Record<string, string>, start: (env: Record<string, string>) => Promise<Closable>): Promise<void> {
  if (!seedsLikeTemplate(settings) || copyDemoTemplate(dataDir) || !claimDemoTemplate()) return;
  const seeding = await start(settings);
  const settled = await waitForDemoSettled(dataDir).finally(() => seeding.close());
  if (settled) saveDemoTemplate(dataDir);
}
