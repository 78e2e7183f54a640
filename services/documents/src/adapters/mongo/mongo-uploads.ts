import type { ClientSession } from 'mongoose';
import { MongoUploadLedger, uploadFromDoc, type UploadDoc } from '@counsel/kit/mongo';
import type { UploadRepository } from '../../ports/uploads-repository.js';
import type { DocumentsModels } from './models.js';

/** The kit's upload ledger over the `uploads` collection; a document keeps its blob alive as an upload row does. */
export class MongoUploads extends MongoUploadLedger implements UploadRepository {
  constructor(models: DocumentsModels) {
    super(models.uploads, [models.documents]);
  }

  async ofOwner(ownerUserId: string) {
    return (await this.uploadRows.find({ ownerUserId: { $eq: ownerUserId } }).sort({ createdAt: 1, _id: 1 }).lean<UploadDoc[]>()).map(uploadFromDoc);
  }

  /** The account's uploads go with the student (the erasure's part, in its session). */
  async eraseStudent(_studentId: string, session: ClientSession | undefined, studentUserId: string) {
    await this.uploadRows.deleteMany({ ownerUserId: { $eq: studentUserId } }, { session });
  }
}
