import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { z } from 'zod';
import {
  ConflictError, NotFoundError, canSeeStudent, committed, isStaff, outboxEvent, receiveUpload, requireOwner, requireOwnerOrStaff, requireRole, requireUser,
  reserveUploadFor, sweepUploads, uploadToRegister,
  type BlobStore, type Logger, type OutboxEvents, type Principal, type RecordReads, type UploadDeps, type UploadPolicy, type UploadReservation,
} from '@counsel/kit';
import { Subjects } from '@counsel/proto-events';
import { DOCUMENT_KINDS, DOCUMENT_PURPOSE, cleanFileName, type StudentDocument } from '../domain/document.js';
import { parseRegistration } from '../domain/registration.js';
import type { RegisterStudentDocumentInput } from '../graphql/generated/resolvers-types.js';
import type { DocumentStore } from '../ports/document-store.js';
import type { StudentOwner } from '../ports/owners-repository.js';

export interface DocumentsServiceOptions {
  store: DocumentStore;
  blobs: BlobStore;
  /** The service's outbox relay (the kit's): woken after each write with events. */
  events: OutboxEvents;
  log: Logger;
  /** The access log: staff reads of a student's documents are reported before they are answered. */
  reads: RecordReads;
  maxBytes: number;
  urlTtlSeconds: number;
  unregisteredTtlMs: number;
  now?: () => Date;
}

const idArg = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** Student documents: upload reservations, registration, listing, viewing and deletion. */
export class DocumentsService {
  readonly uploads: UploadDeps;
  readonly policy: UploadPolicy;
  private readonly now: () => Date;

  constructor(private readonly options: DocumentsServiceOptions) {
    this.now = options.now ?? (() => new Date());
    this.uploads = { ledger: options.store.uploads, blobs: options.blobs, now: this.now, log: options.log };
    this.policy = { purpose: DOCUMENT_PURPOSE, maxBytes: options.maxBytes, accept: DOCUMENT_KINDS };
  }

  /** Students upload their own documents; the gateway signs a URL for the reservation. */
  async reserveUpload(p: Principal | null): Promise<UploadReservation> {
    const user = requireRole(p, 'student');
    return reserveUploadFor(this.uploads, this.policy, user.userId, this.options.urlTtlSeconds);
  }

  /** The bytes of a signed upload, streamed in by the gateway (size and type checked on the way). */
  receive(uploadId: string, ownerUserId: string, body: Readable) {
    return receiveUpload(this.uploads, this.policy, { uploadId, ownerUserId, body });
  }

  /** Registers an uploaded file as the student's document; size and type come from the stored blob. */
  async register(p: Principal | null, studentId: string, input: RegisterStudentDocumentInput): Promise<StudentDocument> {
    const user = requireUser(p);
    const { userId: ownerUserId } = await this.ownerOf(studentId);
    requireOwner(user, ownerUserId);
    const registration = parseRegistration(input);
    const upload = await uploadToRegister(this.uploads, DOCUMENT_PURPOSE, registration.uploadId, user.userId);
    const doc: StudentDocument = {
      id: randomUUID(), studentId, ownerUserId, uploadId: upload.uploadId, blobId: upload.blobId,
      fileName: cleanFileName(registration.fileName, upload.fileType), fileType: upload.fileType, fileSize: upload.size,
      uploadedAt: this.now().toISOString(),
    };
    const event = outboxEvent(Subjects.documentsDocumentCreated, { documentId: doc.id, studentId, fileName: doc.fileName, fileType: doc.fileType, fileSize: doc.fileSize });
    if (!(await committed(this.options.store.write((w) => w.documents.register(doc), [event]), 'upload-taken'))) throw new ConflictError('This upload is already registered');
    this.options.events.committed();
    return doc;
  }

  /** The student sees their own documents; counselors those of their schools' students; admins every student's. */
  async list(p: Principal | null, studentId: string): Promise<StudentDocument[]> {
    const user = requireUser(p);
    const owner = await this.ownerOf(studentId);
    if (!staffMaySee(user, owner)) throw new NotFoundError('Student not found');
    requireOwnerOrStaff(user, owner.userId);
    await this.options.reads.staffRead(user, { studentId, parts: ['documents'] });
    return this.options.store.documents.list(studentId);
  }

  /** Only the owning student deletes; the blob goes with the record. */
  async remove(p: Principal | null, id: string): Promise<StudentDocument> {
    const user = requireUser(p);
    const doc = await this.document(id);
    await this.assertStaffMaySee(user, doc);
    requireOwner(user, doc.ownerUserId);
    const event = outboxEvent(Subjects.documentsDocumentDeleted, { documentId: doc.id, studentId: doc.studentId, fileName: doc.fileName, deletedBy: user.userId });
    if (!(await committed(this.options.store.write((w) => w.documents.remove(doc.id), [event]), 'gone'))) throw new NotFoundError('Document not found');
    // After the record: a crash here leaves an unreferenced blob, which the sweeper removes.
    this.options.events.committed();
    await this.options.blobs.delete(doc.blobId);
    return doc;
  }

  /** The bytes of a document for its owner or staff. */
  async openFile(p: Principal | null, id: string) {
    const user = requireUser(p);
    const doc = await this.document(id);
    await this.assertStaffMaySee(user, doc);
    requireOwnerOrStaff(user, doc.ownerUserId);
    await this.options.reads.staffRead(user, { studentId: doc.studentId, parts: ['document_file'], detail: doc.id });
    const blob = await this.options.blobs.get(doc.blobId);
    if (!blob) throw new NotFoundError('Document not found');
    return { doc, stream: blob.stream, size: blob.meta.size };
  }

  /** Owners and their schools come from the students service's profile events. */
  async recordStudentOwner(studentId: string, userId: string, schoolId: string | null) {
    // An erased student's profile events may still arrive (late, or replayed): they must not bring the row back.
    if (await this.options.store.erasures.isErased(studentId)) return;
    await this.options.store.write((w) => w.owners.set(studentId, { userId, schoolId }));
  }

  sweep() {
    return sweepUploads(this.uploads, this.options.unregisteredTtlMs);
  }

  /** A document of a student of a school the staff caller may not see does not exist for them. */
  private async assertStaffMaySee(user: Principal, doc: StudentDocument) {
    if (!isStaff(user)) return;
    const owner = await this.options.store.owners.get(doc.studentId);
    if (!staffMaySee(user, owner ?? { userId: doc.ownerUserId, schoolId: null })) throw new NotFoundError('Document not found');
  }

  private async ownerOf(studentId: string): Promise<StudentOwner> {
    const id = idArg.safeParse(studentId);
    const owner = id.success ? await this.options.store.owners.get(studentId) : null;
    if (!owner) throw new NotFoundError('Student not found');
    return owner;
  }

  private async document(id: string): Promise<StudentDocument> {
    const doc = idArg.safeParse(id).success ? await this.options.store.documents.get(id) : null;
    if (!doc) throw new NotFoundError('Document not found');
    return doc;
  }
}

/**
 * Staff see the documents of students of their schools only (FERPA); for any other student the answer is
 * 404, never 403, so a counselor cannot learn that a student of another school exists. Students are left to
 * the owner checks (another student's records answer 403, as the spec reads).
 */
function staffMaySee(user: Principal, owner: StudentOwner): boolean {
  return !isStaff(user) || canSeeStudent(user, owner.userId, owner.schoolId);
}
