import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { committed, createLogger, openSqlite, outboxEvent, type OutboxEvent } from '@counsel/kit';
import { connectMongo } from '@counsel/kit/mongo';
import { describeWithMongo, uniqueDbName } from '../../kit/test/support/mongo-container.js';
import { Subjects } from '@counsel/proto-events';
import { migrations } from '../src/adapters/sqlite/migrations.js';
import { SqliteDocumentStore } from '../src/adapters/sqlite/sqlite-document-store.js';
import { MongoDocumentStore } from '../src/adapters/mongo/mongo-document-store.js';
import type { DocumentStore } from '../src/ports/document-store.js';
import type { StudentDocument } from '../src/domain/document.js';

const HOUR = 3_600_000;
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

function documentStoreContract(name: string, open: () => Promise<DocumentStore>) {
  describe(`DocumentStore contract: ${name}`, () => {
    let store: DocumentStore;
    beforeEach(async () => { store = await open(); });
    afterEach(async () => store.close());

    const register = (doc: StudentDocument, event: OutboxEvent) => committed(store.write((w) => w.documents.register(doc), [event]), 'upload-taken');
    const remove = (id: string, event: OutboxEvent) => committed(store.write((w) => w.documents.remove(id), [event]), 'gone');
    const setOwner = (studentId: string, userId: string, schoolId: string | null) => store.write((w) => w.owners.set(studentId, { userId, schoolId }));
    const reserve = async (owner = 'user-1', createdAt = iso()) => {
      const uploadId = randomUUID();
      await store.uploads.reserveUpload({ uploadId, ownerUserId: owner, purpose: 'student-document', createdAt, expiresAt: iso(15 * 60_000) });
      return uploadId;
    };
    const stored = async (owner = 'user-1', createdAt = iso()) => {
      const id = await reserve(owner, createdAt);
      expect(await store.uploads.claimUpload(id)).toBe(true);
      await store.uploads.completeUpload(id, { blobId: randomUUID(), size: 42, fileType: 'application/pdf', storedAt: iso() });
      return (await store.uploads.getUpload(id))!;
    };
    const docFor = (u: { uploadId: string; blobId: string | null }, studentId = 'student-1', uploadedAt = iso()): StudentDocument => ({
      id: randomUUID(), studentId, ownerUserId: 'user-1', uploadId: u.uploadId, blobId: u.blobId!, fileName: 'a.pdf', fileType: 'application/pdf', fileSize: 42, uploadedAt,
    });
    const created = (doc: StudentDocument): OutboxEvent => outboxEvent(Subjects.documentsDocumentCreated,
      { documentId: doc.id, studentId: doc.studentId, fileName: doc.fileName, fileType: doc.fileType, fileSize: doc.fileSize });

    it('maps student profiles to their owners and schools and updates them', async () => {
      expect(await store.owners.get('s-1')).toBeNull();
      await setOwner('s-1', 'u-1', null);
      await setOwner('s-1', 'u-1', null); // idempotent
      expect(await store.owners.get('s-1')).toEqual({ userId: 'u-1', schoolId: null });
      await setOwner('s-1', 'u-2', 'school-b');
      expect(await store.owners.get('s-1')).toEqual({ userId: 'u-2', schoolId: 'school-b' });
    });

    it('lets an upload be claimed once at a time, released after a failure, and completed', async () => {
      const id = await reserve();
      expect((await store.uploads.getUpload(id))).toMatchObject({ uploadId: id, ownerUserId: 'user-1', purpose: 'student-document', state: 'reserved', blobId: null, registeredAt: null });
      expect(await store.uploads.claimUpload(id)).toBe(true);
      expect(await store.uploads.claimUpload(id)).toBe(false);
      await store.uploads.releaseUpload(id);
      expect(await store.uploads.claimUpload(id)).toBe(true);
      await store.uploads.completeUpload(id, { blobId: 'b-1', size: 7, fileType: 'text/plain; charset=utf-8', storedAt: iso() });
      expect(await store.uploads.getUpload(id)).toMatchObject({ state: 'stored', blobId: 'b-1', size: 7, fileType: 'text/plain; charset=utf-8' });
      expect(await store.uploads.claimUpload(id)).toBe(false);
      expect(await store.uploads.getUpload(randomUUID())).toBeNull();
    });

    it('registers a stored upload once, atomically with its event', async () => {
      const u = await stored();
      const doc = docFor(u);
      expect(await register(doc, created(doc))).toBe(true);
      expect(await register(docFor(u), created(doc))).toBe(false);
      expect(await store.documents.list('student-1')).toEqual([doc]);
      expect(await store.documents.get(doc.id)).toEqual(doc);
      expect((await store.uploads.getUpload(u.uploadId))!.registeredAt).toBe(doc.uploadedAt);
      const pending = await store.outbox.pendingEvents(100);
      expect(pending).toHaveLength(1);
      expect(pending[0]).toMatchObject({ subject: Subjects.documentsDocumentCreated, data: { documentId: doc.id } });
    });

    it('does not register an upload that was never stored', async () => {
      const id = await reserve();
      const doc = docFor({ uploadId: id, blobId: 'b' });
      expect(await register(doc, created(doc))).toBe(false);
      expect(await store.documents.list('student-1')).toEqual([]);
      expect(await store.outbox.pendingEvents(100)).toEqual([]);
    });

    it('lists a student’s documents newest first, and no one else’s', async () => {
      const a = docFor(await stored(), 'student-1', iso(-2000));
      const b = docFor(await stored(), 'student-1', iso(-1000));
      const other = docFor(await stored(), 'student-2');
      for (const d of [a, b, other]) await register(d, created(d));
      expect((await store.documents.list('student-1')).map((d) => d.id)).toEqual([b.id, a.id]);
      expect((await store.documents.list('student-2')).map((d) => d.id)).toEqual([other.id]);
    });

    it('deletes a document with its upload row, once', async () => {
      const u = await stored();
      const doc = docFor(u);
      await register(doc, created(doc));
      const del = outboxEvent(Subjects.documentsDocumentDeleted, { documentId: doc.id, studentId: doc.studentId, fileName: doc.fileName, deletedBy: 'user-1' });
      expect(await remove(doc.id, del)).toBe(true);
      expect(await remove(doc.id, del)).toBe(false);
      expect(await store.documents.get(doc.id)).toBeNull();
      expect(await store.uploads.getUpload(u.uploadId)).toBeNull();
      expect((await store.outbox.pendingEvents(100)).map((e) => e.subject)).toEqual([Subjects.documentsDocumentCreated, Subjects.documentsDocumentDeleted]);
    });

    it('records a one-time step once, and remembers it', async () => {
      const step = `seed-${Math.random().toString(36).slice(2)}`;
      expect(await store.steps.isDone(step)).toBe(false);
      await store.write((w) => w.steps.markDone(step));
      expect(await store.steps.isDone(step)).toBe(true);
      await store.write((w) => w.steps.markDone(step)); // a step done already stays done, no error
      expect(await store.steps.isDone(step)).toBe(true);
      expect(await store.steps.isDone(`${step}-other`)).toBe(false);
    });

    it('forgets published events', async () => {
      const doc = docFor(await stored());
      const e = created(doc);
      await register(doc, e);
      await store.outbox.eventPublished(e.id);
      expect(await store.outbox.pendingEvents(100)).toEqual([]);
    });

    it('finds stale unregistered uploads only, and deletes them', async () => {
      const old = await stored('user-1', iso(-25 * HOUR));
      const oldReserved = await reserve('user-1', iso(-25 * HOUR));
      const fresh = await stored();
      const oldRegistered = await stored('user-1', iso(-25 * HOUR));
      const doc = docFor(oldRegistered);
      await register(doc, created(doc));
      const stale = (await store.uploads.staleUploads(iso(-24 * HOUR))).map((u) => u.uploadId).sort();
      expect(stale).toEqual([old.uploadId, oldReserved].sort());
      await store.uploads.deleteUpload(old.uploadId);
      await store.uploads.deleteUpload(oldRegistered.uploadId); // registered: kept
      expect(await store.uploads.getUpload(old.uploadId)).toBeNull();
      expect(await store.uploads.getUpload(oldRegistered.uploadId)).not.toBeNull();
      expect(await store.uploads.getUpload(fresh.uploadId)).not.toBeNull();
    });

    it('tells which blob ids are still referenced', async () => {
      const u = await stored();
      const doc = docFor(await stored());
      await register(doc, created(doc));
      const orphan = randomUUID();
      expect(await store.uploads.referencedBlobIds([u.blobId!, doc.blobId, orphan])).toEqual(new Set([u.blobId, doc.blobId]));
    });

    it('erases one student (documents, the account\'s uploads, the owner) with its ledger row and confirmation', async () => {
      await setOwner('student-1', 'user-1', null);
      await setOwner('student-2', 'user-2', null);
      const doc = docFor(await stored('user-1'));
      await register(doc, created(doc));
      const stray = await stored('user-1');
      const other = { ...docFor(await stored('user-2'), 'student-2'), ownerUserId: 'user-2' };
      await register(other, created(other));
      for (const e of await store.outbox.pendingEvents(10)) await store.outbox.eventPublished(e.id);
      expect((await store.uploads.ofOwner('user-1')).length).toBe(2);
      expect(new Set((await store.uploads.ofOwner('user-1')).map((u) => u.blobId))).toEqual(new Set([doc.blobId, stray.blobId]));

      const target = { deletionId: 'del-1', studentId: 'student-1', studentUserId: 'user-1' };
      const confirm = (removed: { item: string; count: number }[]) => outboxEvent(Subjects.documentsRecordErased, { deletionId: 'del-1', studentId: 'student-1', removed });
      const removed = [{ item: 'documents', count: 1 }, { item: 'files', count: 2 }, { item: 'upload records', count: 2 }, { item: 'student account link', count: 1 }];
      expect(await store.erasures.recorded('del-1')).toBeNull();
      await store.write((w) => w.erasures.erase(target, removed), [confirm(removed)]);
      expect(await store.documents.list('student-1')).toEqual([]);
      expect(await store.uploads.ofOwner('user-1')).toEqual([]);
      expect(await store.owners.get('student-1')).toBeNull();
      expect(await store.erasures.isErased('student-1')).toBe(true);
      expect(await store.erasures.isErased('student-2')).toBe(false);
      expect(await store.documents.list('student-2')).toHaveLength(1);
      expect(await store.uploads.ofOwner('user-2')).toHaveLength(1);
      // A redelivered request finds the counts it confirmed; the account's late events find it erased.
      expect(await store.erasures.recorded('del-1')).toEqual(removed);
      expect(await store.erasures.isUserErased('user-1')).toBe(true);
      expect(await store.erasures.isUserErased('user-2')).toBe(false);
      expect((await store.outbox.pendingEvents(10)).map((e) => [e.subject, (e.data as { removed: unknown }).removed])).toEqual([
        [Subjects.documentsRecordErased, removed],
      ]);
    });
  });
}

documentStoreContract('sqlite', async () => new SqliteDocumentStore(openSqlite(':memory:', 'documents', migrations)));

// Each test gets its own database.
await describeWithMongo('DocumentStore contract: mongodb', (mongo) => {
  documentStoreContract('mongodb', async () => {
    return MongoDocumentStore.open(await connectMongo(await mongo.url(), uniqueDbName('documents'), createLogger('test', 'silent')));
  });
});
