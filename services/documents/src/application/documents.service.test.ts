import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Subjects, type EventPayloads } from '@counsel/proto-events';
import {
  ConflictError, DurableLocalBus, ForbiddenError, LocalBlobStore, NotFoundError, RecordReads, UnauthenticatedError, ValidationError,
  OutboxEvents, createLogger, loadConfig, type Principal, type Subscription,
} from '@counsel/kit';
import { pdfBytes, textBytes } from '../../../kit/test/support/sample-files.js';
import { documentsConfigSchema } from '../config.js';
import { openDocumentStore } from '../adapters/open-adapters.js';
import type { DocumentStore } from '../ports/document-store.js';
import { DocumentsService } from './documents.service.js';
import { studentOwnerHandler } from './student-owner-events.js';
import { quietPeriod, until } from '../../../kit/test/support/eventually.js';

const log = createLogger('test', 'silent');
const NOW = new Date('2030-03-04T05:06:07.000Z');
const principal = (role: Principal['role'], userId: string): Principal => ({ userId, email: `${userId}@school.org`, firstName: null, lastName: null, role, sessionId: null });
const maya = principal('student', 'u-maya');
const jordan = principal('student', 'u-jordan');
const counselor = principal('counselor', 'u-coach');
const admin = principal('admin', 'u-admin');

const emptyProfile: EventPayloads[typeof Subjects.studentsProfileUpserted]['profile'] = {
  firstName: null, lastName: null, email: null, dateOfBirth: null, siblings: null, gpa: null, satScore: null, actScore: null, classRank: null,
  grade: null, highSchoolName: null, highSchoolLocation: null, apIbHonors: null, activitiesOutsideSchool: null, clubs: null,
  internshipsVolunteer: null, leadership: null, targetColleges: 0, courses: [], activities: [], updatedAt: NOW.toISOString(),
};

let dir: string;
let store: DocumentStore;
let bus: DurableLocalBus;
let service: DocumentsService;
let events: OutboxEvents;
let subs: Subscription[];
let created: EventPayloads[typeof Subjects.documentsDocumentCreated][];
let deleted: EventPayloads[typeof Subjects.documentsDocumentDeleted][];
let reads: EventPayloads[typeof Subjects.documentsRecordRead][];

