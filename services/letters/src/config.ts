import { z } from 'zod';
import { commonConfigSchema, flag, port } from '@counsel/kit';

export const lettersConfigSchema = commonConfigSchema.extend({
  LETTERS_PORT: port(4111),
  /** Seeds the demo student's two requests to the demo teacher once both are known from events. */
  DEMO_DATA: flag(true),
  /** Requests a teacher takes per school year before a student asking is warned (districts commonly set 25). */
  LETTERS_TEACHER_YEARLY_LIMIT: z.coerce.number().int().min(1).max(1000).default(25),
  /** Largest uploaded letter, in bytes (the documents service's limit, 10 MB). */
  LETTER_MAX_BYTES: z.coerce.number().int().min(1).default(10_485_760),
  /** How long a signed upload URL stays valid (15 minutes). */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
});
export type LettersConfig = z.infer<typeof lettersConfigSchema>;
