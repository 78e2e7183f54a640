import { constants, copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger, SqliteDatabase } from '@counsel/kit';

/**
 * Indexing the catalog takes seconds of CPU for every new data folder (a first start, every test portal), though
 * it only changes with the catalog file. So an index just loaded is kept as a copy beside the service's code, named
 * by the catalog file's SHA-256, and a data folder without a catalog starts from that copy. The catalog is public
 * data (no student's), and the copy is as trusted as the code; a read-only install simply indexes each time.
 */
const SNAPSHOT_DIR = fileURLToPath(new URL('../../../.catalog-cache/', import.meta.url));
export const CATALOG_DB_NAME = 'colleges-catalog';

const snapshotFile = (version: string) => path.join(SNAPSHOT_DIR, `${version}.sqlite`);

/** Copies the kept index of this catalog version into a data folder that has no catalog yet; true when it did. */
export function startFromSnapshot(dataDir: string, version: string, log: Logger): boolean {
  if (dataDir === ':memory:') return false;
  const target = path.join(dataDir, `${CATALOG_DB_NAME}.sqlite`);
  if (existsSync(target) || !existsSync(snapshotFile(version))) return false;
  try {
    mkdirSync(dataDir, { recursive: true });
    copyFileSync(snapshotFile(version), target, constants.COPYFILE_EXCL);
    return true;
  } catch (err) {
    log.warn({ err: (err as Error).message }, 'college catalog copy not used; indexing the catalog file');
    rmSync(target, { force: true });
    return false;
  }
}

/** Keeps the index just loaded for the next new data folder (only the newest version is kept). */
export function keepSnapshot(db: SqliteDatabase, version: string) {
  try {
    mkdirSync(SNAPSHOT_DIR, { recursive: true });
    const partial = path.join(SNAPSHOT_DIR, `${version}.${process.pid}.${Date.now()}.partial`);
    db.prepare('VACUUM INTO ?').run(partial);
    // Renamed whole: a process starting beside this one never copies half a file.
    renameSync(partial, snapshotFile(version));
    for (const old of readdirSync(SNAPSHOT_DIR)) if (old.endsWith('.sqlite') && old !== `${version}.sqlite`) rmSync(path.join(SNAPSHOT_DIR, old), { force: true });
  } catch {
    // A read-only install: index again next time.
  }
}
