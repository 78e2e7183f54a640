import { Schema, type Connection } from 'mongoose';
import { MongoOutbox, type UploadRecord } from '@counsel/kit';

export interface OwnerDoc { _id: string; userId: string; schoolId?: string | null }
export interface UploadDoc extends Omit<UploadRecord, 'uploadId'> { _id: string }
export interface DocumentDoc {
  _id: string; studentId: string; ownerUserId: string; uploadId: string; blobId: string;
  fileName: string; fileType: string; fileSize: number; uploadedAt: string;
}
export interface DoneStepDoc { _id: string; at: string }

const ownerSchema = new Schema<OwnerDoc>({ _id: String, userId: { type: String, required: true }, schoolId: { type: String, default: null } }, { versionKey: false });
const uploadSchema = new Schema<UploadDoc>({
  _id: String, ownerUserId: String, purpose: String, state: String, blobId: { type: String, index: true }, size: Number, fileType: String,
  createdAt: String, expiresAt: String, storedAt: String, registeredAt: String,
}, { versionKey: false });
uploadSchema.index({ registeredAt: 1, createdAt: 1 });
const documentSchema = new Schema<DocumentDoc>({
  _id: String, studentId: { type: String, required: true }, ownerUserId: String, uploadId: { type: String, unique: true }, blobId: { type: String, index: true },
  fileName: String, fileType: String, fileSize: Number, uploadedAt: String,
}, { versionKey: false });
documentSchema.index({ studentId: 1, uploadedAt: -1 });

uploadSchema.index({ ownerUserId: 1 });
documentSchema.index({ ownerUserId: 1 });

const doneStepSchema = new Schema<DoneStepDoc>({ _id: String, at: String }, { versionKey: false });

export function documentsModels(conn: Connection) {
  return {
    owners: conn.model<OwnerDoc>('StudentOwner', ownerSchema, 'student_owners'),
    uploads: conn.model<UploadDoc>('Upload', uploadSchema, 'uploads'),
    documents: conn.model<DocumentDoc>('StudentDocument', documentSchema, 'documents'),
    /** The kit's outbox model (collection `outbox`); MongoDocumentStore writes through a MongoOutbox on it. */
    outbox: new MongoOutbox(conn).model,
    doneSteps: conn.model<DoneStepDoc>('DoneStep', doneStepSchema, 'done_steps'),
  };
}
export type DocumentsModels = ReturnType<typeof documentsModels>;
