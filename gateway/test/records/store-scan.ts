import { readdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

export interface Finding { file: string; table: string; needle: string }

/**
 * Every row of every table of every service's SQLite file (FTS shadow tables included) that contains one of the
 * needles. The bus's event log is left out: it keeps events a bounded time (BUS_MAX_AGE) for replay and trims them
 * then (docs/privacy.md).
 */
export function scanStores(dataDir: string, needles: string[]): Finding[] {
  const found: Finding[] = [];
  for (const file of readdirSync(dataDir).filter((f) => f.endsWith('.sqlite') && f !== 'bus.sqlite')) {
    const db = new Database(path.join(dataDir, file), { readonly: true, fileMustExist: true });
    try {
      const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[];
      for (const { name } of tables) {
        const rows = db.prepare(`SELECT * FROM "${name.replace(/"/g, '""')}"`).all();
        for (const row of rows) {
          const text = JSON.stringify(row, (_k, v: unknown) => (Buffer.isBuffer(v) ? v.toString('latin1') : v));
          for (const needle of needles) if (text.includes(needle)) found.push({ file, table: name, needle });
        }
      }
    } finally {
      db.close();
    }
  }
  return [...new Map(found.map((f) => [`${f.file}/${f.table}/${f.needle}`, f])).values()];
}

/** Every file under the blob folder (DATA_DIR/blobs/<service>/…), relative to it. */
export function blobFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'blobs');
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries;
    try { entries = readdirSync(dir, { withFileTypes: true }); } catch { return; }
    for (const e of entries) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p); else out.push(path.relative(root, p));
    }
  };
  walk(root);
  return out.sort();
}
