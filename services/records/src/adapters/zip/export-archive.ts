import type { Readable } from 'node:stream';
import { createRequire } from 'node:module';
import type { ArchiveEntry } from '../../ports/record-rendering.js';

// archiver and its streams are only needed when an export is built; required then (a synchronous, cached load,
// since the zip stream is handed back at once) rather than by every process that starts the records module.
const require = createRequire(import.meta.url);

/**
 * Writes the entries into a zip stream, one at a time: a file's stream is opened only when the previous entry is
 * written, so an export of many files holds one open download at once and never a whole file in memory.
 * Returns the zip's readable side at once; the caller consumes it while the entries are added.
 */
export function zipArchive(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>, onError: (err: Error) => void): Readable {
  const archiver = require('archiver') as typeof import('archiver');
  const zip = archiver('zip', { zlib: { level: 6 } });
  zip.on('warning', onError);
  zip.on('error', onError);
  void (async () => {
    try {
      for await (const e of entries) {
        const written = new Promise<void>((resolve) => zip.once('entry', () => resolve()));
        // Files (PDFs, Word documents) are compressed already: stored as they are, deflating them again costs CPU for nothing.
        if ('open' in e) zip.append(await e.open(), { name: e.name, store: true });
        else zip.append(typeof e.data === 'string' ? e.data : Buffer.from(e.data), { name: e.name });
        await written;
      }
      await zip.finalize();
    } catch (err) {
      onError(err as Error);
      zip.abort();
      zip.destroy(err as Error);
    }
  })();
  return zip;
}
