import { ConflictError, type Stage, type UploadLedger, type UploadRecord } from '@counsel/kit';
import type { UploadWrites } from '../../ports/letters-store.js';
import type { LettersModels, UploadDoc } from './models.js';

const toUpload = ({ _id, ...u }: UploadDoc): UploadRecord => ({
  uploadId: _id, ownerUserId: u.ownerUserId, purpose: u.purpose, state: u.state, blobId: u.blobId ?? null, size: u.size ?? null,
  fileType: u.fileType ?? null, createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: u.storedAt ?? null, registeredAt: u.registeredAt ?? null,
});

/** The upload ledger of letters sent as PDFs (the kit's states; each step a conditional update, so single use holds across replicas). */
export class MongoUploads implements UploadLedger {
  constructor(private readonly models: LettersModels) {}

  writes(stage: Stage): UploadWrites {
    return {
      register: (uploadId, at) => stage(async (session) => {
        const r = await this.models.uploads.updateOne({ _id: uploadId, state: 'stored', registeredAt: null }, { $set: { registeredAt: at } }, { session });
        if (r.modifiedCount !== 1) throw new ConflictError('This upload is already used or not complete');
      }),
    };
  }

  async reserveUpload(u: Pick<UploadRecord, 'uploadId' | 'ownerUserId' | 'purpose' | 'createdAt' | 'expiresAt'>) {
    await this.models.uploads.create({
      _id: u.uploadId, ownerUserId: u.ownerUserId, purpose: u.purpose, state: 'reserved', blobId: null, size: null, fileType: null,
      createdAt: u.createdAt, expiresAt: u.expiresAt, storedAt: null, registeredAt: null,
    });
  }

  async getUpload(uploadId: string) {
    const d = await this.models.uploads.findById(uploadId).lean<UploadDoc>();
    return d ? toUpload(d) : null;
  }

  async claimUpload(uploadId: string) {
    return (await this.models.uploads.updateOne({ _id: uploadId, state: 'reserved' }, { $set: { state: 'receiving' } })).modifiedCount === 1;
  }

  async releaseUpload(uploadId: string) {
    await this.models.uploads.updateOne({ _id: uploadId, state: 'receiving' }, { $set: { state: 'reserved' } });
  }

  async completeUpload(uploadId: string, blob: { blobId: string; size: number; fileType: string; storedAt: string }) {
    await this.models.uploads.updateOne({ _id: uploadId, state: 'receiving' }, { $set: { state: 'stored', ...blob } });
  }

  async staleUploads(cutoff: string) {
    return (await this.models.uploads.find({ registeredAt: null, createdAt: { $lt: cutoff } }).lean<UploadDoc[]>()).map(toUpload);
  }

  async deleteUpload(uploadId: string) {
    await this.models.uploads.deleteOne({ _id: uploadId, registeredAt: null });
  }

  /** A blob is kept alive by an upload row or a letter. */
  async referencedBlobIds(blobIds: readonly string[]) {
    const ids = [...blobIds];
    const [u, l] = await Promise.all([
      this.models.uploads.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.models.letters.find({ blobId: { $in: ids } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return new Set([...u, ...l].map((x) => x.blobId));
  }
}
