import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ValidationError, phrase } from '@counsel/kit';

/** A zip the reader (yauzl, zlib) found damaged; its own words for the damage are English only, left as they are. */
export const damaged = (e: Error) => new ValidationError(phrase('The zip archive is damaged: {{problem}}', { problem: e.message }));

/**
 * A zip on disk, read with yauzl: the central directory is listed first (names and sizes only), then each
 * wanted entry is streamed on demand, in the order the caller needs, never the archive as a whole.
 * yauzl needs random access, which is why the archive is a file path (see roster-file/index.ts).
 */
export class ZipEntries {
  private constructor(private readonly zip: ZipFile, private readonly entries: Map<string, Entry>, private readonly maxEntryBytes: number) {}

  static async open(path: string, maxEntryBytes: number): Promise<ZipEntries> {
    const zip = await new Promise<ZipFile>((resolve, reject) => {
      yauzl.open(path, { lazyEntries: true, autoClose: false, validateEntrySizes: true }, (err, z) => (err ? reject(err) : resolve(z!)));
    }).catch(() => {
      throw new ValidationError('The file is not a zip archive (OneRoster 1.1 is a zip of CSV files: orgs.csv, users.csv, enrollments.csv)');
    });
    try {
      const entries = await new Promise<Map<string, Entry>>((resolve, reject) => {
        const found = new Map<string, Entry>();
        zip.on('entry', (e: Entry) => {
          const name = e.fileName;
          // Folders and macOS resource forks are not roster files.
          if (!name.endsWith('/') && !name.startsWith('__MACOSX/')) {
            const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
            if (found.has(base)) return reject(new ValidationError(phrase('The zip holds more than one {{file}}', { file: base })));
            found.set(base, e);
          }
          zip.readEntry();
        });
        zip.on('end', () => resolve(found));
        zip.on('error', (e: Error) => reject(e instanceof ValidationError ? e : damaged(e)));
        zip.readEntry();
      });
      return new ZipEntries(zip, entries, maxEntryBytes);
    } catch (e) {
      zip.close();
      throw e;
    }
  }

  has(name: string): boolean {
    return this.entries.has(name);
  }

  /** A stream of one entry's uncompressed bytes; a damaged entry errors the stream with a ValidationError. */
  async stream(name: string): Promise<Readable> {
    const entry = this.entries.get(name);
    if (!entry) throw new ValidationError(phrase('The zip has no {{file}}', { file: name }));
    // The size the directory declares; yauzl also fails the stream if the entry inflates to more.
    if (entry.uncompressedSize > this.maxEntryBytes) {
      throw new ValidationError(this.maxEntryBytes >= 1048576
        ? phrase('{{file}} is larger than {{max}} MB uncompressed', { file: name, max: Math.floor(this.maxEntryBytes / 1048576) })
        : phrase('{{file}} is larger than {{max}} bytes uncompressed', { file: name, max: this.maxEntryBytes }));
    }
    if (entry.isEncrypted()) throw new ValidationError(phrase('{{file}} is encrypted; export the roster without a password', { file: name }));
    const s = await new Promise<Readable>((resolve, reject) => {
      this.zip.openReadStream(entry, (err, stream) => (err ? reject(new ValidationError(phrase('{{file}} cannot be read from the zip: {{problem}}', { file: name, problem: err.message }))) : resolve(stream)));
    });
    return s;
  }

  close(): void {
    this.zip.close();
  }
}
