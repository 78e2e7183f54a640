import { z } from 'zod';
import { ValidationError } from '@counsel/kit';

/** What a registration without a file name is told; the gateway's REST body says the same of a name that is not text. */
export const FILE_NAME_REQUIRED = 'File name is required';

const registration = z.object({
  uploadId: z.uuid({ message: 'Invalid upload URL' }),
  fileName: z.string(FILE_NAME_REQUIRED).max(1000, 'File name is too long'),
});

/** Checks a document's registration (the GraphQL input, already typed); the first problem is a 400 with its message. */
export function parseRegistration(input: unknown): z.infer<typeof registration> {
  const parsed = registration.safeParse(input);
  if (!parsed.success) throw new ValidationError(parsed.error.issues[0].message);
  return parsed.data;
}
