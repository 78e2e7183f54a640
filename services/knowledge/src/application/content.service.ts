import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError, requireRole, requireStaff, requireUser, type Principal } from '@counsel/kit';
import {
  createContentSchema, isStudentResource, matchesContentSearch, normalizeTags, parseContentInput, updateContentSchema, type ContentItem,
} from '../domain/content-item.js';
import type { ContentItemInput, ContentItemPatch } from '../graphql/generated/resolvers-types.js';
import type { ContentPatch } from '../ports/content-repository.js';
import { committed, type KnowledgeStore } from '../ports/knowledge-store.js';
import { markAllForReindex } from './reindex-all.js';
import type { KnowledgeEvents } from './knowledge-events.js';
import type { KnowledgeFilesService } from './knowledge-files.service.js';

/** The admin content repository: notes, links and the documents of the knowledge base. */
export class ContentService {
  constructor(private readonly deps: { store: KnowledgeStore; events: KnowledgeEvents; files: KnowledgeFilesService }) {}

  async list(p: Principal | null, q?: string | null) {
    requireStaff(p);
    const items = await this.deps.store.content.list();
    return q ? items.filter((i) => matchesContentSearch(i, q)) : items;
  }

  async get(p: Principal | null, id: string) {
    requireStaff(p);
    const item = await this.deps.store.content.get(id);
    if (!item) throw new NotFoundError('Content item not found');
    return item;
  }

  /** What students may see: notes and links marked for them. */
  async studentResources(p: Principal | null) {
    requireUser(p);
    return (await this.deps.store.content.list()).filter(isStudentResource);
  }

  async create(p: Principal | null, input: ContentItemInput): Promise<ContentItem> {
    const admin = requireRole(p, 'admin');
    const v = parseContentInput(createContentSchema, input);
    const now = new Date().toISOString();
    const item = {
      id: randomUUID(), type: v.type, title: v.title, description: v.description || null, tags: normalizeTags(v.tags),
      body: v.type === 'note' ? v.body : v.body || null, url: v.type === 'link' ? v.url : null,
      visibleToStudents: v.visibleToStudents ?? false, fileId: null, createdBy: admin.userId, createdAt: now, updatedAt: now,
    };
    await this.deps.store.write((w) => w.content.add(item), [this.deps.events.contentChanged({ itemId: item.id, change: 'created', actorId: admin.userId, title: item.title })]);
    this.deps.events.committed();
    return (await this.deps.store.content.get(item.id))!;
  }

  async update(p: Principal | null, id: string, input: ContentItemPatch): Promise<ContentItem> {
    const admin = requireRole(p, 'admin');
    const v = parseContentInput(updateContentSchema, input);
    const existing = await this.deps.store.content.get(id);
    if (!existing) throw new NotFoundError('Content item not found');
    if (v.url && existing.type !== 'link') throw new ValidationError('Only links have an address');
    if (v.body && existing.type === 'document') throw new ValidationError('A document\'s text comes from its file');
    if (v.visibleToStudents && existing.type === 'document') throw new ValidationError('Documents are for staff only');
    const patch: ContentPatch = {
      title: v.title,
      description: v.description === undefined ? undefined : v.description || null,
      tags: v.tags === undefined || v.tags === null ? undefined : normalizeTags(v.tags),
      body: v.body ?? undefined,
      url: v.url ?? undefined,
      visibleToStudents: v.visibleToStudents ?? undefined,
    };
    const event = this.deps.events.contentChanged({ itemId: id, change: 'updated', actorId: admin.userId, title: patch.title ?? existing.title });
    if (!(await committed(this.deps.store.write((w) => w.content.update(id, patch, new Date().toISOString()), [event]), 'gone'))) {
      throw new NotFoundError('Content item not found');
    }
    this.deps.events.committed();
    const item = await this.deps.store.content.get(id);
    if (!item) throw new NotFoundError('Content item not found'); // deleted since
    return item;
  }

  async delete(p: Principal | null, id: string): Promise<ContentItem> {
    const admin = requireRole(p, 'admin');
    const existing = await this.deps.store.content.get(id);
    if (!existing) throw new NotFoundError('Content item not found');
    if (existing.type === 'document' && existing.fileId) {
      await this.deps.files.delete(p, existing.fileId); // removes the file, its chunks and this item
      return existing;
    }
    const events = [this.deps.events.contentChanged({ itemId: id, change: 'deleted', actorId: admin.userId, title: existing.title })];
    const item = (await committed(this.deps.store.write((w) => w.content.remove(id), events), 'gone')) ? existing : null;
    if (!item) throw new NotFoundError('Content item not found');
    this.deps.events.committed();
    return item;
  }

  /** Flags every source for rebuilding and queues the rebuild; search keeps answering from the old chunks meanwhile. */
  async reindex(p: Principal | null) {
    const admin = requireRole(p, 'admin');
    const requestId = randomUUID();
    const queued = await markAllForReindex(this.deps.store, [this.deps.events.reindexRequested(requestId, admin.userId)]);
    this.deps.events.committed();
    return { queued, requestId };
  }

  async stats(p: Principal | null) {
    requireStaff(p);
    return this.deps.store.files.counts();
  }
}
