// Types only: the schema is built from the connection's own mongoose (as the Mongo outbox's), so this file loads no driver.
import type { Connection, IndexDefinition, Model } from 'mongoose';
import type { UploadLedger, UploadRecord } from './upload-ledger.js';

/** An upload row in a service's own `uploads` collection (same fields in each service's database). */
export interface UploadDoc extends Omit<UploadRecord, 'uploadId'> { _id: string }

/** A collection whose documents also keep a blob alive (the records an upload became). */
interface BlobHolder {
  find(filter: { blobId: { $in: string[] } }, projection: { blobId: 1 }): { lean<T>(): Promise<T> };
}

/** An upload row as the ledger's record. */
export const uploadFromDoc = ({ _id, ...u }: UploadDoc): UploadRecord => ({
  uploadId: _id, ownerUserId: u.ownerUserId, purpose: u.purpose, state: u.state, blobId: u.blobId ?? null, size: u.size ?? null,
  fileType: u.fileType ?? null, createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: u.storedAt ?? null, registeredAt: u.registeredAt ?? null,
});

/**
 * The `uploads` model on a service's connection. `indexes` adds what only that service queries by
 * (documents erases a student's uploads by owner).
 */
export function mongoUploadModel(conn: Connection, name = 'Upload', indexes: readonly IndexDefinition[] = []): Model<UploadDoc> {
  const schema = new conn.base.Schema<UploadDoc>({
    _id: String, ownerUserId: String, purpose: String, state: String, blobId: { type: String, index: true }, size: Number, fileType: String,
    createdAt: String, expiresAt: String, storedAt: String, registeredAt: String,
  }, { versionKey: false });
  schema.index({ registeredAt: 1, createdAt: 1 });
  for (const index of indexes) schema.index(index);
  return conn.model<UploadDoc>(name, schema, 'uploads');
}

/**
 * The upload ledger over a service's own MongoDB database. Single use is enforced by the state in each
 * `updateOne` filter (so it holds across replicas), as the SQLite ledger does in its UPDATEs. A store extends
 * this and names the collections whose documents also keep blobs alive.
 */
export class MongoUploadLedger implements UploadLedger {
  protected constructor(protected readonly uploadRows: Model<UploadDoc>, private readonly blobHolders: readonly BlobHolder[]) {}

  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    await this.uploadRows.create({
      _id: u.uploadId, ownerUserId: u.ownerUserId, purpose: u.purpose, state: 'reserved', blobId: null, size: null, fileType: null,
      createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: null, registeredAt: null,
    });
  }

  async getUpload(uploadId: string) {
    const d = await this.uploadRows.findOne({ _id: { $eq: uploadId } }).lean<UploadDoc>();
    return d ? uploadFromDoc(d) : null;
  }

  async claimUpload(uploadId: string) {
    const r = await this.uploadRows.updateOne({ _id: { $eq: uploadId }, state: 'reserved' }, { $set: { state: 'receiving' } });
    return r.modifiedCount === 1;
  }

  async releaseUpload(uploadId: string) {
    await this.uploadRows.updateOne({ _id: { $eq: uploadId }, state: 'receiving' }, { $set: { state: 'reserved' } });
  }

  async completeUpload(uploadId: string, b: { blobId: string; size: number; fileType: string; storedAt: string }) {
    await this.uploadRows.updateOne(
      { _id: { $eq: uploadId }, state: 'receiving' },
      { $set: { state: 'stored', blobId: b.blobId, size: b.size, fileType: b.fileType, storedAt: b.storedAt } },
    );
  }

  async staleUploads(cutoff: string) {
    return (await this.uploadRows.find({ registeredAt: null, createdAt: { $lt: cutoff } }).lean<UploadDoc[]>()).map(uploadFromDoc);
  }

  async deleteUpload(uploadId: string) {
    await this.uploadRows.deleteOne({ _id: { $eq: uploadId }, registeredAt: null });
  }

  /** A blob is kept alive by an upload row or a document of one of the holders. */
  async referencedBlobIds(blobIds: readonly string[]) {
    const ids = [...blobIds];
    if (ids.length === 0) return new Set<string>();
    const found = await Promise.all([this.uploadRows, ...this.blobHolders].map((m) => m.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>()));
    return new Set(found.flat().map((x) => x.blobId));
  }
}
