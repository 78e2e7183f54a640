import { z } from 'zod';
import { ValidationError } from '@counsel/kit';
import { FILE_NAME_REQUIRED } from './knowledge-file.js';

const registration = z.object({
  uploadId: z.uuid({ message: 'Invalid upload URL' }),
  fileName: z.string(FILE_NAME_REQUIRED).max(1000, 'File name is too long'),
  uploadURL: z.string().max(2000).nullish(),
});

/** Checks a knowledge file's registration (the GraphQL input, already typed); the first problem is a 400 with its message. */
export function parseRegistration(input: unknown): z.infer<typeof registration> {
  const parsed = registration.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
  return parsed.data;
}
