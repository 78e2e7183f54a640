import type { Logger } from '@counsel/kit';
import type { CatalogIndex } from '../ports/catalog-index.js';
import { fileSha256, readCatalogFile } from './catalog-file.js';

export interface CatalogLoad {
  /** True when this start loaded the file; false when the index already held this version. */
  loaded: boolean;
  version: string;
  count: number;
}

/**
 * Loads the catalog file into the index when the index is empty or holds another version (the file's
 * content hash), so a changed file is picked up at the next start and an unchanged one costs one hash.
 * A file that fails part way leaves the index as it was; with nothing loaded before, the error stands.
 */
export async function loadCatalog(index: CatalogIndex, file: string, log: Logger): Promise<CatalogLoad> {
  const started = Date.now();
  const version = await fileSha256(file);
  const current = await index.version();
  if (current === version) {
    const count = await index.count();
    log.info({ file, version, count, index: index.kind }, 'college catalog is current');
    return { loaded: false, version, count };
  }
  try {
    const count = await index.replaceAll(readCatalogFile(file), version);
    log.info({ file, version, previous: current, count, index: index.kind, ms: Date.now() - started }, 'college catalog loaded');
    return { loaded: true, version, count };
  } catch (err) {
    if (current === null) throw err;
    const count = await index.count();
    log.error({ file, err: (err as Error).message, version: current, count }, 'college catalog file could not be loaded; keeping the catalog already loaded');
    return { loaded: false, version: current, count };
  }
}
