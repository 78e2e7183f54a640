import type { FileStatus, KnowledgeFile } from '../domain/knowledge-file.js';
import type { NewContentItem } from './content-repository.js';

export type NewKnowledgeFile = Omit<KnowledgeFile, 'status' | 'statusReason' | 'chunkCount' | 'attempts' | 'needsReindex' | 'indexedAt'>;

export interface FileRepository {
  get(id: string): Promise<KnowledgeFile | null>;
  /** Newest first. */
  list(): Promise<KnowledgeFile[]>;
  /** Files still Pending or waiting for a reindex (start-up reconciliation). */
  toIndex(): Promise<KnowledgeFile[]>;
  counts(): Promise<{ files: number; indexedFiles: number; contentItems: number }>;
}

export interface FileWrites {
  /**
   * A file and its content item (type document) together; with an upload id, also marks that upload registered.
   * Refused (WriteRefused 'upload-taken') when the upload is not stored or was registered already.
   */
  add(file: NewKnowledgeFile, item: NewContentItem, uploadId?: string): void;
  /** The file, its content item and its upload rows; refused (WriteRefused 'gone') when the file is not there. */
  remove(id: string): void;
  /** Counts an indexing attempt that ended in an unexpected error. */
  countAttempt(id: string): void;
  setStatus(id: string, status: FileStatus, detail: { reason?: string | null; chunkCount?: number }): void;
  /** Flags every file for rebuilding. */
  flagAllForReindex(): void;
  clearReindexFlag(id: string): void;
}
