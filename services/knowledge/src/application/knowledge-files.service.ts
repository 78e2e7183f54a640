import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { NotFoundError, requireStaff, type BlobStore, type Logger, type Principal } from '@counsel/kit';
import { KNOWLEDGE_ACCEPT, assertNameMatchesKind, cleanFileName, kindFromMime, type KnowledgeFile } from '../domain/knowledge-file.js';
import type { KnowledgeStore } from '../ports/knowledge-store.js';
import type { SearchIndex } from '../ports/search-index.js';
import { readBlob } from './blob-bytes.js';
import type { KnowledgeEvents } from './knowledge-events.js';

export interface FilesDeps {
  store: KnowledgeStore;
  index: SearchIndex;
  blobs: BlobStore;
  events: KnowledgeEvents;
  log: Logger;
  maxFileBytes: number;
}

export interface StoredFile { blobId: string; fileType: string; size: number }

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The counselor knowledge base: files counselors and admins upload for the assistant to draw on. */
export class KnowledgeFilesService {
  constructor(private readonly d: FilesDeps) {}

  async list(p: Principal | null) {
    requireStaff(p);
    return this.d.store.listFiles();
  }

  async get(p: Principal | null, id: string) {
    requireStaff(p);
    const file = ID.test(id) ? await this.d.store.getFile(id) : null;
    if (!file) throw new NotFoundError('File not found');
    return file;
  }

  /** The bytes, for viewing (staff only). */
  async open(p: Principal | null, id: string) {
    const file = await this.get(p, id);
    const blob = await this.d.blobs.get(file.blobId);
    if (!blob) throw new NotFoundError('File not found');
    return { file, stream: blob.stream, size: blob.meta.size };
  }

  /** Adds a file whose bytes are at hand (demo seeding, tests), through the same checks as an upload. */
  async addBytes(actorId: string, input: { fileName: string; bytes: Uint8Array; id?: string; title?: string; description?: string | null; tags?: string[] }) {
    const fileName = cleanFileName(input.fileName);
    const meta = await this.d.blobs.put(Readable.from([Buffer.from(input.bytes)]), { maxBytes: this.d.maxFileBytes, accept: KNOWLEDGE_ACCEPT });
    try {
      return await this.record(actorId, { blobId: meta.id, fileType: meta.detectedType.mime, size: meta.size }, { ...input, fileName, uploadURL: null });
    } catch (err) {
      await this.d.blobs.delete(meta.id).catch(() => undefined);
      throw err;
    }
  }

  /**
   * Records a stored blob as a knowledge-base file, Pending, with its content item (type document), then
   * queues it for indexing: state first, events after (a crash in between is healed by start-up reconciliation).
   */
  async record(actorId: string, stored: StoredFile, input: {
    fileName: string; uploadURL: string | null; uploadId?: string; id?: string; title?: string; description?: string | null; tags?: string[];
  }): Promise<KnowledgeFile | null> {
    const fileName = cleanFileName(input.fileName);
    const kind = kindFromMime(stored.fileType);
    if (!kind) throw new NotFoundError('Upload not found');
    assertNameMatchesKind(fileName, kind);
    const now = new Date().toISOString();
    const id = input.id ?? randomUUID();
    const title = input.title ?? fileName.replace(/\.[^.]+$/, '');
    const itemId = `doc-${id}`;
    const added = await this.d.store.addFile(
      { id, fileName, fileType: stored.fileType, kind, fileSize: stored.size, blobId: stored.blobId, uploadURL: input.uploadURL, uploadedBy: actorId, uploadedAt: now },
      { id: itemId, type: 'document', title, description: input.description ?? null, tags: input.tags ?? [], body: null, url: null, visibleToStudents: false, fileId: id, createdBy: actorId, createdAt: now, updatedAt: now },
      input.uploadId,
      [this.d.events.fileUploaded(id), this.d.events.contentChanged({ itemId, change: 'created', actorId, title })],
    );
    if (!added) return null;
    this.d.events.committed();
    return this.d.store.getFile(id);
  }

  async delete(p: Principal | null, id: string) {
    const user = requireStaff(p);
    // The item's title goes into the event, which commits with the delete.
    const item = ID.test(id) ? await this.d.store.contentForFile(id) : null;
    const events = item ? [this.d.events.contentChanged({ itemId: item.id, change: 'deleted', actorId: user.userId, title: item.title })] : [];
    const removed = ID.test(id) ? await this.d.store.deleteFile(id, events) : null;
    if (!removed) throw new NotFoundError('File not found');
    this.d.events.committed();
    await this.d.index.removeSource(id);
    // After the record: a crash here leaves an unreferenced blob, which the upload sweeper removes.
    await this.d.blobs.delete(removed.file.blobId).catch((err: unknown) => this.d.log.warn({ err, fileId: id }, 'blob not removed'));
    return removed.file;
  }

  readBytes(file: KnowledgeFile) {
    return readBlob(this.d.blobs, file.blobId);
  }
}
