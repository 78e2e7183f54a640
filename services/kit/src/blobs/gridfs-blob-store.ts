import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import mongoose from 'mongoose';
import { BLOB_ID, type BlobMeta, type BlobStore, type PutOptions } from './blob-store.js';
import type { DetectedType } from './content-sniffer.js';
import { InspectingStream } from './inspecting-stream.js';
import { feed } from './source-feed.js';

type Db = NonNullable<mongoose.Connection['db']>;
const { GridFSBucket, ObjectId } = mongoose.mongo;

/** Our blob ids are UUID strings: GridFS takes any id value, but the mongodb driver's type says ObjectId only. */
const gridId = (id: string) => id as unknown as InstanceType<typeof ObjectId>;

interface FileDoc {
  _id: string;
  length: number;
  uploadDate: Date;
  metadata?: { complete?: boolean; sha256?: string; detectedType?: DetectedType };
}

/**
 * Blobs in MongoDB GridFS (distributed mode), one bucket per service. GridFS writes the files
 * document only after the last chunk, and the store marks it complete once every check passed,
 * so readers never see a refused or half-written blob.
 */
export class GridFsBlobStore implements BlobStore {
  private readonly bucket: InstanceType<typeof GridFSBucket>;

  constructor(private readonly db: Db, private readonly bucketName: string, private readonly onClose: () => Promise<void> = async () => {}) {
    this.bucket = new GridFSBucket(db, { bucketName });
  }

  static async connect(url: string, service: string): Promise<GridFsBlobStore> {
    const conn = await mongoose.createConnection(url).asPromise();
    if (!conn.db) throw new Error('MongoDB connection has no database');
    return new GridFsBlobStore(conn.db, `${service}_blobs`, () => conn.close());
  }

  private get files() {
    return this.db.collection<FileDoc>(`${this.bucketName}.files`);
  }

  async put(source: Readable, opts: PutOptions): Promise<BlobMeta> {
    const id = randomUUID();
    const inspect = new InspectingStream(opts);
    const upload = this.bucket.openUploadStreamWithId(gridId(id), id, { metadata: { complete: false } });
    const detach = feed(source, inspect);
    try {
      await pipeline(inspect, upload);
      const meta: BlobMeta = { id, size: inspect.size, sha256: inspect.sha256, detectedType: inspect.detected!, createdAt: new Date() };
      await this.files.updateOne({ _id: id }, { $set: { metadata: { complete: true, sha256: meta.sha256, detectedType: meta.detectedType } } });
      return meta;
    } catch (err) {
      await upload.abort().catch(() => undefined);
      await this.bucket.delete(gridId(id)).catch(() => undefined);
      throw err;
    } finally {
      detach();
    }
  }

  async get(id: string) {
    if (!BLOB_ID.test(id)) return null;
    const doc = await this.files.findOne({ _id: id });
    const meta = doc ? toMeta(doc) : null;
    if (!meta) return null;
    return { stream: this.bucket.openDownloadStream(gridId(id)) as Readable, meta };
  }

  async delete(id: string): Promise<boolean> {
    if (!BLOB_ID.test(id)) return false;
    try {
      await this.bucket.delete(gridId(id));
      return true;
    } catch {
      return false; // FileNotFound: already gone
    }
  }

  async listOlderThan(cutoff: Date): Promise<BlobMeta[]> {
    const docs = await this.files.find({ uploadDate: { $lt: cutoff }, 'metadata.complete': true }).toArray();
    return docs.map(toMeta).filter((m): m is BlobMeta => m !== null);
  }

  async sweepPartial(cutoff: Date): Promise<number> {
    let removed = 0;
    // Files documents never marked complete (a crash after the last chunk).
    for (const doc of await this.files.find({ uploadDate: { $lt: cutoff }, 'metadata.complete': { $ne: true } }).toArray()) {
      if (await this.delete(doc._id)) removed++;
    }
    // Chunks with no files document (a crash mid-write); chunk ids carry their creation time.
    const chunks = this.db.collection(`${this.bucketName}.chunks`);
    const orphanIds = await chunks.distinct('files_id', { _id: { $lt: ObjectId.createFromTime(Math.floor(cutoff.getTime() / 1000)) } });
    for (const fid of orphanIds) {
      if (await this.files.findOne({ _id: fid as string })) continue;
      await chunks.deleteMany({ files_id: fid });
      removed++;
    }
    return removed;
  }

  async close() {
    await this.onClose();
  }
}

function toMeta(doc: FileDoc): BlobMeta | null {
  if (!doc.metadata?.complete || !doc.metadata.detectedType || !doc.metadata.sha256) return null;
  return { id: doc._id, size: doc.length, sha256: doc.metadata.sha256, detectedType: doc.metadata.detectedType, createdAt: doc.uploadDate };
}
