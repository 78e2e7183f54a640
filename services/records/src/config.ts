import { z } from 'zod';
import { commonConfigSchema, port } from '@counsel/kit';

const days = (fallback: number) => z.coerce.number().int().min(1).max(36500).default(fallback);

export const recordsConfigSchema = commonConfigSchema.extend({
  RECORDS_PORT: port(4109),
  /** Graduated (alumni) and deactivated students are deleted this many days after they left (default 1 year). */
  ALUMNI_RETENTION_DAYS: days(365),
  /** The access log's own retention: entries older than this are removed. */
  ACCESS_LOG_RETENTION_DAYS: days(365 * 3),
  /** A finished export's archive is kept this long for download, then removed. */
  EXPORT_RETENTION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(24),
  /** The largest archive an export may write (bytes). */
  EXPORT_MAX_BYTES: z.coerce.number().int().min(1024).default(2 * 1024 ** 3),
  /** How long one owning service may take to answer its part of an export. */
  EXPORT_SERVICE_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
});
export type RecordsConfig = z.infer<typeof recordsConfigSchema>;
