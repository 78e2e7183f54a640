/** Knowledge: the knowledge base's files and content. */
import { z } from 'zod';
import { str, count } from './shared.js';
import { Subjects } from '../subjects.js';

const fileUploaded = z.strictObject({ fileId: str });
const fileIndexed = z.strictObject({ fileId: str, chunkCount: count });
const fileFailed = z.strictObject({ fileId: str, reason: str });
const contentChanged = z.strictObject({ itemId: str, change: z.enum(['created', 'updated', 'deleted']), actorId: z.string().nullable(), title: z.string() });
const reindexRequested = z.strictObject({ requestId: str, actorId: z.string().nullable() });

export const knowledgeEvents = {
  [Subjects.knowledgeFileUploaded]: fileUploaded,
  [Subjects.knowledgeFileIndexed]: fileIndexed,
  [Subjects.knowledgeFileFailed]: fileFailed,
  [Subjects.knowledgeContentChanged]: contentChanged,
  [Subjects.knowledgeReindexRequested]: reindexRequested,
} as const;

export type FileUploaded = z.infer<typeof fileUploaded>;
export type FileIndexed = z.infer<typeof fileIndexed>;
export type FileFailed = z.infer<typeof fileFailed>;
export type ContentChanged = z.infer<typeof contentChanged>;
export type ReindexRequested = z.infer<typeof reindexRequested>;