beforeEach(async () => {
  // The real SQLite store in memory, the durable bus in memory, the local blob store in a temporary folder.
  dir = mkdtempSync(path.join(tmpdir(), 'documents-service-'));
  store = await openDocumentStore(loadConfig(documentsConfigSchema, { DATA_DIR: ':memory:' }), log);
  bus = await DurableLocalBus.open({ dataDir: ':memory:', log });
  events = new OutboxEvents(store.outbox, bus, log);
  service = new DocumentsService({
    store, blobs: new LocalBlobStore(path.join(dir, 'blobs')), events, log, now: () => NOW, reads: new RecordReads(bus, Subjects.documentsRecordRead, log),
    maxBytes: 100_000, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
  });
  created = [];
  deleted = [];
  reads = [];
  subs = [
    await bus.subscribe(Subjects.documentsRecordRead, async (e) => { reads.push(e.data); }, { durable: 'test-reads' }),
    await studentOwnerHandler(service).subscribe(bus),
    await bus.subscribe(Subjects.documentsDocumentCreated, async (e) => { created.push(e.data); }, { durable: 'test-created' }),
    await bus.subscribe(Subjects.documentsDocumentDeleted, async (e) => { deleted.push(e.data); }, { durable: 'test-deleted' }),
  ];
  // Documents learns who owns a student from the students service's profile events.
  for (const [studentId, userId] of [['student-maya', 'u-maya'], ['student-jordan', 'u-jordan']]) {
    await bus.publish(Subjects.studentsProfileUpserted, { studentId, userId, profile: emptyProfile });
  }
  for (const id of ['student-maya', 'student-jordan']) {
    await until(`the owner of ${id}`, () => store.owners.get(id));
  }
});
afterEach(async () => {
  for (const s of subs) await s.stop();
  await events.close();
  await bus.close();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A student reserves an upload, sends the bytes, and registers them for a student record. */
async function upload(who: Principal, studentId: string, fileName = 'transcript.pdf', bytes = pdfBytes()) {
  const r = await service.reserveUpload(who);
  await service.receive(r.uploadId, who.userId, Readable.from([bytes]));
  return service.register(who, studentId, { uploadId: r.uploadId, fileName });
}

describe('DocumentsService: uploads', () => {
  it('reserves uploads for students only, for the URL lifetime and the size limit', async () => {
    expect(await service.reserveUpload(maya)).toMatchObject({
      ownerUserId: 'u-maya', purpose: 'student-document', maxBytes: 100_000, expiresAt: '2030-03-04T05:21:07.000Z',
    });
    await expect(service.reserveUpload(counselor)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.reserveUpload(admin)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.reserveUpload(null)).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('registers the student\'s upload with the type and size of the stored bytes, a clean name, and announces it', async () => {
    const doc = await upload(maya, 'student-maya', '../../My Transcript\u0007');
    expect(doc).toMatchObject({ studentId: 'student-maya', ownerUserId: 'u-maya', fileName: 'My Transcript.pdf', fileType: 'application/pdf', fileSize: pdfBytes().length, uploadedAt: NOW.toISOString() });
    expect((await service.list(maya, 'student-maya')).map((d) => d.id)).toEqual([doc.id]);
    await until('the document-created event', () => created.length > 0);
    expect(created).toEqual([{ documentId: doc.id, studentId: 'student-maya', fileName: 'My Transcript.pdf', fileType: 'application/pdf', fileSize: pdfBytes().length }]);
  });

  it('refuses registering for another student, an unknown student, or someone else\'s upload', async () => {
    const r = await service.reserveUpload(maya);
    await service.receive(r.uploadId, maya.userId, Readable.from([pdfBytes()]));
    await expect(service.register(jordan, 'student-maya', { uploadId: r.uploadId, fileName: 'x.pdf' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.register(counselor, 'student-maya', { uploadId: r.uploadId, fileName: 'x.pdf' })).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.register(maya, 'student-nobody', { uploadId: r.uploadId, fileName: 'x.pdf' })).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(service.register(maya, 'bad id!', { uploadId: r.uploadId, fileName: 'x.pdf' })).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(service.register(jordan, 'student-jordan', { uploadId: r.uploadId, fileName: 'x.pdf' })).rejects.toThrow(new ForbiddenError('This upload belongs to someone else'));
    expect(await service.list(counselor, 'student-maya')).toEqual([]);
  });

  it('validates the registration and refuses registering twice or before the bytes arrived', async () => {
    await expect(service.register(maya, 'student-maya', { uploadId: 'not-a-uuid', fileName: 'x.pdf' })).rejects.toThrow(new ValidationError('Invalid upload URL'));
    const r = await service.reserveUpload(maya);
    await expect(service.register(maya, 'student-maya', { uploadId: r.uploadId })).rejects.toThrow(new ValidationError('File name is required'));
    await expect(service.register(maya, 'student-maya', { uploadId: r.uploadId, fileName: 'x.pdf' })).rejects.toThrow(new ValidationError('The file has not been uploaded yet'));
    await service.receive(r.uploadId, maya.userId, Readable.from([textBytes()]));
    const doc = await service.register(maya, 'student-maya', { uploadId: r.uploadId, fileName: 'activities' });
    expect(doc).toMatchObject({ fileType: 'text/plain; charset=utf-8', fileName: 'activities.txt' }); // type and extension from the bytes
    await expect(service.register(maya, 'student-maya', { uploadId: r.uploadId, fileName: 'again.txt' })).rejects.toThrow(new ConflictError('This upload is already registered'));
    await until('the document-created event', () => created.length > 0);
    await quietPeriod(50); // registered once: nothing to wait for, so room for a second event to show up
    expect(created).toHaveLength(1);
  });
});

describe('DocumentsService: reading and deleting', () => {
  it('shows a student\'s documents to the student and to staff, and to no other student', async () => {
    const doc = await upload(maya, 'student-maya');
    expect(await service.list(counselor, 'student-maya')).toHaveLength(1);
    expect(await service.list(admin, 'student-maya')).toHaveLength(1);
    await expect(service.list(jordan, 'student-maya')).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.openFile(jordan, doc.id)).rejects.toBeInstanceOf(ForbiddenError);
    const file = await service.openFile(counselor, doc.id);
    expect(file.size).toBe(pdfBytes().length);
    const chunks: Buffer[] = [];
    for await (const c of file.stream) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(pdfBytes())).toBe(true);
    await expect(service.openFile(counselor, 'no-such-doc')).rejects.toThrow(new NotFoundError('Document not found'));
  });

  it('lets only the owning student delete: the record and the bytes go, and the deletion is announced', async () => {
    const doc = await upload(maya, 'student-maya');
    await expect(service.remove(counselor, doc.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(service.remove(jordan, doc.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect((await service.remove(maya, doc.id)).id).toBe(doc.id);
    expect(await service.list(maya, 'student-maya')).toEqual([]);
    await expect(service.openFile(maya, doc.id)).rejects.toThrow(new NotFoundError('Document not found'));
    await expect(service.remove(maya, doc.id)).rejects.toThrow(new NotFoundError('Document not found'));
    await until('the document-deleted event', () => deleted.length > 0);
    expect(deleted).toEqual([{ documentId: doc.id, studentId: 'student-maya', fileName: 'transcript.pdf', deletedBy: 'u-maya' }]);
  });
});

describe('DocumentsService: schools (who may see whom)', () => {
  const counselorA: Principal = { ...counselor, userId: 'u-coach-a', schoolIds: ['school-a'] };
  const counselorB: Principal = { ...counselor, userId: 'u-coach-b', schoolIds: ['school-b'] };
  /** The students service announces the student's school with every profile event. */
  async function enrollMaya(schoolId: string | null) {
    await bus.publish(Subjects.studentsProfileUpserted, { studentId: 'student-maya', userId: 'u-maya', profile: emptyProfile, schoolId, status: 'active' });
    await until(`Maya's school ${schoolId}`, async () => (await store.owners.get('student-maya'))?.schoolId === schoolId);
  }

  it('shows a student\'s documents and files to staff of the student\'s school and admins; 404 for another school\'s staff', async () => {
    const doc = await upload(maya, 'student-maya');
    await enrollMaya('school-a');
    expect(await service.list(counselorA, 'student-maya')).toHaveLength(1);
    const file = await service.openFile(counselorA, doc.id);
    for await (const _chunk of file.stream) { /* read to the end, so the file is closed */ }
    expect(file.doc.id).toBe(doc.id);
    expect(await service.list(admin, 'student-maya')).toHaveLength(1);
    await expect(service.list(counselorB, 'student-maya')).rejects.toThrow(new NotFoundError('Student not found'));
    await expect(service.openFile(counselorB, doc.id)).rejects.toThrow(new NotFoundError('Document not found'));
    await expect(service.remove(counselorB, doc.id)).rejects.toThrow(new NotFoundError('Document not found'));
    // A counselor without a schools claim is in the default school only (one-school deployments: every student).
    await expect(service.list(counselor, 'student-maya')).rejects.toThrow(new NotFoundError('Student not found'));
    // Staff of the student's own school are still refused the owner's delete (403), and the owner still reads.
    await expect(service.remove(counselorA, doc.id)).rejects.toBeInstanceOf(ForbiddenError);
    expect(await service.list(maya, 'student-maya')).toHaveLength(1);
  });

  it('follows a student who moves school', async () => {
    await upload(maya, 'student-maya');
    await enrollMaya('school-a');
    expect(await service.list(counselorA, 'student-maya')).toHaveLength(1);
    await enrollMaya('school-b');
    await expect(service.list(counselorA, 'student-maya')).rejects.toThrow(new NotFoundError('Student not found'));
    expect(await service.list(counselorB, 'student-maya')).toHaveLength(1);
    await enrollMaya(null);
    expect(await service.list(counselor, 'student-maya')).toHaveLength(1);
  });
});

describe('DocumentsService: the access log', () => {
  it('reports a staff read of a student\'s documents and of a file before answering; the student\'s own reads are not reported', async () => {
    const doc = await upload(maya, 'student-maya');
    expect(await service.list(maya, 'student-maya')).toHaveLength(1);
    const own = await service.openFile(maya, doc.id);
    for await (const _chunk of own.stream) { /* read to the end, so the file is closed */ }
    await quietPeriod(50); // the student's own reads are not reported: no condition to wait for, so a pause
    expect(reads).toEqual([]);

    const named: Principal = { ...counselor, firstName: 'Cora', lastName: 'Reyes' };
    await service.list(named, 'student-maya');
    const file = await service.openFile(admin, doc.id);
    for await (const _chunk of file.stream) { /* read to the end, so the file is closed */ }
    await until('both staff reads', () => reads.length >= 2);
    expect(reads).toEqual([
      { studentId: 'student-maya', actorId: 'u-coach', actorRole: 'counselor', actorName: 'Cora Reyes', parts: ['documents'], detail: null },
      { studentId: 'student-maya', actorId: 'u-admin', actorRole: 'admin', actorName: 'u-admin@school.org', parts: ['document_file'], detail: doc.id },
    ]);
  });

  it('reports nothing for a read it refuses (another school\'s staff)', async () => {
    const doc = await upload(maya, 'student-maya');
    const elsewhere: Principal = { ...counselor, schoolIds: ['school-b'] };
    await bus.publish(Subjects.studentsProfileUpserted, { studentId: 'student-maya', userId: 'u-maya', profile: emptyProfile, schoolId: 'school-a', status: 'active' });
    await until('Maya\'s school', async () => (await store.owners.get('student-maya'))?.schoolId === 'school-a');
    await expect(service.list(elsewhere, 'student-maya')).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.openFile(elsewhere, doc.id)).rejects.toBeInstanceOf(NotFoundError);
    await quietPeriod(50); // refused reads are not reported: no condition to wait for, so a pause
    expect(reads).toEqual([]);
  });

  it('refuses a staff read that cannot be logged (the bus is gone)', async () => {
    await upload(maya, 'student-maya');
    const closed = await DurableLocalBus.open({ dataDir: ':memory:', log });
    await closed.close();
    const refusing = new DocumentsService({
      store, blobs: new LocalBlobStore(path.join(dir, 'blobs')), events, log, reads: new RecordReads(closed, Subjects.documentsRecordRead, log),
      maxBytes: 100_000, urlTtlSeconds: 900, unregisteredTtlMs: 3_600_000,
    });
    await expect(refusing.list(counselor, 'student-maya')).rejects.toThrow(/cannot be shown right now/);
    expect(await refusing.list(maya, 'student-maya')).toHaveLength(1);
  });
});
