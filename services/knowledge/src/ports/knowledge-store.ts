import type { OutboxEvent, OutboxStore, UploadLedger } from '@counsel/kit';
import type { ContentItem } from '../domain/content-item.js';
import type { FileStatus, KnowledgeFile } from '../domain/knowledge-file.js';

export type NewKnowledgeFile = Omit<KnowledgeFile, 'status' | 'statusReason' | 'chunkCount' | 'attempts' | 'needsReindex' | 'indexedAt'>;
export type NewContentItem = Omit<ContentItem, 'needsReindex' | 'chunkCount'>;
export type ContentPatch = Partial<Pick<ContentItem, 'title' | 'description' | 'tags' | 'body' | 'url' | 'visibleToStudents'>>;

/**
 * Knowledge-base files, content items, the upload ledger and the outbox (the service's own store). A write's
 * events are written in its own transaction, and only when it changed something.
 */
export interface KnowledgeStore extends UploadLedger, OutboxStore {
  /**
   * Adds a file and its content item (type document) together; with an upload id, also marks that upload
   * registered, all or nothing. False when the upload was registered already.
   */
  addFile(file: NewKnowledgeFile, item: NewContentItem, uploadId?: string, events?: readonly OutboxEvent[]): Promise<boolean>;
  getFile(id: string): Promise<KnowledgeFile | null>;
  listFiles(): Promise<KnowledgeFile[]>;
  /** Removes the file and its content item; returns what was removed. */
  deleteFile(id: string, events?: readonly OutboxEvent[]): Promise<{ file: KnowledgeFile; item: ContentItem | null } | null>;
  /** Counts an indexing attempt that ended in an unexpected error; returns the new count. */
  recordAttempt(id: string): Promise<number>;
  setFileStatus(id: string, status: FileStatus, detail: { reason?: string | null; chunkCount?: number }): Promise<void>;
  /** Files still Pending or waiting for a reindex (start-up reconciliation). */
  filesToIndex(): Promise<KnowledgeFile[]>;

  addContent(item: NewContentItem, events?: readonly OutboxEvent[]): Promise<void>;
  getContent(id: string): Promise<ContentItem | null>;
  contentForFile(fileId: string): Promise<ContentItem | null>;
  listContent(): Promise<ContentItem[]>;
  updateContent(id: string, patch: ContentPatch, updatedAt: string, events?: readonly OutboxEvent[]): Promise<ContentItem | null>;
  deleteContent(id: string, events?: readonly OutboxEvent[]): Promise<ContentItem | null>;
  setContentIndexed(id: string, chunkCount: number): Promise<void>;
  contentToIndex(): Promise<ContentItem[]>;

  /** Flags every file and note/link for rebuilding; returns how many were flagged. */
  markAllForReindex(events?: readonly OutboxEvent[]): Promise<number>;
  clearReindexFlag(kind: 'file' | 'content', id: string): Promise<void>;
  counts(): Promise<{ files: number; indexedFiles: number; contentItems: number }>;
}
