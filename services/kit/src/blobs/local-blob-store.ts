import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { BLOB_ID, type BlobMeta, type BlobStore, type PutOptions } from './blob-store.js';
import { InspectingStream } from './inspecting-stream.js';
import { feed } from './source-feed.js';

interface StoredMeta extends Omit<BlobMeta, 'createdAt'> { createdAt: string }

/**
 * Blobs as files under DATA_DIR/blobs/<service>/: `<id>.blob` beside `<id>.json`.
 * A write goes to `.partial/<id>` and is renamed into place only once it passed every check,
 * so a crash or a refusal never leaves a visible blob.
 */
export class LocalBlobStore implements BlobStore {
  private readonly partialDir: string;

  constructor(private readonly dir: string) {
    this.partialDir = path.join(dir, '.partial');
  }

  static forService(dataDir: string, service: string): LocalBlobStore {
    return new LocalBlobStore(path.join(dataDir, 'blobs', service));
  }

  async put(source: Readable, opts: PutOptions): Promise<BlobMeta> {
    // Attach to the source before any await: an error it emits meanwhile must reach us, not go unhandled.
    const inspect = new InspectingStream(opts);
    // Until `pipeline` attaches (after mkdir), an early failure would be an unhandled 'error';
    // pipeline still sees the stream's stored error and rejects with it.
    inspect.on('error', () => undefined);
    const detach = feed(source, inspect);
    const id = randomUUID();
    const partBlob = path.join(this.partialDir, `${id}.blob`);
    const partMeta = path.join(this.partialDir, `${id}.json`);
    let out: WriteStream | undefined;
    try {
      await mkdir(this.partialDir, { recursive: true });
      out = createWriteStream(partBlob, { flags: 'wx' });
      await pipeline(inspect, out);
      const meta: BlobMeta = { id, size: inspect.size, sha256: inspect.sha256, detectedType: inspect.detected!, createdAt: new Date() };
      await writeFile(partMeta, JSON.stringify({ ...meta, createdAt: meta.createdAt.toISOString() }), { flag: 'wx' });
      // Meta first: a blob file is only ever visible with its meta beside it.
      await rename(partMeta, this.file(id, 'json'));
      await rename(partBlob, this.file(id, 'blob'));
      return meta;
    } catch (err) {
      // The file stream opens lazily: wait until it has closed, or it may create the file after rm.
      if (out && !out.closed) await new Promise<void>((resolve) => out!.once('close', () => resolve()));
      await rm(partBlob, { force: true });
      await rm(partMeta, { force: true });
      await rm(this.file(id, 'json'), { force: true });
      throw err;
    } finally {
      detach();
    }
  }

  async get(id: string) {
    const meta = await this.readMeta(id);
    if (!meta) return null;
    try {
      await stat(this.file(id, 'blob'));
    } catch {
      return null;
    }
    return { stream: createReadStream(this.file(id, 'blob')) as Readable, meta };
  }

  async delete(id: string): Promise<boolean> {
    if (!BLOB_ID.test(id)) return false;
    const existed = await stat(this.file(id, 'blob')).then(() => true, () => false);
    await rm(this.file(id, 'blob'), { force: true });
    await rm(this.file(id, 'json'), { force: true });
    return existed;
  }

  async listOlderThan(cutoff: Date): Promise<BlobMeta[]> {
    const names = await readdir(this.dir).catch(() => [] as string[]);
    const out: BlobMeta[] = [];
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const meta = await this.readMeta(name.slice(0, -5));
      if (meta && meta.createdAt < cutoff) out.push(meta);
    }
    return out;
  }

  async sweepPartial(cutoff: Date): Promise<number> {
    const names = await readdir(this.partialDir).catch(() => [] as string[]);
    let removed = 0;
    for (const name of names) {
      const file = path.join(this.partialDir, name);
      const info = await stat(file).catch(() => null);
      if (info && info.mtime < cutoff) {
        await rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  async close() {}

  private file(id: string, ext: 'blob' | 'json') {
    return path.join(this.dir, `${id}.${ext}`);
  }

  private async readMeta(id: string): Promise<BlobMeta | null> {
    if (!BLOB_ID.test(id)) return null;
    try {
      const raw = JSON.parse(await readFile(this.file(id, 'json'), 'utf8')) as StoredMeta;
      return { ...raw, createdAt: new Date(raw.createdAt) };
    } catch {
      return null;
    }
  }
}
