import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ConflictError, ForbiddenError, NotFoundError, ValidationError, receiveUpload, requireOwner, requireOwnerOrStaff, requireRole, requireUser, sweepUploads,
  type BlobStore, type EventBus, type Logger, type Principal, type UploadDeps, type UploadPolicy,
} from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { DOCUMENT_KINDS, DOCUMENT_PURPOSE, cleanFileName, type StudentDocument } from '../domain/document.js';
import type { DocumentStore } from '../ports/document-store.js';
import { OutboxRelay } from './outbox-relay.js';

export interface DocumentsServiceOptions {
  store: DocumentStore;
  blobs: BlobStore;
  bus: EventBus;
  log: Logger;
  maxBytes: number;
  urlTtlSeconds: number;
  unregisteredTtlMs: number;
  now?: () => Date;
}

export interface UploadReservation { uploadId: string; ownerUserId: string; purpose: typeof DOCUMENT_PURPOSE; expiresAt: string; maxBytes: number }

const registerInput = z.object({
  uploadId: z.uuid({ message: 'Invalid upload URL' }),
  fileName: z.string({ message: 'File name is required' }).max(1000, 'File name is too long'),
});
const idArg = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** Student documents: upload reservations, registration, listing, viewing and deletion. */
export class DocumentsService {
  readonly uploads: UploadDeps;
  readonly policy: UploadPolicy;
  private readonly now: () => Date;
  private readonly outbox: OutboxRelay;

  constructor(private readonly o: DocumentsServiceOptions) {
    this.now = o.now ?? (() => new Date());
    this.uploads = { ledger: o.store, blobs: o.blobs, now: this.now, log: o.log };
    this.policy = { purpose: DOCUMENT_PURPOSE, maxBytes: o.maxBytes, accept: DOCUMENT_KINDS };
    this.outbox = new OutboxRelay(o.store, o.bus, o.log);
  }

  /** Students upload their own documents; the gateway signs a URL for the reservation. */
  async reserveUpload(p: Principal | null): Promise<UploadReservation> {
    const user = requireRole(p, 'student');
    const created = this.now();
    const r = {
      uploadId: randomUUID(), ownerUserId: user.userId, purpose: DOCUMENT_PURPOSE,
      createdAt: created.toISOString(), expiresAt: new Date(created.getTime() + this.o.urlTtlSeconds * 1000).toISOString(),
    };
    await this.o.store.reserveUpload(r);
    return { uploadId: r.uploadId, ownerUserId: r.ownerUserId, purpose: r.purpose, expiresAt: r.expiresAt, maxBytes: this.o.maxBytes };
  }

  /** The bytes of a signed upload, streamed in by the gateway (size and type checked on the way). */
  receive(uploadId: string, ownerUserId: string, body: Readable) {
    return receiveUpload(this.uploads, this.policy, { uploadId, ownerUserId, body });
  }

  /** Registers an uploaded file as the student's document; size and type come from the stored blob. */
  async register(p: Principal | null, studentId: string, input: unknown): Promise<StudentDocument> {
    const user = requireUser(p);
    const ownerUserId = await this.ownerOf(studentId);
    requireOwner(user, ownerUserId);
    const parsed = registerInput.safeParse(input);
    if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
    const upload = await this.o.store.getUpload(parsed.data.uploadId);
    if (!upload || upload.purpose !== DOCUMENT_PURPOSE) throw new NotFoundError('Upload not found');
    if (upload.ownerUserId !== user.userId) throw new ForbiddenError('This upload belongs to someone else');
    if (upload.registeredAt) throw new ConflictError('This upload is already registered');
    if (upload.state !== 'stored' || !upload.blobId || upload.size === null || !upload.fileType) throw new ValidationError('The file has not been uploaded yet');
    const doc: StudentDocument = {
      id: randomUUID(), studentId, ownerUserId, uploadId: upload.uploadId, blobId: upload.blobId,
      fileName: cleanFileName(parsed.data.fileName, upload.fileType), fileType: upload.fileType, fileSize: upload.size,
      uploadedAt: this.now().toISOString(),
    };
    const event = { id: randomUUID(), subject: Subjects.documentsDocumentCreated, data: { documentId: doc.id, studentId, fileName: doc.fileName, fileType: doc.fileType, fileSize: doc.fileSize } };
    if (!(await this.o.store.registerDocument(doc, event))) throw new ConflictError('This upload is already registered');
    await this.outbox.flush();
    return doc;
  }

  /** The student sees their own documents; counselors and admins see every student's. */
  async list(p: Principal | null, studentId: string): Promise<StudentDocument[]> {
    const user = requireUser(p);
    requireOwnerOrStaff(user, await this.ownerOf(studentId));
    return this.o.store.listDocuments(studentId);
  }

  /** Only the owning student deletes; the blob goes with the record. */
  async remove(p: Principal | null, id: string): Promise<StudentDocument> {
    const user = requireUser(p);
    const doc = await this.document(id);
    requireOwner(user, doc.ownerUserId);
    const event = { id: randomUUID(), subject: Subjects.documentsDocumentDeleted, data: { documentId: doc.id, studentId: doc.studentId, fileName: doc.fileName, deletedBy: user.userId } };
    if (!(await this.o.store.deleteDocument(doc.id, event))) throw new NotFoundError('Document not found');
    // After the record: a crash here leaves an unreferenced blob, which the sweeper removes.
    await this.o.blobs.delete(doc.blobId);
    await this.outbox.flush();
    return doc;
  }

  /** The bytes of a document for its owner or staff. */
  async openFile(p: Principal | null, id: string) {
    const user = requireUser(p);
    const doc = await this.document(id);
    requireOwnerOrStaff(user, doc.ownerUserId);
    const blob = await this.o.blobs.get(doc.blobId);
    if (!blob) throw new NotFoundError('Document not found');
    return { doc, stream: blob.stream, size: blob.meta.size };
  }

  /** Owners come from the students service's profile events. */
  async recordStudentOwner(studentId: string, userId: string) {
    await this.o.store.setStudentOwner(studentId, userId);
  }

  sweep() {
    return sweepUploads(this.uploads, this.o.unregisteredTtlMs);
  }

  flushOutbox() {
    return this.outbox.flush();
  }

  private async ownerOf(studentId: string): Promise<string> {
    const id = idArg.safeParse(studentId);
    const owner = id.success ? await this.o.store.studentOwner(studentId) : null;
    if (!owner) throw new NotFoundError('Student not found');
    return owner;
  }

  private async document(id: string): Promise<StudentDocument> {
    const doc = idArg.safeParse(id).success ? await this.o.store.getDocument(id) : null;
    if (!doc) throw new NotFoundError('Document not found');
    return doc;
  }
}
