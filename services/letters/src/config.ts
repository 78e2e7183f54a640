import { z } from 'zod';
import { commonConfigSchema, flag, port } from '@counsel/kit';

export const lettersConfigSchema = commonConfigSchema.extend({
  LETTERS_PORT: port(4111),
  /** Seeds the demo student's two requests to the demo teacher once both are known from events. */
  DEMO_DATA: flag(true),
  /** Requests a teacher takes per school year before a student asking is warned (districts commonly set 25). */
  LETTERS_TEACHER_YEARLY_LIMIT: z.coerce.number().int().min(1).max(1000).default(25),
});
export type LettersConfig = z.infer<typeof lettersConfigSchema>;
