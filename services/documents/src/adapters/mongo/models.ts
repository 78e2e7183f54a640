import { Schema, type Connection } from 'mongoose';
import { MongoErasures, MongoOutbox } from '@counsel/kit';
import { mongoUploadModel } from '@counsel/kit/mongo';

export interface OwnerDoc { _id: string; userId: string; schoolId?: string | null }
export interface DocumentDoc {
  _id: string; studentId: string; ownerUserId: string; uploadId: string; blobId: string;
  fileName: string; fileType: string; fileSize: number; uploadedAt: string;
}
export interface DoneStepDoc { _id: string; at: string }

const ownerSchema = new Schema<OwnerDoc>({ _id: String, userId: { type: String, required: true }, schoolId: { type: String, default: null } }, { versionKey: false });
const documentSchema = new Schema<DocumentDoc>({
  _id: String, studentId: { type: String, required: true }, ownerUserId: String, uploadId: { type: String, unique: true }, blobId: { type: String, index: true },
  fileName: String, fileType: String, fileSize: Number, uploadedAt: String,
}, { versionKey: false });
documentSchema.index({ studentId: 1, uploadedAt: -1 });

documentSchema.index({ ownerUserId: 1 });

const doneStepSchema = new Schema<DoneStepDoc>({ _id: String, at: String }, { versionKey: false });

export function documentsModels(conn: Connection) {
  const outbox = new MongoOutbox(conn);
  return {
    owners: conn.model<OwnerDoc>('StudentOwner', ownerSchema, 'student_owners'),
    /** The kit's upload ledger rows, found here also by owner (a student's erasure). */
    uploads: mongoUploadModel(conn, 'Upload', [{ ownerUserId: 1 }]),
    documents: conn.model<DocumentDoc>('StudentDocument', documentSchema, 'documents'),
    doneSteps: conn.model<DoneStepDoc>('DoneStep', doneStepSchema, 'done_steps'),
    /** The kit's outbox (collection `outbox`), through which a unit of work commits. */
    outbox,
    /** The kit's erasure ledger (collection `erasures`). */
    erasures: new MongoErasures(conn, outbox),
  };
}
export type DocumentsModels = ReturnType<typeof documentsModels>;
