import type { ContentItem } from '../domain/content-item.js';

export type NewContentItem = Omit<ContentItem, 'needsReindex' | 'chunkCount'>;
export type ContentPatch = Partial<Pick<ContentItem, 'title' | 'description' | 'tags' | 'body' | 'url' | 'visibleToStudents'>>;

export interface ContentRepository {
  get(id: string): Promise<ContentItem | null>;
  forFile(fileId: string): Promise<ContentItem | null>;
  /** Newest first. */
  list(): Promise<ContentItem[]>;
  /** Items waiting for (re)indexing. */
  toIndex(): Promise<ContentItem[]>;
}

export interface ContentWrites {
  add(item: NewContentItem): void;
  /** The patched fields, flagged for reindexing; refused (WriteRefused 'gone') when the item is not there. */
  update(id: string, patch: ContentPatch, updatedAt: string): void;
  /** Refused (WriteRefused 'gone') when the item is not there. */
  remove(id: string): void;
  setIndexed(id: string, chunkCount: number): void;
  /** Flags every note and link (documents follow their file) for rebuilding. */
  flagAllForReindex(): void;
  clearReindexFlag(id: string): void;
}
