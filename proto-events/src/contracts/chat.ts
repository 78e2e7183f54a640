/** Chat: the assistant's answers as admins review them. */
import { z } from 'zod';
import { str, text, count } from './shared.js';
import { recordErased, recordRead } from './records.js';
import { Subjects } from '../subjects.js';

/**
 * An admin read the AI answers page: who, and with which filters, for the staff audit log (identity
 * records it as ai_answers.viewed). The filters are what the admin chose; null where none was.
 */
const chatAnswersViewed = z.strictObject({
  actorId: str, actorEmail: z.string(),
  filters: z.strictObject({
    rating: z.enum(['HELPFUL', 'NOT_HELPFUL', 'UNRATED']).nullable(), answeredBy: text, from: text, to: text, flagged: z.boolean().nullable(),
  }),
  page: z.number().int().min(1), pageSize: z.number().int().min(1), shown: count, total: count,
});

export const chatEvents = {
  [Subjects.chatAnswersViewed]: chatAnswersViewed,
  [Subjects.chatRecordRead]: recordRead,
  [Subjects.chatRecordErased]: recordErased,
} as const;

export type ChatAnswersViewed = z.infer<typeof chatAnswersViewed>;
