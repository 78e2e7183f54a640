import { z } from 'zod';
import { commonConfigSchema, flag, port, runtimeOnly } from '@counsel/kit';

export const documentsConfigSchema = commonConfigSchema.extend({
  DOCUMENTS_PORT: port(4103),
  DEMO_DATA: flag(true),
  /** Largest student document, in bytes (10 MB). */
  DOCUMENT_MAX_BYTES: runtimeOnly(z.coerce.number().int().min(1).default(10_485_760)),
  /** How long a signed upload URL stays valid (15 minutes). */
  UPLOAD_URL_TTL_SECONDS: z.coerce.number().int().min(10).max(3600).default(900),
  /** Uploads never registered are removed after this many hours. */
  UNREGISTERED_UPLOAD_TTL_HOURS: z.coerce.number().min(0).default(24),
  UPLOAD_SWEEP_INTERVAL_MINUTES: z.coerce.number().min(1).default(60),
});
export type DocumentsConfig = z.infer<typeof documentsConfigSchema>;
