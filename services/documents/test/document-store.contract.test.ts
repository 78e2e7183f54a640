import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createLogger, openSqlite, outboxEvent } from '@counsel/kit';
import { connectMongo } from '@counsel/kit/mongo';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { Subjects } from '@counsel/proto-events';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteDocumentStore } from '../src/adapters/sqlite/sqlite-document-store.js';
import { documentsModels } from '../src/adapters/mongo/models.js';
import { MongoDocumentStore } from '../src/adapters/mongo/mongo-document-store.js';
import type { DocumentStore, OutboxEvent } from '../src/ports/document-store.js';
import type { StudentDocument } from '../src/domain/document.js';

const HOUR = 3_600_000;
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

function documentStoreContract(name: string, open: () => Promise<DocumentStore>) {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => store.close());

    const reserve = async (owner = 'user-1', createdAt = iso()) => {
      const uploadId = randomUUID();
      await store.reserveUpload({ uploadId, ownerUserId: owner, purpose: 'student-document', createdAt, expiresAt: iso(15 * 60_000) });
      return uploadId;
    };
    const stored = async (owner = 'user-1', createdAt = iso()) => {
      const id = await reserve(owner, createdAt);
      expect(await store.claimUpload(id)).toBe(true);
      await store.completeUpload(id, { blobId: randomUUID(), size: 42, fileType: 'application/pdf', storedAt: iso() });
      return (await store.getUpload(id))!;
    };
    const docFor = (u: { uploadId: string; blobId: string | null }, studentId = 'student-1', uploadedAt = iso()): StudentDocument => ({
      id: randomUUID(), studentId, ownerUserId: 'user-1', uploadId: u.uploadId, blobId: u.blobId!, fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 42, uploadedAt,
    });
    const created = (doc: StudentDocument): OutboxEvent => outboxEvent(Subjects.documentsDocumentCreated,
      { documentId: doc.id, studentId: doc.studentId, fileName: doc.fileName, fileType: doc.fileType, fileSize: doc.fileSize });

    it('maps student profiles to their owners and schools and updates them', async () => {
      expect(await store.studentOwner('s-1')).toBeNull();
      await store.setStudentOwner('s-1', 'u-1', null);
      await store.setStudentOwner('s-1', 'u-1', null); // idempotent
      expect(await store.studentOwner('s-1')).toEqual({ userId: 'u-1', schoolId: null });
      await store.setStudentOwner('s-1', 'u-2', 'school-b');
      expect(await store.studentOwner('s-1')).toEqual({ userId: 'u-2', schoolId: 'school-b' });
    });

    it('lets an upload be claimed once at a time, released after a failure, and completed', async () => {
      const id = await reserve();
      expect((await store.getUpload(id))).toMatchObject({ uploadId: id, ownerUserId: 'user-1', purpose: 'student-document', state: 'reserved', blobId: null, registeredAt: null });
      expect(await store.claimUpload(id)).toBe(true);
      expect(await store.claimUpload(id)).toBe(false);
      await store.releaseUpload(id);
      expect(await store.claimUpload(id)).toBe(true);
      await store.completeUpload(id, { blobId: 'b-1', size: 7, fileType: 'text/plain; charset=utf-8', storedAt: iso() });
      expect(await store.getUpload(id)).toMatchObject({ state: 'stored', blobId: 'b-1', size: 7, fileType: 'text/plain; charset=utf-8' });
      expect(await store.claimUpload(id)).toBe(false);
      expect(await store.getUpload(randomUUID())).toBeNull();
    });

    it('registers a stored upload once, atomically with its event', async () => {
      const u = await stored();
      const doc = docFor(u);
      expect(await store.registerDocument(doc, created(doc))).toBe(true);
      expect(await store.registerDocument(docFor(u), created(doc))).toBe(false);
      expect(await store.listDocuments('student-1')).toEqual([doc]);
      expect(await store.getDocument(doc.id)).toEqual(doc);
      expect((await store.getUpload(u.uploadId))!.registeredAt).toBe(doc.uploadedAt);
      const pending = await store.outbox.pendingEvents(100);
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ subject: Subjects.documentsDocumentCreated, data: { documentId: doc.id } });
    });

    it('does not register an upload that was never stored', async () => {
      const id = await reserve();
      const doc = docFor({ uploadId: id, blobId: 'b' });
      expect(await store.registerDocument(doc, created(doc))).toBe(false);
      expect(await store.listDocuments('student-1')).toEqual([]);
      expect(await store.outbox.pendingEvents(100)).toEqual([]);
    });

    it('lists a student’s documents newest first, and no one else’s', async () => {
      const a = docFor(await stored(), 'student-1', iso(-2000));
      const b = docFor(await stored(), 'student-1', iso(-1000));
      const other = docFor(await stored(), 'student-2');
      for (const d of [a, b, other]) await store.registerDocument(d, created(d));
      expect((await store.listDocuments('student-1')).map((d) => d.id)).toEqual([b.id, a.id]);
      expect((await store.listDocuments('student-2')).map((d) => d.id)).toEqual([other.id]);
    });

    it('deletes a document with its upload row, once', async () => {
      const u = await stored();
      const doc = docFor(u);
      await store.registerDocument(doc, created(doc));
      const del = outboxEvent(Subjects.documentsDocumentDeleted, { documentId: doc.id, studentId: doc.studentId, fileName: doc.fileName, deletedBy: 'user-1' });
      expect(await store.deleteDocument(doc.id, del)).toBe(true);
      expect(await store.deleteDocument(doc.id, del)).toBe(false);
      expect(await store.getDocument(doc.id)).toBeNull();
      expect(await store.getUpload(u.uploadId)).toBeNull();
      expect((await store.outbox.pendingEvents(100)).map((e) => e.subject)).toEqual([Subjects.documentsDocumentCreated, Subjects.documentsDocumentDeleted]);
    });

    it('records a one-time step once, and remembers it', async () => {
      const step = `seed-${Math.random().toString(36).slice(2)}`;
      expect(await store.isDone(step)).toBe(false);
      expect(await store.markDone(step)).toBe(true);
      expect(await store.isDone(step)).toBe(true);
      expect(await store.markDone(step)).toBe(false);
      expect(await store.isDone(`${step}-other`)).toBe(false);
    });

    it('forgets published events', async () => {
      const doc = docFor(await stored());
      const e = created(doc);
      await store.registerDocument(doc, e);
      await store.outbox.eventPublished(e.id);
      expect(await store.outbox.pendingEvents(100)).toEqual([]);
    });

    it('finds stale unregistered uploads only, and deletes them', async () => {
      const old = await stored('user-1', iso(-25 * HOUR));
      const oldReserved = await reserve('user-1', iso(-25 * HOUR));
      const fresh = await stored();
      const oldRegistered = await stored('user-1', iso(-25 * HOUR));
      const doc = docFor(oldRegistered);
      await store.registerDocument(doc, created(doc));
      const stale = (await store.staleUploads(iso(-24 * HOUR))).map((u) => u.uploadId).sort();
      expect(stale).toEqual([old.uploadId, oldReserved].sort());
      await store.deleteUpload(old.uploadId);
      await store.deleteUpload(oldRegistered.uploadId); // registered: kept
      expect(await store.getUpload(old.uploadId)).toBeNull();
      expect(await store.getUpload(oldRegistered.uploadId)).not.toBeNull();
      expect(await store.getUpload(fresh.uploadId)).not.toBeNull();
    });

    it('tells which blob ids are still referenced', async () => {
      const u = await stored();
      const doc = docFor(await stored());
      await store.registerDocument(doc, created(doc));
      const orphan = randomUUID();
      expect(await store.referencedBlobIds([u.blobId!, doc.blobId, orphan])).toEqual(new Set([u.blobId, doc.blobId]));
    });

    it('erases one student (documents, the account\'s uploads, the owner) with its confirmation, once per deletion', async () => {
      await store.setStudentOwner('student-1', 'user-1', null);
      await store.setStudentOwner('student-2', 'user-2', null);
      const doc = docFor(await stored('user-1'));
      await store.registerDocument(doc, created(doc));
      const stray = await stored('user-1');
      const other = { ...docFor(await stored('user-2'), 'student-2'), ownerUserId: 'user-2' };
      await store.registerDocument(other, created(other));
      for (const e of await store.outbox.pendingEvents(10)) await store.outbox.eventPublished(e.id);
      expect((await store.uploadsOf('user-1')).length).toBe(2);
      expect(new Set(await store.heldBlobIds('student-1', 'user-1'))).toEqual(new Set([doc.blobId, stray.blobId]));

      const target = { deletionId: 'del-1', studentId: 'student-1', studentUserId: 'user-1' };
      const confirm = (removed: { item: string; count: number }[]) => outboxEvent(Subjects.documentsRecordErased, { deletionId: 'del-1', studentId: 'student-1', removed });
      const removed = await store.eraseStudent(target, confirm);
      expect(removed).toEqual([{ item: 'documents', count: 1 }, { item: 'files', count: 2 }, { item: 'upload records', count: 2 }, { item: 'student account link', count: 1 }]);
      expect(await store.listDocuments('student-1')).toEqual([]);
      expect(await store.uploadsOf('user-1')).toEqual([]);
      expect(await store.studentOwner('student-1')).toBeNull();
      expect(await store.isErased('student-1')).toBe(true);
      expect(await store.isErased('student-2')).toBe(false);
      expect(await store.listDocuments('student-2')).toHaveLength(1);
      expect(await store.uploadsOf('user-2')).toHaveLength(1);
      // The same deletion again: the recorded counts, confirmed again.
      expect(await store.eraseStudent(target, confirm)).toEqual(removed);
      expect((await store.outbox.pendingEvents(10)).map((e) => [e.subject, (e.data as { removed: unknown }).removed])).toEqual([
        [Subjects.documentsRecordErased, removed], [Subjects.documentsRecordErased, removed],
      ]);
    });
  });
}

documentStoreContract('sqlite', async () => new SqliteDocumentStore(openSqlite(':memory:', 'documents', migrations)));

// Each test gets its own database.
await describeWithMongo('DocumentStore contract: mongodb', (mongo) => {
  documentStoreContract('mongodb', async () => {
    const conn = await connectMongo(await mongo.url(), uniqueDbName('documents'), createLogger('test', 'silent'));
    const m = documentsModels(conn);
    const store = new MongoDocumentStore(m, conn);
    await Promise.all([m.owners.init(), m.uploads.init(), m.documents.init(), m.outbox.init(), m.doneSteps.init(), store.init()]);
    return store;
  });
});
