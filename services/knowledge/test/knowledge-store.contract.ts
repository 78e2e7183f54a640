import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { markAllForReindex } from '../src/application/reindex-all.js';
import type { FileStatus } from '../src/domain/knowledge-file.js';
import type { NewContentItem } from '../src/ports/content-repository.js';
import type { NewKnowledgeFile } from '../src/ports/files-repository.js';
import { committed, type KnowledgeStore } from '../src/ports/knowledge-store.js';

export interface OpenedKnowledgeStore { store: KnowledgeStore; close(): Promise<void> }

const HOUR = 3_600_000;
const iso = (offsetMs = 0) => new Date(Date.now() + offsetMs).toISOString();

/** One suite, every adapter of the KnowledgeStore port (upload ledger included). Each test gets an empty store. */
export function describeKnowledgeStoreContract(name: string, open: () => Promise<OpenedKnowledgeStore>) {
  describe(`KnowledgeStore contract: ${name}`, () => {
    let opened: OpenedKnowledgeStore;
    let store: KnowledgeStore;
    beforeEach(async () => { opened = await open(); store = opened.store; });
    afterEach(async () => opened?.close());

    const reserve = async (createdAt = iso()) => {
      const uploadId = randomUUID();
      await store.reserveUpload({ uploadId, ownerUserId: 'admin-1', purpose: 'knowledge-file', createdAt, expiresAt: iso(15 * 60_000) });
      return uploadId;
    };
    const stored = async (createdAt = iso()) => {
      const id = await reserve(createdAt);
      expect(await store.claimUpload(id)).toBe(true);
      await store.completeUpload(id, { blobId: randomUUID(), size: 1234, fileType: 'application/pdf', storedAt: iso() });
      return (await store.getUpload(id))!;
    };
    const newFile = (blobId: string, uploadedAt = iso(), over: Partial<NewKnowledgeFile> = {}): NewKnowledgeFile => ({
      id: randomUUID(), fileName: 'guide.pdf', fileType: 'application/pdf', kind: 'pdf', fileSize: 1234, blobId, uploadURL: null,
      uploadedBy: 'admin-1', uploadedAt, ...over,
    });
    const docItem = (f: NewKnowledgeFile, over: Partial<NewContentItem> = {}): NewContentItem => ({
      id: randomUUID(), type: 'document', title: f.fileName, description: null, tags: [], body: null, url: null, visibleToStudents: false,
      fileId: f.id, createdBy: f.uploadedBy, createdAt: f.uploadedAt, updatedAt: f.uploadedAt, ...over,
    });
    const note = (createdAt = iso(), over: Partial<NewContentItem> = {}): NewContentItem => ({
      id: randomUUID(), type: 'note', title: 'Essay tips', description: 'How to start', tags: ['essays', 'writing'], body: 'Start early.', url: null,
      visibleToStudents: true, fileId: null, createdBy: 'counselor-1', createdAt, updatedAt: createdAt, ...over,
    });
    const link = (createdAt = iso()): NewContentItem => ({
      ...note(createdAt), type: 'link', title: 'FAFSA', body: null, url: 'https://studentaid.gov/', tags: ['aid'], visibleToStudents: false,
    });
    /** Adds a file (and registers its upload): false when the store refuses the upload. */
    const addFile = (f: NewKnowledgeFile, item: NewContentItem, uploadId?: string) =>
      committed(store.write((w) => w.files.add(f, item, uploadId)), 'upload-taken');
    const addContent = (item: NewContentItem) => store.write((w) => w.content.add(item));
    const setFileStatus = (id: string, status: FileStatus, detail: { reason?: string; chunkCount?: number }) =>
      store.write((w) => w.files.setStatus(id, status, detail));
    const setContentIndexed = (id: string, chunkCount: number) => store.write((w) => w.content.setIndexed(id, chunkCount));
    const addStoredFile = async (uploadedAt = iso()) => {
      const u = await stored();
      const f = newFile(u.blobId!, uploadedAt);
      const item = docItem(f);
      expect(await addFile(f, item, u.uploadId)).toBe(true);
      return { u, f, item };
    };

    describe('upload ledger', () => {
      it('lets an upload be claimed once at a time, released after a failure, and completed', async () => {
        const id = await reserve();
        expect(await store.getUpload(id)).toMatchObject({
          uploadId: id, ownerUserId: 'admin-1', purpose: 'knowledge-file', state: 'reserved', blobId: null, size: null, fileType: null, storedAt: null, registeredAt: null,
        });
        expect(await store.claimUpload(id)).toBe(true);
        expect(await store.claimUpload(id)).toBe(false);
        expect((await store.getUpload(id))!.state).toBe('receiving');
        await store.releaseUpload(id);
        expect((await store.getUpload(id))!.state).toBe('reserved');
        expect(await store.claimUpload(id)).toBe(true);
        const storedAt = iso();
        await store.completeUpload(id, { blobId: 'b-1', size: 7, fileType: 'application/msword', storedAt });
        expect(await store.getUpload(id)).toMatchObject({ state: 'stored', blobId: 'b-1', size: 7, fileType: 'application/msword', storedAt, registeredAt: null });
        expect(await store.claimUpload(id)).toBe(false);
        expect(await store.getUpload(randomUUID())).toBeNull();
        expect(await store.claimUpload(randomUUID())).toBe(false);
      });

      it('neither completes nor releases an upload that is not being received', async () => {
        const id = await reserve();
        await store.completeUpload(id, { blobId: 'b-x', size: 1, fileType: 'application/pdf', storedAt: iso() });
        expect(await store.getUpload(id)).toMatchObject({ state: 'reserved', blobId: null });
        const done = await stored();
        await store.releaseUpload(done.uploadId);
        expect((await store.getUpload(done.uploadId))!.state).toBe('stored');
      });

      it('finds stale unregistered uploads only, and deletes them but never a registered one', async () => {
        const old = await stored(iso(-25 * HOUR));
        const oldReserved = await reserve(iso(-25 * HOUR));
        const fresh = await stored();
        const oldRegistered = await stored(iso(-25 * HOUR));
        const f = newFile(oldRegistered.blobId!);
        expect(await addFile(f, docItem(f), oldRegistered.uploadId)).toBe(true);
        const stale = (await store.staleUploads(iso(-24 * HOUR))).map((u) => u.uploadId).sort();
        expect(stale).toEqual([old.uploadId, oldReserved].sort());
        await store.deleteUpload(old.uploadId);
        await store.deleteUpload(oldRegistered.uploadId);
        expect(await store.getUpload(old.uploadId)).toBeNull();
        expect(await store.getUpload(oldRegistered.uploadId)).not.toBeNull();
        expect(await store.getUpload(fresh.uploadId)).not.toBeNull();
      });

      it('tells which blob ids uploads or knowledge files still refer to', async () => {
        const u = await stored();
        const viaUpload = await addStoredFile();
        const onlyFile = newFile(randomUUID()); // a file with no upload row (the demo seed adds these)
        expect(await addFile(onlyFile, docItem(onlyFile))).toBe(true);
        const orphan = randomUUID();
        expect(await store.referencedBlobIds([u.blobId!, viaUpload.f.blobId, onlyFile.blobId, orphan]))
          .toEqual(new Set([u.blobId, viaUpload.f.blobId, onlyFile.blobId]));
        expect(await store.referencedBlobIds([])).toEqual(new Set());
      });
    });

    describe('files', () => {
      it('adds a file with its document item and registers the upload once', async () => {
        const { u, f, item } = await addStoredFile();
        expect(await store.files.get(f.id)).toEqual({
          ...f, status: 'Pending', statusReason: null, chunkCount: 0, attempts: 0, needsReindex: false, indexedAt: null,
        });
        expect(await store.content.forFile(f.id)).toEqual({ ...item, needsReindex: false, chunkCount: 0 });
        expect((await store.getUpload(u.uploadId))!.registeredAt).toBe(f.uploadedAt);
        const again = newFile(u.blobId!);
        expect(await addFile(again, docItem(again), u.uploadId)).toBe(false);
        expect(await store.files.get(again.id)).toBeNull();
        expect(await store.files.counts()).toEqual({ files: 1, indexedFiles: 0, contentItems: 1 });
      });

      it('does not register an upload that was never stored', async () => {
        const id = await reserve();
        const f = newFile('b');
        expect(await addFile(f, docItem(f), id)).toBe(false);
        expect(await store.files.list()).toEqual([]);
        expect(await store.content.list()).toEqual([]);
        expect((await store.getUpload(id))!.registeredAt).toBeNull();
      });

      it('adds nothing and leaves the upload unregistered when the content item cannot be added', async () => {
        const existing = note();
        await addContent(existing);
        const u = await stored();
        const f = newFile(u.blobId!);
        await expect(addFile(f, docItem(f, { id: existing.id }), u.uploadId)).rejects.toBeDefined();
        expect(await store.files.get(f.id)).toBeNull();
        expect((await store.getUpload(u.uploadId))!.registeredAt).toBeNull();
        expect(await store.files.counts()).toEqual({ files: 0, indexedFiles: 0, contentItems: 1 });
        // The upload can still be registered afterwards.
        expect(await addFile(f, docItem(f), u.uploadId)).toBe(true);
      });

      it('lists files newest first', async () => {
        const a = await addStoredFile(iso(-3000));
        const b = await addStoredFile(iso(-1000));
        const c = await addStoredFile(iso(-2000));
        expect((await store.files.list()).map((f) => f.id)).toEqual([b.f.id, c.f.id, a.f.id]);
      });

      it('deletes a file with its content item and upload rows, once', async () => {
        const { u, f, item } = await addStoredFile();
        const other = await addStoredFile();
        expect(await committed(store.write((w) => w.files.remove(f.id)), 'gone')).toBe(true);
        expect(await committed(store.write((w) => w.files.remove(f.id)), 'gone')).toBe(false);
        expect(await store.files.get(f.id)).toBeNull();
        expect(await store.content.get(item.id)).toBeNull();
        expect(await store.getUpload(u.uploadId)).toBeNull();
        expect(await store.referencedBlobIds([f.blobId])).toEqual(new Set());
        expect(await store.files.get(other.f.id)).not.toBeNull();
        expect(await store.getUpload(other.u.uploadId)).not.toBeNull();
        expect(await committed(store.write((w) => w.files.remove(randomUUID())), 'gone')).toBe(false);
      });

      it('counts indexing attempts until a final status resets them', async () => {
        const { f } = await addStoredFile();
        const countAttempt = async (id: string) => {
          await store.write((w) => w.files.countAttempt(id));
          return (await store.files.get(id))?.attempts ?? 0;
        };
        expect(await countAttempt(f.id)).toBe(1);
        expect(await countAttempt(f.id)).toBe(2);
        expect(await countAttempt(randomUUID())).toBe(0);
        await setFileStatus(f.id, 'Pending', {});
        expect((await store.files.get(f.id))!.attempts).toBe(2);
        await setFileStatus(f.id, 'Indexed', { chunkCount: 5 });
        expect((await store.files.get(f.id))!.attempts).toBe(0);
      });

      it('records the indexing outcome on the file and its content item', async () => {
        const { f, item } = await addStoredFile();
        const before = iso(-1000);
        await setFileStatus(f.id, 'Indexed', { chunkCount: 7 });
        const indexed = (await store.files.get(f.id))!;
        expect(indexed).toMatchObject({ status: 'Indexed', statusReason: null, chunkCount: 7, needsReindex: false });
        expect(indexed.indexedAt! >= before).toBe(true);
        expect((await store.content.get(item.id))!.chunkCount).toBe(7);
        expect(await store.files.counts()).toEqual({ files: 1, indexedFiles: 1, contentItems: 1 });

        // Back to Pending (a reindex): keeps the last indexing time, chunk count unchanged without one.
        await markAllForReindex(store);
        await setFileStatus(f.id, 'Pending', {});
        expect(await store.files.get(f.id)).toMatchObject({ status: 'Pending', chunkCount: 7, needsReindex: true, indexedAt: indexed.indexedAt });

        await setFileStatus(f.id, 'Failed', { reason: 'The file has no readable text', chunkCount: 0 });
        expect(await store.files.get(f.id)).toMatchObject({ status: 'Failed', statusReason: 'The file has no readable text', chunkCount: 0, needsReindex: false });
        expect((await store.content.get(item.id))!.chunkCount).toBe(0);
        expect(await store.files.counts()).toEqual({ files: 1, indexedFiles: 0, contentItems: 1 });
      });

      it('lists files still to index: pending or flagged, oldest first', async () => {
        const a = await addStoredFile(iso(-3000));
        const b = await addStoredFile(iso(-2000));
        const c = await addStoredFile(iso(-1000));
        expect((await store.files.toIndex()).map((f) => f.id)).toEqual([a.f.id, b.f.id, c.f.id]);
        for (const x of [a, b, c]) await setFileStatus(x.f.id, 'Indexed', { chunkCount: 1 });
        expect(await store.files.toIndex()).toEqual([]);
        await setFileStatus(b.f.id, 'Pending', {});
        expect((await store.files.toIndex()).map((f) => f.id)).toEqual([b.f.id]);
        await setFileStatus(b.f.id, 'Indexed', { chunkCount: 1 });
        await markAllForReindex(store);
        await store.write((w) => w.files.clearReindexFlag(a.f.id));
        expect((await store.files.toIndex()).map((f) => f.id)).toEqual([b.f.id, c.f.id]);
      });
    });

    it('refuses a unit of work that is not synchronous (its writes would miss the transaction), and writes nothing', async () => {
      const n = note();
      await expect(store.write(async (w) => { w.content.add(n); })).rejects.toThrow(/synchronously/);
      expect(await store.content.get(n.id)).toBeNull();
    });

    describe('content items', () => {
      it('adds notes and links flagged for indexing, and reads them back', async () => {
        const n = note(iso(-2000));
        const l = link(iso(-1000));
        await addContent(n);
        await addContent(l);
        expect(await store.content.get(n.id)).toEqual({ ...n, needsReindex: true, chunkCount: 0 });
        expect(await store.content.get(l.id)).toEqual({ ...l, needsReindex: true, chunkCount: 0 });
        expect(await store.content.get(randomUUID())).toBeNull();
        expect(await store.content.forFile(randomUUID())).toBeNull();
        const { item } = await addStoredFile(iso());
        expect((await store.content.list()).map((i) => i.id)).toEqual([item.id, l.id, n.id]);
        expect((await store.content.toIndex()).map((i) => i.id)).toEqual([n.id, l.id]);
        await expect(addContent(n)).rejects.toBeDefined();
      });

      it('updates only the given fields and flags the item for reindexing; refuses an item that is not there', async () => {
        const n = note();
        await addContent(n);
        await setContentIndexed(n.id, 3);
        expect(await store.content.get(n.id)).toMatchObject({ needsReindex: false, chunkCount: 3 });
        const updatedAt = iso(1000);
        const patch = { title: 'Essay tips (revised)', tags: ['essays'], description: null, visibleToStudents: false, body: undefined };
        expect(await committed(store.write((w) => w.content.update(n.id, patch, updatedAt)), 'gone')).toBe(true);
        const updated = await store.content.get(n.id);
        expect(updated).toEqual({
          ...n, title: 'Essay tips (revised)', tags: ['essays'], description: null, visibleToStudents: false, updatedAt, needsReindex: true, chunkCount: 3,
        });
        expect(await store.content.get(n.id)).toEqual(updated);
        expect(await committed(store.write((w) => w.content.update(randomUUID(), { title: 'x' }, updatedAt)), 'gone')).toBe(false);
      });

      it('deletes an item once', async () => {
        const n = note();
        await addContent(n);
        expect(await committed(store.write((w) => w.content.remove(n.id)), 'gone')).toBe(true);
        expect(await committed(store.write((w) => w.content.remove(n.id)), 'gone')).toBe(false);
        expect(await store.content.get(n.id)).toBeNull();
        expect(await store.files.counts()).toEqual({ files: 0, indexedFiles: 0, contentItems: 0 });
      });

      it('flags every file and note/link (not document items) for a rebuild, and clears flags one by one', async () => {
        const { item } = await addStoredFile();
        const n = note();
        const l = link();
        await addContent(n);
        await addContent(l);
        await setContentIndexed(n.id, 1);
        await setContentIndexed(l.id, 1);
        expect(await store.content.toIndex()).toEqual([]);
        expect(await markAllForReindex(store)).toBe(3); // one file + a note + a link
        expect((await store.content.get(item.id))!.needsReindex).toBe(false);
        expect((await store.content.toIndex()).map((i) => i.id).sort()).toEqual([n.id, l.id].sort());
        await store.write((w) => w.content.clearReindexFlag(n.id));
        expect((await store.content.toIndex()).map((i) => i.id)).toEqual([l.id]);
        expect(await markAllForReindex(store)).toBe(3); // already flagged rows count too
      });
    });
  });
}
