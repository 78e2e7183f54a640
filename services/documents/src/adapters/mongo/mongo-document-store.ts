import type { Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import { MongoUploadLedger, uploadFromDoc, type UploadDoc } from '@counsel/kit/mongo';
import type { StudentDocument } from '../../domain/document.js';
import { erasedItems } from '../../domain/erasure.js';
import type { DocumentStore, ErasureTarget, OutboxEvent, RemovedItem } from '../../ports/document-store.js';
import type { DocumentDoc, DocumentsModels } from './models.js';

const toDocument = ({ _id, ...d }: DocumentDoc): StudentDocument => ({ id: _id, ...d });

/**
 * MongoDB adapter (distributed mode). A change and its event commit through the kit's MongoOutbox: in one
 * transaction where the deployment has them; on a standalone server the event first and each write ordered so
 * a crash leaves at worst an upload marked registered with no record, which the sweeper cannot see as visible data.
 */
export class MongoDocumentStore extends MongoUploadLedger implements DocumentStore {
  readonly outbox: MongoOutbox;
  private readonly erasures: MongoErasures;

  constructor(private readonly models: DocumentsModels, private readonly conn: Connection) {
    // The upload ledger is the kit's; a document keeps its blob alive as an upload row does.
    super(models.uploads, [models.documents]);
    this.outbox = new MongoOutbox(conn);
    this.erasures = new MongoErasures(conn, this.outbox);
  }

  /** The erasure ledger's indexes (start-up; the models' are built by the caller). */
  init() {
    return this.erasures.init();
  }

  async setStudentOwner(studentId: string, userId: string, schoolId: string | null) {
    await this.models.owners.updateOne({ _id: studentId }, { $set: { userId, schoolId } }, { upsert: true });
  }

  async markDone(step: string) {
    // An upsert that inserts reports one upserted id; a step already done matches and changes nothing.
    const r = await this.models.doneSteps.updateOne({ _id: step }, { $setOnInsert: { at: new Date().toISOString() } }, { upsert: true });
    return r.upsertedCount === 1;
  }

  async isDone(step: string) {
    return (await this.models.doneSteps.exists({ _id: step })) !== null;
  }

  async studentOwner(studentId: string) {
    const d = await this.models.owners.findById(studentId).lean();
    return d ? { userId: d.userId, schoolId: d.schoolId ?? null } : null;
  }

  async registerDocument(doc: StudentDocument, event: OutboxEvent) {
    return this.outbox.commit([event], async (session) => {
      const marked = await this.models.uploads.updateOne({ _id: doc.uploadId, state: 'stored', registeredAt: null }, { $set: { registeredAt: doc.uploadedAt } }, { session });
      if (marked.modifiedCount !== 1) return false;
      try {
        const { id, ...rest } = doc;
        await this.models.documents.create([{ _id: id, ...rest }], { session });
      } catch (err) {
        // Inside a transaction the abort undoes the mark; without one, undo it by hand.
        if (!session) await this.models.uploads.updateOne({ _id: doc.uploadId }, { $set: { registeredAt: null } });
        throw err;
      }
      return true;
    });
  }

  async listDocuments(studentId: string) {
    return (await this.models.documents.find({ studentId: { $eq: studentId } }).sort({ uploadedAt: -1, _id: 1 }).lean<DocumentDoc[]>()).map(toDocument);
  }

  async getDocument(id: string) {
    const d = await this.models.documents.findById(id).lean<DocumentDoc>();
    return d ? toDocument(d) : null;
  }

  async deleteDocument(id: string, event: OutboxEvent) {
    return this.outbox.commit([event], async (session) => {
      const d = await this.models.documents.findOneAndDelete({ _id: { $eq: id } }, { session }).lean<DocumentDoc>();
      if (!d) return false;
      await this.models.uploads.deleteOne({ _id: d.uploadId }, { session });
      return true;
    });
  }

  async uploadsOf(ownerUserId: string) {
    return (await this.models.uploads.find({ ownerUserId: { $eq: ownerUserId } }).sort({ createdAt: 1, _id: 1 }).lean<UploadDoc[]>()).map(uploadFromDoc);
  }

  async heldBlobIds(studentId: string, studentUserId: string) {
    const [d, u] = await Promise.all([
      this.models.documents.find({ studentId: { $eq: studentId } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
      this.models.uploads.find({ ownerUserId: { $eq: studentUserId }, blobId: { $ne: null } }, { blobId: 1 }).lean<{ blobId: string }[]>(),
    ]);
    return [...new Set([...d, ...u].map((x) => x.blobId))];
  }

  /**
   * The rows go first, then the erasure record, then the confirmation through the outbox. A crash before the
   * record leaves the rows gone and the request unacknowledged: its redelivery erases again (counting 0s) and
   * confirms; a crash after it confirms the recorded counts.
   */
  async eraseStudent(t: ErasureTarget, confirm: (removed: RemovedItem[]) => OutboxEvent) {
    return this.erasures.eraseOnce(t, async () => {
      const files = (await this.heldBlobIds(t.studentId, t.studentUserId)).length;
      const documents = (await this.models.documents.deleteMany({ studentId: { $eq: t.studentId } })).deletedCount;
      const uploads = (await this.models.uploads.deleteMany({ ownerUserId: { $eq: t.studentUserId } })).deletedCount;
      const owner = (await this.models.owners.deleteOne({ _id: { $eq: t.studentId } })).deletedCount;
      return erasedItems({ documents, files, uploads, owner });
    }, confirm);
  }

  async isErased(studentId: string) {
    return this.erasures.isErased(studentId);
  }

  ready() {
    return this.conn.readyState === 1;
  }

  async close() {
    await this.conn.close();
  }
}
