/** Documents: a student's uploaded documents. */
import { z } from 'zod';
import { str, count } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { Subjects } from '../subjects.js';

const documentCreated = z.strictObject({ documentId: str, studentId: str, fileName: str, fileType: str, fileSize: count });
const documentDeleted = z.strictObject({ documentId: str, studentId: str, fileName: str, deletedBy: str });

export const documentsEvents = {
  [Subjects.documentsDocumentCreated]: documentCreated,
  [Subjects.documentsDocumentDeleted]: documentDeleted,
  [Subjects.documentsRecordRead]: recordRead,
  [Subjects.documentsRecordErased]: recordErased,
} as const;

export type DocumentCreated = z.infer<typeof documentCreated>;
export type DocumentDeleted = z.infer<typeof documentDeleted>;
