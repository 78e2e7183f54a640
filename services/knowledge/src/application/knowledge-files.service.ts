import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { NotFoundError, requireStaff, type BlobStore, type Logger, type Principal } from '@counsel/kit';
import { KNOWLEDGE_ACCEPT, assertNameMatchesKind, cleanFileName, kindFromMime, type KnowledgeFile } from '../domain/knowledge-file.js';
import type { NewContentItem } from '../ports/content-repository.js';
import type { NewKnowledgeFile } from '../ports/files-repository.js';
import { committed, type KnowledgeStore } from '../ports/knowledge-store.js';
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
  constructor(private readonly deps: FilesDeps) {}

  async list(p: Principal | null) {
    requireStaff(p);
    return this.deps.store.files.list();
  }

  async get(p: Principal | null, id: string) {
    requireStaff(p);
    const file = ID.test(id) ? await this.deps.store.files.get(id) : null;
    if (!file) throw new NotFoundError('File not found');
    return file;
  }

  /** The bytes, for viewing (staff only). */
  async open(p: Principal | null, id: string) {
    const file = await this.get(p, id);
    const blob = await this.deps.blobs.get(file.blobId);
    if (!blob) throw new NotFoundError('File not found');
    return { file, stream: blob.stream, size: blob.meta.size };
  }

  /** Adds a file whose bytes are at hand (demo seeding, tests), through the same checks as an upload. */
  async addBytes(actorId: string, input: { fileName: string; bytes: Uint8Array; id?: string; title?: string; description?: string | null; tags?: string[] }) {
    const fileName = cleanFileName(input.fileName);
    const meta = await this.deps.blobs.put(Readable.from([Buffer.from(input.bytes)]), { maxBytes: this.deps.maxFileBytes, accept: KNOWLEDGE_ACCEPT });
    try {
      return await this.record(actorId, { blobId: meta.id, fileType: meta.detectedType.mime, size: meta.size }, { ...input, fileName, uploadURL: null });
    } catch (err) {
      await this.deps.blobs.delete(meta.id).catch(() => undefined);
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
    const file: NewKnowledgeFile = { id, fileName, fileType: stored.fileType, kind, fileSize: stored.size, blobId: stored.blobId, uploadURL: input.uploadURL, uploadedBy: actorId, uploadedAt: now };
    const item: NewContentItem = { id: itemId, type: 'document', title, description: input.description ?? null, tags: input.tags ?? [], body: null, url: null, visibleToStudents: false, fileId: id, createdBy: actorId, createdAt: now, updatedAt: now };
    const events = [this.deps.events.fileUploaded(id), this.deps.events.contentChanged({ itemId, change: 'created', actorId, title })];
    const added = await committed(this.deps.store.write((w) => w.files.add(file, item, input.uploadId), events), 'upload-taken');
    if (!added) return null;
    this.deps.events.committed();
    return this.deps.store.files.get(id);
  }

  async delete(p: Principal | null, id: string) {
    const user = requireStaff(p);
    // The item's title goes into the event, which commits with the delete.
    const item = ID.test(id) ? await this.deps.store.content.forFile(id) : null;
    const events = item ? [this.deps.events.contentChanged({ itemId: item.id, change: 'deleted', actorId: user.userId, title: item.title })] : [];
    const file = ID.test(id) ? await this.deps.store.files.get(id) : null;
    const removed = file && (await committed(this.deps.store.write((w) => w.files.remove(id), events), 'gone')) ? { file } : null;
    if (!removed) throw new NotFoundError('File not found');
    this.deps.events.committed();
    await this.deps.index.removeSource(id);
    // After the record: a crash here leaves an unreferenced blob, which the upload sweeper removes.
    await this.deps.blobs.delete(removed.file.blobId).catch((err: unknown) => this.deps.log.warn({ err, fileId: id }, 'blob not removed'));
    return removed.file;
  }

  readBytes(file: KnowledgeFile) {
    return readBlob(this.deps.blobs, file.blobId);
  }
}
