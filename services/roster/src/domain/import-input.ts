import { z } from 'zod';
import { textEncodingFromLabel } from '@counsel/kit';

/**
 * What the import rules say of a field of the wrong kind. The gateway's REST bodies, which settle a field's type
 * before it becomes the GraphQL input, say the same words from here.
 */
export const IMPORT_MESSAGES = {
  encoding: 'encoding must be text',
  fileName: 'File name must be text',
} as const;

/** An encoding the admin confirms, by any usual label ("windows-1252", "cp1252", "ISO-8859-1", "UTF-8"…). */
export const encodingInput = z.string(IMPORT_MESSAGES.encoding).max(40, 'encoding must be at most 40 characters').nullish()
  .transform((v, ctx) => {
    if (v === null || v === undefined || v.trim() === '') return null;
    const e = textEncodingFromLabel(v);
    if (!e) ctx.addIssue({ code: 'custom', message: 'encoding must be UTF-8, UTF-16LE, UTF-16BE or windows-1252' });
    return e;
  });

/** A preview's request: the upload, the file's format, its name as the admin's computer had it, and an encoding. */
export const previewInput = z.object({
  uploadId: z.uuid({ message: 'Invalid upload URL' }),
  format: z.enum(['COUNSEL_CSV', 'ONEROSTER_ZIP'], 'format must be counsel-csv or oneroster'),
  encoding: encodingInput,
  // eslint-disable-next-line no-control-regex
  fileName: z.string(IMPORT_MESSAGES.fileName).max(255, 'File name must be at most 255 characters').regex(/^[^\u0000-\u001f\u007f/\\]*$/, 'File name must not contain control characters or slashes').nullable(),
});
