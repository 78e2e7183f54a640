/**
 * Records: the access log, exports and deletions. `recordRead` and `recordErased` are the protocol every service
 * that holds student data publishes under its own subjects, so they are exported for those services' contracts.
 */
import { z } from 'zod';
import { str, text, count } from './shared.js';
import { Subjects } from '../subjects.js';

/**
 * A staff member read one student's record (the access log): who, and which parts, never the data. The
 * service that served the read publishes it; the records service keeps the log. `detail` names an item without
 * its content (a document's id), null otherwise.
 */
const recordPart = z.enum(['profile', 'preferences', 'documents', 'document_file', 'college_list', 'chat', 'meeting_brief', 'notes', 'meetings', 'tasks', 'letters', 'academic_plan']);
export const recordRead = z.strictObject({
  studentId: str,
  actorId: str, actorRole: z.enum(['counselor', 'admin', 'guardian']), actorName: z.string(),
  parts: z.array(recordPart).min(1),
  detail: text,
});

/**
 * An admin (or the retention schedule) asked that a student be deleted everywhere. Every service that holds
 * anything of theirs erases it and confirms with its own record.erased event; identity blocks the account's
 * sign-in at once and removes the account only on deletion.completing, once every other service confirmed.
 */
const deletionRequested = z.strictObject({
  deletionId: str, studentId: str, studentUserId: str,
  reason: z.enum(['request', 'retention']),
  requestedBy: z.string().nullable(),
});
const deletionCompleting = z.strictObject({ deletionId: str, studentId: str, studentUserId: str });
/** What one service removed for a deletion: each kind of item with its count (0 where it held none). */
export const recordErased = z.strictObject({
  deletionId: str, studentId: str,
  removed: z.array(z.strictObject({ item: str, count })),
});
/** An export of a student's record was made (for the staff audit log). */
const exportCreated = z.strictObject({
  exportId: str, studentId: str, actorId: str, actorEmail: z.string(), actorRole: z.enum(['student', 'counselor', 'admin']),
  fileCount: count, bytes: count,
});

export const recordsEvents = {
  [Subjects.recordsDeletionRequested]: deletionRequested,
  [Subjects.recordsDeletionCompleting]: deletionCompleting,
  [Subjects.recordsExportCreated]: exportCreated,
} as const;

export type RecordPart = z.infer<typeof recordPart>;
export type RecordRead = z.infer<typeof recordRead>;
export type DeletionRequested = z.infer<typeof deletionRequested>;
export type DeletionCompleting = z.infer<typeof deletionCompleting>;
export type RecordErased = z.infer<typeof recordErased>;
export type ExportCreated = z.infer<typeof exportCreated>;
